// Galaxies / Tentai Show (puzzle-galaxies.com): cut the grid into regions (galaxies), each with
// exactly one dot, at its centre: turned half a turn about the dot, the galaxy covers itself.
// Dots lie at cell centres, midpoints of cell sides, or cell corners. The answer gives each cell
// the number of its galaxy's dot: dots are numbered 1.. in reading order.
//
// Galaxies files: a text form with a `kind: galaxies` header, one token per cell for the dot it
// anchors, as janko.at writes them, puzz.link's `tentaisho` URL, and the Puzzle Team task of
// puzzle-galaxies.com.
import { type Point, inside, points, sizeOf } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, puzzlinkOfTypes, puzzlinkUrl } from '../../format/puzzlink.ts';
import { formsOf } from '../common/forms.ts';
import { readGridRows } from '../common/grid-text.ts';
import { writeWithSkips } from '../common/puzzlink-skips.ts';
import { dataLines, pageSize, taskOf } from '../common/task.ts';

/** A dot in half-cells: cell (r,c)'s centre is (2r, 2c), its right side's midpoint (2r, 2c+1), its bottom right corner (2r+1, 2c+1). */
export interface Dot {
  y: number;
  x: number;
}

export interface Galaxies {
  width: number;
  height: number;
  /** In reading order of their half-cell positions. */
  dots: Dot[];
}

/** `galaxy[row][col]`: the number (from 1) of the dot at the centre of the cell's galaxy. */
export type Cutting = number[][];

/** The cell a half-turn about the dot takes this one to (maybe off the grid). */
export const mirror = (dot: Dot, { row, col }: Point): Point => ({ row: dot.y - row, col: dot.x - col });

/** The cells the dot lies in or on: one, two or four; they are the galaxy's. */
export const dotCells = ({ y, x }: Dot): Point[] =>
  [...new Set([Math.floor(y / 2), Math.ceil(y / 2)])].flatMap((row) => [...new Set([Math.floor(x / 2), Math.ceil(x / 2)])].map((col) => ({ row, col })));

/** Whether a cell may belong to the dot's galaxy: its mirror image lies on the grid. */
export const mayHold = (p: Galaxies, dot: Dot, cell: Point) => inside(p, mirror(dot, cell));

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
  const { width, height } = sizeOf(tokens);
  const dots = points({ width, height }).flatMap(({ row, col }): Dot[] => {
    const token = tokens[row][col];
    if (token === null) return [];
    const [dy, dx] = OFFSETS[token];
    if (row + dy >= height || col + dx >= width)
      throw new InputError(source, `row ${row + 1}, column ${col + 1}`, `the dot '${token}' lies on the grid's border; dots lie inside it`);
    return [{ y: 2 * row + dy, x: 2 * col + dx }];
  });
  if (dots.length === 0) throw new InputError(source, 'line 1', 'expected at least one dot, found none');
  dots.sort((a, b) => a.y - b.y || a.x - b.x);
  return { width, height, dots };
}

/**
 * The URL and the task both number the places a dot can take (cell centres, the sides and corners
 * between cells) in reading order over a (2W-1)x(2H-1) lattice: half-cell steps, which is how a Dot
 * counts (y, x).
 */
const placesOf = ({ width, height }: { width: number; height: number }) => (2 * width - 1) * (2 * height - 1);
const dotAt = (place: number, width: number): Dot => ({ y: Math.floor(place / (2 * width - 1)), x: place % (2 * width - 1) });
const placeOf = ({ y, x }: Dot, width: number) => y * (2 * width - 1) + x;

/**
 * pzprjs's URL writes each place with a dot as one hex digit: its colour (white or black; the rules
 * ignore it) in the low bit, and how far on the next token starts in the rest (1-7 places, or 8
 * when no dot is that near); g-z skip 1-20 places with no dot.
 */
