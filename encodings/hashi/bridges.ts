// Bridges as the rulebook says: for each pair of islands in line with only sea between, a first
// and a second bridge; each island's number counts them; bridges that would cross exclude each
// other; the islands with the bridges between them are one network.
import { connected, connectivityEncodings, edgesAsNodes } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { CellTerm } from '../../src/dsl/model.ts';
import { type Point, pointKey, pointName, points, samePoint } from '../../src/dsl/grid/index.ts';
import { type Crossings, type Hashi, ACROSS, DOWN, crossingsOf, isIsland, sitesOf } from '../../src/kinds/hashi/format.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const bridgesWith = (connectivity: string): Encoding<Hashi, Crossings> => ({
  id: `hashi/bridges-${connectivity}`,
  idea: `two Booleans per pair of islands in line (a first and a second bridge), numbers count them, crossing bridges exclude each other; one network: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const sites = sitesOf(p).map((site) => {
      const name = `${pointName(site.from)}-${pointName(site.to)}`;
      return { ...site, one: m.bool(`bridge[${name}]`), two: m.bool(`second bridge[${name}]`) };
    });
    m.answer(
      sites.map((site) => site.one),
      sites.map((site) => site.two),
    );

    // The sites over each sea cell: one, or two that cross there (one across, one down).
    const over = new Map<string, typeof sites>();
    for (const site of sites) for (const cell of site.between) over.set(pointKey(cell), [...(over.get(pointKey(cell)) ?? []), site]);

    // A sea cell's bridge as the player draws it, for hints: none, or one or two across or down;
    // islands and cells no bridge can cross are not named.
    m.cells(() => {
      const named: CellTerm[][] = p.islands.map((line) => line.map(() => undefined));
      for (const cell of points(p)) {
        const crossing = over.get(pointKey(cell));
        if (crossing === undefined) continue;
        const choice = new Map([['.', m.not(m.or(...crossing.map((site) => site.one)))]]);
        for (const site of crossing) {
          const [one, two] = site.side === 'E' ? [ACROSS[1], ACROSS[2]] : [DOWN[1], DOWN[2]];
          choice.set(one, m.and(site.one, m.not(site.two)));
          choice.set(two, site.two);
        }
        named[cell.row][cell.col] = choice;
      }
      return named;
    });

    // One or two bridges between a pair: a second only beside a first.
    for (const site of sites) m.require('one or two bridges', m.implies(site.two, site.one));

    // An island has as many bridges as its number.
    for (const island of points(p)) {
      const number = p.islands[island.row][island.col];
      if (number === null) continue;
      const ending = sites.filter((site) => samePoint(site.from, island) || samePoint(site.to, island));
      const bridges = ending.flatMap((site) => [site.one, site.two]);
      m.require('island numbers', m.exactly(bridges, number));
    }

    // Bridges do not cross: an across and a down bridge over the same sea cell exclude each other.
    for (const [across, down] of [...over.values()].filter((two) => two.length === 2)) m.require('no crossing', m.not(m.and(across.one, down.one)));

    // One network: the islands (always there) and the bridged pairs between them, connected.
    const islands = points(p).filter((cell) => isIsland(p, cell));
    const node = new Map(islands.map((cell, i) => [pointKey(cell), i]));
    const islandAt = (end: Point) => {
      const island = node.get(pointKey(end));
      // A site joins two islands.
      if (island === undefined) throw new Error(`internal error: a bridge site ends at ${pointKey(end)}, no island`);
      return island;
    };
    const ends = sites.map((site) => [islandAt(site.from), islandAt(site.to)]);
    connected(m, 'one network', [...islands.map(() => m.constant(true)), ...sites.map((site) => site.one)], edgesAsNodes(islands.length, ends), {
      encoding: connectivity,
      empty: false,
      anchor: [0],
    });

    return (values) => {
      const count = (site: (typeof sites)[number]) => (values.bool(site.two) ? 2 : values.bool(site.one) ? 1 : 0);
      const bridges = sites.map((site) => ({ ...site, count: count(site) })).filter((site) => site.count > 0);
      return crossingsOf(p, bridges).grid;
    };
  },
});

// The Bridges encodings: the bridges with each way of stating "one network" (src/dsl/connectivity.ts).
// The default is the fastest on solve plus proof of uniqueness, under Z3's SAT core: the 40x60
// (janko) took 1.4 s of CPU under qf-fd-pb, 0.65 s so (bench/phases.ts), and every bundled
// puzzle from 12x12 up was faster (compare).
export const hashiEncodings = new Registry<Encoding<Hashi, Crossings>>('encoding', [bridgesWith('lazy-cuts'), bridgesWith('rank')]);

export const hashiSolving: GridSolving<Hashi, string> = {
  encodings: hashiEncodings,
  defaultEncoding: 'hashi/bridges-lazy-cuts',
  defaultStrategy: 'sat-core',
};
