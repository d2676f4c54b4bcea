// What the rules settle before any search, in plain TypeScript, as a solver pencils candidates in.
// Each cell keeps the heights it still may hold (a bitmask, bit h - 1 for height h). One deduction,
// repeated on every row and column until nothing changes: a line holds one of the orders of 1..n
// that fit its two clues and its cells' candidates, so a height that no such order puts in a cell
// is struck from it. This holds in every solution (the solution's own order is among those kept),
// and it covers the classic steps: a clue's height bounds, a cell with one height left (struck from
// the rest of its line), a height with one place left in a line. A cell whose candidates run out
// means no solution. Then, optionally, trials: a height supposed in a cell whose line deductions
// end in a contradiction is struck from it (no solution has it there), until no trial strikes one.
import type { Skyscrapers } from './format.ts';

type Line = { front: number | null; back: number | null; cells: (readonly [number, number])[] };

/**
 * Per cell (row by row), the heights it may hold in any solution, as a bitmask (bit h - 1: height
 * h); 0 everywhere when there is none. With `tries`, then trials: a height supposed in a cell
 * whose deductions end in a contradiction is struck from it.
 */
export function candidates(p: Skyscrapers, tries = false): number[][] {
  const n = p.width;
  const full = (1 << n) - 1;
  const heights = p.givens.map((line) => line.map((given) => (given === null ? full : 1 << (given - 1))));
  const lines: Line[] = [
    ...heights.map((_, row) => ({ front: p.left[row], back: p.right[row], cells: heights.map((_, col) => [row, col] as const) })),
    ...heights.map((_, col) => ({ front: p.top[col], back: p.bottom[col], cells: heights.map((_, row) => [row, col] as const) })),
  ];
  const none = () => heights.map((line) => line.map(() => 0));
  if (!deduce(n, heights, lines, new Set(lines.keys()))) return none();
  for (let struck = tries; struck; ) {
    struck = false;
    for (const [row, line] of heights.entries())
      for (const col of line.keys())
        for (let rest = heights[row][col]; rest !== 0 && (heights[row][col] & (heights[row][col] - 1)) !== 0; rest &= rest - 1) {
          const bit = rest & -rest;
          const supposed = heights.map((cells) => [...cells]);
          supposed[row][col] = bit;
          if (deduce(n, supposed, lines, new Set([row, n + col]))) continue;
          heights[row][col] &= ~bit;
          struck = true;
          if (!deduce(n, heights, lines, new Set([row, n + col]))) return none();
        }
  }
  return heights;
}

/** The line deduction repeated from the `waiting` lines until nothing changes; false at a contradiction. */
function deduce(n: number, heights: number[][], lines: readonly Line[], waiting: Set<number>): boolean {
  // Each line is looked at again only once a cell of it has lost a height.
  while (waiting.size > 0) {
    const index = waiting.values().next().value as number;
    waiting.delete(index);
    const { front, back, cells } = lines[index];
    const kept = fitting(
      n,
      cells.map(([row, col]) => heights[row][col]),
      front,
      back,
    );
    if (kept.some((mask) => mask === 0)) return false;
    for (const [i, [row, col]] of cells.entries()) {
      if (kept[i] === heights[row][col]) continue;
      heights[row][col] = kept[i];
      // The other line through the cell: its row's index or its column's.
      waiting.add(index < n ? n + col : row);
    }
  }
  return true;
}

/**
 * For each cell of a line, the heights that some order of 1..n fitting the cells' candidates and
 * both clues (null: none) puts there; all 0 when no order fits. The orders are built from the
 * front, cut as soon as the front clue is out of reach, and the search ends early once every
 * candidate is kept.
 */
export function fitting(n: number, allowed: readonly number[], front: number | null, back: number | null): number[] {
  const kept = allowed.map(() => 0);
  const order: number[] = [];
  let left = allowed.reduce((sum, mask) => sum + bits(mask), 0);
  const place = (at: number, used: number, tallest: number, seenFront: number): boolean => {
    if (at === n) {
      if (back !== null && seenFromBack(order) !== back) return false;
      for (let i = 0; i < n; i++) {
        const bit = 1 << (order[i] - 1);
        if ((kept[i] & bit) === 0) {
          kept[i] |= bit;
          left--;
        }
      }
      return left === 0;
    }
    if (front !== null) {
      // The buildings still to be seen from the front are taller than the tallest so far, each
      // a different height not yet used.
      const taller = bits(~used & (((1 << n) - 1) & ~((1 << tallest) - 1)));
      if (seenFront > front || seenFront + taller < front) return false;
    }
    let choices = allowed[at] & ~used;
    while (choices !== 0) {
      const bit = choices & -choices;
      choices ^= bit;
      const height = 31 - Math.clz32(bit) + 1;
      order.push(height);
      const done = place(at + 1, used | bit, Math.max(tallest, height), seenFront + (height > tallest ? 1 : 0));
      order.pop();
      if (done) return true;
    }
    return false;
  };
  place(0, 0, 0, 0);
  return kept;
}

function seenFromBack(order: readonly number[]): number {
  let [count, tallest] = [0, 0];
  for (let i = order.length - 1; i >= 0; i--)
    if (order[i] > tallest) {
      tallest = order[i];
      count++;
    }
  return count;
}

function bits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}
