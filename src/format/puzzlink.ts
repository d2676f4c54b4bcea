// puzz.link URLs (pzprjs, the editor behind puzz.link, pzv.jp, pzprxs and pzplus): the address
// parts every puzzle type shares, and the packings that several types reuse. Naming no kind: a
// kind's own file reads its type, its flags and the order of the packings in its body.
//
//   https://puzz.link/p?<type>/[<flags>/]<width>/<height>/<body>
//
// Readers are strict where pzprjs is lenient (it fills whatever a short body leaves out and skips
// unknown characters): a body that is short, long or off by a character is refused at its place,
// which is also how a wrong width or height shows. Errors name the character of the URL, from 1.
import { InputError, UsageError } from './errors.ts';
import { exactWhole } from './numbers.ts';

/** The sites that serve pzprjs under the same address scheme; the first is the one written. */
export const PUZZLINK_HOSTS = ['puzz.link', 'pzv.jp', 'pzprxs.vercel.app', 'pzplus.tck.mn'] as const;

const prefix = new RegExp(`^(?:https?://)?(?:www\\.)?(${PUZZLINK_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|')})/p(?:\\.html)?\\?`, 'i');

export interface PuzzlinkUrl {
  source: string;
  /** The URL as read (one line, trimmed): positions in messages count its characters. */
  text: string;
  /** As written, e.g. `aquarium`, `mashu`. */
  type: string;
  /** The segment before the size when it is not a number (`r` for Aquarium's tank rule); '' when none. */
  flags: string;
  /** Where the flags start in `text`, from 0 (-1 when there are none). */
  flagsStart: number;
  width: number;
  height: number;
  body: string;
  /** Where the body starts in `text`, from 0. */
  bodyStart: number;
}

/** The one line of a text that is not blank and not a `#` comment, if there is exactly one. */
function urlLine(text: string): string | undefined {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
  return lines.length === 1 ? lines[0] : undefined;
}

/** The puzzle type of a puzz.link URL (`aquarium`), without reading further; undefined for any other text. */
export function puzzlinkTypeOf(text: string): string | undefined {
  const line = urlLine(text);
  const match = line === undefined ? null : prefix.exec(line);
  return match ? line!.slice(match[0].length).split('/')[0] : undefined;
}

