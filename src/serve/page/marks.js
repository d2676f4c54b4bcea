// Marks the player puts on a grid puzzle's cells (detect's play.values): a click cycles a cell's
// marks and back to unmarked; the arrow keys move a cursor, Space or Enter cycles, Delete clears,
// a value's own character types it. The same board interface as lines.js, so that the grid
// section draws, checks, undoes and redoes either alike.

import { cursorMove, svgPointOf } from './shared.js';

/** The marks, one per cell: the index of a play value, or null. */
export function markBoard(values, layout) {
  let marks = Array.from({ length: layout.rows }, () => Array(layout.cols).fill(null));
  const copy = (grid) => grid.map((line) => [...line]);
  const { cell, left, top } = layout;
  return {
    size: { rows: layout.rows, cols: layout.cols },
    values,
    get: (row, col) => marks[row][col],
    /** The cell under a pointer, in the picture's units. */
    pointAt(x, y) {
      const point = { row: Math.floor((y - top) / cell), col: Math.floor((x - left) / cell) };
      return point.row >= 0 && point.col >= 0 && point.row < layout.rows && point.col < layout.cols ? point : undefined;
    },
    set(row, col, value) {
      marks[row][col] = value;
    },
    played: () => ({ marks }),
    /** Every cell marked: the grid is finished, and is checked without a click. */
    finished: () => marks.every((line) => line.every((value) => value !== null)),
    describe: ({ row, col }) => `(${row + 1},${col + 1}): ${marks[row][col] === null ? 'unmarked' : values[marks[row][col]].name}`,
    nodes(make) {
      const parts = [];
      marks.forEach((line, row) =>
        line.forEach((mark, col) => {
          if (mark === null) return;
          // Each kind says how its marks look (GridRules.play.values[].draw): a star as the site draws it, say.
          const draw = values[mark].draw;
          const centre = { x: left + (col + 0.5) * cell, y: top + (row + 0.5) * cell };
          if (draw.as === 'fill')
            parts.push(
              make('rect', {
                class: 'mark-fill',
                x: left + col * cell,
                y: top + row * cell,
                width: cell,
                height: cell,
                ...(draw.colour && { style: `fill: ${draw.colour}` }),
              }),
            );
          else if (draw.as === 'dot') parts.push(make('circle', { class: 'mark-dot', cx: centre.x, cy: centre.y, r: cell / 8 }));
          else {
            const text = make('text', { class: draw.as === 'symbol' ? 'mark-symbol' : 'mark-text', ...centre });
            text.textContent = draw.as === 'symbol' ? draw.symbol : values[mark].notation;
            parts.push(text);
          }
        }),
      );
      return parts;
    },
    cursorNode: (make, { row, col }) => make('rect', { class: 'cursor', x: left + col * cell, y: top + row * cell, width: cell, height: cell }),
    snapshot: () => copy(marks),
    restore(saved) {
      marks = copy(saved);
    },
    clear() {
      marks = marks.map((line) => line.map(() => null));
    },
  };
}

/** Marking on the overlay; `mark(row, col, value)` makes each change (the grid section remembers it for Undo). */
export function markCells(overlay, board, { mark, redraw, cursor }) {
  const { values } = board;
  overlay.setAttribute(
    'aria-label',
    `the grid: arrow keys move, Space cycles the marks, ${values.map((value) => `${value.notation} ${value.name}`).join(', ')}, Delete clears`,
  );
  const cycle = (row, col) => {
    const now = board.get(row, col);
    mark(row, col, now === null ? 0 : now + 1 < values.length ? now + 1 : null);
  };
  overlay.addEventListener('click', (event) => {
    const local = svgPointOf(overlay, event);
    const at = board.pointAt(local.x, local.y);
    if (at) cycle(at.row, at.col);
  });
  overlay.addEventListener('keydown', (event) => {
    const at = cursor.get();
    const next = cursorMove(at, event.key, board.size);
    if (next) {
      cursor.set(next);
      redraw();
    } else if (event.key === ' ' || event.key === 'Enter') cycle(at.row, at.col);
    else if (event.key === 'Delete' || event.key === 'Backspace') mark(at.row, at.col, null);
    // A value's own notation types it (a digit for the number kinds, '#' to shade).
    else if (values.some((value) => value.notation === event.key))
      mark(
        at.row,
        at.col,
        values.findIndex((value) => value.notation === event.key),
      );
    else return;
    event.preventDefault();
  });
}
