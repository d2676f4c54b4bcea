// The brute-force oracle of a kind whose checker judges partly marked grids: backtracking over the
// cells (common/backtrack.ts), a partial grid dropped once the checker's `problems` finds a rule it
// breaks, a full one kept when `verify` accepts it. The checker alone decides, never the solver.
import type { Point, Size } from '../../dsl/grid/index.ts';
import type { Cell, Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { backtrack } from './backtrack.ts';

export interface Checker<P, C extends Cell> {
  verify(puzzle: P, grid: Grid<C>): string[];
  problems(puzzle: P, grid: PartialGrid<C>): Problem[];
}

/** Every solution up to `limit`; `values(puzzle)` gives the values each cell may take (a given: its own). */
export const checkerOracle =
  <P extends Size, C extends Cell>(checker: Checker<P, C>, values: (puzzle: P) => (cell: Point) => readonly C[]) =>
  (puzzle: P, limit: number): Grid<C>[] =>
    backtrack(
      puzzle,
      { values: values(puzzle), broken: (grid) => checker.problems(puzzle, grid).length > 0, verify: (grid) => checker.verify(puzzle, grid) },
      limit,
    );
