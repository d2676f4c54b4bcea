// Norinori by shading cells, as the rulebook says: two shaded cells per region, and every shaded
// cell with exactly one shaded side neighbour.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { points, regionPoints, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Norinori, Shading } from '../../src/kinds/norinori/format.ts';

export const cells: Encoding<Norinori, Shading> = {
  id: 'norinori/cells',
  idea: 'one Boolean per cell: exactly two shaded per region, and a shaded cell has exactly one shaded side neighbour',
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    m.cells(shaded);

    // Exactly two shaded cells in every region.
    for (const region of regionPoints(p.regions))
      m.require(
        'two per region',
        m.exactly(
          region.map(({ row, col }) => shaded[row][col]),
          2,
        ),
      );

    // The shaded cells form dominoes: a shaded cell has a shaded side neighbour (a clause), and
    // never two: its n neighbours and n - 1 for itself weigh at most n (one pseudo-Boolean
    // constraint the SAT core keeps native, where "then exactly one" needed rewriting).
    for (const point of points(p)) {
      const here = shaded[point.row][point.col];
      const around = sideNeighbours(point, p).map(({ row, col }) => shaded[row][col]);
      m.require('dominoes', m.or(m.not(here), ...around));
      // (With fewer than two neighbours there is no second one to forbid.)
      if (around.length >= 2) m.require('dominoes', m.weightedAtMost([...around, here], [...around.map(() => 1), around.length - 1], around.length));
    }

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
};
