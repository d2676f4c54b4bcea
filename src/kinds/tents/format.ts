// Tents files: a text form with a `kind: tents` header, and puzz.link URLs (`tents/W/H/<counts><trees>`).
// No Puzzle Team task string is read: its layout is not known (the site's page draws trees and counts).
import { InputError, UsageError } from '../../format/errors.ts';
import { UrlBody, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { pointAt, points } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { readCounts, readKeyedGrid, writeCounts } from '../common/keyed-grid.ts';
import { kindHeader } from '../common/task.ts';
import type { Tents } from './tents.ts';

export const tentsUrlTypes = ['tents'] as const;

/**
 * ```
 * kind: tents
 * columns: 1 0 2 - 1    tents per column, left to right (`-`: no count)
 * rows: 2 0 1 1 -       tents per row, top to bottom
 * .T...                 a row per line: `T` a tree, `.` open ground
 * ```
 */
export function parseTentsText(text: string, source: string): Tents {
  const grid = readKeyedGrid(text, source, 'tents', ['columns', 'rows']);
  const trees = readGridRows(grid.rows, source, ({ token, position }) => {
    if (token !== 'T' && token !== '.') throw new InputError(source, position, `expected 'T' (a tree) or '.' (open ground), found '${token}'`);
    return token === 'T';
  });
  const [width, height] = [trees[0].length, trees.length];
  return {
    width,
    height,
    columns: readCounts(grid, 'columns', source, 'column count', width, height),
    rows: readCounts(grid, 'rows', source, 'row count', height, width),
    trees,
  };
}

export const toTentsText = (p: Tents) =>
  `kind: tents\ncolumns: ${writeCounts(p.columns)}\nrows: ${writeCounts(p.rows)}\n${p.trees.map((line) => line.map((tree) => (tree ? 'T' : '.')).join('')).join('\n')}\n`;

/** A puzz.link URL: the column then row counts (number16), then the trees (a digit 0-h: a tree, then that many open cells; i-z: 1-18 open cells). */
export function decodeTentsUrl(text: string, source: string): Tents {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, tentsUrlTypes, 'Tents');
  const { width, height } = url;
  const body: UrlBody = new UrlBody(url);
  const counts = readNumbers(body, width + height, 'column and row counts', (count, i) =>
    count > (i < width ? height : width) ? `expected a count of at most ${i < width ? height : width}, found ${count}` : undefined,
  );
  const lines = counts.map((count) => (count === '?' ? null : count));
  const trees = Array.from({ length: height }, () => Array<boolean>(width).fill(false));
  for (let cell = 0; cell < width * height; ) {
    const start = body.offset();
    const char = body.next();
    if (char === undefined || !/[0-9a-z]/.test(char))
      body.fail(`expected a tree (0-h) or open cells (i-z), found ${char === undefined ? 'the end of the URL' : `'${char}'`} (is the size right?)`, start);
    const value = parseInt(char, 36);
    if (value <= 17) {
      const { row, col } = pointAt({ width }, cell);
      trees[row][col] = true;
      cell += value + 1;
    } else cell += value - 17;
  }
  body.end();
  return { width, height, columns: lines.slice(0, width), rows: lines.slice(width), trees };
}

export function encodeTentsUrl(p: Tents): string {
  if (p.width !== p.trees[0]?.length || p.height !== p.trees.length) throw new UsageError('the trees do not match the size of the grid');
  const tree = points(p).map((point) => p.trees[point.row][point.col]);
  let trees = '';
  const open = (from: number, most: number) => {
    let run = 0;
    while (run < most && from + run < tree.length && !tree[from + run]) run++;
    return run;
  };
  for (let i = 0; i < tree.length; ) {
    // A tree with the open cells after it (up to 17), or a run of 1-18 open cells.
    const run = tree[i] ? open(i + 1, 17) : open(i, 18);
    trees += tree[i] ? run.toString(36) : (run + 17).toString(36);
    i += tree[i] ? run + 1 : run;
  }
  return puzzlinkUrl({ type: tentsUrlTypes[0], width: p.width, height: p.height, body: `${writeNumbers([...p.columns, ...p.rows])}${trees}` });
}

export const isTentsUrl = (text: string) => (tentsUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

export const looksLikeTents = (text: string) => kindHeader(text) === 'tents' || isTentsUrl(text);

export const parseTents = (text: string, source: string) => (isTentsUrl(text) ? decodeTentsUrl(text, source) : parseTentsText(text, source));
