// Sudoku as integers: one per cell from 1 to n, and the rulebook's "no number twice" as distinct.
import { distinct } from '../../src/dsl/distinct.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { cols, points, regionPoints, rows } from '../../src/dsl/grid/index.ts';
import type { Sudoku } from '../../src/kinds/sudoku/sudoku.ts';

export const distinctNumbers: Encoding<Sudoku, number[][]> = {
  id: 'sudoku/distinct',
  idea: 'an integer 1..n per cell; rows, columns, regions and cages all different; cage sums as integer sums',
  encode(m, p) {
    const n = p.width;
    const number = m.intGrid('number', n, n, 1, n);
    const of = (cells: readonly { row: number; col: number }[]) => cells.map(({ row, col }) => number[row][col]);
    m.answer(number);
    m.cells(number);

    // No number twice in a row, a column, or a box (or jigsaw region).
    for (const line of rows(p)) m.require('rows', distinct(m, of(line)));
    for (const line of cols(p)) m.require('columns', distinct(m, of(line)));
    for (const region of regionPoints(p.regions)) m.require('regions', distinct(m, of(region)));

    // A given number stays.
    for (const { row, col } of points(p)) {
      const given = p.givens[row][col];
      if (given !== null) m.require('givens', number[row][col].eq(given));
    }

    // A cage holds no number twice, and its numbers add up to its sum.
    for (const cage of p.cages) {
      m.require('cages', distinct(m, of(cage.cells)));
      m.require('cage sums', m.sum(of(cage.cells)).eq(cage.sum));
    }

    return (values) => number.map((line) => line.map((cell) => values.int(cell)));
  },
};
