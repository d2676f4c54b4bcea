// LITS by choosing placements: every tetromino that fits in a region is worked out in TypeScript,
// and Z3 chooses one per region. A cell is shaded, with a shape, exactly when the chosen tetromino
// of its region covers it.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Lits, type LitsGrid, SHAPES, type Shape, placements, regionCells } from '../../src/kinds/lits/lits.ts';
import { type ShapeAt, letterChoices, letterOf, requireShading } from './rules.ts';

export const placementsWith = (connectivity: string): Encoding<Lits, LitsGrid> => ({
  id: `lits/placements-${connectivity}`,
  idea: `one Boolean per tetromino that fits in a region, exactly one chosen per region; one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    const covering: Record<Shape, BoolTerm[]>[][] = shaded.map((line) => line.map(() => ({ L: [], I: [], T: [], S: [] })));

    // One tetromino (an L, I, T or S) is shaded in every region.
    regionCells(p).forEach((cells, region) => {
      const chosen = placements(cells).map((placement) => {
        const where = placement.cells.map(({ row, col }) => `(${row + 1},${col + 1})`).join('');
        const choice = m.bool(`tetromino[region ${region + 1}]=${placement.shape}${where}`);
        for (const { row, col } of placement.cells) covering[row][col][placement.shape].push(choice);
        return choice;
      });
      m.require('one tetromino per region', m.exactly(chosen, 1));
    });

    // A cell is shaded exactly when its region's tetromino covers it, and has that tetromino's shape.
    const shapeAt: ShapeAt = covering.map((line) =>
      line.map((shapes) => ({ L: m.or(...shapes.L), I: m.or(...shapes.I), T: m.or(...shapes.T), S: m.or(...shapes.S) })),
    );
    shaded.forEach((line, row) =>
      line.forEach((cell, col) => m.require('shaded where covered', m.iff(cell, m.or(...SHAPES.map((shape) => shapeAt[row][col][shape]))))),
    );

    m.cells(() => letterChoices(m, shaded, shapeAt));
    requireShading(m, p, shaded, shapeAt, connectivity);

    return (values) =>
      shapeAt.map((line) =>
        line.map((shapes) => letterOf({ L: values.bool(shapes.L), I: values.bool(shapes.I), T: values.bool(shapes.T), S: values.bool(shapes.S) })),
      );
  },
});
