// A brute-force Star Battle oracle for tests: row by row, every choice of k columns that keeps
// stars apart, while every column and region can still reach k. It shares nothing with the
// encodings or the checker. Small grids only.
import { neighbours } from '../../dsl/grid/index.ts';
import type { StarBattle, Stars } from './format.ts';

/** The cells around a cell that are filled in before it, row by row: the only stars it could touch. */
const PLACED = ['W', 'NW', 'N', 'NE'] as const;

/** Up to `limit` solutions, in no particular order. */
export function bruteForceStarBattle(p: StarBattle, limit: number): Stars[] {
  const n = p.size;
  const grid: Stars = Array.from({ length: n }, () => Array(n).fill(false));
  const inColumn = Array(n).fill(0);
  const regions = [...new Set(p.regions.flat())];
  const inRegion = new Map<number, number>();
  const solutions: Stars[] = [];
  const free = (row: number, col: number) =>
    inColumn[col] < p.stars &&
    (inRegion.get(p.regions[row][col]) ?? 0) < p.stars &&
    !neighbours({ row, col }, PLACED).some((other) => grid[other.row]?.[other.col]);
  const put = (row: number, col: number, star: boolean) => {
    grid[row][col] = star;
    inColumn[col] += star ? 1 : -1;
    inRegion.set(p.regions[row][col], (inRegion.get(p.regions[row][col]) ?? 0) + (star ? 1 : -1));
  };
  // A column can gain at most one star every other row from here on.
  const reachable = (rowsLeft: number) => inColumn.every((stars) => stars + Math.ceil(rowsLeft / 2) >= p.stars);

  const fillRow = (row: number, from: number, placed: number) => {
    if (solutions.length >= limit) return;
    if (placed === p.stars) {
      if (row + 1 === n) {
        if (regions.every((region) => inRegion.get(region) === p.stars) && inColumn.every((stars) => stars === p.stars))
          solutions.push(grid.map((line) => [...line]));
      } else if (reachable(n - row - 1)) fillRow(row + 1, 0, 0);
      return;
    }
    for (let col = from; col < n; col++) {
      if (!free(row, col)) continue;
      put(row, col, true);
      fillRow(row, col + 2, placed + 1);
      put(row, col, false);
    }
  };
  fillRow(0, 0, 0);
  return solutions;
}
