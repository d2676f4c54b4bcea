// The independent Kakuro checker: digits in the white cells only, and each run's digits and sum,
// looked at directly.
import { pointName } from '../../dsl/grid/index.ts';
import type { Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { repeats } from '../common/numbers.ts';
import { type Kakuro, runName, runsOf } from './format.ts';

export function kakuroProblems(p: Kakuro, grid: PartialGrid<number>): Problem[] {
  const problems: Problem[] = [];
  // A white cell holds a digit 1..9; a black one none (0).
  grid.forEach((line, row) =>
    line.forEach((value, col) => {
      if (value === undefined) return;
      const black = p.black[row][col];
      if (black ? value !== 0 : !(value >= 1 && value <= 9))
        problems.push({
          rule: 'digits',
          message: `cell ${pointName({ row, col })} holds ${value}, ${black ? 'but it is black' : 'not a digit from 1 to 9'}`,
          cells: [{ row, col }],
        });
    }),
  );
  const runs = runsOf(p);
  // No digit twice in a run.
  problems.push(
    ...repeats(
      runs.map((run) => ({ rule: 'runs', name: runName(run), cells: run.cells })),
      grid,
    ),
  );
  // A run adds up to its sum: what is filled may not pass it, nor fall short with 9s in the rest.
  for (const run of runs) {
    if (run.sum === null) continue;
    const values = run.cells.map(({ row, col }) => grid[row][col]);
    const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
    const empty = values.filter((value) => value === undefined).length;
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

export function checkKakuro(p: Kakuro, grid: Grid<number>): string[] {
  if (grid.length !== p.height || grid.some((line) => line.length !== p.width))
    return [`the grid should be ${p.width} wide and ${p.height} tall, found ${grid.length} rows of ${grid.map((line) => line.length).join(', ')} cells`];
  return kakuroProblems(p, grid).map((problem) => problem.message);
}
