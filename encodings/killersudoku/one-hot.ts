// Killer Sudoku as Booleans: one per cell and number ("cell (r,c) holds d"), each rule a cardinality.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { oneHotNumbers, regionLatinSquare } from '../../src/dsl/grid/index.ts';
import type { KillerSudoku } from '../../src/kinds/killersudoku/format.ts';

export const oneHot: Encoding<KillerSudoku, number[][]> = {
  id: 'killersudoku/one-hot',
  idea: 'a Boolean per cell and number; exactly one number per cell, each number exactly once per row, column and region; cages as weighted sums',
  encode(m, p) {
    // A Boolean per cell and number, exactly one per cell; each number once in every row, every
    // column and every box (or jigsaw region): n cells, n numbers; a given number stays.
    const grid = oneHotNumbers(m, p, p.width);
    const { numbers, at } = grid;
    regionLatinSquare(grid, p);

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