/** The host of a text that is one web address but not a puzz.link puzzle (for what detection says). */
export function otherUrlHost(text: string): string | undefined {
  const line = urlLine(text);
  if (line === undefined || prefix.test(line)) return undefined;
  return /^https?:\/\/([^/?#\s]+)/i.exec(line)?.[1];
}

/** Splits the address into type, flags, size and body; the body is left to the kind. */
export function parsePuzzlinkUrl(input: string, source: string): PuzzlinkUrl {
  const text = urlLine(input) ?? input.trim();
  const match = prefix.exec(text);
  if (!match) throw new InputError(source, 'URL', `expected a puzz.link URL such as https://puzz.link/p?aquarium/6/6/..., found '${text}'`);
  const segments: { value: string; start: number }[] = [];
  let start = match[0].length;
  for (const value of text.slice(start).split('/')) {
    segments.push({ value, start });
    start += value.length + 1;
  }
  const at = (offset: number) => `URL character ${offset + 1}`;
  const type = segments.shift()!;
  if (!/^[a-z0-9-]+$/.test(type.value)) throw new InputError(source, at(type.start), `expected a puzzle type after '?' (such as aquarium), found '${type.value}'`);
  // pzprjs's rule: a segment before the size that is not a number holds the flags.
  const flags = segments.length > 0 && !/^\d+$/.test(segments[0].value) ? segments.shift()! : { value: '', start: -1 };
  const side = (name: string) => {
    const segment = segments.shift();
    if (!segment) throw new InputError(source, at(text.length), `expected the ${name} of the grid, found the end of the URL`);
    if (!/^\d+$/.test(segment.value)) throw new InputError(source, at(segment.start), `expected the ${name} (a whole number), found '${segment.value}'`);
    const value = exactWhole(segment.value, { source, position: at(segment.start), what: `a ${name}` });
    if (value === 0) throw new InputError(source, at(segment.start), `expected a ${name} of at least 1, found 0`);
    return value;
  };
  const width = side('width');
  const height = side('height');
  if (segments.length === 0) throw new InputError(source, at(text.length), `expected '/' and the puzzle after the size ${width}/${height}, found the end of the URL`);
  const body = segments.map((segment) => segment.value).join('/');
  return { source, text, type: type.value, flags: flags.value, flagsStart: flags.start, width, height, body, bodyStart: segments[0].start };
}

/** Refuses a URL of another type: `types` are the spellings the kind reads, the first its own. */
export function expectType(url: PuzzlinkUrl, types: readonly string[], puzzle: string): void {
  if (!types.includes(url.type))
    throw new InputError(url.source, 'URL type', `expected a puzz.link ${puzzle} URL (type ${types.join(' or ')}), found type '${url.type}'`);
}

/** Refuses flag letters the kind does not know; `known` maps each letter to what it means. */
export function expectFlags(url: PuzzlinkUrl, known: Record<string, string>): void {
  const unknown = [...url.flags].find((letter) => !(letter in known));
  if (unknown === undefined) return;
  const meanings = Object.entries(known).map(([letter, meaning]) => `${letter} (${meaning})`);
  const expected = meanings.length > 0 ? `one of: ${meanings.join(', ')}` : `no flags for ${url.type}`;
  throw new InputError(url.source, `URL character ${url.flagsStart + [...url.flags].indexOf(unknown) + 1}`, `unknown flag '${unknown}' in '${url.flags}/'; expected ${expected}`);
}

/** The address of a puzzle: puzz.link's, with the flags only when there are any. */
export function puzzlinkUrl(parts: { type: string; flags?: string; width: number; height: number; body: string }): string {
  const flags = parts.flags ? `${parts.flags}/` : '';
  return `https://${PUZZLINK_HOSTS[0]}/p?${parts.type}/${flags}${parts.width}/${parts.height}/${parts.body}`;
}

/** Refuses a grid to encode whose rows do not match its size (plain data from another kind). */
export function expectGrid(grid: readonly (readonly unknown[])[], width: number, height: number, what: string): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new UsageError(`a puzz.link URL needs a width and height of at least 1, found ${width}x${height}`);
  if (grid.length !== height || grid.some((line) => line.length !== width))
    throw new UsageError(`the ${what} must be ${height} rows of ${width} cells, found rows of ${grid.map((line) => line.length).join(', ')}`);
}

// ------------------------------------------------------------------------------ reading a body

/** Reads a body from left to right; every failure names its character in the URL. */
export class UrlBody {
  private at = 0;

  constructor(readonly url: PuzzlinkUrl) {}

  get size(): string {
    return `${this.url.width}x${this.url.height}`;
  }

  fail(expected: string, offset = this.at): never {
    throw new InputError(this.url.source, `URL character ${this.url.bodyStart + offset + 1}`, expected);
  }

  /** The next character (undefined at the end), and moves past it. */
  next(): string | undefined {
    return this.url.body[this.at++];
  }

  /** The next `count` characters or fewer, without moving past them. */
  ahead(count: number): string {
    return this.url.body.slice(this.at, this.at + count);
  }

  /** Exactly `count` characters for one part of the body (parts never hold a '/'), or a message saying how many there are. */
  take(count: bigint, part: string): string {
    const rest = this.url.body.slice(this.at);
    const found = rest.includes('/') ? rest.indexOf('/') : rest.length;
    if (BigInt(found) < count) this.fail(`expected ${count} characters of ${part} for a ${this.size} grid, found ${found} (is the size right?)`);
    const text = rest.slice(0, Number(count));
    this.at += text.length;
    return text;
  }

  /** A whole number written in decimal, up to the next `/` (Star Battle's star count). */
  whole(part: string): number {
    const start = this.at;
    const rest = this.url.body.slice(this.at);
    const digits = rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : rest;
    if (!/^\d+$/.test(digits)) this.fail(`expected ${part} (a whole number), found ${digits === '' ? 'nothing' : `'${digits}'`}`);
    this.at += digits.length;
    return exactWhole(digits, { source: this.url.source, position: `URL character ${this.url.bodyStart + start + 1}`, what: part });
  }

  /** The `/` between two parts of the body. */
  separator(after: string): void {
    const found = this.url.body[this.at];
    if (found !== '/') this.fail(`expected '/' after the ${after} of a ${this.size} grid, found ${found === undefined ? 'the end of the URL' : `'${found}'`} (is the size right?)`);
    this.at++;
  }

  /** Nothing may follow the puzzle. */
  end(): void {
    if (this.at < this.url.body.length)
      this.fail(`expected the end of the URL after the puzzle of a ${this.size} grid, found '${this.url.body.slice(this.at)}' (is the size right?)`);
  }

  /** Where the reader stands, for packings that check characters already taken. */
  offset(): number {
    return this.at;
  }
}

// ------------------------------------------------------------------------------ region borders

/** Walls between cells: `vertical[row][col]` right of (row, col); `horizontal[row][col]` below it. */
export interface Walls {
  vertical: boolean[][];
  horizontal: boolean[][];
}

const BASE32 = '0123456789abcdefghijklmnopqrstuv';
const BASE27 = '0123456789abcdefghijklmnopq';

/**
 * Reads `count` bits packed 5 to a character, most significant first; unused low bits must be 0.
 * Counts are exact (bigint) until the characters are there: a size past 2^53 / 5 is only refused.
 */
function readBits(body: UrlBody, exactCount: bigint, part: string): boolean[] {
  const start = body.offset();
  const chars = body.take((exactCount + 4n) / 5n, part);
  const count = Number(exactCount);
  const bits: boolean[] = [];
  [...chars].forEach((char, i) => {
    const value = BASE32.indexOf(char);
    if (value < 0) body.fail(`expected a digit of ${part} (0-9 or a-v), found '${char}'`, start + i);
    for (let bit = 4; bit >= 0; bit--) {
      if (bits.length < count) bits.push(((value >> bit) & 1) === 1);
      else if ((value >> bit) & 1) body.fail(`expected the unused last bits of ${part} to be 0 in '${char}' (is the size right?)`, start + i);
    }
  });
  return bits;
}

function writeBits(bits: boolean[]): string {
  let out = '';
  for (let i = 0; i < bits.length; i += 5) {
    const group = bits.slice(i, i + 5);
    out += BASE32[group.reduce((value, bit, k) => value | (bit ? 16 >> k : 0), 0)];
  }
  return out;
}

/** pzprjs's border field: walls between left-right neighbours row by row, then between rows. */
export function readWalls(body: UrlBody, width: number, height: number): Walls {
  const [columns, rows] = [BigInt(width), BigInt(height)];
  const vertical = readBits(body, (columns - 1n) * rows, 'the borders between columns');
  const horizontal = readBits(body, columns * (rows - 1n), 'the borders between rows');
  return {
    vertical: Array.from({ length: height }, (_, row) => vertical.slice(row * (width - 1), (row + 1) * (width - 1))),
    horizontal: Array.from({ length: height - 1 }, (_, row) => horizontal.slice(row * width, (row + 1) * width)),
  };
}

export function writeWalls(walls: Walls): string {
  return writeBits(walls.vertical.flat()) + writeBits(walls.horizontal.flat());
}

/**
 * The regions the walls cut the grid into, numbered 0.. in order of first appearance (row-major);
 * and the walls inside a region, which separate nothing there (pzprjs keeps them; rules about
 * neighbours may still see them).
 */
export function regionsFromWalls(walls: Walls, width: number, height: number): { regions: number[][]; innerWalls: { row: number; col: number; side: 'right' | 'below' }[] } {
  const regions = Array.from({ length: height }, () => new Array<number>(width).fill(-1));
  let count = 0;
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++) {
      if (regions[row][col] >= 0) continue;
      const stack = [[row, col]];
      regions[row][col] = count;
      for (let cell = stack.pop(); cell; cell = stack.pop()) {
        const [r, c] = cell;
        const open = [
          [r, c + 1, c + 1 < width && !walls.vertical[r][c]],
          [r, c - 1, c > 0 && !walls.vertical[r][c - 1]],
          [r + 1, c, r + 1 < height && !walls.horizontal[r][c]],
          [r - 1, c, r > 0 && !walls.horizontal[r - 1][c]],
        ] as const;
        for (const [nr, nc, passable] of open)
          if (passable && regions[nr][nc] < 0) {
            regions[nr][nc] = count;
            stack.push([nr, nc]);
          }
      }
      count++;
    }
  const innerWalls: { row: number; col: number; side: 'right' | 'below' }[] = [];
  walls.vertical.forEach((line, row) => line.forEach((wall, col) => wall && regions[row][col] === regions[row][col + 1] && innerWalls.push({ row, col, side: 'right' })));
  walls.horizontal.forEach((line, row) => line.forEach((wall, col) => wall && regions[row][col] === regions[row + 1][col] && innerWalls.push({ row, col, side: 'below' })));
  return { regions, innerWalls };
}

