// Kakuro as integers: a digit 1..9 per white cell; each run all different and adding up to its sum.
import { distinct } from '../../src/dsl/distinct.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { points } from '../../src/dsl/grid/index.ts';
import type { IntTerm } from '../../src/dsl/model.ts';
import { type Kakuro, runsOf } from '../../src/kinds/kakuro/format.ts';

export const integers: Encoding<Kakuro, number[][]> = {
  id: 'kakuro/integers',
  idea: 'an integer 1..9 per white cell; each run all different, its integer sum equal to its clue',
  encode(m, p) {
    const digit = new Map(
      points(p)
        .filter(({ row, col }) => !p.black[row][col])
        .map(({ row, col }) => [`${row},${col}`, m.int(`digit[${row},${col}]`, 1, 9)]),
    );
    const at = ({ row, col }: { row: number; col: number }) => digit.get(`${row},${col}`)!;
    m.answer([...digit.values()]);
    // Black cells read as 0.
    m.cells(p.black.map((line, row) => line.map((black, col) => (black ? m.number(0) : at({ row, col })))));

    for (const run of runsOf(p)) {
      // No digit twice in a run.
      m.require('runs', distinct(m, run.cells.map(at)));
      // A run adds up to the sum in the black cell before it.
      if (run.sum !== null) m.require('sums', m.sum(run.cells.map(at) as IntTerm[]).eq(run.sum));
    }

    return (values) => p.black.map((line, row) => line.map((black, col) => (black ? 0 : values.int(at({ row, col })))));
  },
};
