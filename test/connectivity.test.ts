// The connectivity primitive (src/dsl/connectivity.ts): every encoding, with and without the empty
// set, has exactly the connected subsets that brute force finds, on small graphs of every shape.
import { describe, expect, it } from 'vitest';
import { components, connected, connectivityEncodings, type Neighbours } from '../src/dsl/connectivity.ts';
import type { Encoding } from '../src/dsl/encoding.ts';
import { onPath } from '../src/solver/native.ts';
import { solve } from '../src/solver/run.ts';
import { gridEdges, randomEdges } from './helpers/graphs.ts';
import { sampled } from './helpers/tier.ts';

/** Adjacency lists from an edge list. */
function graph(nodes: number, edges: [number, number][]): Neighbours {
  const neighbours: number[][] = Array.from({ length: nodes }, () => []);
  for (const [a, b] of edges) neighbours[a].push(b), neighbours[b].push(a);
  return neighbours;
}

const grid = (rows: number, cols: number): Neighbours => graph(rows * cols, gridEdges(rows, cols));

const randomGraph = (nodes: number, edges: number, seed: number): Neighbours => graph(nodes, randomEdges(nodes, edges, seed));

const shapes: [string, Neighbours][] = [
  ['a single node', graph(1, [])],
  ['two nodes apart', graph(2, [])],
  [
    'a path of 5',
    graph(5, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]),
  ],
  [
    'a cycle of 6',
    graph(6, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 0],
    ]),
  ],
  [
    'a star of 6',
    graph(6, [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
    ]),
  ],
  [
    'two triangles apart',
    graph(6, [
      [0, 1],
      [1, 2],
      [2, 0],
      [3, 4],
      [4, 5],
      [5, 3],
    ]),
  ],
  ['a 3x3 grid', grid(3, 3)],
  ['a 2x4 grid', grid(2, 4)],
  ['a random graph of 8', randomGraph(8, 10, 3)],
  ['a sparse random graph of 8', randomGraph(8, 6, 11)],
];

/** Every connected subset, as strings of 0/1, by enumeration and a breadth-first search each. */
function bruteForce(neighbours: Neighbours, empty: boolean): string[] {
  const n = neighbours.length;
  const found: string[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = (node: number) => ((mask >> node) & 1) === 1;
    const parts = components(neighbours, chosen);
    if (parts.length === 1 || (parts.length === 0 && empty)) found.push(Array.from({ length: n }, (_, node) => (chosen(node) ? 1 : 0)).join(''));
  }
  return found.sort();
}

const asEncoding = (neighbours: Neighbours, encoding: string, empty: boolean): Encoding<null, string> => ({
  id: `test/connected-${encoding}`,
  idea: 'the chosen nodes are connected',
  encode(m) {
    const chosen = neighbours.map((_, node) => m.bool(`chosen[${node}]`));
    m.answer(chosen);
    connected(m, 'connected', chosen, neighbours, { encoding, empty });
    return (values) => chosen.map((term) => (values.bool(term) ? 1 : 0)).join('');
  },
});

