// pzprv3 files: what pzprjs (puzz.link and its mirrors) saves with "File > Save", and what its
// test scripts and some pages paste as one line with `/` for the line breaks:
//
//   pzprv3[.N]      the format (N: the genre's file version, e.g. LITS 1 draws regions by walls)
//   mashu           the puzzle type
//   6               rows (the height: pzprjs writes rows before columns, unlike its URLs)
//   6               columns
//   . . 1 . . .     the genre's data, items split by spaces, one line per row
//
// A pzprjs URL may carry the same text after `?` (`p?pzprv3/mashu/6/6/...`). Only the header is
// read here; each kind's src/kinds/<kind>/puzzlink.ts reads its genre's data from a Pzprv3File.
// Errors name the line of the file (or the `/`-separated part of the one-line form) from 1.
import { InputError } from '../errors.ts';
import { exactWhole } from './numbers.ts';
import type { Walls } from './puzzlink-packings.ts';

interface Line {
  text: string;
  /** Its line (or part) in the text, from 1. */
  number: number;
}

/** The file inside a text: its lines, when the text is a pzprv3 file or a URL carrying one. */
function fileLines(text: string): { lines: Line[]; unit: 'line' | 'part' } | undefined {
  const body = text.replace(/^\uFEFF/, '').trim();
  const carried = /^(?:https?:\/\/)?[^\s?]*\?(?:\w+=\w*&)*((?:v:[^/]*\/)?pzprv3[.\d]*\/.*)$/i.exec(body);
  const oneLine = carried ? decodeURIComponent(carried[1]) : !body.includes('\n') ? body : undefined;
  const parts = oneLine !== undefined ? oneLine.split('/') : body.split(/\r?\n/);
  const lines = parts.map((part, i) => ({ text: part.trim(), number: i + 1 }));
  // The file may start with a variant line (`v:...`) before its format line.
  const first = lines.findIndex((line) => line.text !== '' && !line.text.startsWith('v:'));
  if (first < 0 || !/^pzprv3(?:\.\d+)?$/.test(lines[first].text)) return undefined;
  return { lines: lines.slice(first), unit: oneLine !== undefined ? 'part' : 'line' };
}

/** The puzzle type a pzprv3 file names (`mashu`), or undefined for any other text. */
export function pzprv3TypeOf(text: string): string | undefined {
  const found = fileLines(text);
  return found ? (found.lines[1]?.text ?? '') : undefined;
}

/** A pzprv3 file read line by line; each failure names its line. */
export class Pzprv3File {
  readonly type: string;
  readonly version: number;
  readonly width: number;
  readonly height: number;
  private readonly lines: Line[];
  private readonly unit: string;
  private at: number;

  constructor(
    text: string,
    readonly source: string,
  ) {
    const found = fileLines(text);
    if (!found) throw new InputError(source, 'line 1', "expected a pzprv3 file, starting with 'pzprv3'");
    this.lines = found.lines;
    this.unit = found.unit;
    this.version = Number(/\.(\d+)$/.exec(this.lines[0].text)?.[1] ?? 0);
    this.at = 1;
    this.type = this.line('the puzzle type');
    this.height = this.size('rows');
    this.width = this.size('columns');
  }

  fail(expected: string, line = this.lines[Math.min(this.at, this.lines.length - 1)]): never {
    throw new InputError(this.source, `pzprv3 ${this.unit} ${line.number}`, expected);
  }

  /** The next line, which must be there. */
  line(what: string): string {
    const line = this.lines[this.at];
    if (line === undefined) this.fail(`expected ${what}, found the end of the file`, this.lines.at(-1));
    this.at++;
    return line.text;
  }

  /** pzprjs's option lines (`r`, `f`): a line that is exactly the letter, consumed when there. */
  flag(letter: string): boolean {
    if (this.lines[this.at]?.text !== letter) return false;
    this.at++;
    return true;
  }

  /** A whole number on its own line (a size, Star Battle's star count). */
  whole(what: string): number {
    const line = this.lines[this.at];
    const text = this.line(what);
    if (!/^\d+$/.test(text)) this.fail(`expected ${what} (a whole number), found '${text}'`, line);
    return exactWhole(text, { source: this.source, position: `pzprv3 ${this.unit} ${line.number}`, what });
  }

