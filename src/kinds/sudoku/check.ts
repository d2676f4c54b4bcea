// The independent Sudoku checker: it looks at the grid itself (no solver) and names each broken
// rule with its cells: "row 3 has two 5s (columns 2 and 7)", "cell (2,3) holds 4, but 5 is given there".
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { latinSquareChecks } from '../common/number-rules.ts';
import { changedGivens, repeats } from '../common/numbers.ts';
import { regionSquareGroups } from '../common/region-squares.ts';
import type { Sudoku } from './format.ts';

/** What a partly filled grid already breaks: a given changed, a number twice in a group. */
export const sudokuProblems = (p: Sudoku, grid: PartialGrid<number>): Problem[] => [
  // A given number stays.
  ...changedGivens(p.givens, grid),
  // No number twice in a row, a column, or a box (or jigsaw region).
  ...repeats(regionSquareGroups(p), grid),
];

/** The whole checker (the grid's shape and numbers first), the oracle and the answer's notation. */
export const sudokuChecks = latinSquareChecks(sudokuProblems);
