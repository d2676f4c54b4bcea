// Kakuro as Booleans: one per white cell and digit; a run's sum is a pseudo-Boolean sum weighted by digit.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { points } from '../../src/dsl/grid/index.ts';
import type { BoolTerm, IntTerm } from '../../src/dsl/model.ts';
import { type Kakuro, runsOf } from '../../src/kinds/kakuro/format.ts';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const oneHot: Encoding<Kakuro, number[][]> = {
  id: 'kakuro/one-hot',
  idea: 'a Boolean per white cell and digit; exactly one per cell, each digit at most once per run, each sum a weighted pseudo-Boolean sum',
  encode(m, p) {
    const holds = new Map<string, BoolTerm[]>();
    for (const { row, col } of points(p))
      if (!p.black[row][col])
        holds.set(
          `${row},${col}`,
          DIGITS.map((d) => m.bool(`holds${d}[${row},${col}]`)),
        );
    const at = ({ row, col }: { row: number; col: number }) => holds.get(`${row},${col}`)!;
    m.answer([...holds.values()].flat());
    m.cells(() => p.black.map((line, row) => line.map((black, col) => (black ? m.number(0) : new Map(at({ row, col }).map((holds, i) => [i + 1, holds]))))));

    // Every white cell holds exactly one digit.
    for (const cell of holds.values()) m.require('one digit per cell', m.exactly(cell, 1));

    for (const run of runsOf(p)) {
      // No digit twice in a run.
      for (const d of DIGITS)
        m.require(
          'runs',
          m.atMost(
            run.cells.map((cell) => at(cell)[d - 1]),
            1,
          ),
        );
      // A run adds up to the sum in the black cell before it.
      if (run.sum !== null)
        m.require(
          'sums',
          m.weightedExactly(
            run.cells.flatMap(at),
            run.cells.flatMap(() => DIGITS),
            run.sum,
          ),
        );
    }

    return (values) => p.black.map((line, row) => line.map((black, col) => (black ? 0 : (DIGITS.find((d) => values.bool(at({ row, col })[d - 1])) ?? 0))));
  },
};
