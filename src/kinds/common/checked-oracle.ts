// The backtracking oracle as most kinds state it: the values each cell may take, and the kind's own
// checker twice over, to drop a partial grid it already faults and to accept a full grid. The
// search (backtrack.ts) knows nothing of Z3 or the encodings, so agreeing with it means something.
import type { Size, Point } from '../../dsl/grid/index.ts';
import type { Cell, Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid-spec.ts';
import { backtrack } from './backtrack.ts';

/** The kind's checker: the rules a partial grid already breaks, and the verdict on a full one. */
export interface Checker<P, C extends Cell> {
  problems(puzzle: P, grid: PartialGrid<C>): Problem[];
  verify(puzzle: P, grid: Grid<C>): string[];
}

/** The spec's `oracle`: every solution up to `limit`, cell by cell in reading order. */
export const checkedOracle =
  <P extends Size, C extends Cell>(values: (puzzle: P, point: Point) => readonly C[], checker: Checker<P, C>) =>
  (puzzle: P, limit: number): Grid<C>[] =>
    backtrack(
      puzzle,
      {
        values: (point) => values(puzzle, point),
        broken: (grid) => checker.problems(puzzle, grid).length > 0,
        verify: (grid) => checker.verify(puzzle, grid),
      },
      limit,
    );

/**
 * The spec's `verify` from the kind's `problems`: a grid of the wrong size is refused as such,
 * else every rule it breaks, in words.
 */
export const verdictOf =
  <P extends Size, C extends Cell>(problems: Checker<P, C>['problems']) =>
  (puzzle: P, grid: Grid<C>): string[] =>
    grid.length !== puzzle.height || grid.some((line) => line.length !== puzzle.width)
      ? [`the grid should be ${puzzle.width} wide and ${puzzle.height} tall`]
      : problems(puzzle, grid).map((problem) => problem.message);
