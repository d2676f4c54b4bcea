// What a Light Up's rules settle before any search, in plain TypeScript, as a solver lights it by
// hand. Each deduction holds in every solution, so a proof of uniqueness over what is left stays a
// proof:
// - a stretch of white cells holds one bulb at most: beside a known bulb, its stretches hold no other;
// - a number with as many bulbs known as it says has no other beside it; one with only as many
//   white cells beside it that may still hold a bulb as it lacks has a bulb in each (a 0 none);
//   when it lacks more than all but two of them can hold, one of those two holds a bulb, and the
//   diagonal cell between them, which sees both, holds none;
// - a white cell not yet lit that only one cell can still light (itself or one in its sight) has
//   its bulb there.
// Each settled cell is looked at again (a queue), until none changes. Then trials: a cell supposed
// a bulb, or none, whose deductions end in a contradiction is the other.
import { points } from '../../dsl/grid/index.ts';
import type { LightUp } from './format.ts';

const [OPEN, BULB, EMPTY] = [0, 1, 2];

/** The grid as the deductions see it: cells by index (row by row). */
interface Board {
  /** The stretches of white cells, and the two of each white cell (across, down; -1 for a black cell). */
  stretches: number[][];
  across: Int32Array;
  down: Int32Array;
  /** The numbered cells: their number and the white cells beside them; and the numbers beside each cell. */
  numbers: { clue: number; beside: number[]; corners: number[][] }[];
  numbersBeside: number[][];
  /** The cells the deductions have looked at so far, which the trials' budget bounds. */
  work: number;
}

/** What is known: per cell OPEN, BULB or EMPTY; per stretch its bulbs and its open cells. */
interface Known {
  state: Int8Array;
  bulbs: Int32Array;
  open: Int32Array;
}

/** Per cell (row by row): true a bulb, false none in every solution (black cells none); undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: LightUp, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? points(p).map(() => undefined);

/** The cells settled as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: LightUp, tries = true): (boolean | undefined)[] | undefined {
  const board = boardOf(p);
  const white = p.cells.flat().map((cell) => cell === null);
  const known: Known = {
    state: new Int8Array(white.map((isWhite) => (isWhite ? OPEN : EMPTY))),
    bulbs: new Int32Array(board.stretches.length),
    open: new Int32Array(board.stretches.map((stretch) => stretch.length)),
  };
  const everyCell = white.map((_, i) => i);
  if (!deduce(board, known, everyCell) || (tries && !trials(board, known))) return undefined;
  return [...known.state].map((value) => (value === OPEN ? undefined : value === BULB));
}

/** The stretches and numbers by cell index, worked out with index arithmetic (the deductions run on grids of 10 000 cells). */
function boardOf(p: LightUp): Board {
  const { width, height } = p;
  const white = (row: number, col: number) => row >= 0 && row < height && col >= 0 && col < width && p.cells[row][col] === null;
  const across = new Int32Array(width * height).fill(-1);
  const down = new Int32Array(width * height).fill(-1);
  const lines: number[][] = [];
  // A stretch starts at a white cell with no white cell before it (west for across, north for down).
  for (const [of, step, back] of [
    [across, [0, 1], [0, -1]],
    [down, [1, 0], [-1, 0]],
  ] as const)
    for (let row = 0; row < height; row++)
      for (let col = 0; col < width; col++) {
        if (!white(row, col) || white(row + back[0], col + back[1])) continue;
        const stretch: number[] = [];
        for (let [r, c] = [row, col]; white(r, c); r += step[0], c += step[1]) {
          of[r * width + c] = lines.length;
          stretch.push(r * width + c);
        }
        lines.push(stretch);
      }
  const numbers: Board['numbers'] = [];
  const numbersBeside: number[][] = p.cells.flat().map(() => []);
  p.cells.forEach((line, row) =>
    line.forEach((clue, col) => {
      if (typeof clue !== 'number') return;
      const beside = SIDES.filter(([r, c]) => white(row + r, col + c)).map(([r, c]) => (row + r) * width + col + c);
      // Each white diagonal cell with its two white cells beside the number: it sees both.
      const corners = DIAGONALS.filter(([r, c]) => white(row + r, col + c) && white(row + r, col) && white(row, col + c)).map(([r, c]) => [
        (row + r) * width + col,
        row * width + col + c,
        (row + r) * width + col + c,
      ]);
      for (const cell of beside) numbersBeside[cell].push(numbers.length);
      numbers.push({ clue, beside, corners });
    }),
  );
  return { stretches: lines, across, down, numbers, numbersBeside, work: 0 };
}

const SIDES = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;
const DIAGONALS = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
] as const;

/**
 * The trials stop once their deductions have looked at this many cells since the last trial that
 * settled a cell, so that a grid they cannot open up costs little.
 */
const IDLE = 2_000_000;

/**
 * Each open cell supposed a bulb, then none; one that leads to a contradiction settles the cell as
 * the other. The sweeps look first at cells near a number or an unlit cell with few cells left to
 * light it; a sweep that settles none of them is followed by one over every open cell, until that
 * settles none (or the budget runs out).
 */
