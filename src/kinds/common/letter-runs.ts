// The Puzzle Team task strings of the number-in-cell kinds (Slitherlink, Bridges): the cells in
// reading order, a digit for a numbered cell and a letter `a`-`z` for a run of 1-26 empty cells
// (`2a12a31c` is 2, empty, 1, 2, empty, 3, 1, three empty). Reading and writing it, and the side of
// the square grid the cells fill.
import { InputError } from '../../errors.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { refuseNonSquare, writeRuns } from './runs.ts';
import { squareSide, taskOf } from './task.ts';

/** The cells a task lists, in reading order: a digit, or null for an empty cell; undefined when it is no such task. */
export function letterRunCells(task: string): (number | null)[] | undefined {
  if (!/^[0-9a-z]+$/.test(task)) return undefined;
  return [...task].flatMap((char) => (/\d/.test(char) ? [Number(char)] : Array<null>(char.charCodeAt(0) - 96).fill(null)));
}

/**
 * The square grid of a letter-run task, as typed or pasted (taskOf); `digit` refuses a digit the
 * kind has no use for (its message). Every failure names the task's character.
 */
export function readLetterRunTask(text: string, source: string, example: string, digit: (value: number) => string | undefined): (number | null)[][] {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', `expected a task such as ${example}, found an empty input`);
  [...task].forEach((char, i) => {
    if (!/[0-9a-z]/.test(char))
      throw new InputError(source, `task character ${i + 1}`, `expected a digit or a letter a-z (a run of empty cells), found '${char}'`);
    const problem = /\d/.test(char) ? digit(Number(char)) : undefined;
    if (problem) throw new InputError(source, `task character ${i + 1}`, problem);
  });
  const cells = letterRunCells(task) ?? [];
  const side = squareSide(cells.length);
  if (side === undefined) throw new InputError(source, 'task', `expected n x n cells for an n x n grid, found ${cells.length}, which is not a square`);
  return inRows(cells, side);
}

/** The task of a square grid, as a line: digits as they are, runs of empty cells as letters (26 at most each). */
export function writeLetterRunTask(grid: readonly (readonly (number | null)[])[]): string {
  refuseNonSquare(grid[0].length, grid.length);
  return `${writeRuns(grid.flat(), String)}\n`;
}

/**
 * What tells the letter-run tasks of Bridges and Slitherlink apart: the cells of a task that fills
 * a square, the sum of its numbers, and whether two numbers stand side by side; undefined when the
 * text is no such task.
 */
export function letterRunShape(text: string): { cells: (number | null)[]; sum: number; besides: boolean } | undefined {
  const cells = letterRunCells(taskOf(text));
  const side = Math.sqrt(cells?.length ?? 0);
  if (!cells || side % 1 !== 0) return undefined;
  const sum = cells.reduce<number>((total, cell) => total + (cell ?? 0), 0);
  const besides = cells.some((cell, i) => cell !== null && ((i % side < side - 1 && cells[i + 1] !== null) || cells[i + side] != null));
  return { cells, sum, besides };
}
