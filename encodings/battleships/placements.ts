// Battleships by placing ships: one Boolean per place a ship of a fleet length fits; a placed ship
// fills its cells and has water past its ends; every ship cell is covered by exactly one placed
// ship, and each length is placed as often as the fleet has it.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { pointKey, points } from '../../src/dsl/grid/index.ts';
import type { Battleships, Fleet } from '../../src/kinds/battleships/format.ts';
import { fleetCounts, shipCells, shipRuns } from './ends.ts';

export const placements: Encoding<Battleships, Fleet> = {
  id: 'battleships/placements',
  idea: 'one Boolean per ship cell and per place a ship of the fleet fits: placed ships cover the ship cells once each, water past their ends, as many of each length as the fleet has',
  encode(m, p) {
    const { cells, ship } = shipCells(m, p);
    const covering = new Map<string, BoolTerm[]>();

    // The fleet: as many ships of each length as it has, each filling its cells with water past its ends.
    for (const { length, count } of fleetCounts(p)) {
      const placed: BoolTerm[] = [];
      for (const run of shipRuns(p, length)) {
        const here = m.bool(`ship ${length} ${run.side} ${pointKey(run.start)}`);
        placed.push(here);
        m.require('fleet', m.implies(here, m.and(...run.cells.map(ship), ...run.ends.map((point) => m.not(ship(point))))));
        for (const point of run.cells) covering.set(pointKey(point), [...(covering.get(pointKey(point)) ?? []), here]);
      }
      m.require('fleet', m.exactly(placed, count));
    }
    // Every ship cell belongs to exactly one placed ship.
    for (const point of points(p)) {
      const over = covering.get(pointKey(point)) ?? [];
      m.require('fleet', m.iff(ship(point), m.or(...over)), m.atMost(over, 1));
    }

    return (values) => cells.map((line) => line.map((cell) => values.bool(cell)));
  },
};
