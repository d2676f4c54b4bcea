// What the rules settle before any search, in plain TypeScript, as a solver shades by hand. Each
// deduction holds in every solution, so a proof of uniqueness over what is left stays a proof:
// - a cell between two equal numbers in a line is unshaded (shaded, it would leave both of them
//   unshaded, side by side with it);
// - of two equal numbers side by side, one is shaded, so the others equal to them in that line are
//   shaded (unshaded, one of them would leave both of the pair to shade, side by side);
// - the sides of a shaded cell are unshaded; the cells equal to an unshaded cell in its row and
//   column are shaded;
// - the unshaded cells must join through cells that may stay unshaded: a cell none of them reaches
//   is shaded, and an open cell that every path between two of them passes (a cut vertex found by
//   depth-first search, as Tarjan's) is unshaded.
// Not "a number alone in its row and column is unshaded": the rules allow it shaded, and a puzzle
// with several solutions may have it so.
// Then trials: a cell supposed shaded (or unshaded) whose deductions end in a contradiction is the other.
import { twoValueTrials } from '../common/trials.ts';
import { type JoinScratch, joinScratch, settleJoined } from '../common/joined.ts';
import { cols, indexOf, points, rows, sideNeighbours } from '../../dsl/grid/index.ts';
import type { Hitori } from './format.ts';

const [OPEN, SHADED, UNSHADED] = [0, 1, 2];

/** The grid as the deductions see it: cells by index, their side neighbours and the cells of their number in their row and column. */
interface Board extends JoinScratch {
  rivals: number[][];
  /** The cells the passes of the deductions have looked at so far, which the trials' budget bounds. */
  work: number;
}

/** Per cell (row by row): true shaded, false unshaded in every solution; undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: Hitori, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? points(p).map(() => undefined);

/** The cells settled as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: Hitori, tries = true): (boolean | undefined)[] | undefined {
  const cells = points(p);
  const n = cells.length;
  const number = (cell: number) => p.numbers[cells[cell].row][cells[cell].col];
  const board: Board = {
    ...joinScratch(cells.map((cell) => sideNeighbours(cell, p).map((other) => indexOf(p, other)))),
    rivals: cells.map(() => []),
    work: 0,
  };
  // The rivals: the cells of each line grouped by number (a pass over every pair of cells cost 50 ms on a 25x25).
  for (const line of [...rows(p), ...cols(p)]) {
    const byNumber = new Map<number, number[]>();
    for (const cell of line) {
      const same = byNumber.get(p.numbers[cell.row][cell.col]);
      if (same) same.push(indexOf(p, cell));
      else byNumber.set(p.numbers[cell.row][cell.col], [indexOf(p, cell)]);
    }
    for (const same of byNumber.values()) for (const cell of same) board.rivals[cell].push(...same.filter((other) => other !== cell));
  }
  const state = new Int8Array(n);
  // Set before any deduction runs, so two of them may disagree: then there is no solution.
  let clash = false;
  const mark = (cell: number, value: number) => {
    clash ||= state[cell] !== OPEN && state[cell] !== value;
    state[cell] = value;
  };
  for (let cell = 0; cell < n; cell++) {
    const { row, col } = cells[cell];
    for (const [a, b] of [
      [col > 0 && cell - 1, col < p.width - 1 && cell + 1],
      [row > 0 && cell - p.width, row < p.height - 1 && cell + p.width],
    ]) {
      // Sandwiched between two equal numbers: unshaded.
      if (a !== false && b !== false && number(a) === number(b)) mark(cell, UNSHADED);
    }
  }
  for (let cell = 0; cell < n; cell++) {
    // A pair side by side (this cell and the one after it): the others of their number in the line are shaded.
    const { row, col } = cells[cell];
    for (const after of [col < p.width - 1 ? cell + 1 : -1, row < p.height - 1 ? cell + p.width : -1]) {
      if (after < 0 || number(after) !== number(cell)) continue;
      const inLine = (other: number) => (after === cell + 1 ? cells[other].row === row : cells[other].col === col);
      for (const other of board.rivals[cell]) if (other !== after && inLine(other)) mark(other, SHADED);
    }
  }
  if (clash || !deduce(board, state) || (tries && !trials(board, state))) return undefined;
  return [...state].map((value) => (value === OPEN ? undefined : value === SHADED));
}

/**
 * The trials stop once their passes of the deductions have looked at this many cells since the last
 * one that settled a cell (a pass looks at every cell), so that a grid they cannot open up costs little.
 */
const IDLE = 200_000;

const trials = (board: Board, state: Int8Array) => twoValueTrials(board, state, deduce, IDLE);

/** The deductions until none applies; false on a contradiction. */
function deduce(board: Board, state: Int8Array): boolean {
  for (let before = -1, known = count(state); known !== before; before = known, known = count(state)) {
    board.work += state.length;
    if (!local(board, state) || !settleJoined(board, state, UNSHADED, SHADED)) return false;
  }
  return true;
}

const count = (state: Int8Array) => state.reduce((sum, value) => sum + (value === OPEN ? 0 : 1), 0);

/** The cells to look at next (a scratch stack: the deductions run thousands of times a solve). */
let stack = new Int32Array(0);

/** Until none applies: the sides of a shaded cell are unshaded, the rivals of an unshaded cell shaded. Each newly settled cell is looked at in turn. */
function local(board: Board, state: Int8Array): boolean {
  if (stack.length < 2 * state.length) stack = new Int32Array(2 * state.length);
  let top = 0;
  for (let cell = 0; cell < state.length; cell++) if (state[cell] !== OPEN) stack[top++] = cell;
  while (top > 0) {
    const cell = stack[--top];
    const [others, value] = state[cell] === SHADED ? [board.next[cell], UNSHADED] : [board.rivals[cell], SHADED];
    for (const other of others) {
      if (state[other] === value) continue;
      if (state[other] !== OPEN) return false;
      state[other] = value;
      stack[top++] = other;
    }
  }
  return true;
}
