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
// Then trials: a cell supposed a tent (or grass) whose deductions end in a contradiction is the other.
import { indexOf, points, rows, cols, sideNeighbours, touchingNeighbours } from '../../dsl/grid/index.ts';
import type { Tents } from './format.ts';

const [OPEN, TENT, GRASS] = [0, 1, 2];

/** The grid as the deductions see it, by cell index. */
interface Board {
  tree: boolean[];
  trees: number[];
  /** The cells touching each cell (sides and corners); the trees beside each cell; the cells beside each tree. */
  around: number[][];
  treesBeside: number[][];
  cellsBeside: number[][];
  /** Every counted line, its cells in order. */
  lines: { cells: number[]; count: number }[];
  /** Per tree, the tent tied to it (-1: none yet), refound on each pass. */
  tiedTo: Int32Array;
  /** Per cell, the tree its tent is tied to (-1: none yet), likewise. */
  tiesOf: Int32Array;
  /** Where the runs of a line begin and end: room for the longest line's (a scratch array: the deductions run thousands of times a solve). */
  runs: Int32Array;
  /** The cells the passes have looked at so far, which the trials' budget bounds. */
  work: number;
}

/** Per cell (row by row): true a tent, false none, in every solution; undefined when open. Nothing is settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: Tents, tries = true): (boolean | undefined)[] => deductions(p, tries) ?? points(p).map(() => undefined);

/** The cells settled as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: Tents, tries = true): (boolean | undefined)[] | undefined {
  const cells = points(p);
  const tree = cells.map(({ row, col }) => p.trees[row][col]);
  const index = (list: { row: number; col: number }[]) => list.map((cell) => indexOf(p, cell));
  const counted = (line: { row: number; col: number }[], count: number | null) => (count === null ? [] : [{ cells: index(line), count }]);
  const board: Board = {
    tree,
    trees: cells.flatMap((_, i) => (tree[i] ? [i] : [])),
    around: cells.map((cell) => index(touchingNeighbours(cell, p))),
    treesBeside: cells.map((cell) => index(sideNeighbours(cell, p)).filter((i) => tree[i])),
    cellsBeside: cells.map((cell) => index(sideNeighbours(cell, p)).filter((i) => !tree[i])),
    lines: [...rows(p).flatMap((line, row) => counted(line, p.rows[row])), ...cols(p).flatMap((line, col) => counted(line, p.columns[col]))],
    tiedTo: new Int32Array(cells.length),
    tiesOf: new Int32Array(cells.length),
    // A line of n cells has at most (n + 1) / 2 runs, two entries each.
    runs: new Int32Array(Math.max(p.width, p.height) + 2),
    work: 0,
  };
  const state = new Int8Array(cells.map((_, i) => (tree[i] || board.treesBeside[i].length === 0 ? GRASS : OPEN)));
  if (!deduce(board, state) || (tries && !trials(board, state))) return undefined;
  return [...state].map((value) => (value === OPEN ? undefined : value === TENT));
}

/** The trials stop once their passes have looked at this many cells since the last one that settled a cell. */
const IDLE = 400_000;

/** A cell supposed a tent, then grass; one that leads to a contradiction settles the cell as the other. */
function trials(board: Board, state: Int8Array): boolean {
  let last = board.work;
  for (let changed = true; changed; ) {
    changed = false;
    for (let cell = 0; cell < state.length; cell++) {
      if (board.work - last > IDLE) return true;
      if (state[cell] !== OPEN) continue;
      for (let value = TENT; value <= GRASS; value++) {
        const trial = state.slice();
        trial[cell] = value;
        if (deduce(board, trial)) continue;
        state[cell] = value === TENT ? GRASS : TENT;
        if (!deduce(board, state)) return false;
        last = board.work;
        changed = true;
        break;
      }
    }
  }
  return true;
}

/** The deductions until none applies; false on a contradiction. */
function deduce(board: Board, state: Int8Array): boolean {
  for (let before = -1, known = count(state); known !== before; before = known, known = count(state)) {
    board.work += state.length;
    if (!apart(board, state) || !lines(board, state) || !ties(board, state)) return false;
  }
  return true;
}

/** How many cells are settled. (Plain loops here and below: the deductions run before the JIT has optimised them.) */
function count(state: Int8Array): number {
  let known = 0;
  for (let cell = 0; cell < state.length; cell++) if (state[cell] !== OPEN) known++;
  return known;
}

/** A tent at the cell, and none around it at once (so that what follows from it is seen in the same pass); false if one is there. */
function pitch(board: Board, state: Int8Array, cell: number): boolean {
  state[cell] = TENT;
  const around = board.around[cell];
  for (let i = 0; i < around.length; i++) {
    if (state[around[i]] === TENT) return false;
    state[around[i]] = GRASS;
  }
  return true;
}

/** Around a tent no tent. */
function apart(board: Board, state: Int8Array): boolean {
  for (let cell = 0; cell < state.length; cell++) {
    if (state[cell] !== TENT) continue;
    const around = board.around[cell];
    for (let i = 0; i < around.length; i++) {
      if (state[around[i]] === TENT) return false;
      state[around[i]] = GRASS;
    }
  }
  return true;
}

