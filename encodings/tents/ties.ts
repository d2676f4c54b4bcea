// Tents as the rulebook says: one Boolean per cell for a tent, and one per tree and open cell
// beside it for "this tree is tied to the tent there", so that trees and tents pair off one to one.
// The tent Booleans, tents apart and the counts (tentCells) are hall-cuts.ts's too; how trees and
// tents pair off is each encoding's own.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { FORWARD_AROUND, type Point, cols, pairs, pointKey, points, rows, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Camp, Tents } from '../../src/kinds/tents/format.ts';

export const isTree = (p: Tents, { row, col }: Point) => p.trees[row][col];

/** A tent stands on open ground beside a tree (its own), never in a row or column counted 0. */
export const mayStand = (p: Tents, point: Point) =>
  !isTree(p, point) && p.rows[point.row] !== 0 && p.columns[point.col] !== 0 && sideNeighbours(point, p).some((next) => isTree(p, next));

export function tentCells(m: Model, p: Tents): BoolTerm[][] {
  // Only a cell where a tent may stand is a decision; any other holds none (settled here, not by Z3).
  // (Decided once per cell: the rules below ask it of every cell and pair.)
  const standable = rows(p).map((line) => line.map((point) => mayStand(p, point)));
  const may = ({ row, col }: Point) => standable[row][col];
  const tent = rows(p).map((line) => line.map((point) => (may(point) ? m.bool(`tent[${point.row},${point.col}]`) : m.constant(false))));
  m.answer(points(p).flatMap((point) => (may(point) ? [tent[point.row][point.col]] : [])));
  m.cells(tent);

  // Tents never touch, not even diagonally.
  for (const [a, b] of pairs(p, FORWARD_AROUND)) if (may(a) && may(b)) m.require('tents apart', m.or(m.not(tent[a.row][a.col]), m.not(tent[b.row][b.col])));

  // Each row and column holds as many tents as its count.
  const tents = (line: Point[]) => line.flatMap((point) => (may(point) ? [tent[point.row][point.col]] : []));
  rows(p).forEach((line, row) => p.rows[row] !== null && m.require('row counts', m.exactly(tents(line), p.rows[row])));
  cols(p).forEach((line, col) => p.columns[col] !== null && m.require('column counts', m.exactly(tents(line), p.columns[col])));
  return tent;
}

export const ties: Encoding<Tents, Camp> = {
  id: 'tents/ties',
  idea: 'one Boolean per cell (a tent) and one per tree and open cell beside it (tied): each tree tied once, each tent once, nothing else',
  encode(m, p) {
    const tent = tentCells(m, p);

    // Every tree is tied to exactly one tent beside it (side by side) ...
    const tiedTo = new Map<string, BoolTerm[]>();
    for (const tree of points(p).filter((point) => isTree(p, point))) {
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
    for (const point of points(p).filter((q) => !isTree(p, q))) {
      const tied = tiedTo.get(pointKey(point)) ?? [];
      const here = tent[point.row][point.col];
      if (tied.length === 0) continue;
      m.require('a tree per tent', m.or(m.not(here), ...tied), ...tied.map((tie) => m.implies(tie, here)), m.atMost(tied, 1));
    }

    return (values) => tent.map((line) => line.map((cell) => values.bool(cell)));
  },
};
