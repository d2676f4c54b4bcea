// The board Star Battle's deductions by hand work on (src/kinds/starbattle/settle.ts): the cells'
// states, the units (bands of two lines, regions) and what settling a cell sets off, and the rule
// for cells that hold a known number of stars, which the regions and the runs of lines share.
import type { StarBattle } from './format.ts';

/** A cell's state: open, a star or empty (the trials swap the last two: 3 minus one is the other). */
export const [OPEN, STAR, EMPTY] = [0, 1, 2];

/** Two adjacent lines, cell by cell along them; or one line alone (a 1x1 grid has no band). */
export interface Band {
  first: number[];
  second: number[] | undefined;
}

export interface Board {
  size: number;
  stars: number;
  /** The units: the bands, then the regions (unit bands.length + region id). */
  bands: Band[];
  regions: number[][];
  /** The units through each cell. */
  through: number[][];
  /** Each cell's eight neighbours: the cells it touches. */
  around: number[][];
  /**
   * The last state the deductions ended on without a contradiction, a trial's too: a unit that holds
   * the same values there is passed over, having had nothing more to give. After a trial that may
   * pass over one that has: deductions lost (the corpus settles the same), never a wrong one.
   */
  fixed: Int8Array | undefined;
  /** The units to look at again (a cell of theirs was settled), and a flag per unit for being among them. */
  queue: number[];
  queued: Uint8Array;
  /** Scratch: the sets of points band fillings reach, column by column (after a column without a star, and with one), those from which they can end well, and the options left per column. */
  reach: Int32Array;
  reachAfterStar: Int32Array;
  finish: Int32Array;
  finishAfterStar: Int32Array;
  options: Uint8Array;
  /** The options each column's cells allow. */
  allowed: Uint8Array;
  /** Scratch for cutting a region into pieces: the open cells not yet in a piece. */
  uncut: Uint8Array;
  /** The cells the deductions have looked at so far, which the trials' budget bounds. */
  work: number;
}

export function boardOf(p: StarBattle): Board {
  const n = p.size;
  const cells = Array.from({ length: n * n }, (_, i) => i);
  const line = (start: number, step: number) => Array.from({ length: n }, (_, i) => start + i * step);
  const bands: Band[] = n === 1 ? [{ first: [0], second: undefined }] : [];
  for (let i = 0; i + 1 < n; i++) bands.push({ first: line(i * n, 1), second: line((i + 1) * n, 1) }, { first: line(i, n), second: line(i + 1, n) });
  const regions: number[][] = [];
  cells.forEach((cell) => (regions[p.regions[Math.floor(cell / n)][cell % n]] ??= []).push(cell));
  const through: number[][] = cells.map(() => []);
  bands.forEach((band, unit) => [...band.first, ...(band.second ?? [])].forEach((cell) => through[cell].push(unit)));
  regions.forEach((region, id) => region.forEach((cell) => through[cell].push(bands.length + id)));
  const within = (cell: number, dr: number, dc: number) => {
    const [row, col] = [Math.floor(cell / n) + dr, (cell % n) + dc];
    return row >= 0 && row < n && col >= 0 && col < n ? [row * n + col] : [];
  };
  const steps = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc])).filter(([dr, dc]) => dr !== 0 || dc !== 0);
  const width = (n + 1) * (p.stars + 1);
  return {
    size: n,
    stars: p.stars,
    bands,
    regions,
    through,
    around: cells.map((cell) => steps.flatMap(([dr, dc]) => within(cell, dr, dc))),
    fixed: undefined,
    queue: [],
    queued: new Uint8Array(bands.length + regions.length),
    reach: new Int32Array(width),
    reachAfterStar: new Int32Array(width),
    finish: new Int32Array(width),
    finishAfterStar: new Int32Array(width),
    options: new Uint8Array(n),
    allowed: new Uint8Array(n),
    uncut: new Uint8Array(n * n),
    work: 0,
  };
}

/** Queues the units through a cell. */
export function touched(board: Board, cell: number) {
  for (const unit of board.through[cell]) {
    if (board.queued[unit]) continue;
    board.queued[unit] = 1;
    board.queue.push(unit);
  }
}

/** Settles an open cell (a star empties its neighbours); false when that breaks a rule. */
export function set(board: Board, state: Int8Array, cell: number, value: number): boolean {
  if (state[cell] !== OPEN) return state[cell] === value;
  state[cell] = value;
  touched(board, cell);
  return value === EMPTY || emptyAround(board, state, cell);
}

/** A star's neighbours are empty; false when one is a star. */
export function emptyAround(board: Board, state: Int8Array, cell: number): boolean {
  for (const other of board.around[cell]) {
    if (state[other] === STAR) return false;
    if (state[other] === OPEN) {
      state[other] = EMPTY;
      touched(board, other);
    }
  }
  return true;
}

/**
 * Cells that hold exactly `stars` stars: with them, the others are empty; cut the open ones into
 * pieces that each fit in a 2x2 window (one star at most): with fewer pieces than the stars
 * still needed the rules break; with just as many each piece holds a star: a piece of one cell is
 * one, and a cell that touches every cell of a piece is empty.
 */
export function holds(board: Board, cells: number[], stars: number, state: Int8Array): boolean {
  const open = cells.filter((cell) => state[cell] === OPEN);
  const needed = stars - cells.filter((cell) => state[cell] === STAR).length;
  if (needed < 0 || open.length < needed) return false;
  if (needed === 0) return open.every((cell) => set(board, state, cell, EMPTY));
  if (Math.ceil(open.length / 4) > needed) return true;
  const pieces = piecesOf(board, open);
  if (pieces.length < needed) return false;
  if (pieces.length > needed) return true;
  const n = board.size;
  const touches = (cell: number, other: number) => Math.abs(Math.floor(cell / n) - Math.floor(other / n)) <= 1 && Math.abs((cell % n) - (other % n)) <= 1;
  for (const piece of pieces) {
    if (piece.length === 1) {
      if (!set(board, state, piece[0], STAR)) return false;
      continue;
    }
    for (const other of board.around[piece[0]]) {
      if (!piece.includes(other) && piece.every((cell) => touches(cell, other)) && !set(board, state, other, EMPTY)) return false;
    }
  }
  return true;
}

/**
 * Cuts open cells (in reading order) greedily into pieces that each fit in a 2x2 window, as
 * regionPieces (format.ts) cuts a region: here on flat cell numbers and scratch arrays, since the
 * trials cut every region again for each cell they try.
 */
function piecesOf(board: Board, open: number[]): number[][] {
  const n = board.size;
  const { uncut } = board;
  for (const cell of open) uncut[cell] = 1;
  const pieces: number[][] = [];
  for (const cell of open) {
    if (!uncut[cell]) continue;
    const [row, col] = [Math.floor(cell / n), cell % n];
    // Of the four windows around the cell, the one that takes most of what is left.
    let best: number[] = [];
    for (const [top, left] of [
      [row, col],
      [row, col - 1],
      [row - 1, col],
      [row - 1, col - 1],
    ]) {
      const piece = [top * n + left, top * n + left + 1, (top + 1) * n + left, (top + 1) * n + left + 1].filter(
        (_, j) => top + (j >> 1) >= 0 && top + (j >> 1) < n && left + (j & 1) >= 0 && left + (j & 1) < n,
      );
      const taken = piece.filter((other) => uncut[other]);
      if (taken.length > best.length) best = taken;
    }
    for (const other of best) uncut[other] = 0;
    pieces.push(best);
  }
  return pieces;
}
