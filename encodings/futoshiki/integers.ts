// Futoshiki as integers: a number 1..n per cell, rows and columns distinct, each sign a `<`.
import { distinct } from '../../src/dsl/distinct.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { cols, points, rows } from '../../src/dsl/grid/index.ts';
import type { Futoshiki } from '../../src/kinds/futoshiki/futoshiki.ts';

export const integers: Encoding<Futoshiki, number[][]> = {
  id: 'futoshiki/integers',
  idea: 'an integer 1..n per cell; rows and columns all different; each sign an integer comparison',
  encode(m, p) {
    const number = m.intGrid('number', p.height, p.width, 1, p.width);
    const at = ({ row, col }: { row: number; col: number }) => number[row][col];
    m.answer(number);
    m.cells(number);

    // Each number once in every row and every column.
    for (const line of rows(p)) m.require('rows', distinct(m, line.map(at)));
    for (const line of cols(p)) m.require('columns', distinct(m, line.map(at)));

    // A given number stays.
    for (const point of points(p)) {
      const given = p.givens[point.row][point.col];
      if (given !== null) m.require('givens', at(point).eq(given));
    }

    // Every sign points at the smaller number.
    for (const { less, more } of p.signs) m.require('signs', at(less).lt(at(more)));

    return (values) => number.map((line) => line.map((cell) => values.int(cell)));
  },
};
