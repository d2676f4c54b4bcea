// What the kinds whose answer is a number per cell (Skyscrapers, Futoshiki, Sudoku) say alike, as
// markedAnswer (marks.ts) does for the kinds that mark cells: the answer written as rows of
// numbers and read back with each number in range, and play with the numbers as text.
import type { CellLayout, GridRules } from '../../kind/grid-spec.ts';
import { numberRows, readAnswerGrid } from './numbers.ts';

type Sized = { width: number; height: number };

/**
 * The answer of numbers 1 to `most(puzzle)`; play offers 1 to `played` (the page's keys: one digit
 * each), laid out by `layout`.
 */
export function numberAnswer<P extends Sized>(
  most: (puzzle: P) => number,
  played: number,
  layout: (puzzle: P) => CellLayout,
): Pick<GridRules<P, number>, 'rows' | 'parseSolution' | 'play'> {
  return {
    rows: (grid) => numberRows(grid),
    parseSolution: (text, source, puzzle) => readAnswerGrid(text, source, puzzle, [1, most(puzzle)]),
    play: {
      values: Array.from({ length: played }, (_, i) => ({ value: i + 1, name: String(i + 1), draw: { as: 'text' as const } })),
      layout,
    },
  };
}

/** The numbers a cell may hold, for an oracle: its given number, or any from 1 to `most`. */
export const numberChoices = (given: number | null, most: number): number[] => (given === null ? Array.from({ length: most }, (_, i) => i + 1) : [given]);
