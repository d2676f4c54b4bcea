// What the rules settle before any search, in plain TypeScript, as a solver draws by hand: per
// place for a line (the grid's edges between side neighbours, in gridEdges' order), drawn or
// crossed. Each deduction holds in every solution, so a proof of uniqueness over what is left stays
// a proof:
// - every cell has two lines or none, a pearl two: a cell with two crosses the rest, a cell with
//   one and one place left draws it, an empty cell with one place left crosses it;
// - a white pearl goes straight: a line (or a cross) on one side is one on the other side too, and
//   the other axis the opposite; with its axis drawn it turns beside it, so if the line goes on
//   straight past one neighbour it turns at the other (and with both going straight, the axis is
//   the other one);
// - a black pearl turns: a line on one side crosses the other side, a cross draws it; and each leg
//   goes straight through the next cell: it is drawn on past it, that cell crosses its other two
//   sides, and a leg is crossed where the next cell cannot go straight on (a cross beyond it, a
//   line to one side, a black pearl, the border);
// - one loop: a line that would close a path on itself is crossed unless that path holds every
//   line and every pearl; a closed loop is the loop, and every other place is crossed;
// - a closed loop crosses each straight cut between two rows (or two columns) an even number of
//   times: the last place open on a cut is drawn or crossed to make it so.
// Then trials: a line supposed drawn (or crossed) whose deductions end in a contradiction is the other.
import { type GridEdges, SIDES, gridEdges, move } from '../../dsl/grid/index.ts';
import type { Masyu } from './masyu.ts';

/** A place for a line: not known yet, crossed, or drawn (crossed and drawn are each other's 1 - value). */
const [OPEN, CROSSED, DRAWN] = [-1, 0, 1];
const [WHITE, BLACK] = [1, 2];
// Sides by index, as SIDES: N, E, S, W; the opposite of side s is (s + 2) & 3, the two across it (s + 1) & 3 and (s + 3) & 3.

/** The trials stop once this many cells have been looked at without settling anything. */
const IDLE = 400_000;

/** The grid as the deductions see it. */
interface Board {
  cells: number;
  /** Per cell and side (cell * 4 + side): the edge there, -1 at the border; per cell, its neighbour there, -1 off the grid. */
  edgeAt: Int32Array;
  next: Int32Array;
  /** Per edge, its two cells. */
  ends: Int32Array;
  pearl: Uint8Array;
  pearls: number[];
  /** Per cell, the cells whose rules read its lines: itself and the pearls beside it. */
  watchers: number[][];
  /** Per edge: OPEN, CROSSED or DRAWN. */
  line: Int8Array;
  queue: { at: Int32Array; head: number; count: number; queued: Uint8Array };
  /**
   * The paths the lines draw, for the loop rule: per cell its lines (`drawn`, at cell), and at
   * either end of a path (a cell alone is both ends of its own) the other end, the path's lines and
   * its pearls; then the lines in all (at `total`) and whether a loop has closed (at `total + 1`).
   */
  paths: Int32Array;
  /** The places for a line across each cut between two rows, then each cut between two columns. */
  cuts: Int32Array[];
  /** The cells looked at so far, which the trials' budget bounds. */
  work: number;
}

