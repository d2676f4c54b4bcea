// Kakurasu with integer arithmetic: each cell contributes its number or 0, and the line adds up.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { column, lineClue } from '../../src/dsl/grid/index.ts';
import type { Kakurasu, Shading } from '../../src/kinds/kakurasu/format.ts';

export const intSums: Encoding<Kakurasu, Shading> = {
  id: 'kakurasu/int-sums',
  idea: 'one Boolean per cell; each clue is an integer sum of if-then-else terms (bit-blasted under QF_FD)',
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    m.cells(shaded);

    // A shaded cell counts its column's number in its row's sum, which must equal the row's clue.
    p.rows.forEach((clue, row) => {
      const sum = m.sum(shaded[row].map((cell, col) => m.ite(cell, col + 1, 0)));
      m.require(lineClue('row sums', 'row', row, clue, 'end'), sum.eq(clue));
    });

    // A shaded cell counts its row's number in its column's sum, which must equal the column's clue.
    p.columns.forEach((clue, col) => {
      const sum = m.sum(column(shaded, col).map((cell, row) => m.ite(cell, row + 1, 0)));
      m.require(lineClue('column sums', 'column', col, clue, 'end'), sum.eq(clue));
    });

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
};
