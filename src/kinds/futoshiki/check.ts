// The independent Futoshiki checker: the grid's rows and columns and each sign, looked at directly.
import { pointName } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { latinSquareChecks } from '../common/number-rules.ts';
import { changedGivens, latinLines, repeats } from '../common/numbers.ts';
import type { Futoshiki } from './format.ts';

export function futoshikiProblems(p: Futoshiki, grid: PartialGrid<number>): Problem[] {
  const problems: Problem[] = [];
  // A given number stays.
  problems.push(...changedGivens(p.givens, grid));
  // Each number once per row and column.
  problems.push(...repeats(latinLines(p.width), grid));
  // Every sign points at the smaller number.
  for (const { less, more } of p.signs) {
    const [a, b] = [grid[less.row][less.col], grid[more.row][more.col]];
    if (a !== undefined && b !== undefined && !(a < b))
      problems.push({ rule: 'signs', message: `cell ${pointName(less)} should be less than ${pointName(more)}, found ${a} and ${b}`, cells: [less, more] });
  }
  return problems;
}

/** The whole checker (the grid's shape and numbers first), the oracle and the answer's notation. */
export const futoshikiChecks = latinSquareChecks(futoshikiProblems);
