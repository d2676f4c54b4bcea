// Nurikabe files: a puzz.link URL (`nurikabe`, pzprjs's number16 packing of the cells) and a text
// form with a `kind: nurikabe` header and rows of numbers and `.`. (No public code that reads
// puzzle-nurikabe.com's task was found, so none is read.)
import { InputError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { kindHeader, kindLines } from '../common/task.ts';
import type { Nurikabe } from './nurikabe.ts';

const MAX_SIDE = 100;
const refuse = (width: number, height: number, source: string, where: string) => {
  if (width > MAX_SIDE || height > MAX_SIDE) throw new InputError(source, where, `a ${width}x${height} Nurikabe is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
};

export const nurikabeUrlTypes = ['nurikabe'] as const;
export const isNurikabeUrl = (text: string) => (nurikabeUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');
export const looksLikeNurikabe = (text: string) => kindHeader(text) === 'nurikabe' || isNurikabeUrl(text);

/**
 * ```
 * kind: nurikabe
 * 1 . . 2 .      one line per row: an island's number, or `.` (digits may be written together: 1..2.)
 * ```
 * `#` starts a comment line.
 */
export function parseNurikabeText(text: string, source: string): Nurikabe {
  const [_header, ...rows] = kindLines(text, source, 'nurikabe');
  const clues = readGridRows(rows, source, ({ token, position }) => {
    if (token === '.' || token === '-') return null;
    if (!/^\d{1,4}$/.test(token) || Number(token) < 1)
      throw new InputError(source, position, `expected an island's number (a whole number from 1) or '.', found '${token}'`);
    return Number(token);
  });
  refuse(clues[0].length, clues.length, source, `line ${rows[0].number}`);
  return { width: clues[0].length, height: clues.length, clues };
}

export function parseNurikabeUrl(text: string, source: string): Nurikabe {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, nurikabeUrlTypes, 'Nurikabe');
  expectFlags(url, {});
  refuse(url.width, url.height, source, 'URL size');
  const body = new UrlBody(url);
  const numbers = readNumbers(body, url.width * url.height, 'numbers', (value) =>
    value < 1 ? `expected an island's number of 1 or more, found ${value}` : undefined,
  );
  body.end();
  const unknown = numbers.indexOf('?');
  if (unknown >= 0)
    throw new InputError(source, `URL cell ${unknown + 1}`, "expected an island's number, found '?' (an island of unknown size), which is not read");
  return { width: url.width, height: url.height, clues: inRows(numbers as (number | null)[], url.width) };
}

export const parseNurikabe = (text: string, source: string) => (isNurikabeUrl(text) ? parseNurikabeUrl(text, source) : parseNurikabeText(text, source));

export function toNurikabeText(p: Nurikabe): string {
  const width = Math.max(1, ...p.clues.flat().map((clue) => String(clue ?? '.').length));
  return `kind: nurikabe\n${p.clues.map((line) => line.map((clue) => String(clue ?? '.').padStart(width)).join(' ')).join('\n')}\n`;
}

export const toNurikabeUrl = (p: Nurikabe) =>
  `${puzzlinkUrl({ type: nurikabeUrlTypes[0], width: p.width, height: p.height, body: writeNumbers(p.clues.flat()) })}\n`;
