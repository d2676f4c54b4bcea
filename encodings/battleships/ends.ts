// Battleships by counting ships where they start: "a ship of length L starts here" is a
// conjunction of cells (its cells ship, water past its ends), no choice of its own; the fleet's
// counts of each length, and its total of ship cells (which leaves no room for other ships).
// The ship cells, the given cells, ships apart and the counts (shipCells), and the runs a ship
// may take, are placements.ts's too; how the fleet is stated is each encoding's own.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { type Point, type Side, exactLineCounts, inside, move, pairs, points } from '../../src/dsl/grid/index.ts';
import type { Battleships, Fleet } from '../../src/kinds/battleships/format.ts';

/** The grid of ship Booleans (or the `cells` given, some constant), with every rule but the fleet's required. `ship(point)`: false outside the grid. */
export function shipCells(m: Model, p: Battleships, cells = m.boolGrid('ship', p.height, p.width)): { cells: BoolTerm[][]; ship: (point: Point) => BoolTerm } {
  m.answer(cells);
  m.cells(cells);
  const ship = (point: Point) => (inside(p, point) ? cells[point.row][point.col] : m.constant(false));

  // A given cell is what it says: water, or that segment of a ship, whose neighbours follow from it:
  // water past an end (all round a one-cell ship), ship where an end's ship goes on, and a middle's
  // ship on two opposite sides.
  const past = { x: [], o: ['N', 'S', 'W', 'E'], n: ['N'], s: ['S'], w: ['W'], e: ['E'], m: [] } as const;
  const onward = { x: [], o: [], n: ['S'], s: ['N'], w: ['E'], e: ['W'], m: [] } as const;
  for (const point of points(p)) {
    const hint = p.hints[point.row][point.col];
    const beside = (side: Side) => ship(move(point, side));
    if (hint === null) continue;
    m.require('given cells', hint === 'x' ? m.not(ship(point)) : ship(point), ...past[hint].map((side) => m.not(beside(side))), ...onward[hint].map(beside));
    if (hint === 'm') m.require('given cells', m.or(m.and(beside('N'), beside('S')), m.and(beside('W'), beside('E'))));
  }

  // Ships never touch diagonally (so a group of side-touching ship cells is a straight ship).
  for (const [point, corner] of pairs(p, ['SE', 'SW'])) m.require('ships apart', m.not(m.and(ship(point), ship(corner))));

  // Each row and column holds as many ship cells as its count.
  exactLineCounts(m, p, cells);

  return { cells, ship };
}

/**
 * Every place a ship of `length` fits in the grid, from its `start` going `side` (E or S; a
 * one-cell ship once): its cells, and the cells just past both ends.
 */
export function shipRuns(p: Battleships, length: number): { start: Point; side: 'E' | 'S'; cells: Point[]; ends: Point[] }[] {
  return points(p).flatMap((start) =>
    (length === 1 ? (['E'] as const) : (['E', 'S'] as const)).flatMap((side) => {
      const cells = Array.from({ length }, (_, i) => move(start, side, i));
      // A one-cell ship is closed on all four sides.
      const ends = length === 1 ? (['N', 'S', 'W', 'E'] as const).map((d) => move(start, d)) : [move(start, side, -1), move(start, side, length)];
      return cells.every((point) => inside(p, point)) ? [{ start, side, cells, ends }] : [];
    }),
  );
}

/** How many ships of each length the fleet has. */
export const fleetCounts = (p: Battleships) => [...new Set(p.fleet)].map((length) => ({ length, count: p.fleet.filter((l) => l === length).length }));

export const ends: Encoding<Battleships, Fleet> = {
  id: 'battleships/ends',
  idea: 'one Boolean per cell; "a ship of length L starts here" as a conjunction of cells, counted per length against the fleet, and the fleet\'s total of ship cells',
  encode(m, p) {
    const { cells, ship } = shipCells(m, p);

    // The fleet: each length starts as many times as the fleet has ships of it ...
    for (const { length, count } of fleetCounts(p)) {
      const starts = shipRuns(p, length).map((run) => m.and(...run.cells.map(ship), ...run.ends.map((point) => m.not(ship(point)))));
      m.require('fleet', m.exactly(starts, count));
    }
    // ... and there are no more ship cells than the fleet's.
    const total = p.fleet.reduce((sum, length) => sum + length, 0);
    m.require('fleet', m.exactly(points(p).map(ship), total));

    return (values) => cells.map((line) => line.map((cell) => values.bool(cell)));
  },
};
