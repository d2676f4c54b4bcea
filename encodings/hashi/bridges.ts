// Bridges as the rulebook says: for each pair of islands in line with only sea between, a first
// and a second bridge; each island's number counts them; bridges that would cross exclude each
// other; the islands with the bridges between them are one network.
import { connected, connectivityEncodings, edgesAsNodes } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { pointKey, pointName } from '../../src/dsl/grid/index.ts';
import { BRIDGES, type Crossings, type Hashi, crossingsOf, islandsOf, sitesOf } from '../../src/kinds/hashi/format.ts';
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
    m.cells(() =>
      p.islands.map((line, row) =>
        line.map((_, col) => {
          const crossing = over.get(pointKey({ row, col }));
          if (crossing === undefined) return undefined;
          const bridges = crossing.flatMap((site): [string, BoolTerm][] => [
            [BRIDGES[site.side][0], m.and(site.one, m.not(site.two))],
            [BRIDGES[site.side][1], site.two],
          ]);
          return new Map([['.', m.not(m.or(...crossing.map((site) => site.one)))], ...bridges]);
        }),
      ),
    );

    // One or two bridges between a pair: a second only beside a first.
    for (const site of sites) m.require('one or two bridges', m.implies(site.two, site.one));

    // An island has as many bridges as its number. (The sites at each island are gathered in one
    // pass: filtering every site for each island cost a third of a second on the 40x60.)
    const ending = new Map<string, typeof sites>();
    for (const site of sites) for (const end of [site.from, site.to]) ending.set(pointKey(end), [...(ending.get(pointKey(end)) ?? []), site]);
    const islands = islandsOf(p);
    for (const island of islands) {
      const bridges = (ending.get(pointKey(island)) ?? []).flatMap((site) => [site.one, site.two]);
      m.require('island numbers', m.exactly(bridges, p.islands[island.row][island.col]!));
    }

    // Bridges do not cross: an across and a down bridge over the same sea cell exclude each other.
    for (const [across, down] of [...over.values()].filter((two) => two.length === 2)) m.require('no crossing', m.not(m.and(across.one, down.one)));

    // One network: the islands (always there) and the bridged pairs between them, connected.
    const islandAt = new Map(islands.map((island, i) => [pointKey(island), i]));
    const ends = sites.map((site) => [site.from, site.to].map((end) => islandAt.get(pointKey(end))!));
    const nodes = [...islands.map(() => m.constant(true)), ...sites.map((site) => site.one)];
    connected(m, 'one network', nodes, edgesAsNodes(islands.length, ends), { encoding: connectivity, empty: false, anchor: [0] });

    return (values) => {
      const bridges = sites.map((site) => ({ ...site, count: values.bool(site.two) ? 2 : values.bool(site.one) ? 1 : 0 }));
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
