// What the rules settle before any search, in plain TypeScript, as a solver marks tents and grass
// by hand. Each deduction holds in every solution, so a proof of uniqueness over what is left
// stays a proof:
// - a tree, a cell beside no tree, a cell in a line counted 0 holds no tent;
// - around a tent (diagonals too) no tent;
// - a line's open cells fall into runs between grass; a run of n holds at most (n+1)/2 tents (no
//   two side by side): when the runs hold just the count, an odd run is tent, grass, tent, ...;
//   when the tents reach the count, the rest is grass;
// - a tent beside one tree not yet tied to another tent is tied to it; a cell whose trees are all
//   tied holds no tent; a tree with one cell left for its tent has it there; a cell touching every
//   cell left to a tree holds no tent (one of them is the tree's tent).
// Then trials: a cell supposed a tent (or grass) whose deductions end in a contradiction is the other
// (a value that a harmless supposition forced is not tried again in the same round).
import { points } from '../../dsl/grid/index.ts';
import { type Board, boardOf, touch } from './board.ts';
import type { Tents } from './format.ts';

const [OPEN, TENT, GRASS] = [0, 1, 2];

/** Per cell (row by row): true a tent, false none, in every solution; undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: Tents, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? points(p).map(() => undefined);

/** The cells settled as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: Tents, tries = true): (boolean | undefined)[] | undefined {
  const board = boardOf(p);
  const size = board.width * board.height;
  const { spots } = board;
  const state = new Int8Array(size).fill(GRASS);
  for (const cell of spots) state[cell] = OPEN;
  if (!deduce(board, state) || (tries && !trials(keep(board), state))) return undefined;
  return Array.from(state, (value) => (value === OPEN ? undefined : value === TENT));
}

/** The trials stop once their passes have looked at this many cells since the last one that settled a cell. */
const IDLE = 400_000;

/**
 * A cell supposed a tent, then grass; one that leads to a contradiction settles the cell as the
 * other. A supposition that led to none shows that the values it forced do not either (the
 * deductions only add to what they are given): those trials are skipped in the same round.
 */
function trials(board: Board, state: Int8Array): boolean {
  let last = board.work;
  const { spots } = board;
  const trial = new Int8Array(state.length);
  // Per cell, the values already shown to lead to no contradiction this round (bit TENT, bit GRASS).
  const harmless = new Uint8Array(state.length);
  for (let changed = true; changed; ) {
    changed = false;
    harmless.fill(0);
    for (let s = 0; s < spots.length; s++) {
      const cell = spots[s];
      if (board.work - last > IDLE) return true;
      if (state[cell] !== OPEN) continue;
      for (let value = TENT; value <= GRASS; value++) {
        if (harmless[cell] & value) continue;
        trial.set(state);
        // (A tent clears around it at once, as every tent the deductions place.)
        if (value === GRASS) trial[cell] = GRASS;
        if ((value === GRASS || pitch(board, trial, cell)) && deduce(board, trial, state)) {
          for (let i = 0; i < spots.length; i++) if (state[spots[i]] === OPEN) harmless[spots[i]] |= trial[spots[i]];
          continue;
        }
        // The other value (the trial buffer keeps the state it follows from).
        trial.set(state);
        if (value === TENT) state[cell] = GRASS;
        else if (!pitch(board, state, cell)) return false;
        if (!deduce(board, state, trial)) return false;
        keep(board);
        last = board.work;
        changed = true;
        break;
      }
    }
  }
  return true;
}

/**
 * The deductions until none applies; false on a contradiction. From a state `base` at which they
 * had none left, only the lines with a cell changed since are looked at again (a line's deductions
 * read only its own cells), and the ties start from the base's (kept by `keep`); without one, every
 * line, and no ties. A tie found holds in every state that follows (it only gains tents, grass and
 * ties), so the ties are never refound: the trials ran ~200 passes on the 30x30, each re-tying
 * every tent of the board.
 */
function deduce(board: Board, state: Int8Array, base?: Int8Array): boolean {
  const { seen, dirty } = board;
  seen.set(base ?? state);
  dirty.fill(base ? 0 : 1);
  if (base) {
    board.tiedTo.set(board.keptTiedTo);
    board.tiesOf.set(board.keptTiesOf);
  } else {
    board.tiedTo.fill(-1);
    board.tiesOf.fill(-1);
  }
  for (let first = !base; changes(board, state) || first; first = false) {
    board.work += state.length;
    if (!lines(board, state) || !ties(board, state)) return false;
  }
  return true;
}