describe('connected', () => {
  it('the brute force counts what is known: 1 + n(n+1)/2 subsets of a path, all on a star but those without the hub', () => {
    expect(
      bruteForce(
        graph(5, [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
        ]),
        true,
      ),
    ).toHaveLength(16);
    expect(
      bruteForce(
        graph(6, [
          [0, 1],
          [0, 2],
          [0, 3],
          [0, 4],
          [0, 5],
        ]),
        false,
      ),
    ).toHaveLength(32 + 5);
  });

  // npm test asks the shapes of at most six nodes, test:slow the grids and random graphs too.
  const asked = sampled(shapes, ([, neighbours]) => neighbours.length <= 6);
  for (const { id } of connectivityEncodings.all()) {
    it(`${id}: exactly the connected subsets, with and without the empty set`, async () => {
      for (const [name, neighbours] of asked) {
        for (const empty of [true, false]) {
          const expected = bruteForce(neighbours, empty);
          const report = await solve(asEncoding(neighbours, id, empty), null, { strategy: 'qf-fd-pb', limit: expected.length + 1, verify: () => [] });
          expect(report.complete, `${name}, empty ${empty}`).toBe(true);
          expect(report.solutions.map((s) => s.answer).sort(), `${name}, empty ${empty}`).toEqual(expected);
        }
      }
    });
  }

  // clasp takes lazy-cuts' rule whole, as reachability (Model.lazy's `whole`), and needs no cut.
  it.skipIf(!onPath('clingo'))('lazy-cuts under native-clasp: exactly the connected subsets, stated whole (no cut)', async () => {
    for (const [name, neighbours] of shapes) {
      for (const empty of [true, false]) {
        const expected = bruteForce(neighbours, empty);
        if (expected.length > 12) continue;
        const report = await solve(asEncoding(neighbours, 'lazy-cuts', empty), null, {
          strategy: 'native-clasp',
          limit: expected.length + 1,
          verify: () => [],
        });
        expect(report.complete, `${name}, empty ${empty}`).toBe(true);
        expect(report.solutions.map((s) => s.answer).sort(), `${name}, empty ${empty}`).toEqual(expected);
        expect(report.size.lazy?.cuts, name).toBe(0);
      }
    }
  });

  it('with an anchor that every solution meets, each encoding still has exactly the connected subsets', async () => {
    // The centre and a corner of a 3x3 grid; the test requires one of them chosen, as a puzzle would.
    const anchor = [0, 4];
    const expected = bruteForce(grid(3, 3), false).filter((set) => anchor.some((node) => set[node] === '1'));
    for (const { id } of connectivityEncodings.all()) {
      const anchored: Encoding<null, string> = {
        id: `test/anchored-${id}`,
        idea: 'connected, through the centre or a corner',
        encode(m) {
          const chosen = grid(3, 3).map((_, node) => m.bool(`chosen[${node}]`));
          m.answer(chosen);
          m.require('anchor', m.or(...anchor.map((node) => chosen[node])));
          connected(m, 'connected', chosen, grid(3, 3), { encoding: id, empty: false, anchor });
          return (values) => chosen.map((term) => (values.bool(term) ? 1 : 0)).join('');
        },
      };
      const report = await solve(anchored, null, { strategy: 'qf-fd-pb', limit: expected.length + 1, verify: () => [] });
      expect(report.solutions.map((s) => s.answer).sort(), id).toEqual(expected);
    }
  });

  it('lazy-cuts states nothing up front but the non-empty rule, and counts its cuts', async () => {
    const report = await solve(asEncoding(grid(3, 3), 'lazy-cuts', false), null, { strategy: 'qf-fd-pb', limit: 1000, verify: () => [] });
    expect(report.size.perRule).toEqual({ connected: 1 });
    expect(report.size.lazy!.cuts).toBeGreaterThan(0);
    const ranked = await solve(asEncoding(grid(3, 3), 'rank', false), null, { strategy: 'qf-fd-pb', verify: () => [] });
    expect(ranked.size.lazy).toBeUndefined();
  });

  it('refuses a graph whose size differs from the chosen nodes, and an unknown encoding', async () => {
    const mismatched: Encoding<null, null> = {
      id: 'test/mismatched',
      idea: 'three Booleans over a graph of two nodes',
      encode(m) {
        connected(m, 'connected', [m.bool('a'), m.bool('b'), m.bool('c')], grid(1, 2), { encoding: 'rank', empty: true });
        return () => null;
      },
    };
    await expect(solve(mismatched, null, { verify: () => [] })).rejects.toThrow(/3 nodes chosen over a graph of 2/);
    await expect(solve(asEncoding(grid(1, 2), 'flow', true), null, { verify: () => [] })).rejects.toThrow(/unknown connectivity encoding 'flow'/);
  });
});
