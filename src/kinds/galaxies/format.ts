// Galaxies files: a text form with a `kind: galaxies` header, one token per cell for the dot it
// anchors, as janko.at writes them, puzz.link's `tentaisho` URL, and the Puzzle Team task of
// puzzle-galaxies.com (in galaxies-task.ts).
import { InputError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl, pzprFormOf } from '../../format/puzzlink.ts';
import { isOneOf } from '../../narrow.ts';
import { readGridRows } from '../common/grid-text.ts';
import { dataLines, kindHeader } from '../common/task.ts';
import { isGalaxiesTask, parseGalaxiesTask } from './galaxies-task.ts';
import type { Dot, Galaxies } from './galaxies.ts';

/** A cell's token: the dot at its centre (0), on its right side (1), on its bottom side (2), at its bottom right corner (3). */
const OFFSETS: Record<string, [number, number]> = { 0: [0, 0], 1: [0, 1], 2: [1, 0], 3: [1, 1] };

/**
 * ```
 * kind: galaxies
 * .0...3.     one row per line: `.` (also `-`) no dot, `0` a dot at the cell's centre,
 * .......     `1` on its right side, `2` on its bottom side, `3` at its bottom right corner
 * ```
 */
export function parseGalaxies(text: string, source: string): Galaxies {
  const [, ...rows] = dataLines(text);
  const tokens = readGridRows(rows, source, ({ token, position }) => {
    if (token === '.' || token === '-') return null;
    if (!(token in OFFSETS))
      throw new InputError(
        source,
        position,
        `expected '.', or 0-3 for a dot at the cell's centre, right side, bottom side or bottom right corner, found '${token}'`,
      );
    return token;
  });
  const height = tokens.length;
  const width = tokens[0].length;
  const dots: Dot[] = [];
  tokens.forEach((line, row) =>
    line.forEach((token, col) => {
      if (token === null) return;
      const [dy, dx] = OFFSETS[token];
      if (row + dy >= height || col + dx >= width)
        throw new InputError(source, `row ${row + 1}, column ${col + 1}`, `the dot '${token}' lies on the grid's border; dots lie inside it`);
      dots.push({ y: 2 * row + dy, x: 2 * col + dx });
    }),
  );
  if (dots.length === 0) throw new InputError(source, 'line 1', 'expected at least one dot, found none');
  dots.sort((a, b) => a.y - b.y || a.x - b.x);
  return { width, height, dots };
}

export const galaxiesUrlTypes = ['tentaisho'] as const;

/**
 * pzprjs numbers the places a dot can take (cell centres, the sides and corners between cells) in
 * reading order over a (2W-1)x(2H-1) lattice: half-cell steps, which is how a Dot counts (y, x).
 * Each place with a dot is one hex digit: its colour (white or black; the rules ignore it) in the
 * low bit, and how far on the next token starts in the rest (1-7 places, or 8 when no dot is
 * that near); g-z skip 1-20 places with no dot.
 */
export function parseGalaxiesUrl(text: string, source: string): Galaxies {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, galaxiesUrlTypes, 'Galaxies');
  expectFlags(url, {});
  const { width, height } = url;
  const across = 2 * width - 1;
  const places = across * (2 * height - 1);
  // Typed, so that body.fail() (never) ends the paths it is called on.
  const body: UrlBody = new UrlBody(url);
  const dots: Dot[] = [];
  for (let place = 0; place < places; ) {
    const char = body.next();
    if (char === undefined) body.fail(`expected the dots of the ${body.size} grid to go on (0-9, a-z), found the end`);
    const digit = parseInt(char, 36);
    if (!/^[0-9a-z]$/.test(char)) body.fail(`expected a dot (0-9, a-f) or a skip (g-z), found '${char}'`);
    if (digit < 16) {
      dots.push({ y: Math.floor(place / across), x: place % across });
      place += (digit >> 1) + 1;
    } else place += digit - 15;
  }
  // pzprjs's last field marks cells outside every galaxy (a variant): written only when some are.
  if (body.ahead(1) !== '') {
    const start = body.offset();
    const outside = body.take(BigInt(Math.ceil((width * height) / 5)), 'the cells outside every galaxy');
    if (/[^0]/.test(outside)) body.fail('expected no cell outside every galaxy (a variant this kind does not read)', start);
  }
  body.end();
  if (dots.length === 0) throw new InputError(source, 'URL', 'expected at least one dot, found none');
  return { width, height, dots };
}

export function toGalaxiesUrl(p: Galaxies): string {
  const across = 2 * p.width - 1;
  const places = across * (2 * p.height - 1);
  const dotAt = new Set(p.dots.map(({ y, x }) => y * across + x));
  let body = '';
  let empty = 0;
  const skip = () => {
    if (empty > 0) body += (empty + 15).toString(36);
    empty = 0;
  };
  for (let place = 0; place < places; ) {
    if (!dotAt.has(place)) {
      place++;
      if (++empty === 20) skip();
      continue;
    }
    skip();
    const next = [1, 2, 3, 4, 5, 6, 7].find((step) => dotAt.has(place + step));
    body += (next === undefined ? 14 : 2 * (next - 1)).toString(16);
    place += next ?? 8;
  }
  skip();
  return `${puzzlinkUrl({ type: galaxiesUrlTypes[0], width: p.width, height: p.height, body })}\n`;
}

export function parseGalaxiesAny(text: string, source: string): Galaxies {
  if (kindHeader(text) !== undefined) return parseGalaxies(text, source);
  return pzprFormOf(text) !== undefined ? parseGalaxiesUrl(text, source) : parseGalaxiesTask(text, source);
}

export function looksLikeGalaxies(text: string): boolean {
  if (kindHeader(text) !== undefined) return kindHeader(text) === 'galaxies';
  return isOneOf(galaxiesUrlTypes, puzzlinkTypeOf(text)) || isGalaxiesTask(text);
}

export function toGalaxiesText(p: Galaxies): string {
  const rows = Array.from({ length: p.height }, () => Array<string>(p.width).fill('.'));
  for (const { y, x } of p.dots) rows[Math.floor(y / 2)][Math.floor(x / 2)] = String((y % 2) * 2 + (x % 2));
  return `kind: galaxies\n${rows.map((line) => line.join('')).join('\n')}\n`;
}
