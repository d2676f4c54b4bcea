// LITS by shading cells: four shaded cells in every region, and they must lie in one tetromino of
// the region (each is a conjunction of its cells, never a choice of its own). With four cells
// shaded, the one tetromino that holds them all is the region's; a square has none, so it fails.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Lits, type LitsGrid, type Shape, placements, regionCells } from '../../src/kinds/lits/format.ts';
import { type ShapeAt, letterChoices, letterOf, requireShading } from './rules.ts';

export const cellsWith = (connectivity: string): Encoding<Lits, LitsGrid> => ({
  id: `lits/cells-${connectivity}`,
  idea: `one Boolean per cell, four shaded per region, every shaded cell inside a fully shaded tetromino of its region; one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    const filled: Record<Shape, BoolTerm[]>[][] = shaded.map((line) => line.map(() => ({ L: [], I: [], T: [], S: [] })));

    for (const cells of regionCells(p)) {
      // Four cells are shaded in every region.
      m.require(
        'four per region',
        m.exactly(
          cells.map(({ row, col }) => shaded[row][col]),
          4,
        ),
      );
      // A tetromino of the region is there when all four of its cells are shaded.
      for (const placement of placements(cells)) {
        const whole = m.and(...placement.cells.map(({ row, col }) => shaded[row][col]));
        for (const { row, col } of placement.cells) filled[row][col][placement.shape].push(whole);
      }
    }

    // A shaded cell lies in a shaded tetromino (an L, I, T or S) of its region; it takes that shape.
    const shapeAt: ShapeAt = filled.map((line) =>
      line.map((shapes) => ({ L: m.or(...shapes.L), I: m.or(...shapes.I), T: m.or(...shapes.T), S: m.or(...shapes.S) })),
    );
    shaded.forEach((line, row) =>
      line.forEach((cell, col) => {
        const { L, I, T, S } = shapeAt[row][col];
        m.require('shaded cells in a tetromino', m.implies(cell, m.or(L, I, T, S)));
      }),
    );

    m.cells(() => letterChoices(m, shaded, shapeAt));
    requireShading(m, p, shaded, shapeAt, connectivity);

    return (values) =>
      shapeAt.map((line, row) =>
        line.map((shapes, col) =>
          values.bool(shaded[row][col])
            ? letterOf({ L: values.bool(shapes.L), I: values.bool(shapes.I), T: values.bool(shapes.T), S: values.bool(shapes.S) })
            : '.',
        ),
      );
  },
});
