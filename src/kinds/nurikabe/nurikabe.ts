// Nurikabe (puzzle-nurikabe.com): shade the sea so that every island of unshaded cells holds
// exactly one number, equal to its count of cells; the sea is one group with no 2x2 block.
import { type Point, indexOf, points, samePoint, sideNeighbours } from '../../dsl/grid/index.ts';

export interface Nurikabe {
  width: number;
  height: number;
  /** The number in each cell, `clues[row][col]`, 1 or more; null where there is none. */
  clues: (number | null)[][];
}

/** `sea[row][col]`: true for a shaded (sea) cell, false for an island cell. */
export type Shading = boolean[][];

export interface Clue {
  at: Point;
  size: number;
}

export const cluesOf = (p: Nurikabe): Clue[] =>
  points(p).flatMap((at) => (p.clues[at.row][at.col] === null ? [] : [{ at, size: p.clues[at.row][at.col] as number }]));

/**
 * The cells an island may reach: those fewer than `size` steps from its clue along the grid, other
 * numbers' cells and their neighbours excepted (an island holds one number), found in TypeScript so each island's choice
 * stays small.
 */
export function reach(p: Nurikabe, clue: Clue): Point[] {
  const other = (cell: Point) => p.clues[cell.row][cell.col] !== null && !samePoint(cell, clue.at);
  // A cell next to another number's cell would join the two islands.
  const free = (cell: Point) => !other(cell) && !sideNeighbours(cell, p).some(other);
  const steps = new Map([[indexOf(p, clue.at), 0]]);
  const found = [clue.at];
  for (let i = 0; i < found.length; i++) {
    const distance = steps.get(indexOf(p, found[i])) as number;
    if (distance + 1 >= clue.size) continue;
    for (const next of sideNeighbours(found[i], p)) {
      if (steps.has(indexOf(p, next)) || !free(next)) continue;
      steps.set(indexOf(p, next), distance + 1);
      found.push(next);
    }
  }
  return found;
}
