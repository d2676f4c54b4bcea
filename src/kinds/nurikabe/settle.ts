// What the rules settle before any search: the deductions a solver makes by hand, repeated until
// none applies, in plain TypeScript. Each holds in every solution (so a proof of uniqueness over
// what is left stays a proof): an island that has its count is walled in by sea; an island with one
// way out takes it; a cell no island can reach, or next to two islands, is sea; three sea cells of
// a 2x2 block make the fourth an island cell; a part of the sea with one way out takes it. What is
// left open, and the cells each island may still reach, are Z3's to decide: on a large grid of
// small numbers most cells are settled, and the big islands' reach shrinks from the whole grid to
// the gaps.
import { type Point, indexOf, points, sideNeighbours, squares } from '../../dsl/grid/index.ts';
import { type Nurikabe, cluesOf, reach } from './format.ts';

const [OPEN, SEA, LAND] = [0, 1, 2];

export interface Settled {
  /** Per cell (row by row): true for sea, false for an island cell in every solution; undefined when open. */
  sea: (boolean | undefined)[];
  /** Per number (cluesOf order), the cells its island may hold, the number's own cell first. */
  reach: Point[][];
}

/** Nothing settled: every cell open, each island's reach by distance alone (nurikabe.ts). */
export const unsettled = (p: Nurikabe): Settled => ({ sea: points(p).map(() => undefined), reach: cluesOf(p).map((clue) => reach(p, clue)) });

export function settle(p: Nurikabe): Settled {
  const cells = points(p);
  const next = cells.map((cell) => sideNeighbours(cell, p).map((other) => indexOf(p, other)));
  const blocks = squares(p).map((block) => block.map((cell) => indexOf(p, cell)));
  const clues = cluesOf(p).map((clue) => ({ at: indexOf(p, clue.at), size: clue.size }));
  const seaSize = cells.length - clues.reduce((sum, clue) => sum + clue.size, 0);
  const state = new Int8Array(cells.length);
  for (const clue of clues) state[clue.at] = LAND;
  let changed = true;
  // A contradiction (no solution) stops the deductions, and Z3 is left to find that out itself
  // (so --explain can name the clues).
  let broken = false;
  const set = (cell: number, value: number) => {
    if (state[cell] === value) return;
    if (state[cell] !== OPEN) broken = true;
    else (state[cell] = value), (changed = true);
  };
  let reaches: number[][] = [];
  while (changed && !broken) {
    changed = false;
    // Each number's island so far: the island cells joined to it.
    const owner = new Int32Array(cells.length).fill(-1);
    const cores = clues.map((clue, k) => {
      const core = [clue.at];
      if (owner[clue.at] !== -1) broken = true;
      owner[clue.at] = k;
      for (let i = 0; i < core.length; i++)
        for (const other of next[core[i]]) {
          if (state[other] !== LAND || owner[other] === k) continue;
          if (owner[other] !== -1) broken = true;
          owner[other] = k;
          core.push(other);
        }
      return core;
    });
    if (broken) break;
    // The cells each island may reach: through cells that are not sea and touch no other island,
    // no farther from its cells so far than the cells it still lacks.
    const allowed = (k: number, cell: number) =>
      state[cell] !== SEA && (owner[cell] === -1 || owner[cell] === k) && next[cell].every((other) => owner[other] === -1 || owner[other] === k);
    // Breadth first from the island so far; parent[cell] is the cell it was first reached from.
    const distance = new Int32Array(cells.length).fill(-1);
    const parent = new Int32Array(cells.length);
    const reachOf = (k: number, without = -1) => {
      const found = [...cores[k]];
      for (const cell of found) distance[cell] = 0;
      for (let i = 0; i < found.length; i++) {
        const steps = distance[found[i]];
        if (steps + cores[k].length >= clues[k].size) continue;
        for (const other of next[found[i]]) {
          if (distance[other] !== -1 || other === without || !allowed(k, other)) continue;
          distance[other] = steps + 1;
          parent[other] = found[i];
          found.push(other);
        }
      }
      for (const cell of found) distance[cell] = -1;
      return found;
    };
    // The cells island k cannot do without: left out, its reach is smaller than its number. Only a
    // cell whose subtree of the search (the cells first reached through it) leaves too few cells
    // without it is tried: every path of the bound to a cell outside that subtree avoids it.
    const below = new Int32Array(cells.length);
    const needed = (k: number) => {
      const found = reachOf(k);
      for (const cell of found) below[cell] = 1;
      for (let i = found.length - 1; i >= cores[k].length; i--) below[parent[found[i]]] += below[found[i]];
      const few = (cell: number) => found.length - below[cell] < clues[k].size;
      return found.filter((cell) => state[cell] === OPEN && few(cell) && reachOf(k, cell).length < clues[k].size);
    };
    reaches = clues.map((_, k) => reachOf(k));
    const reachable = new Uint8Array(cells.length);
    for (const found of reaches) for (const cell of found) reachable[cell] = 1;
    cells.forEach((_, cell) => {
      if (!reachable[cell]) set(cell, SEA);
    });
    // An island with its count is walled in; one that cannot have it without a cell takes the cell
    // (its single way out, say). (Deductions made from one state are applied together: one applied
    // at once would leave the islands stale.)
    const found: [number, number][] = [];
    clues.forEach((clue, k) => {
      const exits = new Set(cores[k].flatMap((cell) => next[cell].filter((other) => state[other] === OPEN)));
      if (cores[k].length > clue.size) broken = true;
      else if (cores[k].length === clue.size) for (const cell of exits) found.push([cell, SEA]);
      else if (reaches[k].length < clue.size) broken = true;
      else for (const cell of needed(k)) found.push([cell, LAND]);
    });
    for (const [cell, value] of found.splice(0)) set(cell, value);
    // No 2x2 sea.
    for (const block of blocks) {
      const open = block.filter((cell) => state[cell] === OPEN);
      const seaCount = block.filter((cell) => state[cell] === SEA).length;
      if (seaCount === 4) broken = true;
      if (seaCount === 3 && open.length === 1) set(open[0], LAND);
    }
    // The sea is one group: a part of it smaller than the whole with one way out takes it.
    const seen = new Uint8Array(cells.length);
    cells.forEach((_, start) => {
      if (state[start] !== SEA || seen[start]) return;
      const part = [start];
      seen[start] = 1;
      const exits = new Set<number>();
      for (let i = 0; i < part.length; i++)
        for (const other of next[part[i]]) {
          if (state[other] === OPEN) exits.add(other);
          else if (state[other] === SEA && !seen[other]) (seen[other] = 1), part.push(other);
        }
      if (part.length < seaSize && exits.size === 0) broken = true;
      if (part.length < seaSize && exits.size === 1) found.push([[...exits][0], SEA]);
    });
    for (const [cell, value] of found) set(cell, value);
  }
  if (broken) return unsettled(p);
  return {
    sea: [...state].map((value) => (value === OPEN ? undefined : value === SEA)),
    reach: reaches.map((found) => found.map((cell) => cells[cell])),
  };
}
