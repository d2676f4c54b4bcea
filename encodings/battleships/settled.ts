// Battleships by counting ships where they start, as battleships/ends, over what the deductions by
// hand (src/kinds/battleships/settle.ts) leave open. Why: building the conjunction for every place a
// ship could start was half of the formula's cost on the 15x15; a place is left out where the
// settled cells rule it out (water under it, ship just past an end, a given segment that is not
// the one it would have there, a row or column count shorter than the ship), and a settled cell
// is a constant (so ships apart and the given cells fold around it; counts leave it out).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, inside, points } from '../../src/dsl/grid/index.ts';
import type { Battleships, Fleet, Hint } from '../../src/kinds/battleships/format.ts';
import { settle } from '../../src/kinds/battleships/settle.ts';
import { fleetCounts, shipCells, shipRuns } from './ends.ts';

/** The segment a ship of `length` has at its `index`th cell going `side`. */
function segment(length: number, side: 'E' | 'S', index: number): Hint {
  if (length === 1) return 'o';
  if (index === 0) return side === 'E' ? 'w' : 'n';
  return index === length - 1 ? (side === 'E' ? 'e' : 's') : 'm';
}

export const settled: Encoding<Battleships, Fleet> = {
  id: 'battleships/settled',
  idea: 'battleships/ends over the cells the deductions by hand leave open: a ship starts only where the settled cells let it, settled cells are constants there',
  reasonsBy: 'battleships/ends',
  encode(m, p) {
    // A settled cell is a constant, in the answer too: Z3 decides only the open cells.
    const known = m.deduced(settle, p);
    // The counts (and below the fleet's) take the open terms only, less the settled ships: m.exactly
    // folds the constants out (Z3 folding them itself cost the 15x15's encode 56-68 ms of CPU against 40-44).
    const { cells, ship } = shipCells(
      m,
      p,
      m.settledGrid('ship', p.height, p.width, (row, col) => known[row][col]),
    );
    const at = (point: Point) => (inside(p, point) ? known[point.row][point.col] : false);
    // The fleet: each length starts as many times as the fleet has ships of it, where it may ...
    for (const { length, count } of fleetCounts(p)) {
      const starts = shipRuns(p, length)
        .filter(({ start, side, cells: run, ends }) => {
          const lineCount = side === 'E' ? p.rows[start.row] : p.columns[start.col];
          return (
            (lineCount === null || lineCount >= length) &&
            run.every((point, index) => at(point) !== false && [null, segment(length, side, index)].includes(p.hints[point.row][point.col])) &&
            ends.every((point) => at(point) !== true)
          );
        })
        // Settled cells are constants, which the conjunction folds away.
        .map((run) => m.and(...run.cells.map(ship), ...run.ends.map((point) => m.not(ship(point)))));
      // A ship whose every cell is settled has started already.
      m.require('fleet', m.exactly(starts, count));
    }
    // ... and there are no more ship cells than the fleet's.
    const total = p.fleet.reduce((sum, length) => sum + length, 0);
    m.require('fleet', m.exactly(points(p).map(ship), total));

    return (values) => cells.map((line) => line.map((cell) => values.bool(cell)));
  },
};
