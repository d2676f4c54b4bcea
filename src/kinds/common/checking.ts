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

/**
 * The grid's size, when it is not the puzzle's, in words: its number of rows, or the first row of
 * another length (on a 50x50 grid, a list of every row's length would bury it).
 */
export function wrongSize(p: Size, grid: readonly (readonly unknown[])[]): string[] {
  const wrongRow = grid.findIndex((line) => line.length !== p.width);
  if (grid.length === p.height && wrongRow < 0) return [];
  const found = grid.length !== p.height ? plural(grid.length, 'row') : `row ${wrongRow + 1} with ${plural(grid[wrongRow].length, 'cell')}`;
  return [`the grid should be ${p.width} wide and ${p.height} tall, found ${found}`];
}

/** `3 ships`, `1 ship`: a count and its noun, in the plural but for one. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

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

/** A spec's `verify` and `problems` from the kind's checker, with the brute-force oracle on them (checkerOracle). */
export const checkedBy = <P extends Size, C extends Cell>(checker: Checker<P, C>, values: (puzzle: P) => (cell: Point) => readonly C[]) => ({
  ...checker,
  oracle: checkerOracle(checker, values),
});
