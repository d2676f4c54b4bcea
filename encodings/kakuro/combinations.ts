// Kakuro as a solver does it by hand: a run of n cells adding up to s can only hold one of the few
// sets of n different digits that add up to s (16 in two cells: {7,9}). The sets are listed in
// plain TypeScript (src/kinds/kakuro/settle.ts); Z3 chooses one set per run and places its digits,
// so that the sums are never stated as arithmetic and a cell's candidates are what its two runs'
// sets allow. `kakuro/settled` first makes the deductions by hand (a set whose digits cannot be
// placed goes, a cell keeps what the sets left can place there), and Z3 gets what they leave.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, points } from '../../src/dsl/grid/index.ts';
import type { BoolTerm, IntTerm } from '../../src/dsl/model.ts';
import { type Kakuro, runsOf } from '../../src/kinds/kakuro/format.ts';
import { bit, settle, unsettled } from '../../src/kinds/kakuro/settle.ts';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const combinationsWith = (id: string, idea: string, settled: typeof settle): Encoding<Kakuro, number[][]> => ({
  id,
  idea,
  encode(m, p) {
    const key = ({ row, col }: Point) => `${row},${col}`;
    const runs = runsOf(p);
    const { sets, candidates } = m.deduced(settled, p, runs);
    // A Boolean per cell and digit it may still hold; the digits it may not hold get no term at all.
    const holds = new Map<string, BoolTerm>();
    for (const [at, allowed] of candidates) for (const d of DIGITS) if (allowed & bit(d)) holds.set(`${at}:${d}`, m.bool(`holds${d}[${at}]`));
    const digits = (cell: Point) => DIGITS.flatMap((d) => holds.get(`${key(cell)}:${d}`) ?? []);
    const digit = (cell: Point, d: number) => holds.get(`${key(cell)}:${d}`) ?? m.constant(false);
    m.answer([...holds.values()]);
    const white = points(p).filter(({ row, col }) => !p.black[row][col]);
    m.cells(() =>
      p.black.map((line, row) => line.map((black, col) => (black ? m.number(0) : m.sum(DIGITS.map((d) => m.ite(digit({ row, col }, d), d, 0) as IntTerm))))),
    );

    // Every white cell holds exactly one of the digits its runs' sets allow (none allowed: no solution).
    for (const cell of white) m.require('one allowed digit per cell', m.exactly(digits(cell), 1));

    runs.forEach((run, r) => {
      // A run holds exactly one of the sets that add up to its sum.
      const chosen = sets[r].map((set) => m.bool(`set${set}[${key(run.cells[0])},${run.direction}]`));
      m.require('sums', m.exactly(chosen, 1));
      // Each digit stands in the run once if the chosen set holds it, and not at all otherwise:
      // with as many cells as digits in the set, this is "all different" and the sum at once.
      for (const d of DIGITS) {
        const inSet = chosen.filter((_, i) => sets[r][i] & bit(d));
        const placed = run.cells.flatMap((cell) => holds.get(`${key(cell)}:${d}`) ?? []);
        if (placed.length > 1) m.require('runs', m.atMost(placed, 1));
        if (placed.length > 0 || inSet.length > 0) m.require('sums', m.iff(m.or(...placed), m.or(...inSet)));
      }
    });

    return (values) => p.black.map((line, row) => line.map((black, col) => (black ? 0 : (DIGITS.find((d) => values.bool(digit({ row, col }, d))) ?? 0))));
  },
});

export const combinations = combinationsWith(
  'kakuro/combinations',
  "the sets of different digits that add up to each run's sum, listed up front; one set chosen per run, its digits placed in the run's cells",
  unsettled,
);

// Hints and --explain give their reasons through kakuro/combinations, which states the same rules undeduced.
export const settledCombinations = {
  ...combinationsWith(
    'kakuro/settled',
    "the deductions by hand first (a set whose digits cannot be placed among the cells' candidates goes; a cell keeps what the sets left can place there); then one set chosen per run, its digits placed",
    settle,
  ),
  reasonsBy: 'kakuro/combinations',
};
