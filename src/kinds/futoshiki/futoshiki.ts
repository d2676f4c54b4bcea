// Futoshiki (puzzle-futoshiki.com): fill an n x n grid with 1..n, each number once in every row
// and column, so that every inequality sign between two neighbouring cells holds.
import type { Point } from '../../dsl/grid/index.ts';

export interface Futoshiki {
  width: number;
  height: number;
  givens: (number | null)[][];
  /** Each sign between two side-by-side cells: `less` holds the smaller number. In reading order. */
  signs: { less: Point; more: Point }[];
}
