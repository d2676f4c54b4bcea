// Battleships by counting ships where they start, as battleships/ends, over what the deductions by
// hand (src/kinds/battleships/settle.ts) leave open. Why: building the conjunction for every place a
// ship could start was half of the formula's cost on the 15x15; a place is left out where the
// settled cells rule it out (water under it, ship just past an end, a given segment that is not
// the one it would have there, a row or column count shorter than the ship), and a settled cell
// is a constant (so ships apart and the given cells fold around it; counts leave it out).
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Point, column, inside, lineClue, points } from '../../src/dsl/grid/index.ts';
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
    const known = settle(p);
    const grid = known.map((line, row) => line.map((value, col) => (value === undefined ? m.bool(`ship[${row},${col}]`) : m.constant(value))));
    // The counts (and below the fleet's) are stated over the open terms only, less the settled ships:
    // with the constants in, Z3 folds them itself (the 15x15's encode 56-68 -> 40-44 ms of CPU).
    const { cells, ship } = shipCells(m, { ...p, rows: p.rows.map(() => null), columns: p.columns.map(() => null) }, grid);
    const exactlyOpen = (terms: BoolTerm[], count: number) => {
      const open = terms.filter((term) => term !== m.constant(true) && term !== m.constant(false));
      return m.exactly(open, count - terms.filter((term) => term === m.constant(true)).length);
    };
    p.rows.forEach((count, row) => count !== null && m.require(lineClue('row counts', 'row', row, count), exactlyOpen(cells[row], count)));
    p.columns.forEach((count, col) => count !== null && m.require(lineClue('column counts', 'column', col, count), exactlyOpen(column(cells, col), count)));
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
      m.require('fleet', exactlyOpen(starts, count));
    }
    // ... and there are no more ship cells than the fleet's.
    const total = p.fleet.reduce((sum, length) => sum + length, 0);
    m.require('fleet', exactlyOpen(points(p).map(ship), total));

    return (values) => cells.map((line) => line.map((cell) => values.bool(cell)));
  },
};
