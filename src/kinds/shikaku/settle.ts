// What the rules settle before any search, in plain TypeScript, as a solver cuts by hand. Each
// number starts with its candidate rectangles (its area, holding no other number); each deduction
// holds in every solution, so a proof of uniqueness over what is left stays a proof:
// - a cell that only one number's candidates cover is that number's;
// - the cells common to all of a number's candidates are its (with one candidate left, all of it);
// - a candidate that covers a cell another number owns, or leaves out one its own number owns, goes;
// - a number with no candidate left, or a cell no candidate covers, is a contradiction.
// Passes over every candidate and cell repeat until none changes. Then trials: a candidate supposed
// taken whose deductions end in a contradiction goes.
import { indexOf } from '../../dsl/grid/index.ts';
import { type Rectangle, type Shikaku, cluesOf, rectanglesFor } from './format.ts';

/** The candidates by index: each one's number (0.. in reading order) and cells, and each number's candidates. */
interface Board {
  clueOf: Int32Array;
  cells: Int32Array[];
  byClue: number[][];
  /** A per-cell count, zero between uses. */
  scratch: Int32Array;
  /** The cells the passes have looked at so far, which the trials' budget bounds. */
  work: number;
}

/** What is known: which candidates are left, which number owns each cell (-1 none yet), and how many cells each owns. */
interface State {
  alive: Uint8Array;
  owner: Int32Array;
  owned: Int32Array;
}

/** Per number (in reading order), the candidate rectangles it may still take. All of them when the deductions find no solution (Z3 is left to say so). */
export function settle(p: Shikaku, tries = true): Rectangle[][] {
  return deductions(p, tries) ?? cluesOf(p).map((clue) => rectanglesFor(p, clue));
}

/** The candidates left as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: Shikaku, tries = true): Rectangle[][] | undefined {
  const clues = cluesOf(p);
  const rectangles = clues.map((clue) => rectanglesFor(p, clue));
  const clueOf: number[] = [];
  const cells: Int32Array[] = [];
  const byClue = rectangles.map((list, clue) =>
    list.map((rectangle) => {
      clueOf.push(clue);
      cells.push(cellIndices(p, rectangle));
      return cells.length - 1;
    }),
  );
  const board: Board = { clueOf: Int32Array.from(clueOf), cells, byClue, scratch: new Int32Array(p.width * p.height), work: 0 };
  const state: State = { alive: new Uint8Array(cells.length).fill(1), owner: new Int32Array(p.width * p.height).fill(-1), owned: new Int32Array(clues.length) };
  // Each number's own cell is its.
  for (const [clue, { row, col }] of clues.entries()) own(state, indexOf(p, { row, col }), clue);
  if (!deduce(board, state) || (tries && !trials(board, state))) return undefined;
  return rectangles.map((list, clue) => list.filter((_, k) => state.alive[byClue[clue][k]] === 1));
}

/** A rectangle's cells by index, row by row (plain loops: the 50x40's candidates hold 22,000 cells). */
function cellIndices(p: Shikaku, r: Rectangle): Int32Array {
  const cells = new Int32Array(r.height * r.width);
  for (let row = 0; row < r.height; row++) for (let col = 0; col < r.width; col++) cells[row * r.width + col] = (r.top + row) * p.width + r.left + col;
  return cells;
}

/** Gives a cell to a number; 'changed' when new, false when another number owns it. */
function own(state: State, cell: number, clue: number): boolean | 'changed' {
  const now = state.owner[cell];
  if (now !== -1) return now === clue;
  state.owner[cell] = clue;
  state.owned[clue]++;
  return 'changed';
}

/** The deductions until a pass changes nothing; false on a contradiction. */
function deduce(board: Board, state: State): boolean {
  for (let changed = true; changed; ) {
    const result = pass(board, state);
    if (result === false) return false;
    changed = result === 'changed';
  }
  return true;
}

/** One pass: candidates pruned, then each number's common cells, then each cell's only number. */
function pass(board: Board, state: State): boolean | 'changed' {
  const { alive, owner, owned } = state;
  const { scratch } = board;
  let changed = false;
  // A candidate goes when it covers another number's cell or leaves out one of its own.
  for (let candidate = 0; candidate < alive.length; candidate++) {
    if (alive[candidate] === 0) continue;
    const clue = board.clueOf[candidate];
    const cells = board.cells[candidate];
    board.work += cells.length;
    let ownCells = 0;
    let clash = false;
    for (const cell of cells) {
      if (owner[cell] === clue) ownCells++;
      else if (owner[cell] !== -1) clash = true;
    }
    if (clash || ownCells < owned[clue]) [alive[candidate], changed] = [0, true];
  }
  // The cells common to all of a number's candidates are its.
  for (const candidates of board.byClue) {
    const left = candidates.filter((candidate) => alive[candidate] === 1);
    if (left.length === 0) return false;
    for (const candidate of left) for (const cell of board.cells[candidate]) scratch[cell]++;
    board.work += left.length * board.cells[left[0]].length;
    let clash = false;
    for (const cell of board.cells[left[0]]) {
      if (scratch[cell] === left.length) {
        const result = own(state, cell, board.clueOf[left[0]]);
        if (result === false) clash = true;
        else if (result === 'changed') changed = true;
      }
    }
    for (const candidate of left) for (const cell of board.cells[candidate]) scratch[cell] = 0;
    if (clash) return false;
  }
  // A cell covered by one number's candidates only is that number's; by none, a contradiction.
  // scratch holds 1 + the only number covering the cell, or -1 for two or more.
  for (let candidate = 0; candidate < alive.length; candidate++) {
    if (alive[candidate] === 0) continue;
    const mark = board.clueOf[candidate] + 1;
    for (const cell of board.cells[candidate]) scratch[cell] = scratch[cell] === 0 || scratch[cell] === mark ? mark : -1;
  }
  board.work += scratch.length;
  let clash = false;
  for (let cell = 0; cell < scratch.length; cell++) {
    if (scratch[cell] === 0) clash = true;
    else if (scratch[cell] > 0 && owner[cell] === -1) {
      own(state, cell, scratch[cell] - 1);
      changed = true;
    }
  }
  scratch.fill(0);
  return clash ? false : changed ? 'changed' : true;
}

const copy = (state: State): State => ({ alive: state.alive.slice(), owner: state.owner.slice(), owned: state.owned.slice() });

function restore(state: State, saved: State): void {
  state.alive.set(saved.alive);
  state.owner.set(saved.owner);
  state.owned.set(saved.owned);
}

/**
 * The trials stop once their passes have looked at this many cells since the last one that removed
 * a candidate, so that a grid they cannot open up costs little.
 */
const IDLE = 2_000_000;

/**
 * Each candidate of a number with several left supposed taken (the number's others removed); one
 * that leads to a contradiction goes. Sweeps until one removes none (or the budget runs out).
 */
function trials(board: Board, state: State): boolean {
  let last = board.work;
  for (let changed = true; changed; ) {
    changed = false;
    for (const candidates of board.byClue) {
      for (const candidate of candidates) {
        if (board.work - last > IDLE) return true;
        if (state.alive[candidate] === 0 || candidates.every((other) => other === candidate || state.alive[other] === 0)) continue;
        const saved = copy(state);
        for (const other of candidates) if (other !== candidate) state.alive[other] = 0;
        const holds = deduce(board, state);
        restore(state, saved);
        if (holds) continue;
        state.alive[candidate] = 0;
        if (!deduce(board, state)) return false;
        last = board.work;
        changed = true;
      }
    }
  }
  return true;
}
