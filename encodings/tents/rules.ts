// What the Tents encodings share: the tent Booleans, open ground only, tents apart and the counts.
// How trees and tents pair off is each encoding's own.
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { FORWARD_AROUND, type Point, cols, pairs, points, rows } from '../../src/dsl/grid/index.ts';
import type { Tents } from '../../src/kinds/tents/tents.ts';

export function tentCells(m: Model, p: Tents): BoolTerm[][] {
  const tent = m.boolGrid('tent', p.height, p.width);
  m.answer(tent);
  m.cells(tent);

  // A tree is no place for a tent.
  for (const point of points(p).filter((q) => isTree(p, q))) m.require('tents on open ground', m.not(tent[point.row][point.col]));

  // Tents never touch, not even diagonally.
  for (const [a, b] of pairs(p, FORWARD_AROUND)) m.require('tents apart', m.not(m.and(tent[a.row][a.col], tent[b.row][b.col])));

  // Each row and column holds as many tents as its count.
  rows(p).forEach(
    (line, row) =>
      p.rows[row] !== null &&
      m.require(
        'row counts',
        m.exactly(
          line.map(({ col }) => tent[row][col]),
          p.rows[row],
        ),
      ),
  );
  cols(p).forEach(
    (line, col) =>
      p.columns[col] !== null &&
      m.require(
        'column counts',
        m.exactly(
          line.map(({ row }) => tent[row][col]),
          p.columns[col],
        ),
      ),
  );
  return tent;
}

export const isTree = (p: Tents, { row, col }: Point) => p.trees[row][col];
