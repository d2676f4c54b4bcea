// Heyawake (puzzle-heyawake.com): shade cells so that a room with a number has that many shaded
// cells, no two shaded cells are side by side, the unshaded cells form one group, and no
// horizontal or vertical run of unshaded cells crosses two room borders.
//
// Heyawake files: a puzz.link URL (`heyawake`: room borders, then each room's number in room
// order) and a text form with a `kind: heyawake` header, the rooms drawn as letters or ids, and
// the numbers in a grid of their own. A room's number is kept by room: it is drawn in the room's
// first cell, as pzprjs does. (No public reader of the Puzzle Team task was found; none is read.)
import { type Point, type Size, regionPoints, rows, cols, wallBetween } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, readWalls, regionInPieces, regionsFromWalls, wallsFromRegions, writeNumbers, writeWalls } from '../../format/puzzlink-packings.ts';
import { readGridRows } from '../common/grid-text.ts';
import { type DataLine, REGION_LETTERS, kindHeader, regionLabel, renumber, kindLines } from '../common/task.ts';
import type { Detection } from '../../kind/kind.ts';

export interface Heyawake {
  width: number;
  height: number;
  /** The room of each cell, `rooms[row][col]`, numbered 0.. in order of first appearance. */
  rooms: number[][];
  /** Each room's number (its count of shaded cells), by room id; null where it has none. */
  counts: (number | null)[];
}

/** `shaded[row][col]`. Row 0 is the top. */
export type Shading = boolean[][];

/** Each room's cells, by room id, in reading order (the first is where its number is drawn). */
export const roomCells = (p: Heyawake): Point[][] => regionPoints(p.rooms);

/**
 * The stretches of a row or column that reach from the cell before one room border to the cell
 * after the next: an unshaded run may not cover one, so each needs a shaded cell.
 */
export function twoBorderSpans(p: Heyawake & Size): Point[][] {
  return [...rows(p), ...cols(p)].flatMap((line) => {
    // Border k lies between line[k] and line[k + 1].
    const borders = line.slice(1).flatMap((cell, k) => (wallBetween(p.rooms, line[k], cell) ? [k] : []));
    return borders.slice(1).map((second, i) => line.slice(borders[i], second + 2));
  });
}

const MAX_SIDE = 100;
const refuse = (width: number, height: number, source: string, where: string) => {
  if (width > MAX_SIDE || height > MAX_SIDE) throw new InputError(source, where, `a ${width}x${height} Heyawake is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
};

export const heyawakeUrlTypes = ['heyawake'] as const;
export const isHeyawakeUrl = (text: string) => (heyawakeUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');
export const looksLikeHeyawake = (text: string) => kindHeader(text) === 'heyawake' || isHeyawakeUrl(text);

/**
 * ```
 * kind: heyawake
 * rooms:
 * aabbb         one line per row, a room letter per cell, or whitespace-separated ids: 1 1 2 2 2
 * numbers:
 * 2.1..         a room's number in any one of its cells, `.` elsewhere (spaces between allowed)
 * ```
 * `#` starts a comment line; the `numbers:` part may be left out.
 */
export function parseHeyawakeText(text: string, source: string): Heyawake {
  const [header, ...lines] = kindLines(text, source, 'heyawake');
  if (!/^rooms\s*:$/i.test(lines[0]?.text ?? ''))
    throw new InputError(source, `line ${lines[0]?.number ?? header.number}`, "expected 'rooms:' and then the rows of room letters");
  const split = lines.findIndex((line) => /^numbers\s*:$/i.test(line.text));
  const roomLines = lines.slice(1, split < 0 ? undefined : split);
  const ids = readGridRows(roomLines, source, ({ token }) => regionLabel(token));
  const size = { width: ids[0].length, height: ids.length };
  refuse(size.width, size.height, source, `line ${roomLines[0].number}`);
  const rooms = renumber(ids);
  const counts: (number | null)[] = Array(Math.max(...rooms.flat()) + 1).fill(null);
  if (split >= 0) readRoomNumbers(lines.slice(split + 1), rooms, counts, source, size);
  return { ...size, rooms, counts };
}

/** The numbers' grid: each number counts for the room of its cell, one number per room. */
function readRoomNumbers(lines: DataLine[], rooms: number[][], counts: (number | null)[], source: string, size: { width: number; height: number }) {
  const numbers = readGridRows(lines, source, (cell) => cell, size);
  numbers.forEach((line, row) =>
    line.forEach(({ token, position }, col) => {
      if (token === '.') return;
      if (!/^\d{1,4}$/.test(token)) throw new InputError(source, position, `expected a room's number (a whole number) or '.', found '${token}'`);
      const room = rooms[row][col];
      if (counts[room] !== null) throw new InputError(source, position, `the room of cell (${row + 1},${col + 1}) has a number already (${counts[room]})`);
      counts[room] = Number(token);
    }),
  );
}

export function parseHeyawakeUrl(text: string, source: string): Heyawake {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, heyawakeUrlTypes, 'Heyawake');
  expectFlags(url, {});
  refuse(url.width, url.height, source, 'URL size');
  const body = new UrlBody(url);
  const { regions } = regionsFromWalls(readWalls(body, url.width, url.height), url.width, url.height);
  const rooms = Math.max(...regions.flat()) + 1;
  // A `?` (a room whose number is hidden) says nothing about its count.
  const counts = body.ahead(1) === '' ? Array(rooms).fill(null) : readNumbers(body, rooms, 'room numbers').map((n) => (typeof n === 'number' ? n : null));
  body.end();
  return { width: url.width, height: url.height, rooms: regions, counts };
}

export const parseHeyawake = (text: string, source: string) => (isHeyawakeUrl(text) ? parseHeyawakeUrl(text, source) : parseHeyawakeText(text, source));

export function toHeyawakeText(p: Heyawake): string {
  const count = p.counts.length;
  const letters = count <= REGION_LETTERS.length;
  const width = String(count).length;
  const roomRows = p.rooms.map((line) =>
    letters ? line.map((room) => REGION_LETTERS[room]).join('') : line.map((room) => String(room + 1).padStart(width)).join(' '),
  );
  const first = new Map(roomCells(p).map((cells, room) => [`${cells[0].row},${cells[0].col}`, p.counts[room]]));
  const numberWidth = Math.max(1, ...p.counts.map((n) => String(n ?? '.').length));
  const numberRows = p.rooms.map((line, row) => line.map((_, col) => String(first.get(`${row},${col}`) ?? '.').padStart(numberWidth)).join(' '));
  return `kind: heyawake\nrooms:\n${roomRows.join('\n')}\nnumbers:\n${numberRows.join('\n')}\n`;
}

/** The URL; rooms in pieces are refused, since borders would make each piece a room of its own. */
export function toHeyawakeUrl(p: Heyawake): string {
  const pieces = regionInPieces(p.rooms);
  if (pieces !== undefined)
    throw new UsageError(`room ${pieces + 1} is in pieces: a puzz.link URL draws rooms by their borders, so each piece would be a room of its own`);
  return `${puzzlinkUrl({ type: heyawakeUrlTypes[0], width: p.width, height: p.height, body: writeWalls(wallsFromRegions(p.rooms)) + writeNumbers(p.counts) })}\n`;
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeHeyawake,
};
