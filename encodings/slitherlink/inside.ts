// Slitherlink on the cells: one Boolean per cell, inside the loop or not. The loop runs where a
// cell and its neighbour differ (off the grid is outside), so a clue counts differing neighbours;
// the loop is one loop when the inside is one piece, the outside (with the border around the grid)
// one piece, and no vertex has inside and outside crosswise around it.
import { connected, connectivityEncodings } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { SIDES, cellClue, connectedCells, inside as onGrid, move, points, sideGraph, squares } from '../../src/dsl/grid/index.ts';
import type { Inside, Slitherlink } from '../../src/kinds/slitherlink/format.ts';

export const insideWith = (connectivity: string): Encoding<Slitherlink, Inside> => ({
  id: `slitherlink/inside-${connectivity}`,
  idea: `one Boolean per cell (inside the loop), clues count differing neighbours; inside and outside each one piece: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const inside = m.boolGrid('inside', p.height, p.width);
    m.answer(inside);
    m.cells(inside);

    // A number says how many sides of its cell the loop runs along: where the neighbour differs.
    for (const cell of points(p)) {
      const clue = p.clues[cell.row][cell.col];
      if (clue === null) continue;
      const here = inside[cell.row][cell.col];
      const sides = SIDES.map((side) => move(cell, side)).map((other) => (onGrid(p, other) ? m.xor(here, inside[other.row][other.col]) : here));
      m.require(cellClue('clue', cell, clue), m.exactly(sides, clue));
    }

    // One loop: the inside is one piece (and not empty) ...
    connectedCells(m, 'one inside', inside, { encoding: connectivity, empty: false });

    // ... the outside is one piece with the border: a node for the world around the grid, next to every border cell ...
    const world = p.width * p.height;
    const graph = sideGraph(p);
    const neighbours = graph.map((list) => (list.length < 4 ? [...list, world] : list));
    neighbours.push(graph.flatMap((list, cell) => (list.length < 4 ? [cell] : [])));
    const outside = [...inside.flat().map((cell) => m.not(cell)), m.constant(true)];
    connected(m, 'one outside', outside, neighbours, { encoding: connectivity, empty: false, anchor: [world] });

    // ... and the loop never touches itself at a vertex.
    for (const [a, b, c, d] of squares(p)) {
      const [ia, ib, ic, id] = [a, b, c, d].map(({ row, col }) => inside[row][col]);
      m.require('loop does not touch itself', m.not(m.and(m.iff(ia, id), m.iff(ib, ic), m.xor(ia, ib))));
    }

    return (values) => inside.map((cells) => cells.map((cell) => values.bool(cell)));
  },
});
