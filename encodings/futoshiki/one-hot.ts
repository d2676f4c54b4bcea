// Futoshiki as Booleans: one per cell and number, each rule a cardinality or a clause.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { cols, points, rows } from '../../src/dsl/grid/index.ts';
import type { IntTerm } from '../../src/dsl/model.ts';
import type { Futoshiki } from '../../src/kinds/futoshiki/futoshiki.ts';

export const oneHot: Encoding<Futoshiki, number[][]> = {
  id: 'futoshiki/one-hot',
  idea: 'a Boolean per cell and number; exactly one per cell, each number once per row and column; a sign forbids the pairs that break it',
  encode(m, p) {
    const n = p.width;
    const numbers = Array.from({ length: n }, (_, i) => i + 1);
    // holds[d - 1][row][col]: the cell holds the number d.
    const holds = numbers.map((d) => m.boolGrid(`holds${d}`, n, n));
    const at = (d: number, { row, col }: { row: number; col: number }) => holds[d - 1][row][col];
    m.answer(...holds);
    m.cells(rows(p).map((line) => line.map((point) => m.sum(numbers.map((d) => m.ite(at(d, point), d, 0) as IntTerm)))));

    // Every cell holds exactly one number; each number is once in every row and every column.
    for (const point of points(p))
      m.require(
        'one number per cell',
        m.exactly(
          numbers.map((d) => at(d, point)),
          1,
        ),
      );
    for (const [rule, lines] of [
      ['rows', rows(p)],
      ['columns', cols(p)],
    ] as const) {
      for (const line of lines)
        for (const d of numbers)
          m.require(
            rule,
            m.exactly(
              line.map((cell) => at(d, cell)),
              1,
            ),
          );
    }

    // A given number stays.
    for (const point of points(p)) {
      const given = p.givens[point.row][point.col];
      if (given !== null) m.require('givens', at(given, point));
    }

    // Every sign points at the smaller number: the larger side holding d needs the smaller below
    // d, and the smaller holding d needs the larger above it.
    for (const { less, more } of p.signs) {
      for (const d of numbers) {
        m.require('signs', m.implies(at(d, more), m.or(...numbers.filter((e) => e < d).map((e) => at(e, less)))));
        m.require('signs', m.implies(at(d, less), m.or(...numbers.filter((e) => e > d).map((e) => at(e, more)))));
      }
    }

    return (values) => rows(p).map((line) => line.map((point) => numbers.find((d) => values.bool(at(d, point))) ?? 0));
  },
};
