// Tents as the rulebook says: one Boolean per cell for a tent, and one per tree and open cell
// beside it for "this tree is tied to the tent there", so that trees and tents pair off one to one.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { FORWARD_AROUND, cols, pairs, pointKey, points, rows, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Camp, Tents } from '../../src/kinds/tents/tents.ts';

export const ties: Encoding<Tents, Camp> = {
  id: 'tents/ties',
  idea: 'one Boolean per cell (a tent) and one per tree and open cell beside it (tied): each tree tied once, each tent once, nothing else',
  encode(m, p) {
    const tent = m.boolGrid('tent', p.height, p.width);
    m.answer(tent);
    m.cells(tent);
    const isTree = ({ row, col }: { row: number; col: number }) => p.trees[row][col];

    // A tree is no place for a tent.
    for (const point of points(p).filter(isTree)) m.require('tents on open ground', m.not(tent[point.row][point.col]));

    // Tents never touch, not even diagonally.
    for (const [a, b] of pairs(p, FORWARD_AROUND)) m.require('tents apart', m.not(m.and(tent[a.row][a.col], tent[b.row][b.col])));

    // Each row and column holds as many tents as its count.
    rows(p).forEach((line, row) => p.rows[row] !== null && m.require('row counts', m.exactly(line.map(({ col }) => tent[row][col]), p.rows[row])));
    cols(p).forEach((line, col) => p.columns[col] !== null && m.require('column counts', m.exactly(line.map(({ row }) => tent[row][col]), p.columns[col])));

    // Every tree is tied to exactly one tent beside it (side by side) ...
    const tiedTo = new Map<string, BoolTerm[]>();
    for (const tree of points(p).filter(isTree)) {
      const tied = sideNeighbours(tree, p).filter((n) => !isTree(n)).map((n) => {
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
      m.require('a tree per tent', m.implies(here, m.exactly(tied, 1)), m.implies(m.not(here), m.exactly(tied, 0)));
    }

    return (values) => tent.map((line) => line.map((cell) => values.bool(cell)));
  },
};
