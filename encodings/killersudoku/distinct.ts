// Killer Sudoku as integers: one per cell from 1 to n, and the rulebook's "no number twice" as distinct.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { integerNumbers, regionLatinSquare } from '../../src/dsl/grid/index.ts';
import type { KillerSudoku } from '../../src/kinds/killersudoku/format.ts';

export const distinctNumbers: Encoding<KillerSudoku, number[][]> = {
  id: 'killersudoku/distinct',
  idea: 'an integer 1..n per cell; rows, columns, regions and cages all different; cage sums as integer sums',
  encode(m, p) {
    // An integer 1..n per cell; no number twice in a row, a column, or a box (or jigsaw region);
    // a given number stays.
    const number = integerNumbers(m, p, p.width);
    regionLatinSquare(number, p);

    // A cage holds no number twice, and its numbers add up to its sum.
    number.eachOnce(
      'cages',
      p.cages.map((cage) => cage.cells),
    );
    for (const cage of p.cages) m.require('cage sums', m.sum(cage.cells.map(number.at)).eq(cage.sum));

    return number.read;
  },
};