/** Keeps the ties of the state the trials start from (the board's latest). */
function keep(board: Board): Board {
  board.keptTiedTo.set(board.tiedTo);
  board.keptTiesOf.set(board.tiesOf);
  return board;
}

/** Whether a cell has changed since the last look (`seen`); the lines through each changed one are to be looked at again. (Plain loops here and below: the deductions run before the JIT has optimised them.) */
function changes(board: Board, state: Int8Array): boolean {
  const { spots, seen, dirty, rowLine, colLine, width } = board;
  let changed = false;
  for (let i = 0; i < spots.length; i++) {
    const cell = spots[i];
    if (state[cell] === seen[cell]) continue;
    seen[cell] = state[cell];
    changed = true;
    const row = (cell / width) | 0;
    const col = cell % width;
    if (rowLine[row] >= 0) dirty[rowLine[row]] = 1;
    if (colLine[col] >= 0) dirty[colLine[col]] = 1;
  }
  return changed;
}

/** No tent around the cell (sides and corners); false if one is there. */
function clear(board: Board, state: Int8Array, cell: number): boolean {
  const { aroundAt, around } = board;
  for (let i = aroundAt[cell]; i < aroundAt[cell + 1]; i++) {
    if (state[around[i]] === TENT) return false;
    state[around[i]] = GRASS;
  }
  return true;
}

/** A tent at the cell, and none around it at once (so that what follows from it is seen in the same pass); false if one is there. */
function pitch(board: Board, state: Int8Array, cell: number): boolean {
  state[cell] = TENT;
  return clear(board, state, cell);
}

/**
 * Each counted line: its tents up to the count, the runs of open cells enough for the rest. A run
 * that must hold a tent (the others holding too few for the count) makes grass of the cells
 * beyond the line that touch all of it.
 */
function lines(board: Board, state: Int8Array): boolean {
  const { runs, lineAt, lineCells: cells, lineCount, lineRow, lineCol, aroundAt, around, width, dirty } = board;
  for (let line = 0; line < lineCount.length; line++) {
    if (!dirty[line]) continue;
    dirty[line] = 0;
    const first = lineAt[line];
    const stop = lineAt[line + 1];
    const count = lineCount[line];
    let tents = 0;
    let most = 0;
    let found = 0;
    for (let i = first; i < stop; ) {
      if (state[cells[i]] === GRASS) {
        i++;
        continue;
      }
      let end = i;
      while (end < stop && state[cells[end]] !== GRASS) if (state[cells[end++]] === TENT) tents++;
      most += (end - i + 1) >> 1;
      runs[found++] = i;
      runs[found++] = end;
      i = end;
    }
    if (tents > count || most < count) return false;
    if (tents === count) {
      for (let i = first; i < stop; i++) if (state[cells[i]] === OPEN) state[cells[i]] = GRASS;
      continue;
    }
    for (let run = 0; run < found; run += 2) {
      const start = runs[run];
      const end = runs[run + 1];
      const length = end - start;
      const holds = (length + 1) >> 1;
      if (most === count && length % 2 === 1) {
        // Every run holds all it can: an odd run alternates from its first cell.
        for (let at = start; at < end; at++) {
          const value = (at - start) % 2 === 0 ? TENT : GRASS;
          if (state[cells[at]] !== OPEN && state[cells[at]] !== value) return false;
          if (value === GRASS) state[cells[at]] = GRASS;
          else if (!pitch(board, state, cells[at])) return false;
        }
      } else if (length <= 3 && most - holds < count && state[cells[start]] === OPEN) {
        for (let i = aroundAt[cells[start]]; i < aroundAt[cells[start] + 1]; i++) {
          const other = around[i];
          const inLine = lineRow[line] >= 0 ? ((other / width) | 0) === lineRow[line] : other % width === lineCol[line];
          if (state[other] !== OPEN || inLine) continue;
          let touchesAll = true;
          for (let at = start + 1; at < end && touchesAll; at++) touchesAll = touch(width, cells[at], other);
          if (touchesAll) state[other] = GRASS;
        }
      }
    }
  }
  return true;
}

/** The cells left to each tree for its tent (a scratch array: a tree has at most four). */
const left = new Int32Array(4);

/** The cells left to an untied tree for its tent: open, or a tent not tied to another tree; how many. */
function leftTo(board: Board, state: Int8Array, tiesOf: Int32Array, tree: number): number {
  let found = 0;
  const { cellsAt, cellsBeside } = board;
  for (let i = cellsAt[tree]; i < cellsAt[tree + 1]; i++) {
    const cell = cellsBeside[i];
    if (state[cell] === OPEN || (state[cell] === TENT && tiesOf[cell] < 0)) left[found++] = cell;
  }
  return found;
}