/** Where a wall's bit lies in the border field: the character from the field's start, from 0. */
export function wallCharacter(width: number, height: number, wall: { row: number; col: number; side: 'right' | 'below' }): number {
  if (wall.side === 'right') return Math.floor((wall.row * (width - 1) + wall.col) / 5);
  return Math.ceil(((width - 1) * height) / 5) + Math.floor((wall.row * width + wall.col) / 5);
}

/** A wall wherever two neighbours lie in different regions. */
export function wallsFromRegions(regions: number[][]): Walls {
  return {
    vertical: regions.map((line) => line.slice(1).map((region, col) => region !== line[col])),
    horizontal: regions.slice(1).map((line, row) => line.map((region, col) => region !== regions[row][col])),
  };
}

/** The first region (by id) whose cells are not all connected, which walls alone cannot draw. */
export function regionInPieces(regions: number[][]): number | undefined {
  const width = regions[0]?.length ?? 0;
  const drawn = regionsFromWalls(wallsFromRegions(regions), width, regions.length).regions;
  const pieces = new Map<number, Set<number>>();
  regions.forEach((line, row) => line.forEach((region, col) => pieces.set(region, (pieces.get(region) ?? new Set()).add(drawn[row][col]))));
  return [...pieces.entries()].filter(([, drawnIds]) => drawnIds.size > 1).map(([region]) => region).sort((a, b) => a - b)[0];
}

