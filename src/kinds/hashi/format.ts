// Bridges / Hashiwokakero (puzzle-bridges.com): join the islands with bridges across or down the
// grid, one or two between a pair of islands in line, never crossing another bridge or an island,
// so that each island has as many bridges as its number and all islands form one network.
//
// The answer, one character per cell: on an island, 3 x (bridges to the east) + (bridges to the
// south), a digit 0-8 (so bridges between islands side by side are written too); elsewhere the
// bridge passing through, `-` one across, `=` two across, `|` one down, `H` two down, `.` none.
//
// Bridges files: the Puzzle Team task (`a4d32a4b...`: island numbers and letter runs of sea, also
// pasted as `var task = '...'`), the puzz.link URL (`hashi/W/H/<numbers>`) and a text form with a
// `kind: hashi` header. Bad input is an InputError naming the place.
import { type Point, move, points } from '../../dsl/grid/index.ts';
import { InputError } from '../../format/errors.ts';
import { cellNumbersUrl, readCellNumbersUrl } from '../common/cell-numbers-url.ts';
import { formsOf } from '../common/forms.ts';
import { digitRowsText, readDigitRows } from '../common/digit-rows.ts';
import { letterRunShape, readLetterRunTask, writeLetterRunTask } from '../common/letter-runs.ts';
import { refuseNonSquare } from '../common/runs.ts';
import { taskOf } from '../common/task.ts';

export interface Hashi {
  width: number;
  height: number;
  /** `islands[row][col]`: the island's number 1-8, or null for sea. */
  islands: (number | null)[][];
}

/** One character per cell, as above. */
export type Crossings = string[][];

export const ACROSS = { 1: '-', 2: '=' } as const;
export const DOWN = { 1: '|', 2: 'H' } as const;

/** A place for bridges: an island and the next island east or south of it, and the sea between. */
export interface Site {
  from: Point;
  to: Point;
  side: 'E' | 'S';
  between: Point[];
}

export const isIsland = (p: Hashi, { row, col }: Point) => p.islands[row]?.[col] != null;

/** Every pair of islands in line with only sea between them, each once (from the west or north one). */
export function sitesOf(p: Hashi): Site[] {
  return points(p)
    .filter((cell) => isIsland(p, cell))
    .flatMap((from) =>
      (['E', 'S'] as const).flatMap((side) => {
        const between: Point[] = [];
        let to = move(from, side);
        while (to.row < p.height && to.col < p.width && !isIsland(p, to)) between.push(to), (to = move(to, side));
        return to.row < p.height && to.col < p.width ? [{ from, to, side, between }] : [];
      }),
    );
}

/** How many bridges leave a cell east and south, by its character (undefined: not one of the notation's). */
export function arms(symbol: string, island: boolean): { east: number; south: number } | undefined {
  if (island) return /^[0-8]$/.test(symbol) ? { east: Math.floor(Number(symbol) / 3), south: Number(symbol) % 3 } : undefined;
  return { '.': { east: 0, south: 0 }, '-': { east: 1, south: 0 }, '=': { east: 2, south: 0 }, '|': { east: 0, south: 1 }, H: { east: 0, south: 2 } }[symbol];
}

/**
 * The answer's characters for bridges leaving islands east or south, `count` of them (1 or 2) each:
 * an island's digit adds them up, a sea cell holds the bridge over it. `crossed`: the sea cells a
 * second bridge was written over (two bridges crossing, which no character can hold).
 */
export function crossingsOf(p: Hashi, bridges: { from: Point; side: 'E' | 'S'; count: number }[]): { grid: Crossings; crossed: Point[] } {
  const grid: Crossings = p.islands.map((line) => line.map((island) => (island === null ? '.' : '0')));
  const crossed: Point[] = [];
  for (const { from, side, count } of bridges) {
    grid[from.row][from.col] = String(Number(grid[from.row][from.col]) + (side === 'E' ? 3 * count : count));
    const symbol = (side === 'E' ? ACROSS : DOWN)[count === 1 ? 1 : 2];
    for (let cell = move(from, side); !isIsland(p, cell); cell = move(cell, side)) {
      if (grid[cell.row][cell.col] !== '.') crossed.push(cell);
      grid[cell.row][cell.col] = symbol;
    }
  }
  return { grid, crossed };
}

export const hashiUrlTypes = ['hashi', 'hashikake', 'bridges'] as const;
const islandProblem = (value: number) => (value < 1 || value > 8 ? `expected an island number 1-8, found ${value}` : undefined);

function checked(p: Hashi, source: string): Hashi {
  if (!p.islands.flat().some((island) => island !== null)) throw new InputError(source, 'line 1', 'expected at least one island, found none');
  return p;
}

export function parseHashiTask(text: string, source: string): Hashi {
  const islands = readLetterRunTask(taskOf(text), source, 'a4d32a4b4b2j2a3a4c4h1a2b3', islandProblem);
  return checked({ width: islands.length, height: islands.length, islands }, source);
}

/**
 * ```
 * kind: hashi
 * .4....3      one row per line: an island's number 1-8, or `.` (also `-`) for sea
 * 2.4..4.
 * ```
 */
export function parseHashiText(text: string, source: string): Hashi {
  const islands = readDigitRows(text, source, (digit) => !islandProblem(digit), 'an island number 1-8');
  return checked({ width: islands[0].length, height: islands.length, islands }, source);
}

export function parseHashiUrl(text: string, source: string): Hashi {
  const { width, height, numbers } = readCellNumbersUrl(text, source, {
    types: hashiUrlTypes,
    genre: 'Bridges',
    part: 'islands',
    check: islandProblem,
    unknown: (island) => ({ position: 'URL', message: `island ${island + 1} has no number ('.'), which this kind does not read` }),
  });
  return checked({ width, height, islands: numbers }, source);
}

/**
 * A task of island numbers 1-8 and letter runs filling a square grid whose numbers add up to an
 * even number (each bridge counts at two islands) and that has an island of 4 or more or no two
 * islands side by side (Slitherlink tasks have clues side by side).
 */
export function looksLikeHashiTask(text: string): boolean {
  const shape = letterRunShape(text);
  if (!shape || shape.cells.includes(0) || shape.cells.every((cell) => cell === null)) return false;
  return shape.sum % 2 === 0 && (shape.cells.some((cell) => cell !== null && cell > 3) || !shape.besides);
}

export const toHashiText = (p: Hashi) => digitRowsText('hashi', p.islands);

export function toHashiTask(p: Hashi): string {
  refuseNonSquare(p.width, p.height);
  return `${writeLetterRunTask(p.islands)}\n`;
}

export const toHashiUrl = (p: Hashi) => cellNumbersUrl(hashiUrlTypes[0], p.islands);

export const hashiForms = formsOf<Hashi>('hashi', {
  text: { read: parseHashiText, write: toHashiText },
  puzzlink: { types: hashiUrlTypes, read: parseHashiUrl, write: toHashiUrl },
  puzzleteam: { looks: looksLikeHashiTask, read: parseHashiTask, write: toHashiTask },
});

export const parseHashi = (text: string, source: string) => hashiForms.parse({ text, source });
