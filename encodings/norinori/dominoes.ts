// Norinori by choosing dominoes: one Boolean per pair of side neighbours; a cell is shaded when a
// chosen domino covers it, never two do, and nothing beside a domino is shaded.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { pairs, pointKey, points, regionPoints, samePoint, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Norinori, Shading } from '../../src/kinds/norinori/format.ts';

export const dominoes: Encoding<Norinori, Shading> = {
  id: 'norinori/dominoes',
  idea: 'one Boolean per domino (two side neighbours) and per cell: a cell is shaded when exactly one chosen domino covers it, and no shaded cell lies beside a domino',
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    m.cells(shaded);
    const covering = new Map<string, BoolTerm[]>();

    // The shaded cells form dominoes: each shaded cell lies in exactly one chosen domino ...
    for (const [a, b] of pairs(p)) {
      const domino = m.bool(`domino ${pointKey(a)} ${pointKey(b)}`);
      for (const end of [a, b]) covering.set(pointKey(end), [...(covering.get(pointKey(end)) ?? []), domino]);
      // ... and touches no other shaded cell by a side.
      const beside = [a, b].flatMap((end) => sideNeighbours(end, p)).filter((n) => !samePoint(n, a) && !samePoint(n, b));
      m.require('dominoes', ...beside.map(({ row, col }) => m.implies(domino, m.not(shaded[row][col]))));
    }
    for (const point of points(p)) {
      const dominoesHere = covering.get(pointKey(point)) ?? [];
      m.require('dominoes', m.iff(shaded[point.row][point.col], m.or(...dominoesHere)), m.atMost(dominoesHere, 1));
    }

    // Exactly two shaded cells in every region.
    for (const region of regionPoints(p.regions))
      m.require(
        'two per region',
        m.exactly(
          region.map(({ row, col }) => shaded[row][col]),
          2,
        ),
      );

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
};
