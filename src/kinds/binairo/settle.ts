// What the rules settle before any search, in plain TypeScript, as a solver fills a Binairo by hand.
// Each deduction holds in every solution, so a proof of uniqueness over what is left stays a proof:
// - equal counts and no three in a row, line by line: a cell takes a digit only if some filling of
//   its line keeps both rules (which covers the classic steps: two equal digits side by side, or
//   with one open cell between, make a third the other digit; a line that holds half its cells of
//   one digit has the other everywhere else; and the subtler ones where the counts left meet the threes);
// - no two lines alike: a line with two open cells that agrees elsewhere with a full line of its
//   group has, in those two, the digits the full line does not (the counts leave only the two
//   orders, and the full line's is taken).
// A line is looked at again only once a cell of it is settled. Then trials (src/kinds/common/trials.ts):
// a cell supposed one digit whose deductions end in a contradiction is the other. The lines alone
// settle the bundled 20x20 and 14x14 whole; the trials the rest.
import { cols, indexOf, points, rows, sideNeighbours } from '../../dsl/grid/index.ts';
import { twoValueTrials } from '../common/trials.ts';
import type { Binairo } from './format.ts';

/** A cell's state: open, or the digit it holds plus one (ZERO, ONE); the other digit is 3 minus it. */
const [OPEN, ZERO, ONE] = [0, 1, 2];

interface Board {
  /** The rows, then the columns, each a list of cell indices; the rows' and the columns' index ranges in it. */
  lines: number[][];
  groups: [number, number][];
  /** The two lines through each cell. */
  through: number[][];
  /** Each cell's side neighbours (the trials look first beside known cells). */
  next: number[][];
  /** The last state the deductions ended on without a contradiction: a line that holds the same digits there has nothing more to give. */
  fixed: Int8Array | undefined;
  /** The lines to look at again (a cell of theirs was settled), and a flag per line for being among them. */
  queue: number[];
  queued: Uint8Array;
  /** Scratch for `along`: the points each filling reaches, cell by cell, and those from which it can end well. */
  reach: Uint8Array;
  finish: Uint8Array;
  /** The cells the deductions have looked at so far, which the trials' budget bounds. */
  work: number;
}

/** Per cell (row by row): the digit in every solution, or undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: Binairo, tries = true): (0 | 1 | undefined)[] => deductions(p, tries) ?? points(p).map(() => undefined);

/** The digits as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: Binairo, tries = true): (0 | 1 | undefined)[] | undefined {
  const cells = points(p);
  const lines = [...rows(p), ...cols(p)].map((line) => line.map((cell) => indexOf(p, cell)));
  const board: Board = {
    lines,
    groups: [
      [0, p.height],
      [p.height, lines.length],
    ],
    through: cells.map(() => []),
    next: cells.map((cell) => sideNeighbours(cell, p).map((other) => indexOf(p, other))),
    fixed: undefined,
    queue: [],
    queued: new Uint8Array(lines.length),
    reach: new Uint8Array((Math.max(p.width, p.height) + 1) * (Math.max(p.width, p.height) * 2 + 5)),
    finish: new Uint8Array((Math.max(p.width, p.height) + 1) * (Math.max(p.width, p.height) * 2 + 5)),
    work: 0,
  };
  lines.forEach((line, i) => line.forEach((cell) => board.through[cell].push(i)));
  const state = new Int8Array(cells.map(({ row, col }) => (p.givens[row][col] === null ? OPEN : p.givens[row][col] === 1 ? ONE : ZERO)));
  if (!deduce(board, state) || (tries && !twoValueTrials(board, state, deduce, IDLE))) return undefined;
  return [...state].map((value) => (value === OPEN ? undefined : value === ONE ? 1 : 0));
}

/** The trials stop once their deductions have looked at this many cells since the last trial that settled one. */
const IDLE = 200_000;

/** Settles a cell, and queues its lines to be looked at again. */
function set(board: Board, state: Int8Array, cell: number, digit: number) {
  state[cell] = digit;
  touched(board, cell);
}

/** Queues the lines through a cell. */
function touched(board: Board, cell: number) {
  for (const line of board.through[cell]) {
    if (board.queued[line]) continue;
    board.queued[line] = 1;
    board.queue.push(line);
  }
}

