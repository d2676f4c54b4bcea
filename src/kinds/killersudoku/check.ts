// The independent Killer Sudoku checker: it looks at the grid itself (no solver) and names each
// broken rule with its cells: "row 3 has two 5s (columns 2 and 7)", "the cage at (1,1) adds up to
// 12, its sum is 15".
import { pointName } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { filledSum, latinSquareChecks } from '../common/number-rules.ts';
import { changedGivens, repeats } from '../common/numbers.ts';
import { regionSquareGroups } from '../common/region-squares.ts';
import { type KillerSudoku, cageGroups } from './format.ts';

/** What a partly filled grid already breaks: a given changed, a number twice in a group, a cage past its sum. */
export const killerProblems = (p: KillerSudoku, grid: PartialGrid<number>): Problem[] => [
  // A given number stays.
  ...changedGivens(p.givens, grid),
  // No number twice in a row, a column, a box (or jigsaw region), or a cage.
  ...repeats([...regionSquareGroups(p), ...cageGroups(p)], grid),
  // A cage's numbers add up to its sum: a full cage to the sum itself, one with empty cells not past it.
  ...p.cages.flatMap((cage) => {
    const { total, empty } = filledSum(cage.cells, grid);
    const message = `the cage at ${pointName(cage.cells[0])} adds up to ${total}${empty === 0 ? '' : ' already'}, its sum is ${cage.sum}`;
    return (empty === 0 ? total === cage.sum : total <= cage.sum) ? [] : [{ rule: 'cage sums', message, cells: cage.cells }];
  }),
];

/** The whole checker (the grid's shape and numbers first), the oracle and the answer's notation. */
export const killerChecks = latinSquareChecks(killerProblems);
