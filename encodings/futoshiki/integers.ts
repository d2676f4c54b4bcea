// Futoshiki as integers: a number 1..n per cell, rows and columns distinct, each sign a `<`.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { integerNumbers, latinSquare } from '../../src/dsl/grid/index.ts';
import type { Futoshiki } from '../../src/kinds/futoshiki/format.ts';

export const integers: Encoding<Futoshiki, number[][]> = {
  id: 'futoshiki/integers',
  idea: 'an integer 1..n per cell; rows and columns all different; each sign an integer comparison',
  encode(m, p) {
    // An integer 1..n per cell; each number once in every row and every column; a given number stays.
    const grid = integerNumbers(m, p, p.width);
    latinSquare(grid, p);

    // Every sign points at the smaller number.
    for (const { less, more } of p.signs) m.require('signs', grid.at(less).lt(grid.at(more)));

    return grid.read;
  },
};
