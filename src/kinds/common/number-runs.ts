// The Puzzle Team tasks of numbers in cells (Sudoku's givens and Killer Sudoku's sums, and the same
// packing in Skyscrapers', Nurikabe's and Shikaku's tasks): row by row, a number is one cell, `_`
// separates two numbers side by side, a letter `a`-`z` is a run of 1-26 empty cells (runs.ts).
import { InputError } from '../../errors.ts';
import { writeRuns } from './runs.ts';
import { wholeClue } from './task.ts';

export interface NumberRuns {
  /** Where the part is in messages: `task`, `task sums` (then `task sums character 4`). */
  where: string;
  /** One number where it starts: `/^[1-9]/` a digit each (`12` is two cells), `/^\d+/` numbers of any length. */
  number: RegExp;
  /** What a cell may be, for the message at a character that is none of them. */
  expected: string;
  /** The number of cells the part must fill, when known before reading it. */
  count?: number;
}

/** The cells of a task (or of one part of it), null for an empty one. */
export function readNumberRuns(task: string, source: string, { where, number, expected, count }: NumberRuns): (number | null)[] {
  const cells: (number | null)[] = [];
  for (let at = 0; at < task.length; ) {
    const position = `${where} character ${at + 1}`;
    const char = task[at];
    const digits = number.exec(task.slice(at))?.[0];
    if (char === '_') at++;
    else if (/[a-z]/.test(char)) cells.push(...Array<null>(char.charCodeAt(0) - 96).fill(null)), at++;
    else if (digits !== undefined) cells.push(wholeClue(digits, source, position, 'a number')), (at += digits.length);
    else throw new InputError(source, position, `expected ${expected}, found '${char}'`);
    if (count !== undefined && cells.length > count)
      throw new InputError(source, position, `the ${where.replace(/^task /, '')} run past the grid's ${count} cells`);
  }
  if (count !== undefined && cells.length < count) throw new InputError(source, where, `expected ${count} cells, found ${cells.length}`);
  return cells;
}

/** The task of the cells: `_` only between two numbers side by side. */
export const writeNumberRuns = (cells: readonly (number | null)[]) => writeRuns(cells, (value, before) => `${/\d$/.test(before) ? '_' : ''}${value}`);
