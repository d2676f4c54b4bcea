// Binairo / Takuzu (puzzle-binairo.com): fill every cell with 0 (white) or 1 (black) so that each
// row and each column holds as many zeros as ones, no three equal digits are next to each other in
// a row or column, and no two rows, nor two columns, are the same.
//
// Binairo files: the Puzzle Team task (row by row, `0` and `1` for the given digits and a-z for
// runs of 1-26 empty cells, also pasted as `var task = '...'`) and a text form with a
// `kind: binairo` header and a row of cells per line.
import { InputError, UsageError } from '../../format/errors.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { kindHeader, squareSide, taskOf, kindLines } from '../common/task.ts';

export type Digit = 0 | 1;

export interface Binairo {
  width: number;
  height: number;
  /** `givens[row][col]`: the digit printed in the cell, or null for an empty cell. Row 0 is the top. */
  givens: (Digit | null)[][];
}

/** `digits[row][col]`. */
export type Digits = number[][];

const MAX_SIDE = 100;

function checked(p: Binairo, source: string, where: string): Binairo {
  if (p.width > MAX_SIDE || p.height > MAX_SIDE)
    throw new InputError(source, where, `a ${p.width}x${p.height} Binairo is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
  if (p.width % 2 || p.height % 2)
    throw new InputError(source, where, `a Binairo has as many 0s as 1s in every line, so its sides are even; this grid is ${p.width}x${p.height}`);
  return p;
}

/** Reads the task: n x n cells row by row, `0`/`1` a given digit, a letter a run of empty cells (a = 1 ... z = 26). */
export function parseBinairoTask(text: string, source: string): Binairo {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as 00f1c1h1i1b01, found an empty input');
  const cells: (Digit | null)[] = [];
  [...task].forEach((char, i) => {
    if (char === '0' || char === '1') cells.push(char === '0' ? 0 : 1);
    else if (/[a-z]/.test(char)) cells.push(...Array<null>(char.charCodeAt(0) - 96).fill(null));
    else throw new InputError(source, `task character ${i + 1}`, `expected 0, 1 or a letter a-z (a run of empty cells), found '${char}'`);
  });
  const side = squareSide(cells.length);
  if (side === undefined) throw new InputError(source, 'task', `expected n x n cells for an n x n grid, found ${cells.length}, which is not a square`);
  return checked({ width: side, height: side, givens: inRows(cells, side) }, source, 'task');
}

/**
 * ```
 * kind: binairo
 * 1...1.       a row per line: 0 or 1 a given digit, . an empty cell
 * 10.0..       (spaces between cells allowed)
 * ```
 */
export function parseBinairoText(text: string, source: string): Binairo {
  const [_header, ...rows] = kindLines(text, source, 'binairo');
  const givens = readGridRows(rows, source, ({ token, position }): Digit | null => {
    if (token === '.') return null;
    if (token === '0' || token === '1') return token === '0' ? 0 : 1;
    throw new InputError(source, position, `expected a cell: 0, 1 (a given digit) or . (empty), found '${token}'`);
  });
  return checked({ width: givens[0].length, height: givens.length, givens }, source, `line ${rows[0].number}`);
}

export function parseBinairo(text: string, source: string): Binairo {
  return kindHeader(text) !== undefined ? parseBinairoText(text, source) : parseBinairoTask(text, source);
}

/** A `kind: binairo` text, or a task of 0, 1 and a-z whose cells make an even square. */
export function looksLikeBinairo(text: string): boolean {
  if (kindHeader(text) !== undefined) return kindHeader(text) === 'binairo';
  const task = taskOf(text);
  if (!/^[01a-z]+$/.test(task)) return false;
  const cells = [...task].reduce((count, char) => count + (/[01]/.test(char) ? 1 : char.charCodeAt(0) - 96), 0);
  const side = squareSide(cells);
  return side !== undefined && side % 2 === 0;
}

export const toBinairoText = (p: Binairo) => `kind: binairo\n${p.givens.map((line) => line.map((digit) => digit ?? '.').join('')).join('\n')}\n`;

export function toBinairoTask(p: Binairo): string {
  if (p.width !== p.height) throw new UsageError(`a Puzzle Team task is square, this grid is ${p.width}x${p.height}; --to text keeps it`);
  let task = '';
  let empty = 0;
  const flush = () => {
    for (; empty > 0; empty -= Math.min(empty, 26)) task += String.fromCharCode(96 + Math.min(empty, 26));
  };
  for (const digit of p.givens.flat()) {
    if (digit === null) empty++;
    else flush(), (task += digit);
  }
  flush();
  return `${task}\n`;
}
