// Sudoku (puzzle-sudoku.com), with its two siblings as settings of the same kind: Jigsaw Sudoku
// (puzzle-jigsaw-sudoku.com: irregular regions instead of boxes) and Killer Sudoku
// (puzzle-killer-sudoku.com: cages whose numbers add up to a sum and never repeat). Fill an
// n x n grid with 1..n so that no row, column or region holds a number twice. One kind, because the
// three share the answer, the checker and the encodings: a jigsaw is only other regions, and a
// killer only adds cages to the same rules.
import type { Point } from '../../dsl/grid/index.ts';

export interface Cage {
  sum: number;
  /** In reading order; cages are numbered by their first cell. */
  cells: Point[];
}

export interface Sudoku {
  width: number;
  height: number;
  /** The standard boxes (rows x cols of cells) the regions are, or null for a jigsaw. */
  box: { rows: number; cols: number } | null;
  /** `regions[row][col]`: the box or jigsaw region, numbered 0.. by first appearance. */
  regions: number[][];
  /** The given numbers; null for an empty cell. */
  givens: (number | null)[][];
  /** Killer cages; none for a classic or jigsaw puzzle. */
  cages: Cage[];
}

/** The squarest boxes of rows x cols cells that tile an n x n grid (2x3 for 6), if any: none for a prime n. */
export function boxShape(n: number): { rows: number; cols: number } | null {
  for (let rows = Math.floor(Math.sqrt(n)); rows > 1; rows--) if (n % rows === 0) return { rows, cols: n / rows };
  return null;
}

/** The region ids of boxes of that shape. */
export const boxRegions = (n: number, box: { rows: number; cols: number }): number[][] =>
  Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => Math.floor(row / box.rows) * (n / box.cols) + Math.floor(col / box.cols)));
