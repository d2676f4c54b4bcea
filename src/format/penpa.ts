// penpa-edit URLs (`https://swaroopg92.github.io/penpa-edit/#m=solve&p=...`, and the bare
// `m=edit&p=...` that noqx gives its examples as). `p` is zlib deflate without a header, in base64;
// inside, lines of text: a header (`square,W,H,...`, the title at field 16, the rules at 19), the
// margins `[top,bottom,left,right]` of the W x H points left for clues outside the grid, the modes,
// then the problem as JSON with its keys abbreviated (`zY` for "symbol", `zE` for the edges ...).
// penpa-edit is a drawing program: it knows no genre beyond an optional tag or title, so what is
// read here is the drawing (numbers, symbols, edges in the grid); a kind says what it means
// (src/kinds/<kind>/puzzlink.ts), and src/format/penpa-genre.ts tells which genre it seems to be.
import { inflateRawSync, inflateSync } from 'node:zlib';
import { InputError } from '../errors.ts';
import type { Walls } from './puzzlink-packings.ts';
import { isObject } from '../narrow.ts';

/** A cell of the drawing: rows and columns of the grid from 0, negative or past the end in the margins. */
export interface PenpaCell {
  row: number;
  col: number;
}

export interface PenpaPuzzle {
  source: string;
  /** The grid inside the margins. */
  width: number;
  height: number;
  /** penpa's grid: `square`, or the presets `sudoku` and `kakuro` (which name their genre). */
  gridType: string;
  title: string;
  rules: string;
  /** The genre tags the author chose (penpa-edit's list, e.g. `masyu`, `starbattle`). */
  tags: string[];
  /** Numbers written in cells (also in the margins, where clues outside the grid go). */
  numbers: (PenpaCell & { value: string })[];
  /**
   * Symbols in cells: penpa's shape name (`circle_L`, `star`) and its style as penpa wrote it (a
   * number, 1 white and 2 black for circles, or a list of them), to compare and to quote.
   */
  symbols: (PenpaCell & { shape: string; style: unknown })[];
  /** Edges drawn between cells of the grid (region borders). */
  walls: Walls;
  /** How many of each other thing the drawing holds (`thermo`, `surface`, `line`, `cage`), for telling the genre. */
  others: Record<string, number>;
}

// penpa-edit's key abbreviations, undone last to first (its own order); the first escapes a 'z'.
// noqx's copy of penpa-edit spells a few keys its own way ("edge" for "lineE"): read as the same.
const ABBREVIATIONS: [string, string][] = [
  ['z', 'zZ'],
  ['"qa"', 'z9'],
  ['"pu_q"', 'zQ'],
  ['"pu_a"', 'zA'],
  ['"grid"', 'zG'],
  ['"edit_mode"', 'zM'],
  ['"surface"', 'zS'],
  ['"line"', 'zL'],
  ['"lineE"', 'zE'],
  ['"wall"', 'zW'],
  ['"cage"', 'zC'],
  ['"number"', 'zN'],
  ['"symbol"', 'zY'],
  ['"special"', 'zP'],
  ['"board"', 'zB'],
  ['"command_redo"', 'zR'],
  ['"command_undo"', 'zU'],
  ['"command_replay"', 'z8'],
  ['"numberS"', 'z1'],
  ['"freeline"', 'zF'],
  ['"freelineE"', 'z2'],
  ['"thermo"', 'zT'],
  ['"arrows"', 'z3'],
  ['"direction"', 'zD'],
  ['"squareframe"', 'z0'],
  ['"polygon"', 'z5'],
  ['"deletelineE"', 'z4'],
  ['"killercages"', 'z6'],
  ['"nobulbthermo"', 'z7'],
  ['"__a"', 'z_'],
  ['null', 'zO'],
];

