// The independent Heyawake checker: room counts, shaded cells apart, unshaded cells one group, and
// no unshaded run across two room borders, said in words. On a partly marked grid it names only
// what no marking of the rest can mend.
import { pointName } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { verifyBy } from '../common/checking.ts';
import { apart, sideBySide } from '../common/shading.ts';
import { type Heyawake, type Shading, roomCells, twoBorderSpans } from './format.ts';

export function heyawakeProblems(p: Heyawake, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  // A room with a number has that many shaded cells.
  roomCells(p).forEach((cells, room) => {
    const count = p.counts[room];
    if (count === null) return;
    const shaded = cells.filter(({ row, col }) => grid[row][col] === true);
    const open = cells.filter(({ row, col }) => grid[row][col] === undefined);
    const name = `the room at ${pointName(cells[0])}`;
    if (shaded.length > count)
      problems.push({ rule: 'room counts', message: `${name} has ${shaded.length} shaded cells, its number is ${count}`, cells: shaded });
    else if (shaded.length + open.length < count) {
      const message =
        open.length === 0
          ? `${name} has ${shaded.length} shaded cells, its number is ${count}`
          : `${name} can have at most ${shaded.length + open.length} shaded cells, its number is ${count}`;
      problems.push({ rule: 'room counts', message, cells });
    }
  });
  problems.push(...sideBySide(grid, p, true, 'shaded apart', 'shaded'));
  problems.push(...apart(grid, p, false, 'unshaded connected', 'unshaded'));
  // No unshaded run crosses two room borders.
  for (const span of twoBorderSpans(p)) {
    if (span.every(({ row, col }) => grid[row][col] === false)) {
      problems.push({
        rule: 'runs across rooms',
        message: `the unshaded run from ${pointName(span[0])} to ${pointName(span[span.length - 1])} crosses two room borders`,
        cells: span,
      });
    }
  }
  return problems;
}

export const checkHeyawake: (p: Heyawake, grid: Shading) => string[] = verifyBy(heyawakeProblems);
