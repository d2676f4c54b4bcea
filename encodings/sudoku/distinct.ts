// Sudoku as integers: one per cell from 1 to n, and the rulebook's "no number twice" as distinct.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { integerNumbers, regionLatinSquare } from '../../src/dsl/grid/index.ts';
import type { Sudoku } from '../../src/kinds/sudoku/format.ts';

export const distinctNumbers: Encoding<Sudoku, number[][]> = {
  id: 'sudoku/distinct',
  idea: 'an integer 1..n per cell; rows, columns and regions all different',
  encode(m, p) {
    // An integer 1..n per cell; no number twice in a row, a column, or a box (or jigsaw region);
    // a given number stays.
    const number = integerNumbers(m, p, p.width);
    regionLatinSquare(number, p);
    return number.read;
  },
};
