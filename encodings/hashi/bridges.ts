// Bridges as the rulebook says: for each pair of islands in line with only sea between, a first
// and a second bridge; each island's number counts them; bridges that would cross exclude each
// other; the islands with the bridges between them are one network.
import { connected, connectivityEncodings, edgesAsNodes } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, Values } from '../../src/dsl/model.ts';
import { pointKey, pointName } from '../../src/dsl/grid/index.ts';
import { BRIDGES, type Crossings, type Hashi, crossingsOf, islandsOf, sitesOf } from '../../src/kinds/hashi/format.ts';

/** `settled`: the bridge counts (0, 1, 2) each site may still have after the deductions by hand (src/kinds/hashi/settle.ts), or none. */
export const bridgesWith = (connectivity: string, id = `bridges-${connectivity}`, settled?: (p: Hashi) => number[][]): Encoding<Hashi, Crossings> => ({
  id: `hashi/${id}`,
  idea: `${settled ? 'the deductions by hand first (settled bridges given); ' : ''}two Booleans per pair of islands in line (a first and a second bridge), numbers count them, crossing bridges exclude each other; one network: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    // A site's bridges the deductions settled are constants, even in the answer: Z3 decides only the
    // open ones. A site that may have none or two (not one) has one Boolean for both bridges.
    const counts = settled && m.deduced(settled, p);
    const sites = sitesOf(p).map((site, i) => {
      const [name, may] = [`${pointName(site.from)}-${pointName(site.to)}`, counts?.[i] ?? [0, 1, 2]];
      const one = may.includes(0) && may.length > 1 ? m.bool(`bridge[${name}]`) : m.constant(!may.includes(0));
      return { ...site, may, one, two: may.includes(2) ? (may.includes(1) ? m.bool(`second bridge[${name}]`) : one) : m.constant(false) };
    });
    const open = (site: { may: number[] }) => site.may.length > 1;
    m.answer(sites.filter((site) => open(site) && site.may.includes(0)).map((site) => site.one));
    m.answer(sites.filter((site) => site.may.includes(1) && site.may.includes(2)).map((site) => site.two));

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
    for (const site of sites.filter((site) => site.may.length === 3)) m.require('one or two bridges', m.implies(site.two, site.one));

    // An island has as many bridges as its number. (The sites at each island are gathered in one
    // pass: filtering every site for each island cost a third of a second on the 40x60.)
    const ending = new Map<string, typeof sites>();
    for (const site of sites) for (const end of [site.from, site.to]) ending.set(pointKey(end), [...(ending.get(pointKey(end)) ?? []), site]);
    const islands = islandsOf(p);
    for (const { row, col } of islands) {
      const at = ending.get(pointKey({ row, col })) ?? [];
      const bridges = at.flatMap((site) => [site.one, site.two]);
      if (at.length === 0 || at.some(open)) m.require('island numbers', m.exactly(bridges, p.islands[row][col]!));
    }

    // Bridges do not cross: an across and a down bridge over the same sea cell exclude each other.
    for (const [across, down] of [...over.values()].filter((two) => two.length === 2 && two.every(open)))
      m.require('no crossing', m.not(m.and(across.one, down.one)));

    // One network: the islands (always there) and the bridged pairs between them, connected.
    const islandAt = new Map(islands.map((island, i) => [pointKey(island), i]));
    const ends = sites.map((site) => [site.from, site.to].map((end) => islandAt.get(pointKey(end))!));
    const nodes = [...islands.map(() => m.constant(true)), ...sites.map((site) => site.one)];
    connected(m, 'one network', nodes, edgesAsNodes(islands.length, ends), { encoding: connectivity, empty: false, anchor: [0] });

    // The bridges a model draws: two, one or none on each site.
    const drawn = (values: Values) => sites.map((site) => ({ ...site, count: values.bool(site.two) ? 2 : values.bool(site.one) ? 1 : 0 }));
    return (values) => crossingsOf(p, drawn(values)).grid;
  },
});
