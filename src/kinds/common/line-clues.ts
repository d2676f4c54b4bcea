// Clues outside the grid, one per column and one per row (Kakurasu's sums, Thermometers' counts,
// Nonogram's runs): the task's `c1 ... cN r1 ... rN` and the text form's `columns:` and `rows:`
// lines read the same way, and a clue too large for its line is named where it was read.
import { InputError } from '../../errors.ts';
import { readKindSettings } from '../../format/settings.ts';

export type Line = 'column' | 'row';

/** One clue read from its token: `position` names where it was read, `line` which line it is for. */
export type ClueReader<T> = (token: string, position: string, line: Line, index: number) => T;

/** The clues of a grid, by line, with where each was read (for a later message about it). */
export interface LineClues<T> {
  width: number;
  height: number;
  columns: T[];
  rows: T[];
  position(line: Line, index: number): string;
}

/** A square grid's task (or its part `where`): N column clues left to right, then N row clues top to bottom. */
export function readSquareTaskClues<T>(tokens: readonly string[], source: string, read: ClueReader<T>, where = 'task'): LineClues<T> {
  if (tokens.length % 2 !== 0)
    throw new InputError(source, where, `expected 2N clues for an N x N grid (N column clues, then N row clues), found ${tokens.length}`);
  const side = tokens.length / 2;
  const clues = tokens.map((token, i) => (i < side ? read(token, `clue ${i + 1}`, 'column', i) : read(token, `clue ${i + 1}`, 'row', i - side)));
  return {
    width: side,
    height: side,
    columns: clues.slice(0, side),
    rows: clues.slice(side),
    position: (line, index) => `clue ${line === 'column' ? index + 1 : side + index + 1}`,
  };
}

/**
 * A `kind: <kind>` text with a `columns:` and a `rows:` line, each cut into its clues by `split`:
 * the grid is as wide as there are column clues and as tall as there are row clues.
 */
export function readTextLineClues<T>(text: string, source: string, kind: string, split: (value: string) => string[], read: ClueReader<T>): LineClues<T> {
  const keys = readKindSettings(text, source, kind, ['columns', 'rows']);
  const list = (key: 'columns' | 'rows', line: Line) => {
    const entry = keys.get(key);
    if (!entry) throw new InputError(source, 'line 1', `expected a '${key}:' line with the ${line} clues`);
    const tokens = split(entry.value);
    if (tokens.length === 0) throw new InputError(source, `line ${entry.line}`, `expected the ${line} clues after '${key}:', found none`);
    return { clues: tokens.map((token, i) => read(token, `line ${entry.line}, ${line} clue ${i + 1}`, line, i)), line: entry.line };
  };
  const columns = list('columns', 'column');
  const rows = list('rows', 'row');
  return {
    width: columns.clues.length,
    height: rows.clues.length,
    columns: columns.clues,
    rows: rows.clues,
    position: (line, index) => `line ${line === 'column' ? columns.line : rows.line}, ${line} clue ${index + 1}`,
  };
}

/**
 * Each clue held to its line's length: `tooLarge` says what is wrong with one (a clue past what the
 * line can hold is an input error, not a puzzle without solution), or undefined where it fits.
 */
export function refuseTooLarge<T>(clues: LineClues<T>, source: string, tooLarge: (clue: T, line: Line, length: number) => string | undefined): void {
  const each = (line: Line, length: number) => (clue: T, index: number) => {
    const wrong = tooLarge(clue, line, length);
    if (wrong !== undefined) throw new InputError(source, clues.position(line, index), wrong);
  };
  clues.columns.forEach(each('column', clues.height));
  clues.rows.forEach(each('row', clues.width));
}