function trials(board: Board, known: Known): boolean {
  let last = board.work;
  let everywhere = false;
  for (let changed = true; changed || !everywhere; ) {
    everywhere = !changed;
    changed = false;
    for (let cell = 0; cell < known.state.length; cell++) {
      if (board.work - last > IDLE) return true;
      if (known.state[cell] !== OPEN || (!everywhere && !near(board, known, cell))) continue;
      for (const value of [BULB, EMPTY]) {
        // The trial settles cells in `known` and takes them back after: they are its queue.
        const queue = [cell];
        const holds = settleAs(board, known, cell, value) && deduce(board, known, queue);
        for (const settled of queue) unsettle(board, known, settled);
        if (holds) continue;
        if (!settleAs(board, known, cell, BULB + EMPTY - value) || !deduce(board, known, [cell])) return false;
        last = board.work;
        changed = true;
        break;
      }
    }
  }
  return true;
}

/** Beside a number still to be counted, or unlit with few cells left to light it: where a contradiction comes soonest. */
function near(board: Board, known: Known, cell: number): boolean {
  if (board.numbersBeside[cell].length > 0) return true;
  const a = board.across[cell];
  const d = board.down[cell];
  return known.bulbs[a] === 0 && known.bulbs[d] === 0 && known.open[a] + known.open[d] <= 4;
}

/** Settles an open cell (counting it in its stretches); false when its stretch gets a second bulb. */
function settleAs(board: Board, known: Known, cell: number, value: number): boolean {
  known.state[cell] = value;
  const a = board.across[cell];
  const d = board.down[cell];
  known.open[a]--;
  known.open[d]--;
  if (value === EMPTY) return true;
  known.bulbs[a]++;
  known.bulbs[d]++;
  return known.bulbs[a] <= 1 && known.bulbs[d] <= 1;
}

/** Takes back what settleAs did. */
function unsettle(board: Board, known: Known, cell: number) {
  const a = board.across[cell];
  const d = board.down[cell];
  known.open[a]++;
  known.open[d]++;
  if (known.state[cell] === BULB) known.bulbs[a]--, known.bulbs[d]--;
  known.state[cell] = OPEN;
}

/** The deductions from the cells just settled (`queue`), until none applies; false on a contradiction. */
function deduce(board: Board, known: Known, queue: number[]): boolean {
  const { state, bulbs, open } = known;
  const set = (cell: number, value: number) => {
    if (state[cell] !== OPEN) return state[cell] === value;
    queue.push(cell);
    return settleAs(board, known, cell, value);
  };
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i];
    board.work++;
    // A number beside it may now have its count, or need every open cell beside it.
    for (const k of board.numbersBeside[cell]) {
      const { clue, beside, corners } = board.numbers[k];
      let lit = 0;
      let left = 0;
      for (const next of beside) state[next] === BULB ? lit++ : state[next] === OPEN && left++;
      if (lit > clue || lit + left < clue) return false;
      if (left > 0 && (lit === clue || lit + left === clue))
        for (const next of beside) if (state[next] === OPEN && !set(next, lit === clue ? EMPTY : BULB)) return false;
      // Two open cells beside it of which one at least holds a bulb (it lacks more than the others
      // can hold) both light the diagonal cell between them: it holds none.
      if (clue - lit > left - 2)
        for (const corner of corners) {
          const [one, two, diagonal] = corner;
          if (state[one] === OPEN && state[two] === OPEN && state[diagonal] === OPEN && !set(diagonal, EMPTY)) return false;
        }
    }
    if (board.across[cell] < 0) continue;
    if (state[cell] === OPEN) {
      // Looked at first (the whole grid): is it unlit with one cell left to light it?
      if (!lightable(board, known, cell, set)) return false;
      continue;
    }
    for (let side = 0; side < 2; side++) {
      const s = side === 0 ? board.across[cell] : board.down[cell];
      const stretch = board.stretches[s];
      if (state[cell] === BULB) {
        // It lights its stretches: no other bulb there.
        board.work += stretch.length;
        for (const other of stretch) if (other !== cell && !set(other, EMPTY)) return false;
      } else if (bulbs[s] === 0 && open[s] < 2) {
        // One cell fewer may light the unlit cells of its stretch (itself among them). While two
        // are open in it, each of them still has two cells that may light it.
        board.work += stretch.length;
        for (const other of stretch) if (!lightable(board, known, other, set)) return false;
      }
    }
  }
  return true;
}

/** A white cell unlit is lit by some cell of its two stretches that may hold a bulb: none is a contradiction, one holds the bulb. */
function lightable(board: Board, known: Known, cell: number, set: (cell: number, value: number) => boolean): boolean {
  const a = board.across[cell];
  const d = board.down[cell];
  if (known.bulbs[a] > 0 || known.bulbs[d] > 0) return true;
  const candidates = known.open[a] + known.open[d] - (known.state[cell] === OPEN ? 1 : 0);
  if (candidates !== 1) return candidates > 0;
  const only = board.stretches[a].find((other) => known.state[other] === OPEN) ?? board.stretches[d].find((other) => known.state[other] === OPEN);
  return only === undefined || set(only, BULB);
}