export function parseGalaxiesUrl(text: string, source: string): Galaxies {
  const url = puzzlinkOfTypes(text, source, galaxiesForms.puzzlinkTypes ?? [], 'Galaxies', {});
  const { width, height } = url;
  // Typed, so that body.fail() (never) ends the paths it is called on.
  const body: UrlBody = new UrlBody(url);
  const dots: Dot[] = [];
  for (let place = 0; place < placesOf(url); ) {
    const char = body.next();
    if (char === undefined) body.fail(`expected the dots of the ${body.size} grid to go on (0-9, a-z), found the end`);
    const digit = parseInt(char, 36);
    if (!/^[0-9a-z]$/.test(char)) body.fail(`expected a dot (0-9, a-f) or a skip (g-z), found '${char}'`);
    if (digit < 16) dots.push(dotAt(place, width));
    place += digit < 16 ? (digit >> 1) + 1 : digit - 15;
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
  const dotted = new Set(p.dots.map((dot) => placeOf(dot, p.width)));
  const body = writeWithSkips(placesOf(p), (place) => {
    if (!dotted.has(place)) return undefined;
    const next = [1, 2, 3, 4, 5, 6, 7].find((step) => dotted.has(place + step));
    return { code: (next === undefined ? 14 : 2 * (next - 1)).toString(16), covers: next ?? 8 };
  });
  return `${puzzlinkUrl({ type: 'tentaisho', width: p.width, height: p.height, body })}\n`;
}

export function toGalaxiesText(p: Galaxies): string {
  const rows = Array.from({ length: p.height }, () => Array<string>(p.width).fill('.'));
  for (const { y, x } of p.dots) rows[Math.floor(y / 2)][Math.floor(x / 2)] = String((y % 2) * 2 + (x % 2));
  return `kind: galaxies\n${rows.map((line) => line.join('')).join('\n')}\n`;
}

// The Puzzle Team task of puzzle-galaxies.com, as QuanDo2000/chrome-puzzle-solver reads the page's
// `var task = '...'` (`handler.js` parseGalaxiesTask, its tests in `tests/handler-parsers.test.js`):
// over the places a dot can take (placesOf), each letter is a dot: `a`-`y` after 0-24 places
// without one; `z` skips 25 places and is no dot. The task does not say the grid's size: the page
// gives it beside the task (`puzzleWidth: 30, puzzleHeight: 30`), and a bare task is read with our
// own `WxH:` before it, as Masyu's non-square tasks are.
const MAX_SIDE = 100;
const SKIP = 25;

/** The task and the size the page or a `WxH:` prefix gives, if either does. */
function sized(text: string): { task: string; width?: number; height?: number } {
  const prefixed = /^(\d+)\s*x\s*(\d+)\s*:\s*(.*)$/s.exec(taskOf(text));
  if (prefixed) return { task: prefixed[3].trim(), width: Number(prefixed[1]), height: Number(prefixed[2]) };
  return { task: taskOf(text), ...pageSize(text) };
}

/**
 * Letters only, with a size beside them (a pasted page, or `WxH:`): a bare run of letters would
 * read as a pearl-less Masyu or Yin-Yang just as well. A page that names another game is its.
 */
export function isGalaxiesTask(text: string): boolean {
  const ident = /\bident\s*:\s*['"]([^'"]*)['"]/.exec(text)?.[1];
  const { task, width, height } = sized(text);
  return (ident === undefined || /galax/i.test(ident)) && width !== undefined && height !== undefined && /^[a-z]+$/.test(task);
}

export function parseGalaxiesTask(text: string, source: string): Galaxies {
  const { task, width, height } = sized(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Galaxies task such as hcu, found an empty input');
  if (width === undefined || height === undefined)
    throw new InputError(
      source,
      'task',
      "a Galaxies task does not say the grid's size: paste it with its page's puzzleWidth and puzzleHeight, or write WxH: before it (10x10:hcu...)",
    );
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    throw new InputError(source, 'size', `expected a grid from 1x1 to ${MAX_SIDE}x${MAX_SIDE}, found ${width}x${height}`);
  const places = placesOf({ width, height });
  const dots: Dot[] = [];
  let place = 0;
  [...task].forEach((char, i) => {
    const where = `task character ${i + 1}`;
    if (!/[a-z]/.test(char))
      throw new InputError(source, where, `expected a letter a-y (a dot after 0-24 places without one) or z (25 places, no dot), found '${char}'`);
    place += char === 'z' ? SKIP : char.charCodeAt(0) - 97;
    if (place >= places) throw new InputError(source, where, `'${char}' runs past the ${places} places of a ${width}x${height} grid's dots`);
    if (char !== 'z') dots.push(dotAt(place++, width));
  });
  if (dots.length === 0) throw new InputError(source, 'task', 'expected at least one dot, found none');
  return { width, height, dots };
}

/** The task as the page carries it, with the size beside it (the task alone does not say it). */
export function toGalaxiesTask(p: Galaxies): string {
  if (p.width > MAX_SIDE || p.height > MAX_SIDE) throw new UsageError(`a ${p.width}x${p.height} grid is past the task's limit of ${MAX_SIDE}x${MAX_SIDE}`);
  let task = '';
  let place = 0;
  for (const dot of [...p.dots].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const gap = placeOf(dot, p.width) - place;
    task += 'z'.repeat(Math.floor(gap / SKIP)) + String.fromCharCode(97 + (gap % SKIP));
    place = placeOf(dot, p.width) + 1;
  }
  return `var task = '${task}'; puzzleWidth: ${p.width}, puzzleHeight: ${p.height}\n`;
}

export const galaxiesForms = formsOf<Galaxies>('galaxies', {
  text: { read: parseGalaxies, write: toGalaxiesText },
  puzzlink: { types: ['tentaisho'], read: parseGalaxiesUrl, write: toGalaxiesUrl },
  puzzleteam: { looks: isGalaxiesTask, read: parseGalaxiesTask, write: toGalaxiesTask },
});

/** A Galaxies puzzle in any of its forms. */
export const parseGalaxiesAny = (text: string, source: string) => galaxiesForms.parse({ text, source });
