// Binairo / Takuzu (puzzle-binairo.com): fill every cell with 0 (white) or 1 (black) so that each
// row and each column holds as many zeros as ones, no three equal digits are next to each other in
// a row or column, and no two rows, nor two columns, are the same.
//
// Binairo files: the Puzzle Team task (row by row, `0` and `1` for the given digits and a-z for
// runs of 1-26 empty cells, also pasted as `var task = '...'`) and a text form with a
// `kind: binairo` header and a row of cells per line.
import { InputError } from '../../errors.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { digitRowsText } from '../common/digit-rows.ts';
import { formsOf } from '../common/forms.ts';
import { readGridRows } from '../common/grid-text.ts';
import { letterRunCells } from '../common/letter-runs.ts';
import { readRuns, refuseNonSquare, writeRuns } from '../common/runs.ts';
import { squareSide, taskOf, kindLines } from '../common/task.ts';

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
  const digit = (text: string, at: number) => (text[at] === '0' || text[at] === '1' ? { value: text[at] === '0' ? 0 : 1, length: 1 } : undefined);
  const cells = readRuns<Digit>(task, source, digit, '0, 1');
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

/** A task of 0, 1 and a-z whose cells make an even square. */
export function looksLikeBinairoTask(text: string): boolean {
  const task = taskOf(text);
  const side = squareSide(/^[01a-z]+$/.test(task) ? (letterRunCells(task)?.length ?? 0) : 0);
  return side !== undefined && side > 0 && side % 2 === 0;
}

export const toBinairoText = (p: Binairo) => digitRowsText('binairo', p.givens);

export function toBinairoTask(p: Binairo): string {
  refuseNonSquare(p.width, p.height);
  return `${writeRuns(p.givens.flat(), String)}\n`;
}

export const binairoForms = formsOf<Binairo>('binairo', {
  // A task of 0s, 1s and letter runs on an even square reads as Slitherlink too (clues 0 and 1
  // only): as a Binairo first, which it nearly always is; --kind slitherlink reads the other way.
  precedes: ['slitherlink'],
  text: { read: parseBinairoText, write: toBinairoText },
  puzzleteam: { looks: looksLikeBinairoTask, read: parseBinairoTask, write: toBinairoTask },
});

export const parseBinairo = (text: string, source: string) => binairoForms.parse({ text, source });
