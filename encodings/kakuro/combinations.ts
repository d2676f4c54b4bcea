// Kakuro as a solver does it by hand: a run of n cells adding up to s can only hold one of the few
// sets of n different digits that add up to s (16 in two cells: {7,9}). The sets are listed here,
// in plain TypeScript; Z3 chooses one set per run and places its digits, so that the sums are never
// stated as arithmetic and a cell's candidates are what its two runs' sets allow.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, points } from '../../src/dsl/grid/index.ts';
import type { BoolTerm, IntTerm } from '../../src/dsl/model.ts';
import { type Kakuro, runsOf } from '../../src/kinds/kakuro/kakuro.ts';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Every set of `length` different digits adding up to `sum` (any sum when null), as bit masks of digits. */
function digitSets(length: number, sum: number | null): number[] {
  const sets: number[] = [];
  for (let mask = 0; mask < 1 << 9; mask++) {
    const digits = DIGITS.filter((d) => mask & (1 << (d - 1)));
    if (digits.length === length && (sum === null || digits.reduce((a, b) => a + b, 0) === sum)) sets.push(mask);
  }
  return sets;
}

const has = (set: number, digit: number) => (set & (1 << (digit - 1))) !== 0;

export const combinations: Encoding<Kakuro, number[][]> = {
  id: 'kakuro/combinations',
  idea: "the sets of different digits that add up to each run's sum, listed up front; one set chosen per run, its digits placed in the run's cells",
  encode(m, p) {
    const key = ({ row, col }: Point) => `${row},${col}`;
    const runs = runsOf(p).map((run) => ({ ...run, sets: digitSets(run.cells.length, run.sum) }));
    // A cell's candidates: the digits some set of each of its runs holds.
    const candidates = new Map<string, Set<number>>();
    for (const run of runs)
      for (const cell of run.cells) {
        const allowed = new Set(DIGITS.filter((d) => run.sets.some((set) => has(set, d))));
        const before = candidates.get(key(cell));
        candidates.set(key(cell), before ? new Set([...before].filter((d) => allowed.has(d))) : allowed);
      }
    const holds = new Map<string, BoolTerm>();
    const digit = (cell: Point, d: number) => holds.get(`${key(cell)}:${d}`) ?? m.constant(false);
    for (const [at, allowed] of candidates) for (const d of allowed) holds.set(`${at}:${d}`, m.bool(`holds${d}[${at}]`));
    m.answer([...holds.values()]);
    const white = points(p).filter(({ row, col }) => !p.black[row][col]);
    m.cells(() =>
      p.black.map((line, row) => line.map((black, col) => (black ? m.number(0) : m.sum(DIGITS.map((d) => m.ite(digit({ row, col }, d), d, 0) as IntTerm))))),
    );

    // Every white cell holds exactly one of the digits its runs' sets allow (none allowed: no solution).
    for (const cell of white)
      m.require(
        'one allowed digit per cell',
        m.exactly(
          DIGITS.map((d) => digit(cell, d)),
          1,
        ),
      );

    for (const run of runs) {
      // A run holds exactly one of the sets that add up to its sum.
      const chosen = run.sets.map((set) => m.bool(`set${set}[${key(run.cells[0])},${run.direction}]`));
      m.require('sums', m.exactly(chosen, 1));
      // Each digit stands in the run once if the chosen set holds it, and not at all otherwise:
      // with as many cells as digits in the set, this is "all different" and the sum at once.
      for (const d of DIGITS) {
        const inSet = chosen.filter((_, i) => has(run.sets[i], d));
        const placed = run.cells.map((cell) => digit(cell, d));
        m.require('runs', m.atMost(placed, 1));
        m.require('sums', m.iff(m.or(...placed), m.or(...inSet)));
      }
    }

    return (values) => p.black.map((line, row) => line.map((black, col) => (black ? 0 : (DIGITS.find((d) => values.bool(digit({ row, col }, d))) ?? 0))));
  },
};
