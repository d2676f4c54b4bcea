// Shikaku files: the puzz.link URL (`shikaku/W/H/<numbers>`) and a text form with a `kind: shikaku`
// header. (The Puzzle Team task of puzzle-shikaku.com is not documented where we looked; not read.)
import { InputError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { dataLines, kindHeader } from '../common/task.ts';
import type { Shikaku } from './shikaku.ts';
import { isOneOf } from '../../narrow.ts';

export const shikakuUrlTypes = ['shikaku'] as const;

function checked(p: Shikaku, source: string): Shikaku {
  const area = p.clues.flat().reduce<number>((sum, clue) => sum + (clue ?? 0), 0);
  if (area === 0) throw new InputError(source, 'line 1', 'expected at least one number, found none');
  if (p.clues.flat().some((clue) => clue !== null && clue > p.width * p.height))
    throw new InputError(source, 'grid', `a number is larger than the ${p.width}x${p.height} grid`);
  return p;
}

/**
 * ```
 * kind: shikaku
 * . . 3 .      one row per line: a number (the rectangle's area) or `.` (also `-`);
 * 12 . . .     cells apart by spaces (or written together when every number has one digit)
 * ```
 */
export function parseShikakuText(text: string, source: string): Shikaku {
  const [, ...rows] = dataLines(text);
  const clues = readGridRows(rows, source, ({ token, position }) => {
    if (token === '.' || token === '-') return null;
    if (!/^\d{1,4}$/.test(token) || Number(token) === 0)
      throw new InputError(source, position, `expected a number 1 or more (an area) or '.', found '${token}'`);
    return Number(token);
  });
  return checked({ width: clues[0].length, height: clues.length, clues }, source);
}

export function parseShikakuUrl(text: string, source: string): Shikaku {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, shikakuUrlTypes, 'Shikaku');
  expectFlags(url, {});
  const body = new UrlBody(url);
  const numbers = readNumbers(body, url.width * url.height, 'numbers', (value) => (value === 0 ? 'expected an area of 1 or more, found 0' : undefined));
  body.end();
  const clues = numbers.map((number, i) => {
    if (number === '?') throw new InputError(source, 'URL', `clue ${i + 1} has no number ('.'), which this kind does not read`);
    return number;
  });
  return checked({ width: url.width, height: url.height, clues: inRows(clues, url.width) }, source);
}

export const parseShikaku = (text: string, source: string): Shikaku =>
  kindHeader(text) !== undefined ? parseShikakuText(text, source) : parseShikakuUrl(text, source);

export function looksLikeShikaku(text: string): boolean {
  if (kindHeader(text) !== undefined) return kindHeader(text) === 'shikaku';
  return isOneOf(shikakuUrlTypes, puzzlinkTypeOf(text));
}

export function toShikakuText(p: Shikaku): string {
  const wide = p.clues.flat().some((clue) => clue !== null && clue > 9);
  return `kind: shikaku\n${p.clues.map((line) => line.map((clue) => clue ?? '.').join(wide ? ' ' : '')).join('\n')}\n`;
}

export const toShikakuUrl = (p: Shikaku) =>
  `${puzzlinkUrl({ type: shikakuUrlTypes[0], width: p.width, height: p.height, body: writeNumbers(p.clues.flat()) })}\n`;
