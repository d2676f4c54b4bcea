// A brute-force Kakurasu oracle for tests: every way to reach each row's clue with distinct column
// numbers, combined row by row while the column sums can still reach theirs. It shares nothing
// with the encodings or the checker. Small grids only.
import type { Kakurasu, Shading } from './format.ts';

/** The sets of distinct numbers from 1..n that add up to `target`, as shaded lines of n cells. */
function linesAddingUpTo(n: number, target: number): boolean[][] {
  const lines: boolean[][] = [];
  const line: boolean[] = Array(n).fill(false);
  const extend = (number: number, left: number) => {
    if (left === 0) return void lines.push([...line]);
    if (number > n || number > left) return;
    line[number - 1] = true;
    extend(number + 1, left - number);
    line[number - 1] = false;
    extend(number + 1, left);
  };
  extend(1, target);
  return lines;
}

/** Up to `limit` solutions, in no particular order. */
export function bruteForceKakurasu(p: Kakurasu, limit: number): Shading[] {
  const options = p.rows.map((clue) => linesAddingUpTo(p.width, clue));
  const columnSum = Array(p.width).fill(0);
  // What the rows below `row` can still add to a column: the sum of their numbers.
  const below = (row: number) => (p.height * (p.height + 1) - (row + 1) * (row + 2)) / 2;
  const grid: Shading = [];
  const solutions: Shading[] = [];
  const place = (row: number) => {
    if (solutions.length >= limit) return;
    if (row === p.height) return void solutions.push(grid.map((line) => [...line]));
    for (const line of options[row]) {
      line.forEach((shaded, col) => (columnSum[col] += shaded ? row + 1 : 0));
      const possible = columnSum.every((sum, col) => sum <= p.columns[col] && sum + below(row) >= p.columns[col]);
      grid[row] = line;
      if (possible) place(row + 1);
      line.forEach((shaded, col) => (columnSum[col] -= shaded ? row + 1 : 0));
    }
    grid.length = row;
  };
  place(0);
  return solutions;
}
