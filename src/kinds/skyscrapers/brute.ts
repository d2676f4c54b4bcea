// The Skyscrapers oracle for tests: each row is one of the orders of 1..n that its left and right
// clues and its givens allow, stacked while every column so far begins one of the orders its top
// and bottom clues and its givens allow (so no column repeats a height); full grids go to the
// checker. It shares nothing with the encodings.
import { checkSkyscrapers } from './check.ts';
import { type Skyscrapers, seen } from './format.ts';

function orders(n: number): number[][] {
  if (n === 0) return [[]];
  return orders(n - 1).flatMap((order) => Array.from({ length: n }, (_, at) => [...order.slice(0, at), n, ...order.slice(at)]));
}

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
