// What the rules settle before any search, in plain TypeScript, as a solver colours by hand. Each
// deduction holds in every solution, so a proof of uniqueness over what is left stays a proof:
// - a 2x2 block with three colours known takes the fourth that makes it neither one colour nor a
//   chequerboard (a chequerboard's two diagonals would need crossing paths);
// - a colour's known cells must join through cells that may take it: a cell none of them reaches
//   is the other colour, and an open cell that every path between two of them passes (a cut vertex
//   found by depth-first search, as Tarjan's) is theirs;
// - around the border each colour is one arc (the colour changes at most twice, crossing paths
//   again): the cells between a colour's known ones are that colour, and the other arcs are not.
// Then trials: a cell supposed one colour whose deductions end in a contradiction is the other.
import { twoValueTrials } from '../common/trials.ts';
import { type JoinScratch, joinScratch, settleJoined } from '../common/joined.ts';
import { indexOf, points, sideNeighbours, squares } from '../../dsl/grid/index.ts';
import { type YinYang, border } from './format.ts';

const [OPEN, BLACK, WHITE] = [0, 1, 2];
const otherThan = (colour: number) => 3 - colour;

/** The grid as the deductions see it: cells by index, their side neighbours, the 2x2 blocks, the border ring. */
interface Board extends JoinScratch {
  blocks: number[][];
  ring: number[];
  /** The cells the passes of the deductions have looked at so far, which the trials' budget bounds. */
  work: number;
}

/** Per cell (row by row): true black, false white in every solution; undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: YinYang, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? points(p).map(() => undefined);

/** The cells settled as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: YinYang, tries = true): (boolean | undefined)[] | undefined {
  const cells = points(p);
  const board: Board = {
    ...joinScratch(cells.map((cell) => sideNeighbours(cell, p).map((other) => indexOf(p, other)))),
    blocks: squares(p).map((block) => block.map((cell) => indexOf(p, cell))),
    ring: border(p).map((cell) => indexOf(p, cell)),
    work: 0,
  };
  const state = new Int8Array(cells.map(({ row, col }) => (p.givens[row][col] === null ? OPEN : p.givens[row][col] ? BLACK : WHITE)));
  if (!deduce(board, state) || (tries && !trials(board, state))) return undefined;
  return [...state].map((value) => (value === OPEN ? undefined : value === BLACK));
}

/**
 * The trials stop once their passes of the deductions have looked at this many cells since the last
 * one that settled a cell (a pass looks at every cell), so that a grid they cannot open up costs
 * little: janko's 8x8, of which they settle 3 cells and leave 47, makes 367 passes over 64 cells
 * in all; the 20x20 they settle whole, 100 passes over 400.
 */
const IDLE = 200_000;

const trials = (board: Board, state: Int8Array) => twoValueTrials(board, state, deduce, IDLE);

/** The deductions until none applies; false on a contradiction. */
function deduce(board: Board, state: Int8Array): boolean {
  for (let before = -1, known = count(state); known !== before; before = known, known = count(state)) {
    board.work += state.length;
    if (!blocks(board, state)) return false;
    for (const colour of [BLACK, WHITE]) if (!settleJoined(board, state, colour, otherThan(colour)) || !arc(board, state, colour)) return false;
  }
  return true;
}

const count = (state: Int8Array) => state.reduce((sum, value) => sum + (value === OPEN ? 0 : 1), 0);

/** Four colours of a block [top left, top right, bottom left, bottom right]: all one, or a chequerboard. */
const broken = (a: number, b: number, c: number, d: number) => (a === b && b === c && c === d) || (a === d && b === c && a !== b);

/** The colours of the block looked at (a scratch array: the deductions run thousands of times a solve). */
const four = new Int8Array(4);

function blocks(board: Board, state: Int8Array): boolean {
  for (const block of board.blocks) {
    let [open, at] = [0, -1];
    for (let i = 0; i < 4; i++) {
      four[i] = state[block[i]];
      if (four[i] === OPEN) [open, at] = [open + 1, i];
    }
    if (open > 1) continue;
    if (open === 0) {
      if (broken(four[0], four[1], four[2], four[3])) return false;
      continue;
    }
    four[at] = BLACK;
    const blackBreaks = broken(four[0], four[1], four[2], four[3]);
    four[at] = WHITE;
    const whiteBreaks = broken(four[0], four[1], four[2], four[3]);
    if (blackBreaks && whiteBreaks) return false;
    if (blackBreaks || whiteBreaks) state[block[at]] = blackBreaks ? WHITE : BLACK;
  }
  return true;
}

/**
 * Around the border the colour is one arc, or the whole ring: once a cell of the other colour is
 * known there, the ring falls into stretches between such cells, the colour's known cells must lie
 * in one of them, between each other they are the colour, and the other stretches are not.
 */
function arc(board: Board, state: Int8Array, colour: number): boolean {
  const { ring } = board;
  const other = otherThan(colour);
  const start = ring.findIndex((cell) => state[cell] === other);
  if (start < 0) return true;
  // The stretch of each ring cell after `start` (one more after each cell of the other colour), and where the colour's known cells are.
  const stretch = new Int32Array(ring.length);
  let [at, first, last, stretchOf] = [0, -1, -1, -1];
  for (let i = 1; i <= ring.length; i++) {
    const cell = ring[(start + i) % ring.length];
    if (state[cell] === other) at++;
    stretch[i - 1] = at;
    if (state[cell] !== colour) continue;
    if (stretchOf >= 0 && stretchOf !== at) return false;
    stretchOf = at;
    if (first < 0) first = i;
    last = i;
  }
  if (stretchOf < 0) return true;
  for (let i = 1; i <= ring.length; i++) {
    const cell = ring[(start + i) % ring.length];
    if (state[cell] !== OPEN) continue;
    if (stretch[i - 1] !== stretchOf) state[cell] = other;
    else if (i > first && i < last) state[cell] = colour;
  }
  return true;
}