function boardOf(p: Masyu): Board {
  const cells = p.width * p.height;
  const edges = gridEdges(p);
  const edgeAt = new Int32Array(cells * 4).fill(-1);
  const next = new Int32Array(cells * 4).fill(-1);
  const pearl = new Uint8Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    const point = edges.point(cell);
    const kind = p.pearls[point.row][point.col];
    pearl[cell] = kind === 'white' ? WHITE : kind === 'black' ? BLACK : 0;
    SIDES.forEach((side, s) => {
      const edge = edges.edgeAt(point, side);
      if (edge === undefined) return;
      edgeAt[cell * 4 + s] = edge;
      next[cell * 4 + s] = edges.node(move(point, side));
    });
  }
  const pearls = Array.from({ length: cells }, (_, cell) => cell).filter((cell) => pearl[cell]);
  const watchers = Array.from({ length: cells }, (_, cell) => [
    cell,
    ...[0, 1, 2, 3].map((s) => next[cell * 4 + s]).filter((other) => other >= 0 && pearl[other]),
  ]);
  return {
    cells,
    edgeAt,
    next,
    ends: Int32Array.from(edges.edges.flat()),
    pearl,
    pearls,
    watchers,
    line: new Int8Array(edges.edges.length).fill(OPEN),
    queue: { at: new Int32Array(cells), head: 0, count: 0, queued: new Uint8Array(cells) },
    paths: pathsOf(cells, pearl),
    cuts: cutsOf(p, edges),
    work: 0,
  };
}

function cutsOf(p: Masyu, edges: GridEdges): Int32Array[] {
  const rows = Array.from({ length: p.height - 1 }, (_, row) => Array.from({ length: p.width }, (_, col) => edges.edgeAt({ row, col }, 'S') ?? -1));
  const columns = Array.from({ length: p.width - 1 }, (_, col) => Array.from({ length: p.height }, (_, row) => edges.edgeAt({ row, col }, 'E') ?? -1));
  return [...rows, ...columns].map((cut) => Int32Array.from(cut));
}

/** The paths before any line: each cell alone, both ends of its own path with no line and its own pearl. */
function pathsOf(cells: number, pearl: Uint8Array): Int32Array {
  const paths = new Int32Array(4 * cells + 2);
  for (let cell = 0; cell < cells; cell++) {
    paths[END + cell * 4] = cell;
    paths[PEARLS + cell * 4] = pearl[cell] ? 1 : 0;
  }
  return paths;
}
/** Offsets in `paths` per cell (cell * 4 + offset). */
const [DRAWN_HERE, END, LINES, PEARLS] = [0, 1, 2, 3];

function enqueue(board: Board, cell: number): void {
  const { queue } = board;
  if (queue.queued[cell]) return;
  queue.queued[cell] = 1;
  queue.at[(queue.head + queue.count++) % queue.at.length] = cell;
}

/** An edge drawn or crossed, the rules of its cells and the pearls beside them queued; false when it is known otherwise. */
function put(board: Board, edge: number, value: number): boolean {
  const known = board.line[edge];
  if (known !== OPEN) return known === value;
  board.line[edge] = value;
  if (value === DRAWN && !joined(board, board.ends[2 * edge], board.ends[2 * edge + 1])) return false;
  for (const cell of board.watchers[board.ends[2 * edge]]) enqueue(board, cell);
  for (const cell of board.watchers[board.ends[2 * edge + 1]]) enqueue(board, cell);
  return true;
}

/** The line on a cell's side: CROSSED at the border (and off the grid). */
const sideOf = (board: Board, cell: number, s: number) => {
  if (cell < 0) return CROSSED;
  const edge = board.edgeAt[cell * 4 + s];
  return edge < 0 ? CROSSED : board.line[edge];
};
const putSide = (board: Board, cell: number, s: number, value: number) => {
  const edge = cell < 0 ? -1 : board.edgeAt[cell * 4 + s];
  return edge < 0 ? value === CROSSED : put(board, edge, value);
};

/** A cell's rules: two lines or none, and its pearl's. False on a contradiction. */
function locally(board: Board, cell: number): boolean {
  let [drawn, open] = [0, 0];
  for (let s = 0; s < 4; s++) {
    const known = sideOf(board, cell, s);
    if (known === DRAWN) drawn++;
    else if (known === OPEN) open++;
  }
  const pearl = board.pearl[cell];
  if (drawn > 2 || (drawn === 1 && open === 0) || (pearl && drawn + open < 2)) return false;
  // Two lines cross the rest; one with one place left, or a pearl with two, draws them; an empty cell with one place crosses it.
  const fill = drawn === 2 ? CROSSED : (drawn === 1 && open === 1) || (pearl && drawn + open === 2) ? DRAWN : drawn === 0 && open === 1 ? CROSSED : OPEN;
  if (fill !== OPEN) for (let s = 0; s < 4; s++) if (sideOf(board, cell, s) === OPEN && !putSide(board, cell, s, fill)) return false;
  if (pearl === WHITE) return white(board, cell);
  if (pearl === BLACK) return black(board, cell);
  return true;
}

