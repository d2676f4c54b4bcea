// Sudoku as Booleans: one per cell and number ("cell (r,c) holds d"), each rule a cardinality.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { oneHotNumbers, regionLatinSquare } from '../../src/dsl/grid/index.ts';
import type { Sudoku } from '../../src/kinds/sudoku/format.ts';

export const oneHot: Encoding<Sudoku, number[][]> = {
  id: 'sudoku/one-hot',
  idea: 'a Boolean per cell and number; exactly one number per cell, each number exactly once per row, column and region',
  encode(m, p) {
    // A Boolean per cell and number, exactly one per cell; each number once in every row, every
    // column and every box (or jigsaw region): n cells, n numbers; a given number stays.
    const grid = oneHotNumbers(m, p, p.width);
    regionLatinSquare(grid, p);
    return grid.read;
  },
};
