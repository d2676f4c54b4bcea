// What a Nonogram's clues settle before any search: line solving, as a solver does it by hand. A
// line's clue places its runs in many ways; among the placements that agree with the cells known so
// far, a cell every one of them shades is shaded, a cell none of them shades is empty. Each line is
// looked at again whenever a cell of it is settled, until none changes. Each deduction holds in
// every solution, so a proof of uniqueness over what is left stays a proof; most published
// Nonograms are settled whole by it, and Z3 only confirms.
import { type Nonogram, clueLines } from './format.ts';

/** A cell: true shaded, false empty in every solution; undefined when still open. */
export type Mark = boolean | undefined;

/** What the placements of a line's runs that agree with its marks have in common. */
export interface LinePlacements {
  /** Per cell: some placement shades it. */
  shaded: boolean[];
  /** Per cell: some placement leaves it empty. */
  empty: boolean[];
  /** Per run: the earliest and the latest cell it starts at in any placement. */
  first: number[];
  last: number[];
}

/**
 * Every placement of the clue's runs along a line marked in part, at once: `after[i][k]`, cells
 * i.. can hold runs k.. (as lineFits asks), and `before[i][k]`, cells ..i-1 can hold runs ..k-1
 * with cell i free to start the next. Run k can start at s when it fits there and both sides
 * hold the rest: then it shades its cells and empties the cell after it. (cells x runs) steps.
 * Undefined when no placement agrees with the marks: the line cannot show its clue.
 */
export function placements(clue: readonly number[], marks: readonly Mark[]): LinePlacements | undefined {
  const n = marks.length;
  const runs = clue.length;
  // Empty cells among the first i, to ask in one step whether a run's cells are all free of them.
  const empties = new Int32Array(n + 1);
  marks.forEach((mark, i) => (empties[i + 1] = empties[i] + (mark === false ? 1 : 0)));
  const fits = (s: number, k: number) => {
    const end = s + clue[k];
    return end <= n && empties[end] === empties[s] && marks[end] !== true;
  };
  // Where the cell after run k (started at s) leaves the line: past its gap, or the line's end.
  const next = (s: number, k: number) => Math.min(n, s + clue[k] + 1);
  const at = (i: number, k: number) => i * (runs + 1) + k;
  const after = new Uint8Array((n + 1) * (runs + 1));
  after[at(n, runs)] = 1;
  for (let i = n - 1; i >= 0; i--)
    for (let k = runs; k >= 0; k--)
      after[at(i, k)] = (marks[i] !== true && after[at(i + 1, k)]) || (k < runs && fits(i, k) && after[at(next(i, k), k + 1)]) ? 1 : 0;
  if (!after[at(0, 0)]) return undefined;
  const before = new Uint8Array((n + 1) * (runs + 1));
  before[at(0, 0)] = 1;
  for (let i = 0; i < n; i++)
    for (let k = 0; k <= runs; k++) {
      if (!before[at(i, k)]) continue;
      if (marks[i] !== true) before[at(i + 1, k)] = 1;
      if (k < runs && fits(i, k)) before[at(next(i, k), k + 1)] = 1;
    }

  const empty = marks.map((mark, i) => {
    if (mark === true) return false;
    for (let k = 0; k <= runs; k++) if (before[at(i, k)] && after[at(i + 1, k)]) return true;
    return false;
  });
  // Shaded cells as a difference: +1 where a placed run begins, -1 after its end.
  const covered = new Int32Array(n + 1);
  const first = clue.map(() => n);
  const last = clue.map(() => -1);
  for (let k = 0; k < runs; k++)
    for (let s = 0; s + clue[k] <= n; s++) {
      if (!(before[at(s, k)] && fits(s, k) && after[at(next(s, k), k + 1)])) continue;
      covered[s]++;
      covered[s + clue[k]]--;
      if (s + clue[k] < n) empty[s + clue[k]] = true;
      first[k] = Math.min(first[k], s);
      last[k] = s;
    }
  const shaded: boolean[] = [];
  for (let i = 0, depth = 0; i < n; i++) shaded.push((depth += covered[i]) > 0);
  return { shaded, empty, first, last };
}

export interface Settled {
  /** `marks[row][col]`: what every solution has there, or undefined. */
  marks: Mark[][];
  /** Per line (clueLines order), per run: the earliest and latest start any solution gives it. */
  first: number[][];
  last: number[][];
  /** Some line can show its clue in no way by these deductions: the puzzle has no solution, and nothing is settled. */
  broken: boolean;
}

/** Line solving to its fixpoint: the cells and run starts every solution agrees on. */
export function settle(p: Nonogram): Settled {
  const lines = clueLines(p);
  const marks: Mark[][] = Array.from({ length: p.height }, () => Array<Mark>(p.width).fill(undefined));
  // The lines through each cell: its row, then its column (rows come first in clueLines).
  const crossing = (row: number, col: number) => [row, p.height + col];
  const first: number[][] = lines.map(() => []);
  const last: number[][] = lines.map(() => []);
  const queued = lines.map(() => true);
  const queue = [...lines.keys()];
  for (let next = 0; next < queue.length; next++) {
    const l = queue[next];
    queued[l] = false;
    const { clue, cells } = lines[l];
    const found = placements(
      clue,
      cells.map(({ row, col }) => marks[row][col]),
    );
    if (!found) return { marks: marks.map((line) => line.map(() => undefined)), first: [], last: [], broken: true };
    [first[l], last[l]] = [found.first, found.last];
    cells.forEach(({ row, col }, i) => {
      if (marks[row][col] !== undefined || found.shaded[i] === found.empty[i]) return;
      marks[row][col] = found.shaded[i];
      // The other line through the cell may now settle more (this one has nothing more to give).
      for (const other of crossing(row, col))
        if (other !== l && !queued[other]) {
          queued[other] = true;
          queue.push(other);
        }
    });
  }
  return { marks, first, last, broken: false };
}
