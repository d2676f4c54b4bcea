// What the rules settle before any search, in plain TypeScript, as a solver draws bridges by hand.
// Each site (a pair of islands in line, sitesOf's order) keeps the bridge counts it may still have,
// of 0, 1 and 2; each deduction holds in every solution, so a proof of uniqueness over what is left
// stays a proof:
// - an island's number is the sum of its sites' counts: a count no choice of the others' counts
//   adds up with is struck (an island of 2n with n sites takes two bridges on each; of 2n-1, at
//   least one on each);
// - a site sure of a bridge forbids the bridges that would cross it;
// - the islands are one network: those joined by sites that may hold a bridge must all be reached
//   from the first, and a site every path between two parts passes (a bridge of that graph, found
//   by depth-first search with Tarjan's low points) holds one.
// Then trials: a site supposed each count it may have; one whose deductions end in a
// contradiction is struck.
import { pointKey } from '../../dsl/grid/index.ts';
import { type Hashi, islandsOf, sitesOf } from './format.ts';

/** The counts a site may have, as bits: 1 for none, 2 for one bridge, 4 for two. */
export const [NONE, ONE, TWO, ANY] = [1, 2, 4, 7];

interface Board {
  /** Each island's number. */
  number: number[];
  /** The sites at each island, and each site's two islands. */
  at: number[][];
  ends: [number, number][];
  /** The sites each site crosses. */
  crossing: number[][];
  /** The network's depth-first search: each island's order and low point, and the path's islands, the sites they were reached by and the next site to follow. */
  search: { order: Int32Array; low: Int32Array; path: Int32Array; by: Int32Array; next: Int32Array };
  /** The sites the passes of the deductions have looked at so far, which the trials' budget bounds. */
  work: number;
}

/** Per site (sitesOf's order), the bridge counts it may have (0, 1, 2); every count open when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: Hashi, tries = true): number[][] =>
  (deductions(p, tries) ?? sitesOf(p).map(() => ANY)).map((may) => [0, 1, 2].filter((count) => may & (1 << count)));

/** The counts as `settle` gives them, or undefined when the deductions (with the trials, unless `tries` is false) end in a contradiction. */
export function deductions(p: Hashi, tries = true): number[] | undefined {
  const islands = islandsOf(p);
  const islandAt = new Map(islands.map((island, i) => [pointKey(island), i]));
  const sites = sitesOf(p);
  const board: Board = {
    number: islands.map(({ row, col }) => p.islands[row][col] ?? 0),
    at: islands.map(() => []),
    ends: sites.map((site) => [islandAt.get(pointKey(site.from)) ?? 0, islandAt.get(pointKey(site.to)) ?? 0]),
    crossing: sites.map(() => []),
    search: {
      order: new Int32Array(islands.length),
      low: new Int32Array(islands.length),
      path: new Int32Array(islands.length),
      by: new Int32Array(islands.length),
      next: new Int32Array(islands.length),
    },
    work: 0,
  };
  for (const [site, ends] of board.ends.entries()) for (const island of ends) board.at[island].push(site);
  // Two sites over one sea cell cross there (one across, one down).
  const over = new Map<string, number>();
  for (const [site, { between }] of sites.entries()) {
    for (const cell of between) {
      const other = over.get(pointKey(cell));
      if (other !== undefined) {
        board.crossing[site].push(other);
        board.crossing[other].push(site);
      }
      over.set(pointKey(cell), site);
    }
  }
  const state = new Int8Array(sites.length).fill(ANY);
  if (!deduce(board, state, [...sites.keys()]) || (tries && !trials(board, state))) return undefined;
  return [...state];
}

/** The trials stop once their deductions have looked at this many islands since the last trial that struck a count, so that a puzzle they cannot open up costs little. */
const IDLE = 400_000;

