// The deductions by hand on a Nurikabe grid (settle.ts runs them, and its trials): each island's
// reach and the cells it cannot do without, walls around a finished island, no 2x2 sea, a part of
// the sea with one way out, and a small sea kept within reach of itself; looked at again only where
// something changed, so that a trial costs little.

export const [OPEN, SEA, LAND] = [0, 1, 2];

/** The grid as the deductions see it: cells by index, their side neighbours and 2x2 blocks, the numbers. */
export interface Board {
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
export interface Known {
  state: Int8Array;
  reaches: number[][];
  count: Int32Array;
  owner: Int32Array;
  /** Per cell, the number whose island holds a cell beside it (-1 for none, -2 for two numbers): where another island may not go. */
  beside: Int32Array;
  /** Per number: the cells joined to it (its island so far), and how many when its reach was last searched. */
  joined: Int32Array;
  searchedAt: Int32Array;
  /**
   * Per number: how many cells its island may gain with its reach staying as last found, when
   * nothing else changes around it: the search then stopped short of its bound (the cells it
   * still lacked) by more than that, so its reach is all it can get to (-1: it reached the bound).
   */
  loose: Int32Array;
}

export const copy = (known: Known): Known => ({
  state: known.state.slice(),
  reaches: [...known.reaches],
  count: known.count.slice(),
  owner: known.owner.slice(),
  beside: known.beside.slice(),
  joined: known.joined.slice(),
  searchedAt: known.searchedAt.slice(),
  loose: known.loose.slice(),
});

/** A cell joins the k-th number's island: its neighbours now lie beside that island. */
export function own(known: Known, next: number[][], cell: number, k: number): void {
  known.owner[cell] = k;
  for (const other of next[cell]) known.beside[other] = known.beside[other] === -1 || known.beside[other] === k ? k : -2;
}

/**
 * The rules' deductions until none applies, from the cells just settled (`changed`) and the
 * numbers whose island to look at again (`islands`): `known` grows in place; false on a
 * contradiction. Only what the changes touch is looked at again: the islands whose reach holds or
 * borders a changed cell, the 2x2 blocks and the parts of the sea around it.
 */
export function deduce(board: Board, known: Known, changed: number[], islands: number[], searches = Number.POSITIVE_INFINITY): boolean {
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
  // The islands whose reach may have shrunk: a cell in or beside it became sea or another's.
  let hemmed = new Set(islands);
  while (!broken && (changed.length > 0 || look.size > 0)) {
    // An island cell joins the island it touches; one that joins two is a contradiction. The cells
    // that join an island are changes too. Every island cell joined to a number's is already that
    // number's, so the search goes on only through island cells of none (a large island is not
    // walked again for each cell it gains), and notes the number of each one it touches.
    const moved: number[] = [];
    const joined = ++board.stamp;
    for (const start of changed) {
      if (state[start] !== LAND || mark[start] === joined) continue;
      const part = [start];
      mark[start] = joined;
      let holder = owner[start];
      for (let i = 0; i < part.length; i++)
        for (const other of next[part[i]]) {
          if (state[other] !== LAND) continue;
          const k = owner[other];
          if (k === -1) {
            if (mark[other] !== joined) (mark[other] = joined), part.push(other);
          } else if (holder === -1) holder = k;
          else if (k !== holder) broken = true;
        }
      if (holder !== -1) for (const cell of part) if (owner[cell] === -1) own(known, next, cell, holder), known.joined[holder]++, moved.push(cell);
    }
    if (broken) break;
    // The islands to look at again: those whose reach holds or borders a changed cell.
    // Those it hems in too: a cell become sea or another island's.
    const hems = (cell: number, k: number) => state[cell] === SEA || (owner[cell] !== -1 && owner[cell] !== k);
    for (const cells of [changed, moved])
      for (const cell of cells)
        for (const k of near[cell]) {
          look.add(k);
          if (hems(cell, k)) hemmed.add(k);
        }
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
    const { beside } = known;
    const allowed = (k: number, cell: number) =>
      state[cell] !== SEA && (owner[cell] === -1 || owner[cell] === k) && (beside[cell] === -1 || beside[cell] === k);
    // Breadth first from the island so far; parent[cell] is the cell it was first reached from.
    let farthest = 0;
    const reachOf = (k: number, core: number[], without = -1, enough = Number.POSITIVE_INFINITY) => {
      const found = core.slice();
      for (const cell of found) distance[cell] = 0;
      const lacking = clues[k].size - core.length;
      for (let i = 0; i < found.length && found.length < enough; i++) {
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
      farthest = distance[found[found.length - 1]];
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
      // (Each search stops once it has found as many cells as the number.)
      return candidates.filter((cell) => reachOf(k, core, cell, clues[k].size).length < clues[k].size);
    };
    const found: [number, number][] = [];
    // The sea touches every island (the grid is one piece, and an island touches only the sea)
    // and is one group of seaSize cells: so every sea cell lies within seaSize-1 steps, through
    // cells not of an island, of a cell beside the island's reach. A small sea walling in an
    // island leaves island cells beyond that (janko's 32x32: 900 cells at once, where a trial
    // settled them one by one).
    const beyondReach = (reach: number[]) => {
      const stamp = ++board.stamp;
      const ring: number[] = [];
      for (const cell of reach)
        for (const other of next[cell]) if (state[other] !== LAND && mark[other] !== stamp) (mark[other] = stamp), (distance[other] = 0), ring.push(other);
      for (let i = 0; i < ring.length; i++)
        if (distance[ring[i]] < seaSize - 1)
          for (const other of next[ring[i]])
            if (state[other] !== LAND && mark[other] !== stamp) (mark[other] = stamp), (distance[other] = distance[ring[i]] + 1), ring.push(other);
      for (const at of ring) distance[at] = -1;
      board.work += state.length;
      for (let other = 0; other < state.length; other++) if (state[other] === OPEN && mark[other] !== stamp) found.push([other, LAND]);
    };
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
        // An island that has only gained cells, no more than its search stopped short of its bound
        // by, keeps its reach (all it can get to); its cells it cannot do without are left to a
        // later search. The reach it would have walked is counted as work, so that the trials' budget
        // (settle.ts's IDLE) still grows with what they look at, if not by exactly the same amount.
        if (!hemmed.has(k) && known.joined[k] - known.searchedAt[k] <= known.loose[k]) {
          board.work += known.reaches[k].length;
          continue;
        }
        const core = coreOf(k);
        const fresh = reachOf(k, core);
        known.searchedAt[k] = core.length;
        known.loose[k] = clues[k].size - core.length - farthest - 1;
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
      // A small sea lies near every island's border (beyondReach).
      if (seaSize > 0 && seaSize <= width + height) for (const k of again) if (!broken) beyondReach(known.reaches[k]);
      for (const [cell, value] of found) set(cell, value);
      hemmed = new Set();
    }
    changed = settled;
    settled = [];
  }
  return !broken;
}
