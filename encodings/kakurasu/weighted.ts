// Kakurasu as weighted pseudo-Boolean sums: the rulebook's sums, given to Z3's cardinality solver.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { column, lineClue } from '../../src/dsl/grid/index.ts';
import type { Kakurasu, Shading } from '../../src/kinds/kakurasu/format.ts';

export const weighted: Encoding<Kakurasu, Shading> = {
  id: 'kakurasu/weighted',
  idea: 'one Boolean per cell; each clue is a pseudo-Boolean sum weighted by column or row number',
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    m.cells(shaded);
    const columnNumbers = Array.from({ length: p.width }, (_, col) => col + 1);
    const rowNumbers = Array.from({ length: p.height }, (_, row) => row + 1);

    // A shaded cell counts its column's number in its row's sum, which must equal the row's clue.
    p.rows.forEach((clue, row) => m.require(lineClue('row sums', 'row', row, clue, 'end'), m.weightedExactly(shaded[row], columnNumbers, clue)));

    // A shaded cell counts its row's number in its column's sum, which must equal the column's clue.
    p.columns.forEach((clue, col) => m.require(lineClue('column sums', 'column', col, clue, 'end'), m.weightedExactly(column(shaded, col), rowNumbers, clue)));

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
};
