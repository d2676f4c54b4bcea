// Nurikabe by islands: every cell an island of a number may reach (worked out in TypeScript) gets
// a Boolean "this cell is in that number's island"; Z3 chooses them. Both the sea and each island
// are one group by the named connectivity encoding (src/dsl/connectivity.ts: ranks up front, or
// lazy cuts): the sea over the whole grid (connectedCells), each island over the cells it may reach.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connected, connectivityEncodings } from '../../src/dsl/connectivity.ts';
import { cellClue, connectedCells, indexOf, noFullBlock, pairs, pointKey, points, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Nurikabe, type Shading, cluesOf, reach } from '../../src/kinds/nurikabe/format.ts';

export const nurikabeWith = (connectivity: string): Encoding<Nurikabe, Shading> => ({
  id: `nurikabe/${connectivity}`,
  idea: `one Boolean per cell (sea) and per cell an island may reach; island sizes; sea and each island one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const sea = m.boolGrid('sea', p.height, p.width);
    m.answer(sea);
    m.cells(sea);
    const clues = cluesOf(p);
    // in[k].get(cell): the cell belongs to the island of the k-th number.
    const within = clues.map((clue) => reach(p, clue));
    const inIsland = clues.map(
      (clue, k) => new Map(within[k].map((cell) => [pointKey(cell), m.bool(`island ${pointKey(clue.at)}[${cell.row + 1},${cell.col + 1}]`)])),
    );
    const holders: BoolTerm[][] = points(p).map(() => []);
    inIsland.forEach((cells, k) => within[k].forEach((cell) => holders[indexOf(p, cell)].push(cells.get(pointKey(cell)) as BoolTerm)));

    // A cell is an island cell exactly when one number's island holds it; a number's cell is in its own.
    for (const cell of points(p)) {
      const holding = holders[indexOf(p, cell)];
      m.require('islands', m.iff(m.not(sea[cell.row][cell.col]), m.or(...holding)), m.atMost(holding, 1));
    }
    clues.forEach((clue, k) => m.require('islands', inIsland[k].get(pointKey(clue.at)) as BoolTerm));

    // Island cells side by side are in the same island: islands touch only the sea.
    for (const [a, b] of pairs(p)) {
      inIsland.forEach((cells) => {
        for (const [from, to] of [
          [a, b],
          [b, a],
        ]) {
          const here = cells.get(pointKey(from));
          if (here === undefined) continue;
          const there = cells.get(pointKey(to));
          m.require('islands', m.implies(here, there === undefined ? sea[to.row][to.col] : m.or(there, sea[to.row][to.col])));
        }
      });
    }

    // Each island has as many cells as its number, in one group.
    clues.forEach((clue, k) => {
      const cells = within[k].map((cell) => inIsland[k].get(pointKey(cell)) as BoolTerm);
      m.require(cellClue('island sizes', clue.at, clue.size), m.exactly(cells, clue.size));
      const node = new Map(within[k].map((cell, i) => [pointKey(cell), i]));
      const neighbours = within[k].map((cell) =>
        sideNeighbours(cell, p).flatMap((next) => (node.has(pointKey(next)) ? [node.get(pointKey(next)) as number] : [])),
      );
      connected(m, 'islands connected', cells, neighbours, { encoding: connectivity, empty: false, anchor: [0] });
    });

    // The sea has no 2x2 block, and is one group.
    noFullBlock(m, 'no 2x2 sea', p, ({ row, col }) => sea[row][col]);
    connectedCells(m, 'one sea', sea, { encoding: connectivity, empty: true });

    return (values) => sea.map((line) => line.map((cell) => values.bool(cell)));
  },
});
