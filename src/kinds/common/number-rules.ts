// The parts of a spec that the kinds whose answer is a number per cell share (Sudoku, Futoshiki,
// Kakuro): the checker that looks at the grid's shape before the rules, the answer's notation
// written and read back, the play mode's numbers, and the numbers a Latin square's cell may hold
// for the oracle. The kind states only its rules (its `problems`) and its range of numbers.
import type { Point, Size } from '../../dsl/grid/index.ts';
import type { Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { boardLayout } from './board.ts';
import { checkedBy } from './checking.ts';
import { numberRows, readAnswerGrid, shapeProblems } from './numbers.ts';

/**
 * What a full grid breaks: a wrong shape or a number out of 1..most first (the rules cannot be
 * read on such a grid), else the messages of the kind's `problems`. `blank`: cells not held to 1..most.
 */
export function checkNumbers<P extends Size>(
  p: P,
  grid: Grid<number>,
  most: number,
  problems: (p: P, grid: PartialGrid<number>) => Problem[],
  blank?: (point: Point) => boolean,
): string[] {
  const shape = shapeProblems(grid, p, most, blank);
  return shape.length > 0 ? shape : problems(p, grid).map((problem) => problem.message);
}

/**
 * The answer's notation: rows of numbers (common/numbers.ts), read back with every cell in
 * 1..most, or `#` where `black` says the cell holds no number.
 */
export const numberAnswers = <P extends Size>(most: (p: P) => number, black?: (p: P) => (point: Point) => boolean) => ({
  rows: (grid: PartialGrid<number>) => numberRows(grid),
  parseSolution: (text: string, source: string, p: P) => readAnswerGrid(text, source, p, [1, most(p)], black?.(p)),
});

/**
 * What a kind whose answer fills an n x n grid with 1..n around its givens (a Latin square, boxes or not)
 * takes from its checker of partial grids: `verify` (the grid's shape and numbers first, then
 * `problems`), `problems`, the backtracking oracle over each cell's given or any of 1..n
 * (givenOrAny), and the answer's notation.
 */
export function latinSquareChecks<P extends Size & { givens: readonly (readonly (number | null)[])[] }>(
  problems: (p: P, grid: PartialGrid<number>) => Problem[],
) {
  const verify = (p: P, grid: Grid<number>) => checkNumbers(p, grid, p.width, problems);
  return { ...checkedBy({ verify, problems }, givenOrAny), ...numberAnswers<P>((p) => p.width) };
}

/** Serve's play mode: a click cycles through 1..most, each written in the cell. */
export const numberPlay = <P extends Size>(most: number) => ({
  values: Array.from({ length: most }, (_, i) => ({ value: i + 1, name: String(i + 1), draw: { as: 'text' as const } })),
  layout: (p: P) => boardLayout({ size: p }),
});

/** The numbers a cell of an n x n Latin square may hold, for the oracle: its given, else any of 1..n. */
export const givenOrAny =
  (p: { width: number; givens: readonly (readonly (number | null)[])[] }) =>
  ({ row, col }: Point): number[] => {
    const given = p.givens[row][col];
    return given !== null ? [given] : Array.from({ length: p.width }, (_, i) => i + 1);
  };

/** What a group's filled cells add up to, and how many of its cells are empty: for the sum rules (Killer's cages, Kakuro's runs). */
export function filledSum(cells: readonly Point[], grid: PartialGrid<number>): { total: number; empty: number } {
  const values = cells.map(({ row, col }) => grid[row][col]);
  return { total: values.reduce<number>((sum, value) => sum + (value ?? 0), 0), empty: values.filter((value) => value === undefined).length };
}