const urlShape = /^(?:https?:\/\/\S*?penpa[^\s#?]*[#?])?(?:[a-z]\w*=[^&\s]*&)*p=([^&\s]+)/i;

/** True for a penpa-edit URL (or the bare `m=...&p=...` part of one) on a line of its own. */
export function isPenpaUrl(text: string): boolean {
  const line = text.trim();
  return !line.includes('\n') && (/penpa/i.test(line) || /^m=\w+&/.test(line)) && urlShape.test(line);
}

let last: { text: string; puzzle: PenpaPuzzle } | undefined;

/** Reads the drawing; the last one read is kept, since detection and parsing both ask. */
export function readPenpa(text: string, source: string): PenpaPuzzle {
  if (last?.text !== text) last = { text, puzzle: decode(text.trim(), source) };
  return { ...last.puzzle, source };
}

function decode(url: string, source: string): PenpaPuzzle {
  const fail = (position: string, expected: string): never => {
    throw new InputError(source, position, expected);
  };
  const data = urlShape.exec(url)?.[1] ?? fail('URL', "expected penpa-edit's puzzle data after 'p='");
  const bytes = Buffer.from(decodeURIComponent(data).replace(/ /g, '+'), 'base64');
  let plain: string;
  try {
    plain = inflateRawSync(bytes).toString('utf8');
  } catch {
    try {
      plain = inflateSync(bytes).toString('utf8');
    } catch {
      return fail("penpa 'p='", "expected penpa-edit's data (zlib-compressed, in base64), found something that does not decompress (is the URL cut short?)");
    }
  }
  for (const [whole, short] of [...ABBREVIATIONS].reverse()) plain = plain.split(short).join(whole);
  const lines = plain.split('\n');
  const header = lines[0].split(',');
  if (/^\d/.test(header[0]))
    fail('penpa header', 'expected a penpa-edit URL of version 2 or later; this old form is not read (open and save it again in penpa-edit)');
  if (!['square', 'sudoku', 'kakuro'].includes(header[0])) fail('penpa header', `expected a square grid, found penpa's '${header[0]}' grid`);
  const json = (index: number, what: string): unknown => {
    try {
      return JSON.parse(lines[index]);
    } catch {
      return fail(`penpa line ${index + 1}`, `expected ${what} as JSON, found '${(lines[index] ?? '').slice(0, 40)}'`);
    }
  };
  const margins = json(1, 'the margins');
  if (!Array.isArray(margins)) return fail('penpa line 2', 'expected the margins as a JSON list of four numbers');
  const [top, bottom, left, right] = margins.map(Number);
  const columns = Number(header[1]);
  const rows = Number(header[2]);
  const width = columns - left - right;
  const height = rows - top - bottom;
  if (!(width >= 1 && height >= 1))
    fail('penpa header', `expected a grid of at least 1x1 inside the margins, found ${header[1]}x${header[2]} with margins ${lines[1]}`);
  const problem = json(3, 'the problem');
  if (!isObject(problem)) return fail('penpa line 4', 'expected the problem as a JSON object');
  // Points are numbered row by row over the grid with its margins and 2 more on each side; the
  // kind of point (0 cell, 1 corner, 2 and 3 edge middles) is the multiple of their count.
  const span = columns + 4;
  const perKind = span * (rows + 4);
  const point = (index: number) => ({
    kind: Math.floor(index / perKind),
    row: Math.floor((index % perKind) / span) - 2 - top,
    col: ((index % perKind) % span) - 2 - left,
  });
  const entries = (key: string) => {
    const table = problem[key];
    return isObject(table) ? Object.entries(table) : [];
  };
  // An entry's items: penpa writes lists.
  const item = (value: unknown, index: number): unknown => (Array.isArray(value) ? value[index] : undefined);
  const cells = <T>(key: string, read: (value: unknown) => T) =>
    entries(key).flatMap(([index, value]) => {
      const at = point(Number(index));
      return at.kind === 0 ? [{ row: at.row, col: at.col, ...read(value) }] : [];
    });
  const numbers = cells('number', (value) => ({ value: String(item(value, 0)) }));
  const symbols = cells('symbol', (value) => ({ shape: String(item(value, 1)), style: item(value, 0) }));
  const walls: Walls = {
    vertical: Array.from({ length: height }, () => Array<boolean>(width - 1).fill(false)),
    horizontal: Array.from({ length: height - 1 }, () => Array<boolean>(width).fill(false)),
  };
  // An edge joins two corners; a corner is numbered by the cell it is the lower right of.
  for (const [key] of [...entries('lineE'), ...entries('edge')]) {
    const [a, b] = key.split(',').map((index) => point(Number(index)));
    if (!b || a.kind !== 1 || b.kind !== 1) continue;
    const [y1, x1, y2, x2] = [a.row + 1, a.col + 1, b.row + 1, b.col + 1];
    if (y1 === y2 && Math.abs(x1 - x2) === 1 && y1 >= 1 && y1 < height && Math.min(x1, x2) < width && Math.min(x1, x2) >= 0)
      walls.horizontal[y1 - 1][Math.min(x1, x2)] = true;
    if (x1 === x2 && Math.abs(y1 - y2) === 1 && x1 >= 1 && x1 < width && Math.min(y1, y2) < height && Math.min(y1, y2) >= 0)
      walls.vertical[Math.min(y1, y2)][x1 - 1] = true;
  }
  const count = (value: unknown) => (Array.isArray(value) ? value.length : value && typeof value === 'object' ? Object.keys(value).length : 0);
  const others = Object.fromEntries(
    ['thermo', 'nobulbthermo', 'surface', 'line', 'cage', 'killercages', 'arrows', 'wall', 'numberS'].map((key) => [key, count(problem[key])]),
  );
  const field = (index: number, label: string) =>
    (header[index] ?? '')
      .replace(/%2C/g, ',')
      .replace(new RegExp(`^${label}:\\s*`), '')
      .trim();
  const tags = lines[17] ? json(17, 'the genre tags') : [];
  return {
    source,
    width,
    height,
    gridType: header[0],
    title: field(15, 'Title'),
    rules: field(18, ''),
    tags: Array.isArray(tags) ? tags.map(String) : [],
    numbers,
    symbols,
    walls,
    others,
  };
}

/** A cell's name in messages: `row 2, column 5` of the grid, or where in the margins it is. */
export function penpaCellName({ row, col }: PenpaCell, puzzle: PenpaPuzzle): string {
  const inside = row >= 0 && row < puzzle.height && col >= 0 && col < puzzle.width;
  return `penpa cell (${row + 1},${col + 1})${inside ? '' : ' outside the grid'}`;
}

export const insideGrid = ({ row, col }: PenpaCell, puzzle: PenpaPuzzle) => row >= 0 && row < puzzle.height && col >= 0 && col < puzzle.width;
