// What the Tents encodings share: the tent Booleans (only where a tent may stand), tents apart and
// the counts.
// How trees and tents pair off is each encoding's own.
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { FORWARD_AROUND, type Point, cols, pairs, points, rows, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Tents } from '../../src/kinds/tents/format.ts';

export function tentCells(m: Model, p: Tents): BoolTerm[][] {
  // Only a cell where a tent may stand is a decision; any other holds none (settled here, not by Z3).
  const may = (point: Point) => mayStand(p, point);
  const tent = rows(p).map((line) => line.map((point) => (may(point) ? m.bool(`tent[${point.row},${point.col}]`) : m.constant(false))));
  m.answer(points(p).flatMap((point) => (may(point) ? [tent[point.row][point.col]] : [])));
  m.cells(tent);

  // Tents never touch, not even diagonally.
  for (const [a, b] of pairs(p, FORWARD_AROUND)) if (may(a) && may(b)) m.require('tents apart', m.not(m.and(tent[a.row][a.col], tent[b.row][b.col])));

  // Each row and column holds as many tents as its count.
  const tents = (line: Point[]) => line.flatMap((point) => (may(point) ? [tent[point.row][point.col]] : []));
  rows(p).forEach((line, row) => p.rows[row] !== null && m.require('row counts', m.exactly(tents(line), p.rows[row])));
  cols(p).forEach((line, col) => p.columns[col] !== null && m.require('column counts', m.exactly(tents(line), p.columns[col])));
  return tent;
}

export const isTree = (p: Tents, { row, col }: Point) => p.trees[row][col];

/** A tent stands on open ground beside a tree (its own), never in a row or column counted 0. */
export const mayStand = (p: Tents, point: Point) =>
  !isTree(p, point) && p.rows[point.row] !== 0 && p.columns[point.col] !== 0 && sideNeighbours(point, p).some((next) => isTree(p, next));