/** Whether a tree beside the cell is not yet tied. */
function untiedBeside(board: Board, cell: number): boolean {
  const { treesAt, treesBeside, tiedTo } = board;
  for (let i = treesAt[cell]; i < treesAt[cell + 1]; i++) if (tiedTo[treesBeside[i]] < 0) return true;
  return false;
}

/** The tree tied to the tent at the cell; a cell beside it whose trees are now all tied holds no tent (at once, as `pitch`). */
function tie(board: Board, state: Int8Array, tree: number, cell: number): void {
  const { tiedTo, tiesOf, cellsAt, cellsBeside } = board;
  tiedTo[tree] = cell;
  tiesOf[cell] = tree;
  for (let i = cellsAt[tree]; i < cellsAt[tree + 1]; i++) {
    const other = cellsBeside[i];
    if (state[other] === OPEN && !untiedBeside(board, other)) state[other] = GRASS;
  }
}

/** What a step of the ties found: a contradiction, nothing new, something new. */
const [BROKEN, SAME, MORE] = [-1, 0, 1];

/**
 * The ties of trees and tents: which are sure, and what they leave to the other trees. (Each step
 * a small function of its own: the JIT optimises, and when it must, deoptimises, each apart.)
 */
function ties(board: Board, state: Int8Array): boolean {
  for (let found = MORE; found === MORE; ) {
    const byTents = tentsTied(board, state);
    const byTrees = byTents === BROKEN ? BROKEN : treesTied(board, state);
    if (byTrees === BROKEN) return false;
    found = byTents === MORE || byTrees === MORE ? MORE : SAME;
  }
  grassUntied(board, state);
  return grassTouching(board, state);
}

/** A tent is tied to a tree beside it; one with a single untied tree beside it is tied to that one. */
function tentsTied(board: Board, state: Int8Array): number {
  const { tiedTo, treesAt, treesBeside, tiesOf, spots } = board;
  let found = SAME;
  for (let s = 0; s < spots.length; s++) {
    const cell = spots[s];
    if (state[cell] !== TENT || tiesOf[cell] >= 0) continue;
    let free = 0;
    let tree = -1;
    for (let i = treesAt[cell]; i < treesAt[cell + 1]; i++) {
      if (tiedTo[treesBeside[i]] >= 0) continue;
      free++;
      tree = treesBeside[i];
    }
    if (free === 0) return BROKEN;
    if (free > 1) continue;
    tie(board, state, tree, cell);
    found = MORE;
  }
  return found;
}

/** A tree with one cell left for its tent: a tent there, tied to it. */
function treesTied(board: Board, state: Int8Array): number {
  const { tiedTo, trees, tiesOf } = board;
  let found = SAME;
  for (let t = 0; t < trees.length; t++) {
    const tree = trees[t];
    if (tiedTo[tree] >= 0) continue;
    const count = leftTo(board, state, tiesOf, tree);
    if (count === 0) return BROKEN;
    if (count > 1) continue;
    if (!pitch(board, state, left[0])) return BROKEN;
    tie(board, state, tree, left[0]);
    found = MORE;
  }
  return found;
}

/** An open cell whose trees are all tied elsewhere holds no tent. */
function grassUntied(board: Board, state: Int8Array): void {
  const { spots } = board;
  for (let s = 0; s < spots.length; s++) if (state[spots[s]] === OPEN && !untiedBeside(board, spots[s])) state[spots[s]] = GRASS;
}

/** A cell touching every cell left to an untied tree holds no tent (one of them is the tree's tent); false if a tree has none left. */
function grassTouching(board: Board, state: Int8Array): boolean {
  const { tiedTo, trees, aroundAt, around, tiesOf, width } = board;
  for (let t = 0; t < trees.length; t++) {
    const tree = trees[t];
    if (tiedTo[tree] >= 0) continue;
    const found = leftTo(board, state, tiesOf, tree);
    if (found === 0) return false;
    for (let i = aroundAt[left[0]]; i < aroundAt[left[0] + 1]; i++) {
      const cell = around[i];
      if (state[cell] !== OPEN) continue;
      let touchesAll = true;
      for (let k = 1; k < found && touchesAll; k++) touchesAll = touch(width, left[k], cell);
      if (touchesAll) state[cell] = GRASS;
    }
  }
  return true;
}
