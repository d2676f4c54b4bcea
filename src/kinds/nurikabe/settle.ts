// What the rules settle before any search: the deductions a solver makes by hand, repeated until
// none applies, in plain TypeScript. Each holds in every solution (so a proof of uniqueness over
// what is left stays a proof): an island that has its count is walled in by sea; an island with one
// way out takes it; a cell no island can reach, or next to two islands, is sea; three sea cells of
// a 2x2 block make the fourth an island cell; a part of the sea with one way out takes it. Then
// trials: a cell supposed sea or island whose deductions end in a contradiction is the other. What
// is left open, and the cells each island may still reach, are Z3's to decide: the trials settle
// janko's 25x32 whole and its 50x50 but for 52 cells, where the rules alone leave 395 and 1679.
import { type Point, indexOf, points, sideNeighbours, squares } from '../../dsl/grid/index.ts';
import { type Nurikabe, cluesOf, reach } from './nurikabe.ts';

const [OPEN, SEA, LAND] = [0, 1, 2];

export interface Settled {
  /** Per cell (row by row): true for sea, false for an island cell in every solution; undefined when open. */
  sea: (boolean | undefined)[];
  /** Per number (cluesOf order), the cells its island may hold, the number's own cell first. */
  reach: Point[][];
  /** Per cell: the number (cluesOf order) whose island holds it in every solution; undefined when not known. */
  holder: (number | undefined)[];
}

