// What the Battleships encodings share: the ship cells, the given cells, ships apart and the counts.
// How the fleet is stated is each encoding's own.
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { type Point, cols, inside, lineClue, move, points, rows } from '../../src/dsl/grid/index.ts';
import type { Battleships } from '../../src/kinds/battleships/format.ts';

/** The grid of ship Booleans, with every rule but the fleet's required. `ship(point)`: false outside the grid. */
export function shipCells(m: Model, p: Battleships): { cells: BoolTerm[][]; ship: (point: Point) => BoolTerm } {
  const cells = m.boolGrid('ship', p.height, p.width);
  m.answer(cells);
  m.cells(cells);
  const ship = (point: Point) => (inside(p, point) ? cells[point.row][point.col] : m.constant(false));
  const water = (point: Point) => m.not(ship(point));

  // A given cell is what it says: water, or that segment of a ship, whose neighbours follow from it.
  const given = { x: [], o: ['N', 'S', 'W', 'E'], n: ['N'], s: ['S'], w: ['W'], e: ['E'], m: [] } as const;
  const continues = { n: 'S', s: 'N', w: 'E', e: 'W' } as const;
  for (const point of points(p)) {
    const hint = p.hints[point.row][point.col];
    if (hint === null) continue;
    m.require('given cells', hint === 'x' ? water(point) : ship(point), ...given[hint].map((side) => water(move(point, side))));
    if (hint === 'n' || hint === 's' || hint === 'w' || hint === 'e') m.require('given cells', ship(move(point, continues[hint])));
    if (hint === 'm')
      m.require('given cells', m.or(m.and(ship(move(point, 'N')), ship(move(point, 'S'))), m.and(ship(move(point, 'W')), ship(move(point, 'E')))));
  }

  // Ships never touch diagonally (so a group of side-touching ship cells is a straight ship).
  for (const point of points(p)) {
    for (const corner of [move(point, 'SE'), move(point, 'SW')].filter((q) => inside(p, q))) m.require('ships apart', m.not(m.and(ship(point), ship(corner))));
  }

  // Each row and column holds as many ship cells as its count.
  rows(p).forEach((line, row) => p.rows[row] !== null && m.require(lineClue('row counts', 'row', row, p.rows[row]), m.exactly(line.map(ship), p.rows[row])));
  cols(p).forEach(
    (line, col) => p.columns[col] !== null && m.require(lineClue('column counts', 'column', col, p.columns[col]), m.exactly(line.map(ship), p.columns[col])),
  );

  return { cells, ship };
}

/** The ship's cells from `start` going `side` (E or S), and the cells just past both ends. */
export function runFrom(start: Point, side: 'E' | 'S', length: number): { cells: Point[]; ends: Point[] } {
  const back = side === 'E' ? 'W' : 'N';
  const cells = Array.from({ length }, (_, i) => move(start, side, i));
  // A one-cell ship is closed on all four sides.
  const ends = length === 1 ? (['N', 'S', 'W', 'E'] as const).map((d) => move(start, d)) : [move(start, back), move(start, side, length)];
  return { cells, ends };
}

/** How many ships of each length the fleet has. */
export const fleetCounts = (p: Battleships) => [...new Set(p.fleet)].map((length) => ({ length, count: p.fleet.filter((l) => l === length).length }));
