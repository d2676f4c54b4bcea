// What a kind gets from its checker of partly marked grids (`problems`): the whole checker, which
// refuses a grid of the wrong size first, and the brute-force oracle, backtracking over the cells
// (common/backtrack.ts), a partial grid dropped once `problems` finds a rule it breaks, a full one
// kept when `verify` accepts it. The checker alone decides, never the solver.
import type { Point, Size } from '../../dsl/grid/index.ts';
import type { Cell, Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { backtrack } from './backtrack.ts';

export interface Checker<P, C extends Cell> {
  verify(puzzle: P, grid: Grid<C>): string[];
  problems(puzzle: P, grid: PartialGrid<C>): Problem[];
}

/** The grid's size, when it is not the puzzle's, in words (a grid of other rows than `rows` reads no further). */
export const wrongSize = (p: Size, grid: readonly (readonly unknown[])[]): string[] =>
  grid.length !== p.height || grid.some((line) => line.length !== p.width)
    ? [`the grid should be ${p.width} wide and ${p.height} tall, found ${grid.length} rows of ${grid.map((line) => line.length).join(', ')} cells`]
    : [];

/** `verify` from `problems`: a grid of the wrong size is told so; else every rule it breaks. */
export const verifyBy =
  <P extends Size, C extends Cell>(problems: Checker<P, C>['problems']) =>
  (puzzle: P, grid: Grid<C>): string[] => {
    const size = wrongSize(puzzle, grid);
    return size.length > 0 ? size : problems(puzzle, grid).map((problem) => problem.message);
  };

/** Every solution up to `limit`; `values(puzzle)` gives the values each cell may take (a given: its own). */
export const checkerOracle =
  <P extends Size, C extends Cell>(checker: Checker<P, C>, values: (puzzle: P) => (cell: Point) => readonly C[]) =>
  (puzzle: P, limit: number): Grid<C>[] =>
    backtrack(
      puzzle,
      { values: values(puzzle), broken: (grid) => checker.problems(puzzle, grid).length > 0, verify: (grid) => checker.verify(puzzle, grid) },
      limit,
    );

/**
 * `verify` from `problems`, as Bridges and Slitherlink word a grid of the wrong size: by its
 * number of rows alone (their answers are read row by row, each row checked for its length).
 */
export const verifyByRows =
  <P extends Size, C extends Cell>(problems: Checker<P, C>['problems']) =>
  (puzzle: P, grid: Grid<C>): string[] =>
    grid.length !== puzzle.height || grid.some((line) => line.length !== puzzle.width)
      ? [`the grid should be ${puzzle.width} wide and ${puzzle.height} tall, found ${grid.length} rows`]
      : problems(puzzle, grid).map((problem) => problem.message);

/** A spec's `verify` and `problems` from the kind's checker, with the brute-force oracle on them (checkerOracle). */
export const checkedBy = <P extends Size, C extends Cell>(checker: Checker<P, C>, values: (puzzle: P) => (cell: Point) => readonly C[]) => ({
  ...checker,
  oracle: checkerOracle(checker, values),
});
