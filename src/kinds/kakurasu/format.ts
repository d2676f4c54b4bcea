// Kakurasu (puzzle-kakurasu.com): shade cells so that every row and column adds up to its clue,
// where a shaded cell counts its column's number in its row's sum (1 at the left) and its row's
// number in its column's sum (1 at the top).
//
// Kakurasu files: the Puzzle Team task (`c1/.../cN/r1/.../rN`, also pasted as `var task = '...'`)
// and a text form with a `kind: kakurasu` header. Bad input is an InputError naming the place.
import { InputError, UsageError } from '../../errors.ts';
import { type ClueReader, type LineClues, readSquareTaskClues, readTextLineClues, refuseTooLarge } from '../common/line-clues.ts';
import { kindHeader, taskOf, wholeClue } from '../common/task.ts';
import type { Detection } from '../../kind/kind.ts';

export interface Kakurasu {
  width: number;
  height: number;
  /** Per column, left to right: the sum of the row numbers (1-based) of its shaded cells. */
  columns: number[];
  /** Per row, top to bottom: the sum of the column numbers (1-based) of its shaded cells. */
  rows: number[];
}

/** `shaded[row][col]`. Row 0 is the top. */
export type Shading = boolean[][];

/** 1 + 2 + ... + n: the largest sum a line of n cells can reach. */
export const triangle = (n: number) => (n * (n + 1)) / 2;

/** Reads `c1/.../cN/r1/.../rN`: the N column clues left to right, then the N row clues top to bottom. */
export function parseKakurasuTask(text: string, source: string): Kakurasu {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as 5/3/4/7/5/4/2/8, found an empty input');
  return checked(readSquareTaskClues(task.split('/'), source, sums(source)), source);
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
  const split = (value: string) => value.split(/[\s,]+/).filter(Boolean);
  return checked(readTextLineClues(text, source, 'kakurasu', split, sums(source)), source);
}

const sums =
  (source: string): ClueReader<number> =>
  (token, position, line, index) =>
    wholeClue(token, source, position, `${line} clue ${index + 1}`);

/** A clue larger than its line can add up to is an input error, not a puzzle without solution. */
function checked(clues: LineClues<number>, source: string): Kakurasu {
  refuseTooLarge(clues, source, (clue, line, length) =>
    clue > triangle(length)
      ? `${line} clue ${clue} is more than ${triangle(length)}, the sum of all ${length} ${line === 'column' ? 'row' : 'column'} numbers`
      : undefined,
  );
  return { width: clues.width, height: clues.height, columns: clues.columns, rows: clues.rows };
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

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeKakurasu,
};
