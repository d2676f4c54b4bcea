// The puzzle editor, for a kind whose spec has `edit` (detect's `edit`: which parts the kind has).
// Clues in cells (`cells`: the clues by name, the numbers): a click on a cell cycles its clue
// (none, the named clues, the numbers). Walls (`walls`): a click near the side between two cells
// toggles the wall there. Clues outside the grid (`outside`: the sides and their numbers): a click
// on one cycles it. With the picture focused, the arrow keys move a cursor (also onto the clues
// outside), a clue's notation or a number typed places it, Delete clears it, Shift with an arrow
// toggles the wall on that side of the cursor's cell. Each change is one request (`send`); the
// text it answers becomes the puzzle, read again as a paste, so Live forced cells follow each change.
import { cursorMove, svgPointOf } from './shared.js';

/** Digits typed within this long of each other make one number (a 12). */
const TYPING_MS = 800;
/** A click this near a side (in cells) is on the side: a wall. */
const NEAR_SIDE = 0.25;
const WALL_KEYS = { ArrowUp: [-1, 0, 'below'], ArrowDown: [0, 0, 'below'], ArrowLeft: [0, -1, 'right'], ArrowRight: [0, 0, 'right'] };

/** What the caption says the editor does, by the parts the kind has. */
export function editCaption(settings) {
  const parts = [
    settings.cells && 'click a cell to change its clue',
    settings.walls && 'click a side between two cells to draw or erase a wall',
    settings.outside && 'click a number outside the grid to change it',
  ].filter(Boolean);
  return `the puzzle: ${parts.join('; ')}`;
}

/**
 * `layout`: where the cells are in the SVG; `settings`: detect's `edit`; `send`: the changes,
 * `cell(cell, clue)`, `outside(place, clue)` (clue undefined: the next in the cycle) and
 * `wall(wall)`; `place`: the cursor, kept across re-reads (a row or column one past the grid is a
 * clue outside it); `inner()`: the walls inside regions drawn so far, not yet closing one off.
 */
