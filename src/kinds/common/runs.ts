// The run-length cells most Puzzle Team tasks are written in (Light Up, Yin-Yang, Shikaku, Masyu,
// Binairo...): row by row, a lower-case letter is a run of empty cells (`a` one ... `z` 26; longer
// runs are several letters) and the genre's own characters are the given cells. The page gives
// the size beside the task (`puzzleWidth: 10, puzzleHeight: 10`); a bare task is square.
import { writeBlankRuns } from '../../format/blank-runs.ts';
import { InputError, UsageError } from '../../errors.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { pageSize, squareSide } from './task.ts';

const LONGEST_RUN = 26;

/** One given cell read from the task (its value and how many characters it took), or a separator (no value). */
export type RunToken<T> = { value: T; length: number } | { length: number };

/**
 * The cells of `task`, row-major, `null` for empty. `given(task, i)` reads the given cell that
 * starts at character i, or returns undefined when none does (then the message says `expected`).
 */
export function readRuns<T>(task: string, source: string, given: (task: string, at: number) => RunToken<T> | undefined, expected: string): (T | null)[] {
  const cells: (T | null)[] = [];
  for (let at = 0; at < task.length; ) {
    const char = task[at];
    if (/[a-z]/.test(char)) {
      for (let n = char.charCodeAt(0) - 96; n > 0; n--) cells.push(null);
      at++;
      continue;
    }
    const token = given(task, at);
    if (token === undefined)
      throw new InputError(source, `task character ${at + 1}`, `expected ${expected} or a letter a-z (a run of empty cells), found '${char}'`);
    if ('value' in token) cells.push(token.value);
    at += token.length;
  }
  return cells;
}

/** The task of `cells`: each given cell written by `write`, runs of empty cells as letters a-z. */
export function writeRuns<T>(cells: readonly (T | null)[], write: (value: T, previous: string) => string): string {
  return writeBlankRuns(cells, 'a', LONGEST_RUN, write);
}

/**
 * The grid of `cells`: the size the pasted page gives (`puzzleWidth`/`puzzleHeight`), else the
 * square the count makes; a count that fits neither is refused.
 */
export function runGrid<T>(pasted: string, cells: T[], source: string, genre: string): T[][] {
  const { width, height } = pageSize(pasted) ?? { width: Number.NaN, height: Number.NaN };
  if (width > 0 && height > 0) {
    if (width * height !== cells.length)
      throw new InputError(source, 'task', `the page gives a ${width}x${height} ${genre}, ${width * height} cells, but the task describes ${cells.length}`);
    return inRows(cells, width);
  }
  const side = squareSide(cells.length);
  if (side === undefined || side === 0)
    throw new InputError(
      source,
      'task',
      `expected n x n cells for an n x n grid, found ${cells.length}, which is not a square (a pasted page's puzzleWidth and puzzleHeight give other sizes)`,
    );
  return inRows(cells, side);
}

/** A bare task has no size, so it holds square grids only. */
export function refuseNonSquare(width: number, height: number): void {
  if (width !== height) throw new UsageError(`a Puzzle Team task is square, this grid is ${width}x${height}; --to text keeps it`);
}

/** `given` for readRuns when each given cell is one character: the i-th of `chars` is `values[i]` (digits standing for a cell's clue, or letters such as B and W). */
export const charGivens =
  <T>(chars: string, values: readonly T[]) =>
  (task: string, at: number): RunToken<T> | undefined =>
    chars.includes(task[at]) ? { value: values[chars.indexOf(task[at])], length: 1 } : undefined;
