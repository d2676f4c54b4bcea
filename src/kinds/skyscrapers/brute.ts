// The Skyscrapers oracle for tests: each row is one of the orders of 1..n that its left and right
// clues and its givens allow, stacked while no column repeats a height or shows its top clue
// already broken; full grids go to the checker. It shares nothing with the encodings.
import { checkSkyscrapers } from './check.ts';
import { type Skyscrapers, seen } from './skyscrapers.ts';

function orders(n: number): number[][] {
  if (n === 0) return [[]];
  return orders(n - 1).flatMap((order) => Array.from({ length: n }, (_, at) => [...order.slice(0, at), n, ...order.slice(at)]));
}

export function bruteForceSkyscrapers(p: Skyscrapers, limit: number): number[][][] {
  const n = p.width;
  const all = orders(n);
  const options = p.givens.map((givens, row) =>
    all.filter(
      (line) =>
        line.every((height, col) => givens[col] === null || givens[col] === height) &&
        (p.left[row] === null || seen(line) === p.left[row]) &&
        (p.right[row] === null || seen([...line].reverse()) === p.right[row]),
    ),
  );
  const found: number[][][] = [];
  const grid: number[][] = [];
  const place = (row: number) => {
    if (found.length >= limit) return;
    if (row === n) {
      if (checkSkyscrapers(p, grid).length === 0) found.push(grid.map((line) => [...line]));
      return;
    }
    for (const line of options[row]) {
      // No height twice in a column, and no top clue passed by the rows so far.
      if (line.some((height, col) => grid.some((above) => above[col] === height))) continue;
      grid.push(line);
      if (p.top.every((clue, col) => clue === null || seen(grid.map((above) => above[col])) <= clue)) place(row + 1);
      grid.pop();
    }
  };
  place(0);
  return found;
}
