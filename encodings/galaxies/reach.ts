// Galaxies with the choice narrowed in TypeScript first: a galaxy may hold a cell only where its
// image under the half turn is on the grid, neither cell is another dot's, and the cell joins its
// dot through such cells; a cell only one galaxy may hold is that galaxy's, so its image is too,
// and no other galaxy's. Z3 gets a Boolean per cell and galaxy left, the rules, and one group per
// galaxy over the cells it may hold (a cell of it beside its dot's cells or another of its cells).
import { connected, connectivityEncodings } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, IntTerm } from '../../src/dsl/model.ts';
import { indexOf, inside, pointAt, pointName, points, sideGraph } from '../../src/dsl/grid/index.ts';
import { type Cutting, type Galaxies, dotCells, mirror } from '../../src/kinds/galaxies/format.ts';

/**
 * `may[dot][cell]` (cells by index): whether the dot's galaxy may hold the cell, narrowed until
 * nothing changes: the cell and its image are on the grid and no other dot's, and join the dot
 * through such cells; a cell that one galaxy alone may hold is its, and so its image is no other's.
 */
export function reachable(p: Galaxies): boolean[][] {
  const graph = sideGraph(p);
  const all = points(p);
  const owner = new Map(p.dots.flatMap((dot, i) => dotCells(dot).map((cell) => [indexOf(p, cell), i] as const)));
  const free = (i: number, cell: number) => (owner.get(cell) ?? i) === i;
  // image[i][cell]: the cell's image about the i-th dot, by index (-1 off the grid).
  const image = p.dots.map((dot) => all.map((cell) => (inside(p, mirror(dot, cell)) ? indexOf(p, mirror(dot, cell)) : -1)));
  const may = p.dots.map((_, i) => image[i].map((twin, cell) => twin >= 0 && free(i, cell) && free(i, twin)));
  // Both rules only ever take cells away, so they are applied as work arrives (a galaxy that lost a
  // cell is walked again, a cell left with one holder is settled), not in sweeps over every galaxy
  // and cell: the same end, and the 20x36's 140 galaxies took 28 sweeps, 0.35-0.45 s (now ~30 ms).
  const holders = all.map((_, cell) => may.reduce((count, row) => count + (row[cell] ? 1 : 0), 0));
  const walk = new Set(p.dots.keys());
  const settle = all.flatMap((_, cell) => (holders[cell] === 1 ? [cell] : []));
  // Not walked again for what its own walk took away: it still reaches the same cells.
  const drop = (i: number, cell: number, walked = false) => {
    if (!may[i][cell]) return;
    may[i][cell] = false;
    if (!walked) walk.add(i);
    if (--holders[cell] === 1) settle.push(cell);
  };
  while (walk.size > 0 || settle.length > 0) {
    for (const i of walk) {
      walk.delete(i);
      // Only the cells joined to the dot through cells the galaxy may hold, with their images.
      const seen = new Set(dotCells(p.dots[i]).map((cell) => indexOf(p, cell)));
      const queue = [...seen];
      for (let q = 0; q < queue.length; q++)
        for (const next of graph[queue[q]]) if (!seen.has(next) && may[i][next] && may[i][image[i][next]]) seen.add(next), queue.push(next);
      may[i].forEach((held, cell) => {
        if (held && !seen.has(cell)) drop(i, cell, true);
      });
    }
    // A cell one galaxy alone may hold is that galaxy's, and so is its image: no other may hold that.
    for (let cell = settle.pop(); cell !== undefined; cell = settle.pop()) {
      if (holders[cell] !== 1) continue;
      const i = may.findIndex((row) => row[cell]);
      const twin = image[i][cell];
      may.forEach((_, j) => j !== i && drop(j, twin));
    }
  }
  return may;
}

export const reachWith = (connectivity: string): Encoding<Galaxies, Cutting> => ({
  id: `galaxies/reach-${connectivity}`,
  idea: `one Boolean per cell and dot whose galaxy may reach it (worked out in TypeScript), images under the half turn alike, dots' cells given; each galaxy one piece, every cell of it beside another: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const graph = sideGraph(p);
    // galaxy[i].get(cell): the i-th dot's galaxy holds the cell (by index), for the cells it may
    // hold (worked out in TypeScript; the rest are no Boolean at all). A cell only one galaxy may
    // hold is settled: that galaxy's, no decision for Z3.
    const may = m.deduced(reachable, p);
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
