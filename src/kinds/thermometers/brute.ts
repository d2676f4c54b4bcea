// A brute-force Thermometers oracle for tests: every fill level of every thermometer, one
// thermometer at a time, while the row and column counts can still be met. It shares nothing
// with the encodings or the checker. Small grids only.
import type { Mercury, Thermometers } from './format.ts';

/** Up to `limit` solutions, in no particular order. */
export function bruteForceThermometers(p: Thermometers, limit: number): Mercury[] {
  const rowFilled = Array(p.height).fill(0);
  const colFilled = Array(p.width).fill(0);
  // Cells of thermometers not yet decided, per line: what a line can still gain.
  const rowOpen = Array(p.height).fill(0);
  const colOpen = Array(p.width).fill(0);
  for (const { row, col } of p.thermometers.flat()) rowOpen[row]++, colOpen[col]++;
  const possible = () =>
    p.rows.every((clue, row) => rowFilled[row] <= clue && rowFilled[row] + rowOpen[row] >= clue) &&
    p.columns.every((clue, col) => colFilled[col] <= clue && colFilled[col] + colOpen[col] >= clue);
  const grid: Mercury = Array.from({ length: p.height }, () => Array(p.width).fill(false));
  const solutions: Mercury[] = [];
  const fill = (t: number) => {
    if (solutions.length >= limit) return;
    if (t === p.thermometers.length) {
      if (possible()) solutions.push(grid.map((line) => [...line]));
      return;
    }
    const path = p.thermometers[t];
    for (const { row, col } of path) rowOpen[row]--, colOpen[col]--;
    // Level 0 (empty) first, then one more cell of mercury at a time.
    for (let level = 0; level <= path.length; level++) {
      if (level > 0) {
        const { row, col } = path[level - 1];
        (grid[row][col] = true), rowFilled[row]++, colFilled[col]++;
      }
      if (possible()) fill(t + 1);
    }
    for (const { row, col } of path) {
      if (grid[row][col]) (grid[row][col] = false), rowFilled[row]--, colFilled[col]--;
      rowOpen[row]++, colOpen[col]++;
    }
  };
  fill(0);
  return solutions;
}
