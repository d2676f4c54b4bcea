// Edge lists for the tests of the graph primitives (test/connectivity.test.ts, test/loop.test.ts):
// a grid's, and a random graph's. Each test turns them into its primitive's own graph type.
import { seededRandom } from '../../src/format/random.ts';

export type Edge = [number, number];

/** The edges of a rows x cols grid, node r * cols + c, each cell joined to its right and lower neighbours. */
export function gridEdges(rows: number, cols: number): Edge[] {
  const edges: Edge[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols) edges.push([r * cols + c, r * cols + c + 1]);
      if (r + 1 < rows) edges.push([r * cols + c, (r + 1) * cols + c]);
    }
  }
  return edges;
}

/** `count` distinct edges between random pairs of distinct nodes, the same for the same seed. */
export function randomEdges(nodes: number, count: number, seed: number): Edge[] {
  const random = seededRandom(seed);
  const list: Edge[] = [];
  while (list.length < count) {
    const [a, b] = [random.between(0, nodes - 1), random.between(0, nodes - 1)];
    if (a !== b && !list.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) list.push([a, b]);
  }
  return list;
}
