// Sudoku as Booleans: one per cell and number ("cell (r,c) holds d"), each rule a cardinality.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { cols, oneHotNumbers, regionPoints, rows } from '../../src/dsl/grid/index.ts';
import type { Sudoku } from '../../src/kinds/sudoku/format.ts';

export const oneHot: Encoding<Sudoku, number[][]> = {
  id: 'sudoku/one-hot',
  idea: 'a Boolean per cell and number; exactly one number per cell, each number exactly once per row, column and region; cages as weighted sums',
  encode(m, p) {
    // A Boolean per cell and number, exactly one per cell; each number once in every row, every
    // column and every box (or jigsaw region): n cells, n numbers; a given number stays.
    const grid = oneHotNumbers(m, p, p.width);
    const { numbers, at } = grid;
    grid.eachOnce('rows', rows(p));
    grid.eachOnce('columns', cols(p));
    grid.eachOnce('regions', regionPoints(p.regions));
    grid.givens(p.givens);

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

    return grid.read;
  },
};
