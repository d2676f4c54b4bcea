// One connected group, as deductions by hand use it (Yin-Yang's colours, Hitori's unshaded cells):
// the cells known to be in the group must join through cells that may be in it. A depth-first search
// from one known cell, with Tarjan's low points: a known cell it misses is a contradiction, an open
// cell it misses is not in the group, and an open cell that every path between two known cells
// passes (a cut vertex with known cells beyond it) is in the group. Each holds in every solution.

/** Room for the search, per cell, made once per board: a trial's deductions run it again and again. */
export interface JoinScratch {
  /** The side neighbours of each cell, by index. */
  next: number[][];
  /** Discovery time (-1 unseen), low point, known cells below, parent, next side to look at. */
  disc: Int32Array;
  low: Int32Array;
  below: Int32Array;
  parent: Int32Array;
  side: Int32Array;
}

export function joinScratch(next: number[][]): JoinScratch {
  const room = () => new Int32Array(next.length);
  return { next, disc: room(), low: room(), below: room(), parent: room(), side: room() };
}

/** The state of a cell, as the callers keep it: 0 open, else in the group (`member`) or not (`wall`). */
const OPEN = 0;

/** Settles what the group's joining settles in `state`; false on a contradiction. */
export function settleJoined(scratch: JoinScratch, state: Int8Array, member: number, wall: number): boolean {
  const root = state.indexOf(member);
  if (root < 0) return true;
  const { next, disc, low, below, parent, side } = scratch;
  disc.fill(-1);
  let time = 0;
  // Depth first without a stack: each cell looks at its sides in turn, then goes back to its parent.
  for (let cell = root, from = -1; cell >= 0; ) {
    if (disc[cell] < 0) {
      disc[cell] = low[cell] = time++;
      below[cell] = state[cell] === member ? 1 : 0;
      parent[cell] = from;
      side[cell] = 0;
    }
    if (side[cell] < next[cell].length) {
      const to = next[cell][side[cell]++];
      if (state[to] === wall) continue;
      if (disc[to] < 0) {
        from = cell;
        cell = to;
      } else low[cell] = Math.min(low[cell], disc[to]);
      continue;
    }
    // Every side looked at: back to the parent, which learns what lies below this cell.
    const done = cell;
    const up = parent[done];
    cell = up;
    if (up < 0) continue;
    low[up] = Math.min(low[up], low[done]);
    below[up] += below[done];
    // The root is known, so an open parent is not it: the subtree's known cells reach the root only through it.
    if (low[done] >= disc[up] && below[done] > 0 && state[up] === OPEN) state[up] = member;
  }
  for (let cell = 0; cell < state.length; cell++) {
    if (disc[cell] >= 0) continue;
    if (state[cell] === member) return false;
    if (state[cell] === OPEN) state[cell] = wall;
  }
  return true;
}
