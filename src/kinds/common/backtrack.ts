// The oracle for small grids, shared by the kinds that have no search of their own: fill the cells
// in reading order, abandon a partial grid the kind's checker already faults, keep a full grid the
// checker accepts. It knows nothing of Z3 or of the encodings, so agreeing with it means something.
import { type Cell, type Grid, type PartialGrid, isComplete } from '../../kind/cells.ts';
import { type Point, type Size, points } from '../../dsl/grid/index.ts';

export interface Backtracking<C extends Cell> {
  /** The values cell `point` may take (a given clue: just its value). */
  values(point: Point): readonly C[];
  /** True when the partial grid already breaks a rule, whatever the empty cells become (the kind's `problems`). */
  broken?(grid: PartialGrid<C>): boolean;
  /** The rules a full grid breaks (the kind's `verify`): empty when it is a solution. */
  verify(grid: Grid<C>): string[];
}

/** Every solution, up to `limit`, in the order the search meets them. */
export function backtrack<C extends Cell>(size: Size, rules: Backtracking<C>, limit: number): Grid<C>[] {
  const order = points(size);
  const grid: PartialGrid<C> = Array.from({ length: size.height }, () => Array<C | undefined>(size.width).fill(undefined));
  const found: Grid<C>[] = [];
  const fill = (index: number): void => {
    if (found.length >= limit) return;
    if (index === order.length) {
      // Every cell has a value by now.
      if (isComplete(grid) && rules.verify(grid).length === 0) found.push(grid.map((line) => [...line]));
      return;
    }
    const { row, col } = order[index];
    for (const value of rules.values(order[index])) {
      grid[row][col] = value;
      if (!rules.broken?.(grid)) fill(index + 1);
      if (found.length >= limit) break;
    }
    grid[row][col] = undefined;
  };
  fill(0);
  return found;
}
