// The single-loop primitive (src/dsl/loop.ts): every encoding, with and without nodes the loop must
// pass through, has exactly the single loops that brute force finds, on small graphs of every shape.
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../src/dsl/encoding.ts';
import { type LoopGraph, loopEncodings, singleLoop } from '../src/dsl/loop.ts';
import { onPath } from '../src/solver/native.ts';
import { solve } from '../src/solver/run.ts';
import { gridEdges, randomEdges } from './helpers/graphs.ts';
import { sampled } from './helpers/tier.ts';

const graph = (nodes: number, edges: [number, number][]): LoopGraph => ({ nodes, edges });

function grid(rows: number, cols: number): LoopGraph {
  const edges = gridEdges(rows, cols);
  return { nodes: rows * cols, edges, name: (node) => `(${Math.floor(node / cols) + 1},${(node % cols) + 1})` };
}

const randomGraph = (nodes: number, edges: number, seed: number): LoopGraph => graph(nodes, randomEdges(nodes, edges, seed));

const K4 = graph(4, [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
]);
const twoTriangles = graph(6, [
  [0, 1],
  [1, 2],
  [2, 0],
  [3, 4],
  [4, 5],
  [5, 3],
]);
// A ring of 8 around a ring of 4, joined by four spokes: loops can lie one inside the other.
const rings = graph(12, [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 0],
  [8, 9],
  [9, 10],
  [10, 11],
  [11, 8],
  [1, 8],
  [3, 9],
  [5, 10],
  [7, 11],
]);

/** Shapes, each with the nodes the loop must pass through (none, or some). */
const shapes: [string, LoopGraph, number[]][] = [
  [
    'a path of 4 (no loop at all)',
    graph(4, [
      [0, 1],
      [1, 2],
      [2, 3],
    ]),
    [],
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
    [],
  ],
  ['K4', K4, []],
  ['K4 through 0 and 1', K4, [0, 1]],
  ['two triangles apart', twoTriangles, []],
  ['two triangles apart, through one of each (none)', twoTriangles, [0, 3]],
  ['two rings', rings, []],
  ['two rings, through a node of each', rings, [0, 10]],
  ['a 2x3 grid', grid(2, 3), []],
  ['a 3x3 grid', grid(3, 3), []],
  ['a 3x3 grid through the centre (none)', grid(3, 3), [4]],
  ['a 3x4 grid', grid(3, 4), []],
  ['a 3x4 grid through two cells', grid(3, 4), [1, 10]],
  ['a random graph of 7', randomGraph(7, 12, 5), []],
  ['a random graph of 7 through 2', randomGraph(7, 12, 5), [2]],
];

/**
 * Every single loop, as strings of 0/1 over the edges, by enumerating edge sets: a set is one loop
 * when it is not empty, every node has two of its edges or none, and a walk along the set from
 * one of its nodes reaches all of them.
 */
function bruteForce(g: LoopGraph, through: number[]): string[] {
  const found: string[] = [];
  for (let mask = 1; mask < 1 << g.edges.length; mask++) {
    const chosen = g.edges.filter((_, edge) => (mask >> edge) & 1);
    const degree = Array<number>(g.nodes).fill(0);
    for (const [a, b] of chosen) degree[a]++, degree[b]++;
    if (degree.some((d) => d !== 0 && d !== 2) || through.some((node) => degree[node] === 0)) continue;
    const start = degree.findIndex((d) => d > 0);
    const reached = new Set([start]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [a, b] of chosen) {
        if (reached.has(a) !== reached.has(b)) reached.add(a), reached.add(b), (grew = true);
      }
    }
    if (reached.size === degree.filter((d) => d > 0).length) found.push(g.edges.map((_, edge) => (mask >> edge) & 1).join(''));
  }
  return found.sort();
}