/** The deductions until none applies, from the lines whose cells differ from the last state they ended on; false on a contradiction. */
function deduce(board: Board, state: Int8Array): boolean {
  for (let cell = 0; cell < state.length; cell++) if (board.fixed?.[cell] !== state[cell]) touched(board, cell);
  const ok = drain(board, state);
  for (const line of board.queue) board.queued[line] = 0;
  board.queue.length = 0;
  if (ok) board.fixed = state.slice();
  return ok;
}

function drain(board: Board, state: Int8Array): boolean {
  while (board.queue.length > 0) {
    const line = board.queue.pop() ?? 0;
    board.queued[line] = 0;
    board.work += board.lines[line].length;
    if (!along(board, board.lines[line], state) || !twins(board, line, state)) return false;
  }
  return true;
}

/**
 * Equal counts and no three in a row, along one line: a cell takes a digit only if some filling of
 * the line's open cells keeps both rules. The fillings are followed cell by cell, forwards and then
 * backwards, by what they carry: the ones so far, the last digit and its run (one or two).
 */
function along(board: Board, line: number[], state: Int8Array): boolean {
  const half = line.length / 2;
  // A point on the way: ones * 4 + last digit * 2 + (run - 1); START before the first cell.
  const START = (half + 1) * 4;
  const width = START + 1;
  const { reach, finish } = board;
  reach.fill(0, 0, (line.length + 1) * width);
  finish.fill(0, 0, (line.length + 1) * width);
  /** Where a point goes when cell `i` takes `digit`; -1 where a rule breaks. */
  const step = (i: number, from: number, digit: number) => {
    if (from === START) return digit * 6;
    const ones = (from >> 2) + digit;
    if (ones > half || i + 1 - ones > half) return -1;
    const last = (from >> 1) & 1;
    if (digit !== last) return ones * 4 + digit * 2;
    return from & 1 ? -1 : ones * 4 + digit * 2 + 1;
  };
  reach[START] = 1;
  for (let i = 0; i < line.length; i++) {
    for (let from = 0; from < width; from++) {
      if (!reach[i * width + from]) continue;
      for (let digit = 0; digit <= 1; digit++) {
        const to = state[line[i]] === OPEN || state[line[i]] === digit + 1 ? step(i, from, digit) : -1;
        if (to >= 0) reach[(i + 1) * width + to] = 1;
      }
    }
  }
  for (let run = 0; run < 4; run++) finish[line.length * width + half * 4 + run] = 1;
  for (let i = line.length - 1; i >= 0; i--) {
    let digits = 0;
    for (let from = 0; from < width; from++) {
      if (!reach[i * width + from]) continue;
      for (let digit = 0; digit <= 1; digit++) {
        const to = state[line[i]] === OPEN || state[line[i]] === digit + 1 ? step(i, from, digit) : -1;
        if (to < 0 || !finish[(i + 1) * width + to]) continue;
        finish[i * width + from] = 1;
        digits |= 1 << digit;
      }
    }
    if (digits === 0) return false;
    if (state[line[i]] === OPEN && digits !== 3) set(board, state, line[i], digits);
  }
  return true;
}

/**
 * No two lines alike, for a line just looked at and the others of its group: a full line alike
 * another full one is a contradiction; a line with two open cells that agrees with a full one
 * elsewhere takes there the digits the full one does not.
 */
function twins(board: Board, at: number, state: Int8Array): boolean {
  const [from, to] = board.groups[at < board.groups[1][0] ? 0 : 1];
  const line = board.lines[at];
  const open = opens(line, state);
  if (open !== 0 && open !== 2) return true;
  for (let other = from; other < to; other++) {
    if (other === at) continue;
    const full = open === 0 ? line : board.lines[other];
    const near = open === 0 ? board.lines[other] : line;
    const nearOpen = open === 0 ? opens(near, state) : open;
    if ((open === 2 && opens(full, state) !== 0) || (nearOpen !== 0 && nearOpen !== 2) || !alike(near, full, state)) continue;
    if (nearOpen === 0) return false;
    for (let k = 0; k < near.length; k++) if (state[near[k]] === OPEN) set(board, state, near[k], 3 - state[full[k]]);
    if (open === 2) return true;
  }
  return true;
}

const opens = (line: number[], state: Int8Array) => line.reduce((sum, cell) => sum + (state[cell] === OPEN ? 1 : 0), 0);

/** A line agrees with a full one wherever it is known. */
function alike(line: number[], full: number[], state: Int8Array): boolean {
  for (let k = 0; k < line.length; k++) if (state[line[k]] !== OPEN && state[line[k]] !== state[full[k]]) return false;
  return true;
}
