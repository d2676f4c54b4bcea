// What a Kakuro's runs settle before any search: the deductions a solver makes by hand, repeated
// until none applies, in plain TypeScript. A run of n cells adding up to s holds one of the few
// sets of n different digits with that sum; a set stays possible only while its digits can be
// placed one to a cell among the cells' candidates, and a cell keeps only the digits that some
// possible set of each of its runs can place there. Each deduction holds in every solution, so a
// proof of uniqueness over what is left stays a proof; on the published puzzles, made to be solved
// by hand, almost every cell is settled and Z3 only confirms.
import { type Kakuro, type Run, runsOf } from './format.ts';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const ALL = (1 << 9) - 1;

/** A digit's bit in a mask of digits. */
export const bit = (digit: number) => 1 << (digit - 1);
const digitsOf = (mask: number) => DIGITS.filter((d) => mask & bit(d));
const count = (mask: number) => digitsOf(mask).length;

/** Every set of `length` different digits adding up to `sum` (any sum when null), as masks of digits. */
export function digitSets(length: number, sum: number | null): number[] {
  const sets: number[] = [];
  for (let mask = 0; mask <= ALL; mask++) if (count(mask) === length && (sum === null || digitsOf(mask).reduce((a, b) => a + b, 0) === sum)) sets.push(mask);
  return sets;
}

export interface Settled {
  /** Per run (runsOf order), the digit sets it may still hold. */
  sets: number[][];
  /** Per white cell, by `row,col`, the digits it may still hold, as a mask. */
  candidates: Map<string, number>;
}

const key = ({ row, col }: { row: number; col: number }) => `${row},${col}`;

/**
 * Whether the digits of `set` can go one to a cell (each cell's candidates `options`, as many cells
 * as digits): a perfect matching, found by augmenting paths (a run has at most nine cells).
 */
function placeable(set: number, options: number[]): boolean {
  const holder = new Map<number, number>();
  const place = (cell: number, seen: Set<number>): boolean => {
    for (const d of digitsOf(options[cell] & set)) {
      if (seen.has(d)) continue;
      seen.add(d);
      const other = holder.get(d);
      if (other === undefined || place(other, seen)) {
        holder.set(d, cell);
        return true;
      }
    }
    return false;
  };
  return options.every((_, cell) => place(cell, new Set()));
}

/** The digits each cell of a run can take in some placement of `set` (one pass of matchings per cell and digit). */
function supported(set: number, options: number[]): number[] {
  return options.map((mask, cell) =>
    digitsOf(mask & set)
      .filter((d) => placeable(set & ~bit(d), [...options.slice(0, cell), ...options.slice(cell + 1)]))
      .reduce((found, d) => found | bit(d), 0),
  );
}

/** The runs' sets and the cells' candidates after every deduction; a contradiction leaves a cell or run with none. */
export function settle(p: Kakuro, runs: Run[] = runsOf(p)): Settled {
  const sets = runs.map((run) => digitSets(run.cells.length, run.sum));
  const candidates = new Map<string, number>();
  for (const run of runs) for (const cell of run.cells) candidates.set(key(cell), ALL);
  const runsOfCell = new Map<string, number[]>();
  runs.forEach((run, r) => {
    for (const cell of run.cells) runsOfCell.set(key(cell), [...(runsOfCell.get(key(cell)) ?? []), r]);
  });
  // A run is looked at again whenever a cell of it loses a candidate.
  const pending = new Set(runs.keys());
  while (pending.size > 0) {
    const [r] = pending;
    pending.delete(r);
    const cells = runs[r].cells.map(key);
    const options = cells.map((cell) => candidates.get(cell) ?? 0);
    // A set stays while its digits can be placed; the cells keep what some set can place there.
    sets[r] = sets[r].filter((set) => placeable(set, options));
    const allowed = options.map(() => 0);
    for (const set of sets[r]) supported(set, options).forEach((mask, i) => (allowed[i] |= mask));
    cells.forEach((cell, i) => {
      if (allowed[i] === options[i]) return;
      candidates.set(cell, allowed[i]);
      for (const other of runsOfCell.get(cell) ?? []) if (other !== r) pending.add(other);
    });
  }
  return { sets, candidates };
}

/** Nothing settled: every set of each run's length and sum, every cell the digits its two runs' sets hold. */
export function unsettled(p: Kakuro, runs: Run[] = runsOf(p)): Settled {
  const sets = runs.map((run) => digitSets(run.cells.length, run.sum));
  const candidates = new Map<string, number>();
  runs.forEach((run, r) => {
    const union = sets[r].reduce((all, set) => all | set, 0);
    for (const cell of run.cells) candidates.set(key(cell), (candidates.get(key(cell)) ?? ALL) & union);
  });
  return { sets, candidates };
}