const asEncoding = (g: LoopGraph, encoding: string, through: number[]): Encoding<null, string> => ({
  id: `test/loop-${encoding}`,
  idea: 'the chosen edges form one loop',
  encode(m) {
    const chosen = g.edges.map(([a, b]) => m.bool(`edge[${a}-${b}]`));
    m.answer(chosen);
    singleLoop(m, 'one loop', chosen, g, { encoding, through });
    return (values) => chosen.map((term) => (values.bool(term) ? 1 : 0)).join('');
  },
});

describe('singleLoop', () => {
  it('the brute force counts what is known: 1 loop in a 2x2 grid, 3 in 2x3, 13 in 3x3, 7 in K4', () => {
    expect(bruteForce(grid(2, 2), [])).toHaveLength(1);
    expect(bruteForce(grid(2, 3), [])).toHaveLength(3);
    expect(bruteForce(grid(3, 3), [])).toHaveLength(13);
    expect(bruteForce(K4, [])).toHaveLength(7);
  });

  // Each shape's loops, enumerated once for all the encodings. npm test asks the shapes of at most
  // 12 edges, test:slow the larger grids too (2^17 edge sets to enumerate).
  const known = sampled(shapes, ([, g]) => g.edges.length <= 12).map(([name, g, through]) => ({ name, g, through, loops: bruteForce(g, through) }));
  for (const { id } of loopEncodings.all()) {
    it(`${id}: exactly the single loops, with and without nodes to pass through`, async () => {
      for (const { name, g, through, loops: expected } of known) {
        const report = await solve(asEncoding(g, id, through), null, { strategy: 'qf-fd-pb', limit: expected.length + 1, verify: () => [] });
        expect(report.complete, name).toBe(true);
        expect(report.solutions.map((s) => s.answer).sort(), name).toEqual(expected);
      }
    });
  }

  // clasp takes lazy-cuts' loop whole, as reachability along the loop's lines, and needs no cut.
  it.skipIf(!onPath('clingo'))('lazy-cuts under native-clasp: exactly the single loops, stated whole (no cut)', async () => {
    for (const [name, g, through] of shapes) {
      const expected = bruteForce(g, through);
      if (expected.length > 12) continue;
      const report = await solve(asEncoding(g, 'lazy-cuts', through), null, { strategy: 'native-clasp', limit: expected.length + 1, verify: () => [] });
      expect(report.complete, name).toBe(true);
      expect(report.solutions.map((s) => s.answer).sort(), name).toEqual(expected);
      expect(report.size.lazy?.cuts, name).toBe(0);
    }
  });

  it('lazy-cuts states the degrees up front, not the loop, and counts its cuts', async () => {
    const report = await solve(asEncoding(grid(3, 4), 'lazy-cuts', []), null, { strategy: 'qf-fd-pb', limit: 1000, verify: () => [] });
    expect(Object.keys(report.size.perRule).sort()).toEqual(['one loop: a loop exists', 'one loop: two lines or none']);
    expect(report.size.lazy!.cuts).toBeGreaterThan(0);
    const ranked = await solve(asEncoding(grid(3, 4), 'rank', []), null, { strategy: 'qf-fd-pb', verify: () => [] });
    expect(ranked.size.lazy).toBeUndefined();
    expect(ranked.size.perRule['one loop: ranks rise']).toBeGreaterThan(0);
  });

  it('refuses a graph whose size differs from the chosen edges, and an unknown encoding', async () => {
    const mismatched: Encoding<null, null> = {
      id: 'test/mismatched',
      idea: 'two Booleans over a graph of one edge',
      encode(m) {
        singleLoop(m, 'one loop', [m.bool('a'), m.bool('b')], grid(1, 2), { encoding: 'rank' });
        return () => null;
      },
    };
    await expect(solve(mismatched, null, { verify: () => [] })).rejects.toThrow(/2 edges chosen over a graph of 1/);
    await expect(solve(asEncoding(grid(2, 2), 'flow', []), null, { verify: () => [] })).rejects.toThrow(/unknown loop encoding 'flow'/);
  });
});