function trials(board: Board, state: Int8Array): boolean {
  let last = board.work;
  for (let changed = true; changed; ) {
    changed = false;
    for (let site = 0; site < state.length; site++) {
      for (const count of [NONE, ONE, TWO]) {
        if (board.work - last > IDLE) return true;
        if ((state[site] & count) === 0 || state[site] === count) continue;
        const trial = state.slice();
        trial[site] = count;
        if (deduce(board, trial, [site])) continue;
        state[site] &= ~count;
        if (!deduce(board, state, [site])) return false;
        last = board.work;
        changed = true;
      }
    }
  }
  return true;
}

/**
 * The deductions until none applies, from the sites whose counts just changed (`changed`, which it
 * empties): their islands' numbers are looked at again, and the sites they cross, as long as some
 * count is struck; then the network, which starts the round again if it strikes one. False on a
 * contradiction.
 */
function deduce(board: Board, state: Int8Array, changed: number[]): boolean {
  while (changed.length > 0) {
    while (changed.length > 0) {
      const site = changed.pop() ?? 0;
      if (state[site] === 0) return false;
      for (const island of board.ends[site]) if (!number(board, state, island, changed)) return false;
      if (state[site] & NONE) continue;
      for (const other of board.crossing[site]) strike(state, other, ~NONE & 7, changed);
    }
    board.work += board.at.length;
    if (!network(board, state, changed)) return false;
  }
  return true;
}

/** Strikes the `counts` from a site, noting it among the changed ones if that struck any. */
function strike(state: Int8Array, site: number, counts: number, changed: number[]) {
  if ((state[site] & counts) === 0) return;
  state[site] &= ~counts;
  changed.push(site);
}

/** The sums the counts open on these sites can make, as bits (bit k: the sum k). */
function sums(state: Int8Array, sites: number[], without: number): number {
  let made = 1;
  for (const site of sites) {
    if (site === without) continue;
    const counts = state[site];
    made = (counts & NONE ? made : 0) | (counts & ONE ? made << 1 : 0) | (counts & TWO ? made << 2 : 0);
  }
  return made;
}

/** An island's number is the sum of its sites' counts: a count that no counts of the others add up with is struck. */
function number(board: Board, state: Int8Array, island: number, changed: number[]): boolean {
  board.work++;
  const sites = board.at[island];
  const wanted = board.number[island];
  if (((sums(state, sites, -1) >> wanted) & 1) === 0) return false;
  for (const site of sites) {
    const others = sums(state, sites, site);
    for (let count = 0; count <= 2; count++) if (wanted < count || ((others >> (wanted - count)) & 1) === 0) strike(state, site, 1 << count, changed);
  }
  return true;
}

/** Every island reached from the first over sites that may hold a bridge; a bridge of that graph (a site every path between two parts passes) holds one. */
function network(board: Board, state: Int8Array, changed: number[]): boolean {
  const { order, low, path, by, next } = board.search;
  order.fill(-1);
  // Depth first, by hand (a puzzle's network may be longer than the call stack): the path of
  // islands from the first, each with the site it was reached by and the next of its sites to follow.
  let depth = 0;
  let visited = 1;
  path[0] = 0;
  by[0] = -1;
  next[0] = 0;
  order[0] = 0;
  low[0] = 0;
  while (depth >= 0) {
    const island = path[depth];
    if (next[depth] < board.at[island].length) {
      const site = board.at[island][next[depth]++];
      if (site === by[depth] || state[site] === NONE) continue;
      const other = board.ends[site][0] === island ? board.ends[site][1] : board.ends[site][0];
      if (order[other] >= 0) low[island] = Math.min(low[island], order[other]);
      else {
        order[other] = low[other] = visited++;
        depth++;
        path[depth] = other;
        by[depth] = site;
        next[depth] = 0;
      }
      continue;
    }
    depth--;
    if (depth < 0) break;
    const parent = path[depth];
    low[parent] = Math.min(low[parent], low[island]);
    if (low[island] > order[parent]) strike(state, by[depth + 1], NONE, changed);
  }
  return visited === board.at.length;
}
