// The independent Skyscrapers checker: rows and columns, givens, and each clue's count, looked at directly.
import type { Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { checkNumbers } from '../common/number-rules.ts';
import { changedGivens, latinLines, repeats } from '../common/numbers.ts';
import { type Skyscrapers, seen, sightLines } from './format.ts';

export function skyscrapersProblems(p: Skyscrapers, grid: PartialGrid<number>): Problem[] {
  // A given height stays; each height once per row and column.
  const problems: Problem[] = [...changedGivens(p.givens, grid), ...repeats(latinLines(p.width), grid)];
  // A clue counts the buildings seen. The buildings up to the first empty cell are surely seen
  // (with the tallest, n, wherever it stands); beyond, at most each empty cell and each taller
  // one before n adds one.
  for (const { clue, cells, name } of sightLines(p)) {
    const heights = cells.map(({ row, col }) => grid[row][col]);
    const gap = heights.indexOf(undefined);
    const known = (gap < 0 ? heights : heights.slice(0, gap)) as number[];
    const count = seen(known);
    const least = count + (known.includes(p.width) ? 0 : 1);
    // Past the tallest, wherever it stands, nothing more is seen.
    const rest = heights.slice(gap, heights.includes(p.width) ? heights.indexOf(p.width) + 1 : undefined);
    const most = count + rest.filter((height) => height === undefined || height > Math.max(0, ...known)).length;
    const fault = (message: string) => problems.push({ rule: 'clues', message: `${name} ${message}`, cells });
    if (gap < 0) {
      if (count !== clue) fault(`sees ${buildings(count)} (heights ${known.join(', ')})`);
    } else if (least > clue)
      fault(`sees at least ${least} buildings already (heights ${known.join(', ')}${known.includes(p.width) ? '' : `, and the ${p.width} still to come`})`);
    else if (most < clue) fault(`can see at most ${buildings(most)} (heights ${heights.map((height) => height ?? '?').join(', ')})`);
  }
  return problems;
}

const buildings = (count: number) => `${count} building${count === 1 ? '' : 's'}`;

export const checkSkyscrapers = (p: Skyscrapers, grid: Grid<number>) => checkNumbers(p, grid, p.width, skyscrapersProblems);

// The oracle for tests, a search of its own (the generic cell-by-cell backtracking over this
// checker took 65 s on the bundled 6x6, this 0.2 s): each row is one of the orders of 1..n that
// its left and right clues and its givens allow, stacked while every column so far begins one of
// the orders its top and bottom clues and its givens allow (so no column repeats a height); full
// grids go to the checker. It shares nothing with the encodings.
const orders = (n: number): number[][] =>
  n === 0 ? [[]] : orders(n - 1).flatMap((order) => Array.from({ length: n }, (_, at) => [...order.slice(0, at), n, ...order.slice(at)]));

export function bruteForceSkyscrapers(p: Skyscrapers, limit: number): number[][][] {
  const n = p.width;
  const all = orders(n);
  const fits = (line: number[], givens: (number | null)[], before: number | null, after: number | null) =>
    line.every((height, at) => givens[at] === null || givens[at] === height) &&
    (before === null || seen(line) === before) &&
    (after === null || seen([...line].reverse()) === after);
  const options = p.givens.map((givens, row) => all.filter((line) => fits(line, givens, p.left[row], p.right[row])));
  // Every start (top rows down) of an order a column may take, as text: a row goes on only where
  // each column so far is such a start.
  const starts = Array.from({ length: n }, (_, col) => {
    const givens = p.givens.map((line) => line[col]);
    const allowed = all.filter((line) => fits(line, givens, p.top[col], p.bottom[col]));
    return new Set(allowed.flatMap((line) => line.map((_, k) => line.slice(0, k + 1).join(','))));
  });
  const found: number[][][] = [];
  const grid: number[][] = [];
  const place = (row: number) => {
    if (found.length >= limit) return;
    if (row === n) {
      if (checkSkyscrapers(p, grid).length === 0) found.push(grid.map((line) => [...line]));
      return;
    }
    for (const line of options[row]) {
      grid.push(line);
      if (starts.every((allowed, col) => allowed.has(grid.map((above) => above[col]).join(',')))) place(row + 1);
      grid.pop();
    }
  };
  place(0);
  return found;
}
