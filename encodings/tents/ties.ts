// Tents as the rulebook says: one Boolean per cell for a tent, and one per tree and open cell
// beside it for "this tree is tied to the tent there", so that trees and tents pair off one to one.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Point, pointKey, points, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Camp, Tents } from '../../src/kinds/tents/format.ts';
import { mayStand, isTree as treeAt, tentCells } from './rules.ts';

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
        .filter((n) => mayStand(p, n))
        .map((n) => {
          const tie = m.bool(`tie ${pointKey(tree)} ${pointKey(n)}`);
          tiedTo.set(pointKey(n), [...(tiedTo.get(pointKey(n)) ?? []), tie]);
          return tie;
        });
      m.require('a tent per tree', m.exactly(tied, 1));
    }
    // ... and every tent to exactly one tree; open ground to none: a tent is tied (a clause), a tie
    // makes a tent (clauses), and no two trees tie to one cell (a cardinality the SAT core keeps as
    // it is, where "tent implies exactly one" had to be rewritten).
    for (const point of points(p).filter((q) => !isTree(q))) {
      const tied = tiedTo.get(pointKey(point)) ?? [];
      const here = tent[point.row][point.col];
      if (tied.length === 0) continue;
      m.require('a tree per tent', m.or(m.not(here), ...tied), ...tied.map((tie) => m.implies(tie, here)), m.atMost(tied, 1));
    }

    return (values) => tent.map((line) => line.map((cell) => values.bool(cell)));
  },
};