/**
 * Each counted line: its tents up to the count, the runs of open cells enough for the rest. A run
 * that must hold a tent (the others holding too few for the count) makes grass of the cells
 * beyond the line that touch all of it.
 */
function lines(board: Board, state: Int8Array): boolean {
  const { runs } = board;
  for (const { cells, count } of board.lines) {
    let tents = 0;
    let most = 0;
    let found = 0;
    for (let i = 0; i < cells.length; ) {
      if (state[cells[i]] === GRASS) {
        i++;
        continue;
      }
      let end = i;
      while (end < cells.length && state[cells[end]] !== GRASS) if (state[cells[end++]] === TENT) tents++;
      most += Math.ceil((end - i) / 2);
      runs[found++] = i;
      runs[found++] = end;
      i = end;
    }
    if (tents > count || most < count) return false;
    if (tents === count) {
      for (const cell of cells) if (state[cell] === OPEN) state[cell] = GRASS;
      continue;
    }
    for (let run = 0; run < found; run += 2) {
      const start = runs[run];
      const end = runs[run + 1];
      const length = end - start;
      const holds = Math.ceil(length / 2);
      if (most === count && length % 2 === 1) {
        // Every run holds all it can: an odd run alternates from its first cell.
        for (let at = start; at < end; at++) {
          const value = (at - start) % 2 === 0 ? TENT : GRASS;
          if (state[cells[at]] !== OPEN && state[cells[at]] !== value) return false;
          if (value === GRASS) state[cells[at]] = GRASS;
          else if (!pitch(board, state, cells[at])) return false;
        }
      } else if (length <= 3 && most - holds < count && state[cells[start]] === OPEN) {
        for (const other of board.around[cells[start]]) {
          if (state[other] !== OPEN || cells.includes(other)) continue;
          let touchesAll = true;
          for (let at = start + 1; at < end && touchesAll; at++) touchesAll = board.around[cells[at]].includes(other);
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
  const beside = board.cellsBeside[tree];
  for (let i = 0; i < beside.length; i++) {
    const cell = beside[i];
    if (state[cell] === OPEN || (state[cell] === TENT && tiesOf[cell] < 0)) left[found++] = cell;
  }
  return found;
}

/** The tree tied to the tent at the cell; a cell beside it whose trees are now all tied holds no tent (at once, as `pitch`). */
function tie(board: Board, state: Int8Array, tree: number, cell: number): void {
  const { tiedTo, tiesOf, cellsBeside, treesBeside } = board;
  tiedTo[tree] = cell;
  tiesOf[cell] = tree;
  const beside = cellsBeside[tree];
  for (let i = 0; i < beside.length; i++) {
    if (state[beside[i]] !== OPEN) continue;
    const trees = treesBeside[beside[i]];
    let untied = false;
    for (let t = 0; t < trees.length && !untied; t++) untied = tiedTo[trees[t]] < 0;
    if (!untied) state[beside[i]] = GRASS;
  }
}

/** The ties of trees and tents: which are sure, and what they leave to the other trees. */
function ties(board: Board, state: Int8Array): boolean {
  const { tiedTo, trees, treesBeside, around, tiesOf } = board;
  tiedTo.fill(-1);
  tiesOf.fill(-1);
  for (let changed = true; changed; ) {
    changed = false;
    // A tent is tied to a tree beside it; one with a single untied tree beside it is tied to that one.
    for (let cell = 0; cell < state.length; cell++) {
      if (state[cell] !== TENT || tiesOf[cell] >= 0) continue;
      const beside = treesBeside[cell];
      let free = 0;
      let tree = -1;
      for (let i = 0; i < beside.length; i++) {
        if (tiedTo[beside[i]] >= 0) continue;
        free++;
        tree = beside[i];
      }
      if (free === 0) return false;
      if (free > 1) continue;
      tie(board, state, tree, cell);
      changed = true;
    }
    // A tree with one cell left for its tent: a tent there, tied to it.
    for (let t = 0; t < trees.length; t++) {
      const tree = trees[t];
      if (tiedTo[tree] >= 0) continue;
      const found = leftTo(board, state, tiesOf, tree);
      if (found === 0) return false;
      if (found > 1) continue;
      if (!pitch(board, state, left[0])) return false;
      tie(board, state, tree, left[0]);
      changed = true;
    }
  }
  // An open cell whose trees are all tied elsewhere holds no tent.
  for (let cell = 0; cell < state.length; cell++) {
    if (state[cell] !== OPEN) continue;
    const beside = treesBeside[cell];
    let untied = false;
    for (let i = 0; i < beside.length && !untied; i++) untied = tiedTo[beside[i]] < 0;
    if (!untied) state[cell] = GRASS;
  }
  // A cell touching every cell left to an untied tree holds no tent (one of them is the tree's tent).
  for (let t = 0; t < trees.length; t++) {
    const tree = trees[t];
    if (tiedTo[tree] >= 0) continue;
    const found = leftTo(board, state, tiesOf, tree);
    if (found === 0) return false;
    for (const cell of around[left[0]]) {
      if (state[cell] !== OPEN) continue;
      let touchesAll = true;
      for (let i = 1; i < found && touchesAll; i++) touchesAll = left[i] !== cell && around[left[i]].includes(cell);
      if (touchesAll) state[cell] = GRASS;
    }
  }
  return true;
}
