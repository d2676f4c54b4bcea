// What the rules settle before any search, in plain TypeScript, as a solver fills a Star Battle by
// hand. Each deduction holds in every solution, so a proof of uniqueness over what is left stays a
// proof; repeated until none applies:
// - a star's eight neighbours are empty (no two stars touch);
// - two adjacent rows (or columns), a band: a cell takes a value only if some filling of the band
//   keeps k stars in each of its lines, none touching another. That covers the line's own steps (a
//   line with its stars has its other cells empty; one whose open cells just hold the stars it
//   still needs gets them) and the 2x2 blocks' (a band whose open cells fall in as many disjoint
//   2x2 blocks as it needs stars has one in each, so a cell beside such a block in the band is empty);
// - a region: cut its open cells into pieces that each fit in a 2x2 window (one star at most);
//   with its stars it is full and its other cells empty; with fewer pieces than the stars it
//   needs it is broken; with just as many each piece holds a star: a piece of one cell is one,
//   and a cell that touches every cell of a piece is empty;
// - runs of consecutive rows (or columns), against the regions (each holding k stars): the i
//   regions within a run of m rows hold i * k of its stars, so its other cells hold the rest (none
//   when i = m: k regions confined to k rows empty the other regions' cells there); the j regions
//   reaching into it hold all of its stars, so their cells outside hold (j - m) * k (none when
//   j = m: k rows whose cells lie in k regions empty those regions' cells elsewhere). Those
//   leftovers go through the region's rule above, when they need at most k stars (past that,
//   the cutting into pieces costs more than it settles).
// Then trials: a cell supposed a star whose deductions (without the runs of lines, the costliest)
// end in a contradiction is empty; within a budget, so that a grid they cannot open up costs little.
// The corpus (../shared/corpus/starbattle): all 5x5 to 10x10 settled whole, 8 of the 9 normal
// 14x14 and 2 of the 9 hard ones, and the generated 25x25 (bench/puzzles); the other hard 14x14s
// keep 135-177 of their 196 cells open (167-191 without the trials).
import { type Board, OPEN, STAR, boardOf, emptyAround, holds, touched } from './board.ts';
import type { StarBattle } from './format.ts';
import { band, confined } from './lines.ts';
import { twoValueTrials } from '../common/trials.ts';

/** Per cell (row by row): star or empty in every solution, or undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: StarBattle, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? Array<undefined>(p.size * p.size).fill(undefined);

/** The cells as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: StarBattle, tries = true): (boolean | undefined)[] | undefined {
  // Past 30 stars a band's counts no longer fit in the bits of a number: nothing is settled (a 61x61 grid at least).
  if (p.stars > 30) return Array<undefined>(p.size * p.size).fill(undefined);
  const board = boardOf(p);
  const state = new Int8Array(p.size * p.size);
  // The trials go without the counting over runs of lines: once they are done, it may settle more, and the trials then go on.
  for (let left = -1; left !== open(state); ) {
    left = open(state);
    if (!deduce(board, state, true) || (tries && !trials(board, state))) return undefined;
    if (!tries) break;
  }
  return [...state].map((value) => (value === OPEN ? undefined : value === STAR));
}

/** The trials stop once their deductions have looked at this many cells per cell of the grid since the last trial that settled one. */
const IDLE = 150;

const open = (state: Int8Array) => state.reduce((sum, value) => sum + (value === OPEN ? 1 : 0), 0);

/**
 * The deductions until none applies, from the units whose cells differ from the last state they
 * ended on; false on a contradiction. `full`: with the regions' counting over runs of lines, which
 * costs the most, and the trials go without.
 */
function deduce(board: Board, state: Int8Array, full: boolean): boolean {
  let ok = true;
  for (let cell = 0; cell < state.length && ok; cell++) {
    if (board.fixed?.[cell] === state[cell]) continue;
    touched(board, cell);
    if (state[cell] === STAR) ok = emptyAround(board, state, cell);
  }
  // The units first; then, if `full`, the runs of lines, and the units again if those settled a cell.
  while (ok) {
    ok = drain(board, state);
    if (!ok || !full) break;
    ok = confined(board, state, true) && confined(board, state, false);
    if (board.queue.length === 0) break;
  }
  for (const unit of board.queue) board.queued[unit] = 0;
  board.queue.length = 0;
  if (ok) board.fixed = state.slice();
  return ok;
}

/** Looks at the queued units until none is left; false on a contradiction (the queue then keeps what is left). */
function drain(board: Board, state: Int8Array): boolean {
  while (board.queue.length > 0) {
    const unit = board.queue.pop() ?? 0;
    board.queued[unit] = 0;
    const ok = unit < board.bands.length ? band(board, board.bands[unit], state) : region(board, board.regions[unit - board.bands.length], state);
    if (!ok) return false;
  }
  return true;
}

/** A region holds k stars. */
function region(board: Board, cells: number[], state: Int8Array): boolean {
  board.work += cells.length;
  return holds(board, cells, board.stars, state);
}

/**
 * Trials: a cell supposed a star whose deductions end in a contradiction is empty. (Supposed empty,
 * a cell settled nothing more on the corpus: the bands already fill a line that needs it.) The
 * sweeps go over every open cell while one settles a cell, and stop once the deductions have
 * looked at IDLE cells per cell of the grid since the last trial that settled one, so that a grid
 * they cannot open up costs little. False on a contradiction.
 */
const trials = (board: Board, state: Int8Array) =>
  twoValueTrials(board, state, (_, trial) => deduce(board, trial, false), IDLE * state.length, { values: [STAR], nearFirst: false });
