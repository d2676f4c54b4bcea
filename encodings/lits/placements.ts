// LITS by choosing placements: every tetromino that fits in a region is worked out in TypeScript,
// and Z3 chooses one per region. A cell is shaded, with a shape, exactly when the chosen tetromino
// of its region covers it.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import type { Point } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Lits, type LitsGrid, SHAPES, type Shape, placements, regionCells } from '../../src/kinds/lits/format.ts';
import { possiblePlacements } from './pruning.ts';
import { type ShapeAt, letterChoices, letterOf, requireShading } from './rules.ts';

export const placementsWith = (connectivity: string, pruned = false): Encoding<Lits, LitsGrid> => ({
  id: `lits/placements-${pruned ? 'pruned-' : ''}${connectivity}`,
  idea: `one Boolean per tetromino that fits in a region${pruned ? ' and goes with some placement of each neighbouring region, tried alone in its region (./pruning.ts)' : ''}, exactly one chosen per region; one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const covering: Record<Shape, BoolTerm[]>[][] = p.regions.map((line) => line.map(() => ({ L: [], I: [], T: [], S: [] })));

    // One tetromino (an L, I, T or S) is shaded in every region.
    // Pruned, the placements no solution can choose are left out, and a region left with one has it.
    const offered = pruned ? m.deduced(possiblePlacements, p) : regionCells(p).map((cells) => placements(cells));
    offered.forEach((options, region) => {
      const chosen = options.map((placement) => {
        const where = placement.cells.map(({ row, col }) => `(${row + 1},${col + 1})`).join('');
        const choice = options.length === 1 ? m.constant(true) : m.bool(`tetromino[region ${region + 1}]=${placement.shape}${where}`);
        for (const { row, col } of placement.cells) covering[row][col][placement.shape].push(choice);
        return choice;
      });
      m.require('one tetromino per region', m.exactly(chosen, 1));
    });

    // A cell is shaded exactly when its region's tetromino covers it, and has that tetromino's shape.
    // A cell that every placement left covers, or none, is a constant (pruned, most cells are).
    const shapeAt: ShapeAt = covering.map((line) =>
      line.map((shapes) => ({ L: m.or(...shapes.L), I: m.or(...shapes.I), T: m.or(...shapes.T), S: m.or(...shapes.S) })),
    );
    const shaded = shapeAt.map((line, row) =>
      line.map((shapes, col) => {
        const covered = m.or(...SHAPES.map((shape) => shapes[shape]));
        if (covered === m.constant(true) || covered === m.constant(false)) return covered;
        const cell = m.bool(`shaded[${row},${col}]`);
        m.require('shaded where covered', m.iff(cell, covered));
        return cell;
      }),
    );
    m.answer(shaded.flat().filter((cell) => cell !== m.constant(true) && cell !== m.constant(false)));

    m.cells(() => letterChoices(m, shaded, shapeAt));
    // Pruned, nothing is said of the cells and shapes that no placement offered can shade.
    const can = ({ row, col }: Point, shape?: Shape) => (shape ? covering[row][col][shape] : SHAPES.flatMap((letter) => covering[row][col][letter])).length > 0;
    requireShading(m, p, shaded, shapeAt, connectivity, pruned ? can : undefined);

    return (values) =>
      shapeAt.map((line) =>
        line.map((shapes) => letterOf({ L: values.bool(shapes.L), I: values.bool(shapes.I), T: values.bool(shapes.T), S: values.bool(shapes.S) })),
      );
  },
});
