// The independent Kakuro checker: digits in the white cells only, and each run's digits and sum,
// looked at directly.
import { pointName, points } from '../../dsl/grid/index.ts';
import type { Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { checkNumbers, filledSum } from '../common/number-rules.ts';
import { repeats } from '../common/numbers.ts';
import { type Kakuro, runName, runsOf } from './format.ts';

export function kakuroProblems(p: Kakuro, grid: PartialGrid<number>): Problem[] {
  const problems: Problem[] = [];
  // A white cell holds a digit 1..9; a black one none (0).
  for (const point of points(p)) {
    const [value, black] = [grid[point.row][point.col], p.black[point.row][point.col]];
    if (value !== undefined && (black ? value !== 0 : !(value >= 1 && value <= 9)))
      problems.push({
        rule: 'digits',
        message: `cell ${pointName(point)} holds ${value}, ${black ? 'but it is black' : 'not a digit from 1 to 9'}`,
        cells: [point],
      });
  }
  const runs = runsOf(p);
  // No digit twice in a run.
  const groups = runs.map((run) => ({ rule: 'runs', name: runName(run), cells: run.cells }));
  problems.push(...repeats(groups, grid));
  // A run adds up to its sum: what is filled may not pass it, nor fall short with 9s in the rest.
  for (const run of runs) {
    if (run.sum === null) continue;
    const { total, empty } = filledSum(run.cells, grid);
    if (empty === 0 ? total !== run.sum : total + empty > run.sum || total + 9 * empty < run.sum) {
      problems.push({
        rule: 'sums',
        message: `${runName(run)} adds up to ${total}${empty ? ` with ${empty} empty` : ''}, its sum is ${run.sum}`,
        cells: run.cells,
      });
    }
  }
  return problems;
}

/** The grid's shape, then the rules (the digits among them: no cell is held to 1..9 before, a black one holds 0). */
export const checkKakuro = (p: Kakuro, grid: Grid<number>) => checkNumbers(p, grid, 9, kakuroProblems, () => true);
