// Galaxies with the choice narrowed in TypeScript first: a galaxy may hold a cell only where its
// image under the half turn is on the grid, neither cell is another dot's, and the cell joins its
// dot through such cells; a cell only one galaxy may hold is that galaxy's, so its image is too,
// and no other galaxy's. Z3 gets a Boolean per cell and galaxy left, the rules, and one group per
// galaxy over the cells it may hold (a cell of it beside its dot's cells or another of its cells).
import { connected, connectivityEncodings } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, IntTerm } from '../../src/dsl/model.ts';
import { indexOf, pointAt, pointName, sideGraph } from '../../src/dsl/grid/index.ts';
import { type Cutting, type Galaxies, dotCells, mirror, reachable } from '../../src/kinds/galaxies/format.ts';

export const reachWith = (connectivity: string): Encoding<Galaxies, Cutting> => ({
  id: `galaxies/reach-${connectivity}`,
  idea: `one Boolean per cell and dot whose galaxy may reach it (worked out in TypeScript), images under the half turn alike, dots' cells given; each galaxy one piece, every cell of it beside another: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const graph = sideGraph(p);
    // galaxy[i].get(cell): the i-th dot's galaxy holds the cell (by index), for the cells it may
    // hold (worked out in TypeScript; the rest are no Boolean at all). A cell only one galaxy may
    // hold is settled: that galaxy's, no decision for Z3.
    const may = reachable(p);
    const settled = graph.map((_, cell) => may.filter((row) => row[cell]).length === 1);
    const decisions: BoolTerm[] = [];
    const decide = (name: string) => {
      const term = m.bool(name);
      decisions.push(term);
      return term;
    };
    const galaxy = may.map(
      (row, i) =>
        new Map(
          graph.flatMap((_, cell) =>
            row[cell] ? [[cell, settled[cell] ? m.constant(true) : decide(`galaxy ${i + 1}[${pointName(pointAt(p, cell))}]`)] as const] : [],
          ),
        ),
    );
    m.answer(decisions);
    // A cell's value is its dot's number (for marks and hints): the galaxy that holds it.
    m.cells(() =>
      Array.from({ length: p.height }, (_, row) =>
        Array.from({ length: p.width }, (_, col) =>
          m.sum(
            galaxy.flatMap((cells, i) => {
              const holds = cells.get(indexOf(p, { row, col }));
              return holds ? [m.ite(holds, i + 1, 0) as IntTerm] : [];
            }),
          ),
        ),
      ),
    );

    // Each cell belongs to exactly one galaxy (a settled one already does).
    for (const cell of graph.keys())
      if (!settled[cell])
        m.require(
          'one galaxy per cell',
          m.exactly(
            galaxy.flatMap((cells) => cells.get(cell) ?? []),
            1,
          ),
        );

    p.dots.forEach((dot, i) => {
      const holds = (cell: number) => galaxy[i].get(cell) ?? m.constant(false);
      // The galaxy turned half a turn about its dot covers itself; the cells the dot touches are its.
      // (A settled cell's image is settled the same way: nothing to say.)
      for (const cell of galaxy[i].keys())
        if (!settled[cell]) m.require('symmetric about the dot', m.implies(holds(cell), holds(indexOf(p, mirror(dot, pointAt(p, cell))))));
      const own = dotCells(dot).map((cell) => indexOf(p, cell));
      for (const cell of own) if (!settled[cell]) m.require('dot in its galaxy', holds(cell));
      // The galaxy is one piece, over the cells it may hold: implied and cheap, a cell of it other
      // than the dot's has a neighbour in it.
      const nodes = [...galaxy[i].keys()];
      const node = new Map(nodes.map((cell, k) => [cell, k]));
      const neighbours = nodes.map((cell) => graph[cell].flatMap((next) => node.get(next) ?? []));
      const chosen = nodes.map(holds);
      nodes.forEach((cell, k) => {
        if (!own.includes(cell)) m.require('one piece', m.implies(chosen[k], m.or(...neighbours[k].map((j) => chosen[j]))));
      });
      connected(m, 'one piece', chosen, neighbours, { encoding: connectivity, empty: false, anchor: own.flatMap((cell) => node.get(cell) ?? []) });
    });

    return (values) =>
      Array.from({ length: p.height }, (_, row) =>
        Array.from({ length: p.width }, (_, col) => {
          const cell = indexOf(p, { row, col });
          return (
            galaxy.findIndex((cells) => {
              const holds = cells.get(cell);
              return holds !== undefined && (settled[cell] || values.bool(holds));
            }) + 1
          );
        }),
      );
  },
});
