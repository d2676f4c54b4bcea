// Hitori (puzzle-hitori.com): shade cells so that no number repeats in a row or column among the
// unshaded cells, no two shaded cells are side by side, and the unshaded cells form one group.
//
// Hitori files: the Puzzle Team task (one digit per cell, row by row, also pasted as
// `var task = '...'`; documented for grids up to 9x9), a puzz.link URL (`hitori`, a base-36 digit per
// cell, `-xx` for two), and a text form with a `kind: hitori` header and rows of numbers.
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl, pzprFormOf } from '../../format/puzzlink.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { kindHeader, squareSide, taskOf, kindLines } from '../common/task.ts';
import type { Detection } from '../../kind/kind.ts';

export interface Hitori {
  width: number;
  height: number;
  /** The number in each cell, `numbers[row][col]`, 1 or more. */
  numbers: number[][];
}

/** `shaded[row][col]`. Row 0 is the top. */
export type Shading = boolean[][];

/** The largest grid side read (the site's largest is 25x25 or so). */
const MAX_SIDE = 100;

export const hitoriUrlTypes = ['hitori'] as const;
export const isHitoriUrl = (text: string) => (hitoriUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

/** Reads n² digits 1-9, row by row. */
export function parseHitoriTask(text: string, source: string): Hitori {
  const task = taskOf(text).replace(/\s+/g, '');
  if (task === '') throw new InputError(source, 'line 1', 'expected a task of digits such as 1544333125311531243124553, found an empty input');
  const bad = /[^1-9]/.exec(task);
  if (bad) throw new InputError(source, `task character ${bad.index + 1}`, `expected a digit 1-9 (a cell's number), found '${bad[0]}'`);
  const side = squareSide(task.length);
  if (side === undefined) throw new InputError(source, 'task', `expected n x n digits for an n x n grid, found ${task.length}, which is not a square`);
  return { width: side, height: side, numbers: inRows([...task].map(Number), side) };
}

/**
 * ```
 * kind: hitori
 * 3 3 1 4       one line per row: the numbers, spaces between them
 * 4 3 2 2       (or digits written together, 3314, when every number is one digit)
 * ```
 * `#` starts a comment line.
 */
export function parseHitoriText(text: string, source: string): Hitori {
  const [_header, ...rows] = kindLines(text, source, 'hitori');
  const numbers = readGridRows(rows, source, ({ token, position }) => {
    if (!/^\d+$/.test(token) || Number(token) < 1 || token.length > 4)
      throw new InputError(source, position, `expected a cell's number (a whole number from 1 to 9999), found '${token}'`);
    return Number(token);
  });
  const [width, height] = [numbers[0].length, numbers.length];
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw new InputError(source, `line ${rows[0].number}`, `a ${width}x${height} Hitori is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
  return { width, height, numbers };
}

/** A puzz.link URL: a base-36 digit per cell, or `-` and two digits. */
export function parseHitoriUrl(text: string, source: string): Hitori {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, hitoriUrlTypes, 'Hitori');
  expectFlags(url, {});
  if (url.width > MAX_SIDE || url.height > MAX_SIDE)
    throw new InputError(source, 'URL size', `a ${url.width}x${url.height} Hitori is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
  const body: UrlBody = new UrlBody(url);
  const cells: number[] = [];
  while (cells.length < url.width * url.height) {
    const start = body.offset();
    const char = body.next();
    if (char === undefined) body.fail(`expected ${url.width * url.height} numbers, found the end of the URL after ${cells.length} (is the size right?)`, start);
    const digits = char === '-' ? body.ahead(2) : char;
    if (char === '-') body.take(2n, 'a two-digit number');
    if (!/^[0-9a-z]+$/.test(digits) || parseInt(digits, 36) < 1)
      body.fail(`expected a cell's number (1-9, a-z, or - and two base-36 digits), found '${char === '-' ? `-${digits}` : char}'`, start);
    cells.push(parseInt(digits, 36));
  }
  body.end();
  return { width: url.width, height: url.height, numbers: inRows(cells, url.width) };
}

export function parseHitori(text: string, source: string): Hitori {
  if (pzprFormOf(text) === 'url') return parseHitoriUrl(text, source);
  return kindHeader(text) !== undefined ? parseHitoriText(text, source) : parseHitoriTask(text, source);
}

/** A `kind: hitori` text, or a task (bare or pasted) of n² digits 1-9 (n ≥ 2). */
export function looksLikeHitori(text: string): boolean {
  if (kindHeader(text) !== undefined) return kindHeader(text) === 'hitori';
  const task = taskOf(text);
  return /^[1-9]+$/.test(task) && task.length >= 4 && squareSide(task.length) !== undefined;
}

export const toHitoriText = (p: Hitori) => {
  const width = Math.max(...p.numbers.flat().map((n) => String(n).length));
  return `kind: hitori\n${p.numbers.map((line) => line.map((n) => String(n).padStart(width)).join(' ')).join('\n')}\n`;
};

export function toHitoriTask(p: Hitori): string {
  if (p.width !== p.height) throw new UsageError(`a Puzzle Team task is square, this Hitori is ${p.width}x${p.height}; --to text keeps it`);
  if (p.numbers.flat().some((n) => n > 9))
    throw new UsageError('a Puzzle Team task writes one digit per cell, and this Hitori has numbers past 9; --to text keeps it');
  // Only 1s on an even square is also a Binairo's task, which reads first.
  if (p.width % 2 === 0 && p.numbers.flat().every((n) => n === 1))
    throw new UsageError('a task of 1s only would be read as a Binairo (read it back with --kind hitori); --to text keeps it a Hitori');
  return `${p.numbers.flat().join('')}\n`;
}

export function toHitoriUrl(p: Hitori): string {
  const body = p.numbers.flat().map((n) => {
    if (n < 36) return n.toString(36);
    if (n < 1296) return `-${n.toString(36).padStart(2, '0')}`;
    throw new UsageError(`a puzz.link Hitori holds numbers up to 1295, not ${n}`);
  });
  return `${puzzlinkUrl({ type: hitoriUrlTypes[0], width: p.width, height: p.height, body: body.join('') })}\n`;
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: (text) => looksLikeHitori(text) || isHitoriUrl(text),
  // A task of digits only, one per cell of a square, reads as a Bridges or a Slitherlink task too
  // (every cell an island, or a clue and none 0): as a Hitori first, which it is; --kind reads it the other way.
  precedes: ['hashi', 'slitherlink'],
};
