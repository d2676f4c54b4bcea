// Lines the player draws over a grid puzzle's picture, for a kind whose answer is drawn (detect's
// play.lines: a loop through the cells' centres or along the grid's edges, bridges from island to
// island). The page knows only the points and how many lines a segment holds; the server reads the
// segments into the kind's answer grid for Check and Hint.
import { svgPointOf } from './shared.js';

const key = ({ row, col }) => `${row},${col}`;
const first = (a, b) => (a.row < b.row || (a.row === b.row && a.col < b.col) ? [a, b] : [b, a]);
const SIDES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The segments drawn, and the geometry of their points in the picture's units. `settings`:
 * { through: 'centres' | 'corners', most, ends? }; `layout`: where the cells are.
 */
export function lineBoard(settings, layout) {
  const corners = settings.through === 'corners';
  const size = { rows: layout.rows + (corners ? 1 : 0), cols: layout.cols + (corners ? 1 : 0) };
  const ends = settings.ends ? new Set(settings.ends.map(key)) : undefined;
  let segments = new Map();
  const shift = corners ? 0 : 0.5;
  const at = ({ row, col }) => ({ x: layout.left + (col + shift) * layout.cell, y: layout.top + (row + shift) * layout.cell });
  const inside = ({ row, col }) => row >= 0 && col >= 0 && row < size.rows && col < size.cols;

  /** The point a pointer is on, in the picture's units: the cell under it, or the corner it is near. */
  function pointAt(x, y) {
    const u = (x - layout.left) / layout.cell;
    const v = (y - layout.top) / layout.cell;
    if (!corners) {
      const point = { row: Math.floor(v), col: Math.floor(u) };
      return inside(point) && (!ends || ends.has(key(point))) ? point : undefined;
    }
    const point = { row: Math.round(v), col: Math.round(u) };
    // Near a corner only: a pointer in the middle of a side would flicker between its two ends.
    return inside(point) && Math.hypot(u - point.col, v - point.row) < 0.4 ? point : undefined;
  }

  /** The next point from `point` one way: the neighbour, or the next end in line. */
  function next(point, [down, right]) {
    let to = { row: point.row + down, col: point.col + right };
    if (ends) while (inside(to) && !ends.has(key(to))) to = { row: to.row + down, col: to.col + right };
    return inside(to) ? to : undefined;
  }

  /** The segments from `from` to `to` when they are in line (one per step; several when a pointer jumped). */
  function path(from, to) {
    if ((from.row !== to.row && from.col !== to.col) || (ends && !ends.has(key(from)))) return [];
    const step = [Math.sign(to.row - from.row), Math.sign(to.col - from.col)];
    const steps = [];
    for (let point = from; key(point) !== key(to); ) {
      const after = next(point, step);
      if (!after) return [];
      steps.push(first(point, after));
      point = after;
    }
    return steps;
  }

  const countOf = ([a, b]) => segments.get(`${key(a)}-${key(b)}`)?.count ?? 0;
  function setCount([a, b], count) {
    if (count === 0) segments.delete(`${key(a)}-${key(b)}`);
    else segments.set(`${key(a)}-${key(b)}`, { from: a, to: b, count });
  }

  /**
   * One drag or key stroke: with one line a segment, its first segment says whether it draws or
   * erases (a drag over drawn lines erases them); with more, each segment counts on (0, 1, 2, 0).
   */
  function stroke() {
    let mode;
    return (segment) => {
      if (settings.most === 1) {
        mode ??= countOf(segment) > 0 ? 0 : 1;
        setCount(segment, mode);
      } else setCount(segment, (countOf(segment) + 1) % (settings.most + 1));
    };
  }

  /** The drawn lines as SVG nodes: one line, or two side by side; bridges stop short of the islands. */
  function nodes(make) {
    const parts = [];
    for (const { from, to, count } of segments.values()) {
      const [a, b] = [at(from), at(to)];
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      const [ux, uy] = [(b.x - a.x) / length, (b.y - a.y) / length];
      const trim = ends ? layout.cell * 0.4 : 0;
      for (let i = 0; i < count; i++) {
        const offset = (i - (count - 1) / 2) * layout.cell * 0.16;
        parts.push(
          make('line', {
            class: 'line-drawn',
            x1: a.x + ux * trim - uy * offset,
            y1: a.y + uy * trim + ux * offset,
            x2: b.x - ux * trim - uy * offset,
            y2: b.y - uy * trim + ux * offset,
          }),
        );
      }
    }
    return parts;
  }

  return {
    size,
    at,
    pointAt,
    next,
    path,
    stroke,
    nodes,
    list: () => [...segments.values()],
    played: () => ({ lines: [...segments.values()] }),
    /** Any line drawn: the kind's reading of them is checked without a click, and shown once it is complete. */
    finished: () => segments.size > 0,
    describe({ row, col }) {
      const drawn = [...segments.values()].reduce((sum, segment) => sum + segment.count, 0);
      return `at (${row + 1},${col + 1}); ${drawn} line${drawn === 1 ? '' : 's'} drawn`;
    },
    cursorNode: (make, point) => make('circle', { class: 'cursor', cx: at(point).x, cy: at(point).y, r: layout.cell / 5 }),
    snapshot: () => new Map(segments),
    restore(saved) {
      segments = new Map(saved);
    },
    clear() {
      segments = new Map();
    },
  };
}