function white(board: Board, cell: number): boolean {
  for (let s = 0; s < 2; s++) {
    const back = s + 2;
    const [one, other] = [sideOf(board, cell, s), sideOf(board, cell, back)];
    // Straight: both sides of an axis alike, the other axis the opposite.
    const known = one !== OPEN ? one : other;
    if (known !== OPEN) {
      if (!putSide(board, cell, s, known) || !putSide(board, cell, back, known)) return false;
      if (!putSide(board, cell, s + 1, 1 - known) || !putSide(board, cell, (s + 3) & 3, 1 - known)) return false;
    }
    // Turning beside: not straight on past both neighbours along the axis.
    const [ahead, behind] = [board.next[cell * 4 + s], board.next[cell * 4 + back]];
    const [onAhead, onBehind] = [sideOf(board, ahead, s), sideOf(board, behind, back)];
    const axis = sideOf(board, cell, s);
    if (axis === DRAWN) {
      if (onAhead === DRAWN && !putSide(board, behind, back, CROSSED)) return false;
      if (onBehind === DRAWN && !putSide(board, ahead, s, CROSSED)) return false;
    } else if (axis === OPEN && onAhead === DRAWN && onBehind === DRAWN && !putSide(board, cell, s, CROSSED)) return false;
  }
  return true;
}

function black(board: Board, cell: number): boolean {
  for (let s = 0; s < 4; s++) {
    const arm = sideOf(board, cell, s);
    const beside = board.next[cell * 4 + s];
    // Turning: a line on one side crosses the other, a cross draws it.
    if (arm !== OPEN && !putSide(board, cell, (s + 2) & 3, 1 - arm)) return false;
    if (arm === DRAWN) {
      // Straight through the next cell.
      if (!putSide(board, beside, s, DRAWN) || !putSide(board, beside, (s + 1) & 3, CROSSED) || !putSide(board, beside, (s + 3) & 3, CROSSED)) return false;
    } else if (arm === OPEN) {
      const blocked =
        beside < 0 ||
        board.pearl[beside] === BLACK ||
        sideOf(board, beside, s) === CROSSED ||
        sideOf(board, beside, (s + 1) & 3) === DRAWN ||
        sideOf(board, beside, (s + 3) & 3) === DRAWN;
      if (blocked && !putSide(board, cell, s, CROSSED)) return false;
    }
  }
  return true;
}

/**
 * A line drawn between two cells, on the paths (see the head of this file): a third line at a cell
 * is a contradiction; a loop closed must hold every line and pearl, and crosses every other place;
 * a path made crosses the place between its two ends unless it holds every line and pearl.
 */
function joined(board: Board, a: number, b: number): boolean {
  const { paths, pearls } = board;
  const total = 4 * board.cells;
  if (paths[total + 1] || paths[a * 4 + DRAWN_HERE] >= 2 || paths[b * 4 + DRAWN_HERE] >= 2) return false;
  paths[a * 4 + DRAWN_HERE]++;
  paths[b * 4 + DRAWN_HERE]++;
  paths[total]++;
  const [endA, endB] = [paths[a * 4 + END], paths[b * 4 + END]];
  const lines = paths[a * 4 + LINES] + (endA === b ? 0 : paths[b * 4 + LINES]) + 1;
  if (endA === b) {
    if (lines !== paths[total] || paths[a * 4 + PEARLS] !== pearls.length) return false;
    paths[total + 1] = 1;
    for (let edge = 0; edge < board.line.length; edge++) if (board.line[edge] === OPEN && !put(board, edge, CROSSED)) return false;
    return true;
  }
  const pearlsIn = paths[a * 4 + PEARLS] + paths[b * 4 + PEARLS];
  for (const end of [endA, endB]) {
    paths[end * 4 + END] = end === endA ? endB : endA;
    paths[end * 4 + LINES] = lines;
    paths[end * 4 + PEARLS] = pearlsIn;
  }
  // (A path of one line: its two ends are joined by that line.)
  if (lines === 1 || (lines === paths[total] && pearlsIn === pearls.length)) return true;
  for (let s = 0; s < 4; s++) if (board.next[endA * 4 + s] === endB && !putSide(board, endA, s, CROSSED)) return false;
  return true;
}

