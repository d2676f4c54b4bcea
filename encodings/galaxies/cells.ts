// Galaxies cell by cell: one Boolean per cell and dot whose galaxy it may join (its image under the
// half turn lies on the grid). Each cell joins one galaxy; a galaxy holds the image of each of its
// cells and the cells its dot touches, and is one piece.
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectedCells, pointName, points } from '../../src/dsl/grid/index.ts';
import { type Cutting, type Galaxies, dotCells, mayHold, mirror } from '../../src/kinds/galaxies/format.ts';

export const cellsWith = (connectivity: string): Encoding<Galaxies, Cutting> => ({
  id: `galaxies/cells-${connectivity}`,
  idea: `one Boolean per cell and dot it may belong to, images under the half turn alike, dots' cells given; each galaxy one piece: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const galaxy = p.dots.map((dot, i) =>
      Array.from({ length: p.height }, (_, row) =>
        Array.from({ length: p.width }, (_, col) =>
          mayHold(p, dot, { row, col }) ? m.bool(`galaxy ${i + 1}[${pointName({ row, col })}]`) : m.constant(false),
        ),
      ),
    );
    m.answer(galaxy.flat(2));

    // Each cell belongs to exactly one galaxy.
    for (const { row, col } of points(p))
      m.require(
        'one galaxy per cell',
        m.exactly(
          galaxy.map((cells) => cells[row][col]),
          1,
        ),
      );

    p.dots.forEach((dot, i) => {
      // The galaxy turned half a turn about its dot covers itself.
      for (const cell of points(p)) {
        const image = mirror(dot, cell);
        if (mayHold(p, dot, cell)) m.require('symmetric about the dot', m.implies(galaxy[i][cell.row][cell.col], galaxy[i][image.row][image.col]));
      }
      // The dot lies in its galaxy: the cells it touches are the galaxy's.
      for (const cell of dotCells(dot)) m.require('dot in its galaxy', galaxy[i][cell.row][cell.col]);
      // The galaxy is one piece.
      connectedCells(m, 'one piece', galaxy[i], { encoding: connectivity, empty: false, anchor: dotCells(dot) });
    });

    return (values) =>
      Array.from({ length: p.height }, (_, row) => Array.from({ length: p.width }, (_, col) => galaxy.findIndex((cells) => values.bool(cells[row][col])) + 1));
  },
});