// ------------------------------------------------------------------------------ number lists

/** A number, a `?` (a clue whose value is not given: pzprjs's `.`), or nothing. */
export type UrlNumber = number | '?' | null;

const HEX = /^[0-9a-f]+$/;
/** How many hex digits follow a `-` or a `+`. */
const WIDE: Record<string, number> = { '-': 2, '+': 3 };

/**
 * `count` numbers in pzprjs's number16 packing: a hex digit for 0-15, `-` and two hex digits up to
 * 255, `+` and three up to 4095, `.` for a `?`, and the letters g-z for runs of 1-20 blanks.
 * `check` may refuse a number (its message, at the number's place): a clue larger than its line.
 */
export function readNumbers(body: UrlBody, count: number, part: string, check?: (value: number, index: number) => string | undefined): UrlNumber[] {
  const numbers: UrlNumber[] = [];
  while (numbers.length < count) {
    const start = body.offset();
    const char = body.next();
    if (char === undefined) body.fail(`expected ${count} ${part}, found the end of the URL after ${numbers.length} (is the size right?)`, start);
    const wide = WIDE[char];
    const number = (value: number) => {
      const problem = check?.(value, numbers.length);
      if (problem) body.fail(problem, start);
      numbers.push(value);
    };
    if (/[0-9a-f]/.test(char)) number(parseInt(char, 16));
    else if (wide !== undefined) {
      const digits = body.ahead(wide);
      if (digits.length < wide || !HEX.test(digits)) body.fail(`expected ${wide} hex digits after '${char}' in the ${part}, found '${digits}'`, start);
      body.take(BigInt(wide), part);
      number(parseInt(digits, 16));
    } else if (char === '.') numbers.push('?');
    else if (/[g-z]/.test(char)) {
      const blanks = parseInt(char, 36) - 15;
      if (numbers.length + blanks > count)
        body.fail(`expected at most ${count - numbers.length} more ${part}, found '${char}' (${blanks} blanks) (is the size right?)`, start);
      for (let i = 0; i < blanks; i++) numbers.push(null);
    } else body.fail(`expected one of the ${part} (0-9, a-f, -xx, +xxx, '.', or g-z for blanks), found '${char}'`, start);
  }
  return numbers;
}

const MOST_NUMBER = 4095;

/** The inverse of readNumbers; pzprjs's own spelling, so a URL it wrote is written back as it was. */
export function writeNumbers(numbers: readonly UrlNumber[]): string {
  let out = '';
  let blanks = 0;
  const flush = () => {
    if (blanks > 0) out += (blanks + 15).toString(36);
    blanks = 0;
  };
  for (const number of numbers) {
    if (number === null) {
      if (++blanks === 20) flush();
      continue;
    }
    flush();
    if (number === '?') out += '.';
    else if (!Number.isInteger(number) || number < 0 || number > MOST_NUMBER) throw new UsageError(`a puzz.link URL holds numbers from 0 to ${MOST_NUMBER}, not ${number}`);
    else out += number < 16 ? number.toString(16) : number < 256 ? `-${number.toString(16)}` : `+${number.toString(16)}`;
  }
  flush();
  return out;
}

// ------------------------------------------------------------------------------ three-way cells

/** `count` values 0-2 packed three to a character in base 27, the first cell most significant (count exact, as for borders). */
export function readTernary(body: UrlBody, exactCount: bigint, part: string): number[] {
  const start = body.offset();
  const chars = body.take((exactCount + 2n) / 3n, part);
  const count = Number(exactCount);
  const values: number[] = [];
  [...chars].forEach((char, i) => {
    const packed = BASE27.indexOf(char);
    if (packed < 0) body.fail(`expected a digit of ${part} (0-9 or a-q), found '${char}'`, start + i);
    for (const weight of [9, 3, 1]) {
      const value = Math.floor(packed / weight) % 3;
      if (values.length < count) values.push(value);
      else if (value !== 0) body.fail(`expected the unused last places of ${part} to be 0 in '${char}' (is the size right?)`, start + i);
    }
  });
  return values;
}

export function writeTernary(values: readonly number[]): string {
  let out = '';
  for (let i = 0; i < values.length; i += 3) out += BASE27[(values[i] ?? 0) * 9 + (values[i + 1] ?? 0) * 3 + (values[i + 2] ?? 0)];
  return out;
}
