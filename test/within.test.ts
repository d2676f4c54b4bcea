// Connectivity of a small group from its first chosen node (src/dsl/within.ts, connectedFromFirst,
// which states a Nurikabe's small sea): with at most `size` nodes chosen, exactly the connected
// subsets that brute force finds, the ones as long as `size` end to end (a path) among them.
import { describe, expect, it } from 'vitest';
import { components, type Neighbours } from '../src/dsl/connectivity.ts';
import type { Encoding } from '../src/dsl/encoding.ts';
import { connectedFromFirst } from '../src/dsl/within.ts';
import { solve } from '../src/solver/run.ts';
import { gridEdges } from './helpers/graphs.ts';

function graph(nodes: number, edges: [number, number][]): Neighbours {
  const neighbours: number[][] = Array.from({ length: nodes }, () => []);
  for (const [a, b] of edges) neighbours[a].push(b), neighbours[b].push(a);
  return neighbours;
}

const path = (nodes: number) =>
  graph(
    nodes,
    Array.from({ length: nodes - 1 }, (_, i): [number, number] => [i, i + 1]),
  );

/** The empty set and every connected subset of at most `size` nodes, as strings of 0/1. */
function bruteForce(neighbours: Neighbours, size: number): string[] {
  const n = neighbours.length;
  const found: string[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = (node: number) => ((mask >> node) & 1) === 1;
    const count = neighbours.filter((_, node) => chosen(node)).length;
    if (count <= size && components(neighbours, chosen).length <= 1) found.push(Array.from({ length: n }, (_, node) => (chosen(node) ? 1 : 0)).join(''));
  }
  return found.sort();
}

const asEncoding = (neighbours: Neighbours, size: number): Encoding<null, string> => ({
  id: 'test/connected-from-first',
  idea: 'at most size chosen nodes, joined to the first chosen one',
  encode(m) {
    const chosen = neighbours.map((_, node) => m.bool(`chosen[${node}]`));
    m.answer(chosen);
    m.require('size', m.atMost(chosen, size));
    connectedFromFirst(m, 'connected', chosen, neighbours, size);
    return (values) => chosen.map((term) => (values.bool(term) ? 1 : 0)).join('');
  },
});

describe('connectedFromFirst', () => {
  const shapes: [string, Neighbours, number][] = [
    ['a path of 5, size 5 (the whole path: its ends size-1 apart)', path(5), 5],
    ['a path of 6, size 4', path(6), 4],
    ['a 2x3 grid, size 4', graph(6, gridEdges(2, 3)), 4],
    ['a 3x3 grid, size 5', graph(9, gridEdges(3, 3)), 5],
    ['two nodes apart, size 2', graph(2, []), 2],
    ['a path of 3, size 1', path(3), 1],
  ];
  it('has exactly the connected subsets of at most size nodes', async () => {
    for (const [name, neighbours, size] of shapes) {
      const expected = bruteForce(neighbours, size);
      const report = await solve(asEncoding(neighbours, size), null, { strategy: 'qf-fd-pb', limit: expected.length + 1, verify: () => [] });
      expect(report.complete, name).toBe(true);
      expect(report.solutions.map((s) => s.answer).sort(), name).toEqual(expected);
    }
  });
});