/** The deductions until none applies; false on a contradiction (the queue emptied). */
function deduce(board: Board): boolean {
  const { queue } = board;
  for (;;) {
    while (queue.count > 0) {
      const cell = queue.at[queue.head];
      queue.head = (queue.head + 1) % queue.at.length;
      queue.count--;
      queue.queued[cell] = 0;
      board.work++;
      if (!locally(board, cell)) return drained(board);
    }
    if (!evenCuts(board)) return drained(board);
    if (queue.count === 0) return true;
  }
}

/**
 * A closed loop crosses every straight cut across the grid (between two rows, or two columns) an
 * even number of times: with one place open on a cut, its lines so far say whether it is drawn.
 * False on a contradiction.
 */
function evenCuts(board: Board): boolean {
  const { cuts, line } = board;
  for (const cut of cuts) {
    let [drawn, open, last] = [0, 0, -1];
    for (const edge of cut) {
      if (line[edge] === DRAWN) drawn++;
      else if (line[edge] === OPEN) {
        open++;
        last = edge;
        if (open > 1) break;
      }
    }
    board.work += cut.length;
    if (open === 0 && drawn % 2 === 1) return false;
    if (open === 1 && !put(board, last, drawn % 2 === 1 ? DRAWN : CROSSED)) return false;
  }
  return true;
}

function drained(board: Board): false {
  board.queue.count = 0;
  board.queue.queued.fill(0);
  return false;
}

/**
 * Each open edge supposed drawn, then crossed: a supposition whose deductions end in a
 * contradiction settles the edge the other way. Sweeps until one settles nothing, or the budget of
 * work without a settled edge runs out.
 */
function trials(board: Board): boolean {
  const saved = new Int8Array(board.line.length);
  const savedPaths = new Int32Array(board.paths.length);
  let last = board.work;
  for (let changed = true; changed; ) {
    changed = false;
    for (let edge = 0; edge < board.line.length; edge++) {
      if (board.work - last > IDLE) return true;
      if (board.line[edge] !== OPEN) continue;
      for (const value of [DRAWN, CROSSED]) {
        saved.set(board.line);
        savedPaths.set(board.paths);
        const holds = put(board, edge, value) && deduce(board);
        if (!holds) drained(board);
        board.line.set(saved);
        board.paths.set(savedPaths);
        if (holds) continue;
        if (!put(board, edge, 1 - value) || !deduce(board)) return false;
        last = board.work;
        changed = true;
        break;
      }
    }
  }
  return true;
}

/** Per edge (gridEdges' order): true drawn, false crossed, undefined open; or undefined when the deductions end in a contradiction (no solution). */
export function deductions(p: Masyu, tries = true): (boolean | undefined)[] | undefined {
  const board = boardOf(p);
  for (let cell = 0; cell < board.cells; cell++) enqueue(board, cell);
  if (!deduce(board) || (tries && !trials(board))) return undefined;
  return Array.from(board.line, (known) => (known === OPEN ? undefined : known === DRAWN));
}

/** Per edge, what every solution has; nothing settled when the deductions end in a contradiction (Z3 is left to say so). */
export const settle = (p: Masyu, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? gridEdges(p).edges.map(() => undefined);
