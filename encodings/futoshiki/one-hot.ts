// Futoshiki as Booleans: one per cell and number, each rule a cardinality or a clause.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { latinSquare, oneHotNumbers } from '../../src/dsl/grid/index.ts';
import type { Futoshiki } from '../../src/kinds/futoshiki/format.ts';

export const oneHot: Encoding<Futoshiki, number[][]> = {
  id: 'futoshiki/one-hot',
  idea: 'a Boolean per cell and number; exactly one per cell, each number once per row and column; a sign forbids the pairs that break it',
  encode(m, p) {
    // A Boolean per cell and number, exactly one per cell; each number once in every row and
    // every column; a given number stays.
    const grid = oneHotNumbers(m, p, p.width);
    const { numbers, at } = grid;
    latinSquare(grid, p);

    // Every sign points at the smaller number: the larger side holding d needs the smaller below
    // d, and the smaller holding d needs the larger above it.
    for (const { less, more } of p.signs) {
      for (const d of numbers) {
        m.require('signs', m.implies(at(d, more), m.or(...numbers.filter((e) => e < d).map((e) => at(e, less)))));
        m.require('signs', m.implies(at(d, less), m.or(...numbers.filter((e) => e > d).map((e) => at(e, more)))));
      }
    }

    return grid.read;
  },
};
