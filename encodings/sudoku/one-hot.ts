// Sudoku as Booleans: one per cell and number ("cell (r,c) holds d"), each rule a cardinality.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { cols, points, regionPoints, rows } from '../../src/dsl/grid/index.ts';
import type { IntTerm } from '../../src/dsl/model.ts';
import type { Sudoku } from '../../src/kinds/sudoku/sudoku.ts';

export const oneHot: Encoding<Sudoku, number[][]> = {
  id: 'sudoku/one-hot',
  idea: 'a Boolean per cell and number; exactly one number per cell, each number exactly once per row, column and region; cages as weighted sums',
  encode(m, p) {
    const n = p.width;
    const numbers = Array.from({ length: n }, (_, i) => i + 1);
    // holds[d - 1][row][col]: the cell holds the number d.
    const holds = numbers.map((d) => m.boolGrid(`holds${d}`, n, n));
    const at = (d: number, { row, col }: { row: number; col: number }) => holds[d - 1][row][col];
    m.answer(...holds);
    // For hints, a cell's number as a term: the d whose Boolean holds.
    m.cells(rows(p).map((line) => line.map((point) => m.sum(numbers.map((d) => m.ite(at(d, point), d, 0) as IntTerm)))));

    // Every cell holds exactly one number.
    for (const point of points(p))
      m.require(
        'one number per cell',
        m.exactly(
          numbers.map((d) => at(d, point)),
          1,
        ),
      );

    // Each number once in every row, every column and every box (or jigsaw region): n cells, n numbers.
    for (const [rule, groups] of [
      ['rows', rows(p)],
      ['columns', cols(p)],
      ['regions', regionPoints(p.regions)],
    ] as const) {
      for (const cells of groups)
        for (const d of numbers)
          m.require(
            rule,
            m.exactly(
              cells.map((cell) => at(d, cell)),
              1,
            ),
          );
    }

    // A given number stays.
    for (const point of points(p)) {
      const given = p.givens[point.row][point.col];
      if (given !== null) m.require('givens', at(given, point));
    }

    // A cage holds each number at most once, and its numbers add up to its sum.
    for (const cage of p.cages) {
      for (const d of numbers)
        m.require(
          'cages',
          m.atMost(
            cage.cells.map((cell) => at(d, cell)),
            1,
          ),
        );
      const literals = cage.cells.flatMap((cell) => numbers.map((d) => at(d, cell)));
      m.require(
        'cage sums',
        m.weightedExactly(
          literals,
          cage.cells.flatMap(() => numbers),
          cage.sum,
        ),
      );
    }

    return (values) => Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => numbers.find((d) => values.bool(at(d, { row, col }))) ?? 0));
  },
};