/**
 * Drawing on the overlay: a drag (mouse, pen or touch, by pointer events) from point to point; the
 * arrow keys move a cursor over the points and Shift with an arrow draws or erases the segment that
 * way. `changed(before)` is told once per stroke that changed something, with the lines before it.
 */
export function drawLines(overlay, board, { changed, redraw, cursor }) {
  overlay.classList.add('drawing');
  overlay.setAttribute(
    'aria-label',
    'the grid: drag from point to point to draw or erase a line; arrow keys move, Shift with an arrow draws or erases that way',
  );
  const local = (event) => svgPointOf(overlay, event);
  let drag;
  overlay.addEventListener('pointerdown', (event) => {
    const { x, y } = local(event);
    const start = board.pointAt(x, y);
    if (!start) return;
    overlay.setPointerCapture(event.pointerId);
    drag = { last: start, apply: board.stroke(), before: board.snapshot(), moved: false };
    cursor.set(start);
    event.preventDefault();
  });
  /** The pointer at a point: the segments from the last one to it drawn or erased. */
  const reach = (event) => {
    if (!drag) return;
    const { x, y } = local(event);
    const point = board.pointAt(x, y);
    if (!point || key(point) === key(drag.last)) return;
    const steps = board.path(drag.last, point);
    // A pointer that went off the line (diagonally) picks up from where it is.
    for (const segment of steps) drag.apply(segment);
    drag.moved ||= steps.length > 0;
    drag.last = point;
    cursor.set(point);
    redraw();
  };
  overlay.addEventListener('pointermove', reach);
  const end = (event) => {
    // The browser may have merged the last moves into the release: where it ends counts too.
    if (event.type === 'pointerup') reach(event);
    if (drag?.moved) changed(drag.before);
    drag = undefined;
  };
  overlay.addEventListener('pointerup', end);
  overlay.addEventListener('pointercancel', end);
  overlay.addEventListener('keydown', (event) => {
    const way = SIDES[event.key];
    if (!way) return;
    event.preventDefault();
    const from = cursor.get();
    if (!event.shiftKey) {
      const to = { row: from.row + way[0], col: from.col + way[1] };
      if (to.row >= 0 && to.col >= 0 && to.row < board.size.rows && to.col < board.size.cols) cursor.set(to);
      return redraw();
    }
    const to = board.next(from, way);
    const steps = to ? board.path(from, to) : [];
    if (steps.length === 0) return;
    const before = board.snapshot();
    const apply = board.stroke();
    for (const segment of steps) apply(segment);
    cursor.set(to);
    redraw();
    changed(before);
  });
}