export function clueEditor({ layout, settings, send, place, node, inner }) {
  let typed = '';
  let typedAt = 0;
  const { cells, walls, outside } = settings;
  const sides = outside?.sides ?? {};
  const names = [...(cells?.clues ?? []).map((clue) => `${clue.notation} ${clue.name}`), ...(cells?.numbers || outside ? ['a number'] : [])];

  /** A place outside the grid ({side, index}) for a cursor one row or column past it; undefined for a cell. */
  function outsideOf({ row, col }) {
    if (row < 0) return { side: 'top', index: col };
    if (row >= layout.rows) return { side: 'bottom', index: col };
    if (col < 0) return { side: 'left', index: row };
    if (col >= layout.cols) return { side: 'right', index: row };
    return undefined;
  }

  /** The cursor moved by an arrow key, onto the clues outside on the sides that have them, never a corner. */
  function moved(at, key) {
    const [up, left] = [sides.top ? 1 : 0, sides.left ? 1 : 0];
    const size = { rows: layout.rows + up + (sides.bottom ? 1 : 0), cols: layout.cols + left + (sides.right ? 1 : 0) };
    const next = cursorMove({ row: at.row + up, col: at.col + left }, key, size);
    if (!next) return undefined;
    const found = { row: next.row - up, col: next.col - left };
    const off = (found.row < 0 || found.row >= layout.rows) && (found.col < 0 || found.col >= layout.cols);
    return off ? at : found;
  }

  /** What a click is on, in the overlay's own units: a wall, a cell, or a clue outside; undefined elsewhere. */
  function targetAt(overlay, event) {
    const local = svgPointOf(overlay, event);
    const x = (local.x - layout.left) / layout.cell;
    const y = (local.y - layout.top) / layout.cell;
    const row = Math.floor(y);
    const col = Math.floor(x);
    const inRows = row >= 0 && row < layout.rows;
    const inCols = col >= 0 && col < layout.cols;
    if (inRows && inCols) {
      const cell = { row, col };
      if (walls) {
        // The nearer of the two sides near the click, if either lies between two cells.
        const across = Math.abs(x - Math.round(x));
        const down = Math.abs(y - Math.round(y));
        const vertical = across < NEAR_SIDE && Math.round(x) > 0 && Math.round(x) < layout.cols;
        const horizontal = down < NEAR_SIDE && Math.round(y) > 0 && Math.round(y) < layout.rows;
        if (vertical && (!horizontal || across <= down)) return { cell, wall: { row, col: Math.round(x) - 1, side: 'right' } };
        if (horizontal) return { cell, wall: { row: Math.round(y) - 1, col, side: 'below' } };
      }
      return { cell };
    }
    // Outside: beside one line of the grid, on a side that has clues.
    const at = inCols ? { row: y < 0 ? -1 : layout.rows, col } : inRows ? { row, col: x < 0 ? -1 : layout.cols } : undefined;
    return at && sides[outsideOf(at).side] ? { cell: at } : undefined;
  }

  /** A wall's line, right of or below its cell, in the picture's units. */
  function wallLine(wall, attributes) {
    const { cell, left, top } = layout;
    const x = left + (wall.side === 'right' ? wall.col + 1 : wall.col) * cell;
    const y = top + (wall.side === 'below' ? wall.row + 1 : wall.row) * cell;
    return node('line', { x1: x, y1: y, x2: wall.side === 'right' ? x : x + cell, y2: wall.side === 'below' ? y : y + cell, ...attributes });
  }

  function drawEditing(overlay) {
    overlay.querySelectorAll('.cursor, .inner-wall').forEach((part) => part.remove());
    const { cell, left, top } = layout;
    for (const wall of inner()) overlay.append(wallLine(wall, { class: 'inner-wall' }));
    const { row, col } = place.get();
    overlay.append(node('rect', { class: 'cursor', x: left + col * cell, y: top + row * cell, width: cell, height: cell }));
  }

  /** A clue typed at a place: a clue's notation (in a cell), or digits making a number up to that place's largest. */
  function typedClue(key, where) {
    const named = where ? [] : (cells?.clues ?? []);
    const clue = named.find((entry) => entry.notation.toLowerCase() === key.toLowerCase());
    if (clue) return clue.notation;
    const numbers = where ? sides[where.side] : cells?.numbers;
    if (!numbers || !/^[0-9]$/.test(key)) return undefined;
    const now = performance.now();
    typed = now - typedAt < TYPING_MS && Number(typed + key) <= numbers.to ? typed + key : key;
    typedAt = now;
    return typed;
  }

  /** A clue at the cursor, in a cell or outside (undefined: the next in its cycle). */
  function sendClue(at, clue) {
    const where = outsideOf(at);
    if (where) send.outside(where, clue);
    else if (cells) send.cell(at, clue);
  }

  return {
    /** Makes a picture's overlay the editor's: clicks and keys edit the puzzle. */
    attach(overlay) {
      overlay.classList.add('editing');
      overlay.setAttribute('tabindex', '0');
      overlay.setAttribute('role', 'application');
      overlay.removeAttribute('aria-hidden');
      const keys = [
        'arrow keys move',
        ...(names.length ? [`type ${names.join(', ')}`, 'Space cycles', 'Delete clears'] : []),
        ...(walls ? ['Shift with an arrow draws or erases the wall on that side'] : []),
      ];
      overlay.setAttribute('aria-label', `${editCaption(settings)}; ${keys.join('; ')}`);
      drawEditing(overlay);
      overlay.addEventListener('click', (event) => {
        const target = targetAt(overlay, event);
        if (!target) return;
        place.set(target.cell);
        drawEditing(overlay);
        if (target.wall) send.wall(target.wall);
        else sendClue(target.cell, undefined);
      });
      // The side a click would draw a wall on is shown under the pointer: the band near a side is narrow.
      if (walls)
        overlay.addEventListener('pointermove', (event) => {
          overlay.querySelector('.wall-here')?.remove();
          const wall = targetAt(overlay, event)?.wall;
          if (wall) overlay.append(wallLine(wall, { class: 'wall-here' }));
        });
      overlay.addEventListener('pointerleave', () => overlay.querySelector('.wall-here')?.remove());
      overlay.addEventListener('keydown', (event) => {
        const at = place.get();
        const where = outsideOf(at);
        if (walls && event.shiftKey && WALL_KEYS[event.key] && !where) {
          const [down, right, side] = WALL_KEYS[event.key];
          const wall = { row: at.row + down, col: at.col + right, side };
          const inside = wall.row >= 0 && wall.col >= 0 && (side === 'below' ? wall.row < layout.rows - 1 : wall.col < layout.cols - 1);
          if (inside) send.wall(wall);
          event.preventDefault();
          return;
        }
        const clue = event.key === 'Delete' || event.key === 'Backspace' ? '' : typedClue(event.key, where);
        const next = moved(at, event.key);
        if (next) {
          place.set(next);
          drawEditing(overlay);
        } else if (event.key === ' ' || event.key === 'Enter') sendClue(at, undefined);
        else if (clue !== undefined) sendClue(at, clue);
        else return;
        event.preventDefault();
      });
    },
    /** Draws the cursor and the walls inside regions again (after a wall that changed no region). */
    redraw: drawEditing,
  };
}
