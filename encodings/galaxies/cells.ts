// Galaxies cell by cell: one Boolean per cell and dot whose galaxy it may join (its image under the
// half turn lies on the grid). Each cell joins one galaxy; a galaxy holds the image of each of its
// cells and the cells its dot touches, and is one piece.
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, connectedCells, pointName, points, rows } from '../../src/dsl/grid/index.ts';
import { type Cutting, type Galaxies, dotCells, mayHold, mirror } from '../../src/kinds/galaxies/format.ts';

export const cellsWith = (connectivity: string): Encoding<Galaxies, Cutting> => ({
  id: `galaxies/cells-${connectivity}`,
  idea: `one Boolean per cell and dot it may belong to, images under the half turn alike, dots' cells given; each galaxy one piece: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const galaxy = p.dots.map((dot, i) =>
      rows(p).map((line) => line.map((cell) => (mayHold(p, dot, cell) ? m.bool(`galaxy ${i + 1}[${pointName(cell)}]`) : m.constant(false)))),
    );
    m.answer(galaxy.flat(2));
    // The galaxies a cell may be in, in the order of their dots.
    const choices = ({ row, col }: Point) => galaxy.map((cells) => cells[row][col]);

    // Each cell belongs to exactly one galaxy.
    for (const cell of points(p)) m.require('one galaxy per cell', m.exactly(choices(cell), 1));

    p.dots.forEach((dot, i) => {
      const holds = ({ row, col }: Point) => galaxy[i][row][col];
      // The galaxy turned half a turn about its dot covers itself.
      for (const cell of points(p)) if (mayHold(p, dot, cell)) m.require('symmetric about the dot', m.implies(holds(cell), holds(mirror(dot, cell))));
      // The dot lies in its galaxy: the cells it touches are the galaxy's.
      for (const cell of dotCells(dot)) m.require('dot in its galaxy', holds(cell));
      // The galaxy is one piece.
      connectedCells(m, 'one piece', galaxy[i], { encoding: connectivity, empty: false, anchor: dotCells(dot) });
    });

    return (values) => rows(p).map((line) => line.map((cell) => choices(cell).findIndex((term) => values.bool(term)) + 1));
  },
});
