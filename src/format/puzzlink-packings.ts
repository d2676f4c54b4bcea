// The packings of puzz.link bodies that several puzzle types share: region borders as bits in
// base 32, number lists in pzprjs's spelling, three-way cells in base 27. Read through a UrlBody
// (puzzlink.ts), so every failure names its character in the URL.
import { type InnerWall, type Walls, regionInPieces, regionsFromWalls as cutByWalls, wallsFromRegions } from '../dsl/grid/regions.ts';
import { UsageError } from '../errors.ts';
import type { UrlBody } from './url-body.ts';

// ------------------------------------------------------------------------------ region borders

// Where walls run and which regions they make is the grid vocabulary's (src/dsl/grid/regions.ts).
export type { Walls };
export { regionInPieces, wallsFromRegions };

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

/** The regions the walls cut the grid into, and the walls inside a region (see the vocabulary's regionsFromWalls). */
export function regionsFromWalls(walls: Walls, width: number, height: number): { regions: number[][]; innerWalls: InnerWall[] } {
  return cutByWalls(walls, { width, height });
}

/** Where a wall's bit lies in the border field: the character from the field's start, from 0. */
export function wallCharacter(width: number, height: number, wall: InnerWall): number {
  if (wall.side === 'right') return Math.floor((wall.row * (width - 1) + wall.col) / 5);
  return Math.ceil(((width - 1) * height) / 5) + Math.floor((wall.row * width + wall.col) / 5);
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

/** readNumbers for clues that may be missing: a `?` (pzprjs's `.`) says no more than a blank, so both read as none (null). */
export const readOptionalNumbers = (...args: Parameters<typeof readNumbers>): (number | null)[] =>
  readNumbers(...args).map((value) => (value === '?' ? null : value));

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
    else if (!Number.isInteger(number) || number < 0 || number > MOST_NUMBER)
      throw new UsageError(`a puzz.link URL holds numbers from 0 to ${MOST_NUMBER}, not ${number}`);
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
