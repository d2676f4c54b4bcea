// The independent Yin-Yang checker: givens kept, no 2x2 block of one colour, each colour one group,
// said in words. On a partly coloured grid it names only what no colouring of the rest can mend.
import { pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { verifyBy } from '../common/checking.ts';
import { apart, fullSquares } from '../common/shading.ts';
import type { Colouring, YinYang } from './format.ts';

const colour = (black: boolean) => (black ? 'black' : 'white');

export function yinYangProblems(p: YinYang, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  // A given circle keeps its colour.
  for (const cell of points(p)) {
    const [given, found] = [p.givens[cell.row][cell.col], grid[cell.row][cell.col]];
    if (given !== null && found !== undefined && found !== given)
      problems.push({ rule: 'givens', message: `${pointName(cell)} is given ${colour(given)} but is ${colour(found)}`, cells: [cell] });
  }
  // No 2x2 block of one colour; each colour one group.
  for (const black of [true, false]) problems.push(...fullSquares(grid, p, black, 'no 2x2 of one colour', colour(black)));
  for (const black of [true, false]) problems.push(...apart(grid, p, black, 'each colour connected', colour(black)));
  return problems;
}

export const checkYinYang: (p: YinYang, grid: Colouring) => string[] = verifyBy(yinYangProblems);
