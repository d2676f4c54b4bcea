// What the rules settle before any search, in plain TypeScript, as a solver shades by hand. Each
// deduction holds in every solution, so a proof of uniqueness over what is left stays a proof:
// - a region with two shaded cells has no more, and one with only two cells left that may be
//   shaded has them both;
// - a shaded cell with a shaded neighbour has its domino: its other neighbours are unshaded; one
//   without has a partner among its open neighbours, so with only one open, that one is shaded;
// - an open cell beside two shaded cells, or with no neighbour that is not unshaded, is unshaded
//   (shading it would give a domino of three, or a domino of one).
// Each settled cell has its neighbours and its region looked at again, until none changes. Then
// trials: a cell supposed shaded (or unshaded) whose deductions end in a contradiction is the other.
import { indexOf, points, sideNeighbours } from '../../dsl/grid/index.ts';
import type { Norinori } from './format.ts';

const [OPEN, SHADED, UNSHADED] = [0, 1, 2];

/** The grid as the deductions see it, by cell index, with what they have yet to look at. */
interface Board {
  next: number[][];
  regionOf: Int32Array;
  regions: number[][];
  state: Int8Array;
  /** The cells settled so far, in order, so that a trial can be taken back. */
  trail: number[];
  /** Cells (0..n-1) and regions (n..) to look at again, each at most once in the queue. */
  queue: number[];
  queued: Uint8Array;
  /** The cells and regions looked at so far, which the trials' budget bounds. */
  work: number;
}

/** Per cell (row by row): true shaded, false unshaded in every solution; undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: Norinori, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? points(p).map(() => undefined);

/** The cells settled as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: Norinori, tries = true): (boolean | undefined)[] | undefined {
  const cells = points(p);
  const n = cells.length;
  const regions: number[][] = [];
  const regionOf = new Int32Array(cells.map(({ row, col }) => p.regions[row][col]));
  regionOf.forEach((region, cell) => (regions[region] ??= []).push(cell));
  const board: Board = {
    next: cells.map((cell) => sideNeighbours(cell, p).map((other) => indexOf(p, other))),
    regionOf,
    regions,
    state: new Int8Array(n),
    trail: [],
    queue: [],
    queued: new Uint8Array(n + regions.length),
    work: 0,
  };
  for (let item = 0; item < n + regions.length; item++) look(board, item);
  if (!deduce(board) || (tries && !trials(board))) return undefined;
  return [...board.state].map((value) => (value === OPEN ? undefined : value === SHADED));
}

/**
 * The trials stop once they have looked at this many cells and regions since the last one that
 * settled a cell, so that a grid they cannot open up costs little.
 */
const IDLE = 400_000;

/**
 * Each open cell supposed shaded, then unshaded; one that leads to a contradiction settles the cell
 * as the other. Sweeps over the open cells until one settles none (or the budget runs out).
 */
function trials(board: Board): boolean {
  const { state } = board;
  let last = board.work;
  for (let changed = true; changed; ) {
    changed = false;
    for (let cell = 0; cell < state.length; cell++) {
      if (board.work - last > IDLE) return true;
      if (state[cell] !== OPEN) continue;
      for (const value of [SHADED, UNSHADED]) {
        const mark = board.trail.length;
        const holds = set(board, cell, value) && deduce(board);
        undo(board, mark);
        if (holds) continue;
        if (!set(board, cell, value === SHADED ? UNSHADED : SHADED) || !deduce(board)) return false;
        last = board.work;
        changed = true;
        break;
      }
    }
  }
  return true;
}

/** Takes back the cells settled since the trail held `mark` of them (and forgets what was queued). */
function undo(board: Board, mark: number): void {
  while (board.trail.length > mark) board.state[board.trail.pop() as number] = OPEN;
  for (const item of board.queue) board.queued[item] = 0;
  board.queue.length = 0;
}

/** Queues a cell (or a region, numbered after the cells) to be looked at. */
function look(board: Board, item: number): void {
  if (board.queued[item]) return;
  board.queued[item] = 1;
  board.queue.push(item);
}

/** Settles a cell, and queues what it may settle in turn; false when it was settled the other way. */
function set(board: Board, cell: number, value: number): boolean {
  const now = board.state[cell];
  if (now !== OPEN) return now === value;
  board.state[cell] = value;
  board.trail.push(cell);
  look(board, cell);
  for (const other of board.next[cell]) look(board, other);
  look(board, board.state.length + board.regionOf[cell]);
  return true;
}

/** The deductions until none applies; false on a contradiction. */
function deduce(board: Board): boolean {
  const n = board.state.length;
  while (board.queue.length > 0) {
    const item = board.queue.pop() as number;
    board.queued[item] = 0;
    board.work++;
    if (!(item < n ? cell(board, item) : region(board, board.regions[item - n]))) {
      undo(board, board.trail.length);
      return false;
    }
  }
  return true;
}

/** Two shaded cells in the region: not more, not fewer. */
function region(board: Board, cells: number[]): boolean {
  const { state } = board;
  let [shaded, open] = [0, 0];
  for (const cell of cells) {
    if (state[cell] === SHADED) shaded++;
    else if (state[cell] === OPEN) open++;
  }
  if (shaded > 2 || shaded + open < 2) return false;
  if (open === 0 || (shaded < 2 && shaded + open > 2)) return true;
  const value = shaded === 2 ? UNSHADED : SHADED;
  return cells.every((cell) => state[cell] !== OPEN || set(board, cell, value));
}

/** A cell and its side neighbours: a shaded cell has exactly one shaded neighbour. */
function cell(board: Board, at: number): boolean {
  const { state, next } = board;
  if (state[at] === UNSHADED) return true;
  let [shaded, open, lastOpen] = [0, 0, -1];
  for (const other of next[at]) {
    if (state[other] === SHADED) shaded++;
    else if (state[other] === OPEN) [open, lastOpen] = [open + 1, other];
  }
  if (state[at] === OPEN) return shaded + open === 0 || shaded >= 2 ? set(board, at, UNSHADED) : true;
  if (shaded > 1 || shaded + open === 0) return false;
  if (shaded === 1) return next[at].every((other) => state[other] !== OPEN || set(board, other, UNSHADED));
  return open === 1 ? set(board, lastOpen, SHADED) : true;
}