  private size(what: string): number {
    const value = this.whole(`the number of ${what}`);
    if (value === 0) this.fail(`expected at least 1 of ${what}, found 0`, this.lines[this.at - 1]);
    return value;
  }

  /** `rows` lines of `columns` space-separated items each, read cell by cell. */
  grid<T>(rows: number, columns: number, what: string, read: (item: string, fail: (expected: string) => never) => T): T[][] {
    return Array.from({ length: rows }, () => {
      const line = this.lines[this.at];
      const items = this.line(`a row of ${what}`)
        .split(/\s+/)
        .filter((item) => item !== '');
      if (items.length !== columns)
        this.fail(`expected ${columns} items of ${what} (is the size ${this.height}x${this.width} right?), found ${items.length}`, line);
      return items.map((item) => read(item, (expected) => this.fail(expected, line)));
    });
  }

  /** pzprjs's region walls: `1` for a wall, `0` for none; right of each cell, then below it. */
  walls(): Walls {
    const wall = (item: string, fail: (expected: string) => never) =>
      /^-?\d+$/.test(item) ? item === '1' : fail(`expected a border, 1 or 0, found '${item}'`);
    return {
      vertical: this.grid(this.height, this.width - 1, 'borders between columns', wall),
      horizontal: this.grid(this.height - 1, this.width, 'borders between rows', wall),
    };
  }

  /** pzprjs's older region form: a line with the region count, then a region number per cell. */
  rooms(): number[][] {
    const count = this.whole('the number of regions');
    return this.grid(this.height, this.width, 'region numbers', (item, fail) => {
      const room = /^\d+$/.test(item) ? Number(item) : fail(`expected a region number from 0 to ${count - 1}, found '${item}'`);
      return room < count ? room : fail(`expected a region number from 0 to ${count - 1}, found ${room}`);
    });
  }
}

// ------------------------------------------------------------------------------ writing
//
// pzprjs saves a puzzle and the answer drawn on it in one file: the board's lines first, the
// answer's after them, in the same grid of items. A solved grid written so opens in pzprjs with
// its solution drawn. Each item is followed by a space and each line by a newline, as pzprjs writes.

/** One line of items, or a line of its own (a count, a flag). */
export type Pzprv3Line = readonly (string | number)[] | string | number;

/** A pzprv3 file: the format line (`pzprv3.N` for a genre's file version N), the type, rows, columns, then the lines. */
export function writePzprv3(file: { type: string; version?: number; height: number; width: number; lines: readonly Pzprv3Line[] }): string {
  const lines = file.lines.map((line) => (Array.isArray(line) ? line.map((item: string | number) => `${item} `).join('') : String(line)));
  return [file.version ? `pzprv3.${file.version}` : 'pzprv3', file.type, file.height, file.width, ...lines, ''].join('\n');
}

/** Region walls as `walls()` reads them: `1` for a wall, right of each cell (rows of width - 1), then below it. */
export const wallLines = (walls: Walls): number[][] => [...walls.vertical, ...walls.horizontal].map((line) => line.map((wall) => (wall ? 1 : 0)));

/** Regions as numbered rooms, as `rooms()` reads them: the count, then a room number per cell. */
export const roomLines = (regions: readonly (readonly number[])[]): Pzprv3Line[] => [new Set(regions.flat()).size, ...regions];

/**
 * A shaded answer (water, stars, tetrominoes): `#` shaded, `.` not. In an answer known only in part
 * (forced cells), a cell known unshaded is pzprjs's dot `+`, and `.` is a cell not yet decided.
 */
export function shadingLines(shaded: readonly (readonly (boolean | undefined)[])[]): string[][] {
  const partial = shaded.some((line) => line.includes(undefined));
  return shaded.map((line) => line.map((cell) => (cell ? '#' : cell === false && partial ? '+' : '.')));
}

/**
 * A loop through cell centres, by the cell sides it crosses (laid out as walls are): `1` the loop
 * crosses it. In an answer known in part, a side known uncrossed is pzprjs's cross `-1`, and `0` is
 * one not yet decided.
 */
export function loopLines(crossed: { vertical: (boolean | undefined)[][]; horizontal: (boolean | undefined)[][] }): number[][] {
  const sides = [...crossed.vertical, ...crossed.horizontal];
  const partial = sides.some((line) => line.includes(undefined));
  return sides.map((line) => line.map((side) => (side ? 1 : side === false && partial ? -1 : 0)));
}
