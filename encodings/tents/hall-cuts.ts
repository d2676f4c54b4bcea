// Tents with the pairing stated lazily: up front only that each tent has a tree beside it, each
// tree a tent, and there are as many tents as trees. Each model's tents are paired with the trees
// (augmenting paths); where some trees are left over, the trees they reach by alternating paths
// have fewer tents around them than their number (Hall), and the cut asks for enough tents there.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, pointKey, points, sideNeighbours, largestMatching } from '../../src/dsl/grid/index.ts';
import type { Camp, Tents } from '../../src/kinds/tents/format.ts';
import { isTree, mayStand, tentCells } from './ties.ts';

export const hallCuts: Encoding<Tents, Camp> = {
  id: 'tents/hall-cuts',
  idea: 'one Boolean per cell; a tree beside every tent, a tent beside every tree, as many tents as trees; the one-to-one pairing checked on each model, a set of trees with too few tents around cut (Hall)',
  encode(m, p) {
    const tent = tentCells(m, p);
    const trees = points(p).filter((point) => isTree(p, point));
    const open = (point: Point) => sideNeighbours(point, p).filter((n) => mayStand(p, n));
    const at = ({ row, col }: Point) => tent[row][col];

    // Every tent stands beside a tree (tentCells has no tent elsewhere), every tree has a tent
    // beside it, and they are as many.
    for (const tree of trees) m.require('a tent per tree', m.atLeast(open(tree).map(at), 1));
    m.require(
      'a tent per tree',
      m.exactly(
        points(p)
          .filter((q) => mayStand(p, q))
          .map(at),
        trees.length,
      ),
    );

    // ... and they pair off one to one: any trees with fewer tents around them than their number are cut.
    m.lazy('a tent per tree', (values) => {
      const placed = (point: Point) => values.bool(at(point));
      const { owner, alone } = largestMatching(trees, (tree) => open(tree).filter(placed));
      if (alone.length === 0) return [];
      // The trees an unpaired tree reaches by alternating paths, and every open cell beside them.
      const group = new Map([[pointKey(alone[0]), alone[0]]]);
      for (const tree of group.values()) {
        for (const spot of open(tree).filter(placed)) {
          const next = owner.get(pointKey(spot)) ?? tree;
          group.set(pointKey(next), next);
        }
      }
      const around = new Map([...group.values()].flatMap((tree) => open(tree).map((spot) => [pointKey(spot), spot] as const)));
      return [m.atLeast([...around.values()].map(at), group.size)];
    });

    return (values) => tent.map((line) => line.map((cell) => values.bool(cell)));
  },
};
