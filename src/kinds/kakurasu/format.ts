// Kakurasu files: the Puzzle Team task (`c1/.../cN/r1/.../rN`, also pasted as `var task = '...'`)
// and a text form with a `kind: kakurasu` header. Bad input is an InputError naming the place.
import { InputError, UsageError } from '../../format/errors.ts';
import { readKindSettings } from '../../format/settings.ts';
import { kindHeader, taskOf, wholeClue } from '../common/task.ts';
import { type Kakurasu, triangle } from './kakurasu.ts';

/** Reads `c1/.../cN/r1/.../rN`: the N column clues left to right, then the N row clues top to bottom. */
export function parseKakurasuTask(text: string, source: string): Kakurasu {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as 5/3/4/7/5/4/2/8, found an empty input');
  const tokens = task.split('/');
  if (tokens.length % 2 !== 0)
    throw new InputError(source, 'task', `expected 2N clues for an N x N grid (N column clues, then N row clues), found ${tokens.length}`);
  const clues = tokens.map((token, i) =>
    wholeClue(token, source, `clue ${i + 1}`, i < tokens.length / 2 ? `column clue ${i + 1}` : `row clue ${i + 1 - tokens.length / 2}`),
  );
  const side = clues.length / 2;
  return checked(
    { width: side, height: side, columns: clues.slice(0, side), rows: clues.slice(side) },
    source,
    (line, i) => `clue ${line === 'column' ? i + 1 : side + i + 1}`,
  );
}

/**
 * ```
 * kind: kakurasu
 * columns: 10 1 1 3     the column clues, left to right (spaces or commas between them)
 * rows: 10 5 1 1        the row clues, top to bottom
 * ```
 * `#` starts a comment. The grid is as wide as there are column clues and as tall as there are row clues.
 */
export function parseKakurasuText(text: string, source: string): Kakurasu {
  const keys = readKindSettings(text, source, 'kakurasu', ['columns', 'rows']);
  const list = (key: 'columns' | 'rows') => {
    const entry = keys.get(key);
    if (!entry) throw new InputError(source, 'line 1', `expected a '${key}:' line with the ${key === 'columns' ? 'column' : 'row'} clues`);
    const tokens = entry.value.split(/[\s,]+/).filter(Boolean);
    if (tokens.length === 0)
      throw new InputError(source, `line ${entry.line}`, `expected the ${key === 'columns' ? 'column' : 'row'} clues after '${key}:', found none`);
    const clues = tokens.map((token, i) =>
      wholeClue(token, source, `line ${entry.line}, ${key === 'columns' ? 'column' : 'row'} clue ${i + 1}`, `a ${key === 'columns' ? 'column' : 'row'} clue`),
    );
    return { clues, line: entry.line };
  };
  const columns = list('columns');
  const rows = list('rows');
  // A clue too large for its line is named on the line it was read from.
  const lineOf = { column: columns.line, row: rows.line };
  return checked(
    { width: columns.clues.length, height: rows.clues.length, columns: columns.clues, rows: rows.clues },
    source,
    (line, i) => `line ${lineOf[line]}, ${line} clue ${i + 1}`,
  );
}

/** A clue larger than its line can add up to is an input error, not a puzzle without solution. */
function checked(p: Kakurasu, source: string, position: (line: 'column' | 'row', i: number) => string): Kakurasu {
  p.columns.forEach((clue, col) => {
    if (clue > triangle(p.height))
      throw new InputError(source, position('column', col), `column clue ${clue} is more than ${triangle(p.height)}, the sum of all ${p.height} row numbers`);
  });
  p.rows.forEach((clue, row) => {
    if (clue > triangle(p.width))
      throw new InputError(source, position('row', row), `row clue ${clue} is more than ${triangle(p.width)}, the sum of all ${p.width} column numbers`);
  });
  return p;
}

export function parseKakurasu(text: string, source: string): Kakurasu {
  return kindHeader(text) !== undefined ? parseKakurasuText(text, source) : parseKakurasuTask(text, source);
}

/** A `kind: kakurasu` text, or a bare or pasted task of an even number of whole numbers joined by `/`. */
export function looksLikeKakurasu(text: string): boolean {
  if (kindHeader(text) !== undefined) return kindHeader(text) === 'kakurasu';
  const task = taskOf(text);
  return /^\d+(\s*\/\s*\d+)+$/.test(task) && task.split('/').length % 2 === 0;
}

export const toKakurasuText = (p: Kakurasu) => `kind: kakurasu\ncolumns: ${p.columns.join(' ')}\nrows: ${p.rows.join(' ')}\n`;

export function toKakurasuTask(p: Kakurasu): string {
  if (p.width !== p.height) throw new UsageError(`a Puzzle Team task is square, this grid is ${p.width}x${p.height}; --to text keeps it`);
  return `${[...p.columns, ...p.rows].join('/')}\n`;
}
