// What the rules settle before any search: the deductions a solver makes by hand, repeated until
// none applies, in plain TypeScript. Each holds in every solution (so a proof of uniqueness over
// what is left stays a proof): an island that has its count is walled in by sea; an island with one
// way out takes it; a cell no island can reach, or next to two islands, is sea; three sea cells of
// a 2x2 block make the fourth an island cell; a part of the sea with one way out takes it; a sea
// of a few cells leaves island cells beyond its reach (deduce.ts). Then trials: a cell supposed sea
// or island whose deductions end in a contradiction is the other. What is left open, and the cells
// each island may still reach, are Z3's to decide: the trials settle janko's 25x32 whole, its 50x50
// but for 52 cells and its 32x32 but for 78, where the rules alone leave 395, 1679 and 603.
import { type Point, indexOf, points, sideNeighbours, squares } from '../../dsl/grid/index.ts';
import { type Board, type Known, LAND, OPEN, SEA, copy, deduce, own } from './deduce.ts';
import { type Nurikabe, cluesOf, reach } from './format.ts';

export interface Settled {
  /** Per cell (row by row): true for sea, false for an island cell in every solution; undefined when open. */
  sea: (boolean | undefined)[];
  /** Per number (cluesOf order), the cells its island may hold, the number's own cell first. */
  reach: Point[][];
  /** Per cell: the number (cluesOf order) whose island holds it in every solution; undefined when not known. */
  holder: (number | undefined)[];
}

/** Nothing settled: every cell open, each island's reach by distance alone (format.ts). */
export const unsettled = (p: Nurikabe): Settled => ({
  sea: points(p).map(() => undefined),
  reach: cluesOf(p).map((clue) => reach(p, clue)),
  holder: points(p).map(() => undefined),
});

/** `idle`: the trials' budget (0: no trials). */
export function settle(p: Nurikabe, idle = IDLE): Settled {
  const cells = points(p);
  const clues = cluesOf(p).map((clue) => ({ at: indexOf(p, clue.at), size: clue.size }));
  const board: Board = {
    next: cells.map((cell) => sideNeighbours(cell, p).map((other) => indexOf(p, other))),
    blocksOf: cells.map(() => []),
    near: cells.map(() => []),
    clues,
    seaSize: cells.length - clues.reduce((sum, clue) => sum + clue.size, 0),
    width: p.width,
    height: p.height,
    work: 0,
    distance: new Int32Array(cells.length).fill(-1),
    parent: new Int32Array(cells.length),
    below: new Int32Array(cells.length),
    mark: new Int32Array(cells.length),
    seen: new Int32Array(cells.length),
    stamp: 0,
    floods: 0,
  };
  for (const block of squares(p)) for (const cell of block) board.blocksOf[indexOf(p, cell)].push(block.map((at) => indexOf(p, at)));
  // To begin with, each island's reach by distance alone, and every cell and island to look at.
  const known: Known = {
    state: new Int8Array(cells.length),
    reaches: cluesOf(p).map((clue) => reach(p, clue).map((cell) => indexOf(p, cell))),
    count: new Int32Array(cells.length),
    owner: new Int32Array(cells.length).fill(-1),
    beside: new Int32Array(cells.length).fill(-1),
    joined: new Int32Array(clues.length).fill(1),
    searchedAt: new Int32Array(clues.length),
    loose: new Int32Array(clues.length).fill(-1),
  };
  clues.forEach((clue, k) => {
    known.state[clue.at] = LAND;
    own(known, board.next, clue.at, k);
  });
  for (const found of known.reaches) for (const cell of found) known.count[cell]++;
  known.reaches.forEach((found, k) => {
    for (const cell of new Set(found.flatMap((at) => [at, ...board.next[at]]))) board.near[cell].push(k);
  });
  // A cell no island reaches is sea.
  known.count.forEach((reaching, cell) => reaching === 0 && (known.state[cell] = SEA));
  const all = cells.map((_, cell) => cell);
  const everyone = clues.map((_, k) => k);
  // A contradiction (no solution) stops the deductions, and Z3 is left to find that out itself
  // (so --explain can name the clues).
  if (!deduce(board, known, all, everyone) || !trials(board, known, idle) || !deduce(board, known, all, everyone)) return unsettled(p);
  return {
    sea: [...known.state].map((value) => (value === OPEN ? undefined : value === SEA)),
    reach: known.reaches.map((found) => found.map((cell) => cells[cell])),
    holder: [...known.owner].map((k) => (k === -1 ? undefined : k)),
  };
}

/**
 * Trials: a cell supposed sea (or an island cell) whose deductions end in a contradiction is the
 * other, in every solution. Swept over the open cells beside a settled one until none settles (a
 * cell amid open ones seldom does: on janko's 50x50 the sweeps try 3 000 cells instead of 5 100 for
 * the same 52 left open), then once over all; or until the trials have looked at IDLE cells per
 * cell of the grid since the last one that settled one (on the 50x50 the longest such stretch was
 * 130 per cell before a search stopped at its island's number; a grid the trials cannot open up
 * gives up at once).
 */
const IDLE = 250;
/**
 * During the trials (each trial, and the deductions after one settles a cell), an island's cells it
 * cannot do without are looked for only within this many cells of search: the 994 of janko's 32x32
 * took 130 000 each time before a search stopped at its island's number. The deductions after the trials look for them all.
 */
const TRIAL_SEARCHES = 20_000;

function trials(board: Board, known: Known, idle: number): boolean {
  // No budget, no trials (the budget is checked before each cell, so one that settles would go on).
  if (idle <= 0) return true;
  let last = board.work;
  // A sweep that settles nothing beside settled cells is followed by one over all open cells.
  let everywhere = false;
  for (let changed = true; changed || !everywhere; ) {
    everywhere = !changed;
    changed = false;
    for (let cell = 0; cell < known.state.length; cell++) {
      if (board.work - last > idle * known.state.length) return true;
      if (known.state[cell] !== OPEN) continue;
      if (!everywhere && board.next[cell].every((other) => known.state[other] === OPEN)) continue;
      for (const value of [SEA, LAND]) {
        const trial = copy(known);
        trial.state[cell] = value;
        if (deduce(board, trial, [cell], [], TRIAL_SEARCHES)) continue;
        known.state[cell] = value === SEA ? LAND : SEA;
        if (!deduce(board, known, [cell], [], TRIAL_SEARCHES)) return false;
        last = board.work;
        changed = true;
        break;
      }
    }
  }
  return true;
}
