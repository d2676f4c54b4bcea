// Tents as the rulebook says: one Boolean per cell for a tent, and one per tree and open cell
// beside it for "this tree is tied to the tent there", so that trees and tents pair off one to one.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Point, pointKey, points, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Camp, Tents } from '../../src/kinds/tents/tents.ts';
import { isTree as treeAt, tentCells } from './rules.ts';

export const ties: Encoding<Tents, Camp> = {
  id: 'tents/ties',
  idea: 'one Boolean per cell (a tent) and one per tree and open cell beside it (tied): each tree tied once, each tent once, nothing else',
  encode(m, p) {
    const tent = tentCells(m, p);
    const isTree = (point: Point) => treeAt(p, point);

    // Every tree is tied to exactly one tent beside it (side by side) ...
    const tiedTo = new Map<string, BoolTerm[]>();
    for (const tree of points(p).filter(isTree)) {
      const tied = sideNeighbours(tree, p)
        .filter((n) => !isTree(n))
        .map((n) => {
          const tie = m.bool(`tie ${pointKey(tree)} ${pointKey(n)}`);
          tiedTo.set(pointKey(n), [...(tiedTo.get(pointKey(n)) ?? []), tie]);
          return tie;
        });
      m.require('a tent per tree', m.exactly(tied, 1));
    }
    // ... and every tent to exactly one tree; open ground to none.
    for (const point of points(p).filter((q) => !isTree(q))) {
      const tied = tiedTo.get(pointKey(point)) ?? [];
      const here = tent[point.row][point.col];
      if (tied.length > 0) m.require('a tree per tent', m.implies(here, m.exactly(tied, 1)), m.implies(m.not(here), m.exactly(tied, 0)));
    }

    return (values) => tent.map((line) => line.map((cell) => values.bool(cell)));
  },
};
