// Battleships by counting ships where they start: "a ship of length L starts here" is a
// conjunction of cells (its cells ship, water past its ends), no choice of its own; the fleet's
// counts of each length, and its total of ship cells (which leaves no room for other ships).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { inside, points } from '../../src/dsl/grid/index.ts';
import type { Battleships, Fleet } from '../../src/kinds/battleships/format.ts';
import { fleetCounts, runFrom, shipCells } from './rules.ts';

export const ends: Encoding<Battleships, Fleet> = {
  id: 'battleships/ends',
  idea: 'one Boolean per cell; "a ship of length L starts here" as a conjunction of cells, counted per length against the fleet, and the fleet\'s total of ship cells',
  encode(m, p) {
    const { cells, ship } = shipCells(m, p);

    // The fleet: each length starts as many times as the fleet has ships of it ...
    for (const { length, count } of fleetCounts(p)) {
      const starts = points(p).flatMap((start) =>
        (length === 1 ? (['E'] as const) : (['E', 'S'] as const)).flatMap((side) => {
          const run = runFrom(start, side, length);
          return run.cells.every((point) => inside(p, point)) ? [m.and(...run.cells.map(ship), ...run.ends.map((point) => m.not(ship(point))))] : [];
        }),
      );
      m.require('fleet', m.exactly(starts, count));
    }
    // ... and there are no more ship cells than the fleet's.
    m.require(
      'fleet',
      m.exactly(
        points(p).map(ship),
        p.fleet.reduce((sum, length) => sum + length, 0),
      ),
    );

    return (values) => cells.map((line) => line.map((cell) => values.bool(cell)));
  },
};
