// The independent Light Up checker: it follows each bulb's light itself and says which rule a grid
// breaks and where; on a partly marked grid, what the marks already break.
import { indexOf, pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { verifyBy } from '../common/checking.ts';
import { type LightUp, isWhite, sightOf, whiteBeside } from './format.ts';

/** The rules broken whatever the unmarked cells (undefined) turn out to be; on a full grid, every broken rule. */
export function checkLightUpMarks(p: LightUp, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  const bulb = ({ row, col }: { row: number; col: number }) => grid[row][col] === true;
  // The cells a bulb lights or may light: the light followed from every cell that holds a bulb or
  // may (each white cell's own sight, looked at from every cell, took 30 ms on the 100x100).
  const mayBeLit = p.cells.map((line) => line.map(() => false));
  for (const point of points(p)) {
    if (!isWhite(p, point) || grid[point.row][point.col] === false) continue;
    for (const { row, col } of [point, ...sightOf(p, point)]) mayBeLit[row][col] = true;
  }
  for (const point of points(p)) {
    const clue = p.cells[point.row][point.col];
    if (!isWhite(p, point)) {
      // Bulbs go in white cells only.
      if (bulb(point)) problems.push({ rule: 'bulbs in white cells', message: `a bulb on the black cell ${pointName(point)}`, cells: [point] });
      // A numbered black cell has exactly that many bulbs beside it.
      if (typeof clue === 'number') {
        const beside = whiteBeside(p, point);
        const bulbs = beside.filter(bulb);
        const open = beside.filter(({ row, col }) => grid[row][col] === undefined);
        if (bulbs.length > clue || bulbs.length + open.length < clue) {
          problems.push({
            rule: 'numbers',
            message: `the black cell ${pointName(point)} has ${bulbs.length} bulb${bulbs.length === 1 ? '' : 's'} beside it${open.length ? ` and ${open.length} undecided` : ''}, its number is ${clue}`,
            cells: [point, ...bulbs],
          });
        }
      }
      continue;
    }
    // No bulb lights another (each pair named once, from the first in reading order).
    const later = bulb(point) ? sightOf(p, point).filter((other) => bulb(other) && indexOf(p, other) > indexOf(p, point)) : [];
    for (const other of later)
      problems.push({
        rule: 'no bulb lights another',
        message: `the bulbs at ${pointName(point)} and ${pointName(other)} light each other`,
        cells: [point, other],
      });
    // Every white cell is lit: by a bulb on it or in its sight; broken once none of them can be one.
    if (!mayBeLit[point.row][point.col]) problems.push({ rule: 'every cell lit', message: `the white cell ${pointName(point)} is not lit`, cells: [point] });
  }
  return problems;
}

/** The checker: the grid's size, then every broken rule. */
export const checkLightUp = verifyBy(checkLightUpMarks);