/** Nothing settled: every cell open, each island's reach by distance alone (nurikabe.ts). */
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
  };
  clues.forEach((clue, k) => {
    known.state[clue.at] = LAND;
    known.owner[clue.at] = k;
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

/** The grid as the deductions see it: cells by index, their side neighbours and 2x2 blocks, the numbers. */
interface Board {
  next: number[][];
  blocksOf: number[][][];
  /** Per cell, the numbers whose island may reach it or a cell beside it (by distance alone). */
  near: number[][];
  clues: { at: number; size: number }[];
  seaSize: number;
  width: number;
  height: number;
  /** The cells the deductions have looked at so far, which the trials' budget bounds. */
  work: number;
  /** Room for the searches, per cell: distance (-1 when not reached), parent, subtree size, marks. */
  distance: Int32Array;
  parent: Int32Array;
  below: Int32Array;
  mark: Int32Array;
  seen: Int32Array;
  /** The last mark and the last search of the sea given out (each search its own, so none is cleared). */
  stamp: number;
  floods: number;
}

/**
 * What is known: each cell open, sea or island; per number, the cells its island may reach (a
 * superset: reaches only shrink as cells are settled, so one not yet looked at again stays true);
 * per cell, how many reaches hold it, and the number whose island it has joined (-1 for none).
 */
interface Known {
  state: Int8Array;
  reaches: number[][];
  count: Int32Array;
  owner: Int32Array;
}

const copy = (known: Known): Known => ({
  state: known.state.slice(),
  reaches: [...known.reaches],
  count: known.count.slice(),
  owner: known.owner.slice(),
});

/**
 * The rules' deductions until none applies, from the cells just settled (`changed`) and the
 * numbers whose island to look at again (`islands`): `known` grows in place; false on a
 * contradiction. Only what the changes touch is looked at again: the islands whose reach holds or
 * borders a changed cell, the 2x2 blocks and the parts of the sea around it.
 */
function deduce(board: Board, known: Known, changed: number[], islands: number[], searches = Number.POSITIVE_INFINITY): boolean {
  const { next, blocksOf, near, clues, seaSize, width, height } = board;
  const { state, count, owner } = known;
  let broken = false;
  let settled: number[] = [];
  const set = (cell: number, value: number) => {
    if (state[cell] === value) return;
    if (state[cell] !== OPEN) broken = true;
    else (state[cell] = value), settled.push(cell);
  };
  const { distance, parent, below, mark, seen } = board;
  let look = new Set(islands);
  while (!broken && (changed.length > 0 || look.size > 0)) {
    // An island cell joins the island it touches; one that joins two is a contradiction. The cells
    // that join an island are changes too.
    const moved: number[] = [];
    const joined = ++board.stamp;
    for (const start of changed) {
      if (state[start] !== LAND || mark[start] === joined) continue;
      const part = [start];
      mark[start] = joined;
      let holder = -1;
      for (let i = 0; i < part.length; i++) {
        const k = owner[part[i]];
        if (k !== -1 && holder !== -1 && k !== holder) broken = true;
        if (k !== -1) holder = k;
        for (const other of next[part[i]]) if (state[other] === LAND && mark[other] !== joined) (mark[other] = joined), part.push(other);
      }
      if (holder !== -1) for (const cell of part) if (owner[cell] === -1) (owner[cell] = holder), moved.push(cell);
    }
    if (broken) break;
    // The islands to look at again: those whose reach holds or borders a changed cell.
    for (const cell of changed) for (const k of near[cell]) look.add(k);
    for (const cell of moved) for (const k of near[cell]) look.add(k);
    // Each island so far: the island cells joined to its number.
    const coreOf = (k: number) => {
      const core = [clues[k].at];
      const stamp = ++board.stamp;
      mark[core[0]] = stamp;
      for (let i = 0; i < core.length; i++)
        for (const other of next[core[i]]) if (state[other] === LAND && mark[other] !== stamp) (mark[other] = stamp), core.push(other);
      return core;
    };
    // The cells each island may reach: through cells that are not sea and touch no other island,
    // no farther from its cells so far than the cells it still lacks.
    const allowed = (k: number, cell: number) => {
      if (state[cell] === SEA || (owner[cell] !== -1 && owner[cell] !== k)) return false;
      for (const other of next[cell]) if (owner[other] !== -1 && owner[other] !== k) return false;
      return true;
    };
    // Breadth first from the island so far; parent[cell] is the cell it was first reached from.
    const reachOf = (k: number, core: number[], without = -1) => {
      const found = core.slice();
      for (const cell of found) distance[cell] = 0;
      const lacking = clues[k].size - core.length;
      for (let i = 0; i < found.length; i++) {
        const from = found[i];
        const steps = distance[from];
        if (steps >= lacking) continue;
        for (const other of next[from]) {
          if (distance[other] !== -1 || other === without || !allowed(k, other)) continue;
          distance[other] = steps + 1;
          parent[other] = from;
          found.push(other);
        }
      }
      for (const cell of found) distance[cell] = -1;
      board.work += found.length;
      return found;
    };
    // The cells island k cannot do without: left out, its reach is smaller than its number. Only a
    // cell whose subtree of the search (the cells first reached through it) leaves too few cells
    // without it is tried: every path of the bound to a cell outside that subtree avoids it.
    const needed = (k: number, core: number[], found: number[]) => {
      for (const cell of found) below[cell] = 1;
      for (let i = found.length - 1; i >= core.length; i--) below[parent[found[i]]] += below[found[i]];
      const candidates = found.filter((cell) => state[cell] === OPEN && found.length - below[cell] < clues[k].size);
      if (candidates.length * found.length > searches) return [];
      return candidates.filter((cell) => reachOf(k, core, cell).length < clues[k].size);
    };
    const found: [number, number][] = [];
    // No 2x2 sea: around each cell that became sea.
    for (const cell of changed)
      if (state[cell] === SEA)
        for (const block of blocksOf[cell]) {
          const open = block.filter((at) => state[at] === OPEN);
          const seaCount = block.filter((at) => state[at] === SEA).length;
          if (seaCount === 4) broken = true;
          if (seaCount === 3 && open.length === 1) set(open[0], LAND);
        }
    // The sea is one group of seaSize cells: a cell farther from a sea cell than seaSize-1 steps
    // (through cells not of an island) is an island cell. (Looked at only for a sea smaller than
    // the grid is across: a larger one reaches everywhere.)
    if (seaSize <= width + height)
      for (const cell of changed) {
        if (state[cell] !== SEA) continue;
        const stamp = ++board.stamp;
        const ball = [cell];
        distance[cell] = 0;
        mark[cell] = stamp;
        for (let i = 0; i < ball.length; i++)
          if (distance[ball[i]] < seaSize - 1)
            for (const other of next[ball[i]])
              if (state[other] !== LAND && mark[other] !== stamp) (mark[other] = stamp), (distance[other] = distance[ball[i]] + 1), ball.push(other);
        for (const at of ball) distance[at] = -1;
        board.work += state.length;
        for (let other = 0; other < state.length; other++) if (state[other] === OPEN && mark[other] !== stamp) found.push([other, LAND]);
      }
    // The sea is one group: a part of it smaller than the whole with one way out takes it. The parts
    // at and beside the changed cells; a part is left as soon as it shows two ways out.
    // (A part left early is marked seen only in part, so each search has its own mark.)
    const first = board.floods + 1;
    for (const cell of changed)
      for (const start of [cell, ...next[cell]]) {
        if (state[start] !== SEA || seen[start] >= first) continue;
        const flood = ++board.floods;
        const part = [start];
        seen[start] = flood;
        const exits = new Set<number>();
        for (let i = 0; i < part.length && exits.size < 2; i++)
          for (const other of next[part[i]]) {
            if (state[other] === OPEN) exits.add(other);
            else if (state[other] === SEA && seen[other] !== flood) (seen[other] = flood), part.push(other);
          }
        if (part.length < seaSize && exits.size === 0) broken = true;
        if (part.length < seaSize && exits.size === 1) found.push([[...exits][0], SEA]);
      }
    for (const [cell, value] of found.splice(0)) set(cell, value);
    // The islands are looked at again once the rules above, which need no search, settle nothing.
    if (settled.length === 0 && !broken) {
      const again = [...look];
      look = new Set();
      // A cell no island reaches any more is sea. An island with its count is walled in; one that
      // cannot have it without a cell takes the cell (its single way out, say). (Deductions made from
      // one state are applied together: one applied at once would leave the islands stale.)
      for (const k of again) {
        if (broken) break;
        const core = coreOf(k);
        const fresh = reachOf(k, core);
        const stamp = ++board.stamp;
        for (const cell of fresh) mark[cell] = stamp;
        for (const cell of known.reaches[k]) if (mark[cell] !== stamp && --count[cell] === 0) found.push([cell, SEA]);
        known.reaches[k] = fresh;
        if (core.length > clues[k].size) broken = true;
        else if (core.length === clues[k].size) {
          for (const cell of core) for (const other of next[cell]) if (state[other] === OPEN) found.push([other, SEA]);
        } else if (fresh.length < clues[k].size) broken = true;
        else for (const cell of needed(k, core, fresh)) found.push([cell, LAND]);
      }
      for (const [cell, value] of found) set(cell, value);
    }
    changed = settled;
    settled = [];
  }
  return !broken;
}

/**
 * Trials: a cell supposed sea (or an island cell) whose deductions end in a contradiction is the
 * other, in every solution. Swept over the open cells beside a settled one until none settles (a
 * cell amid open ones seldom does: on janko's 50x50 the sweeps try 3 000 cells instead of 5 100 for
 * the same 52 left open), then once over all; or until the trials have looked at IDLE cells per
 * cell of the grid since the last one that settled one (on the 50x50 the longest such stretch is
 * 130 per cell; a grid the trials cannot open up gives up at once).
 */
const IDLE = 250;
/**
 * During the trials (each trial, and the deductions after one settles a cell), an island's cells it
 * cannot do without are looked for only within this many cells of search: the 994 of janko's 32x32
 * would take 130 000 each time. The deductions after the trials look for them all.
 */
const TRIAL_SEARCHES = 20_000;

function trials(board: Board, known: Known, idle: number): boolean {
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
