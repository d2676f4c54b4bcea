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
import { type Point, inside, move, points, pointsAlong } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import { InputError } from '../../errors.ts';
import { cellNumbersUrl, readCellNumbersUrl } from '../common/cell-numbers-url.ts';
import { formsOf } from '../common/forms.ts';
import { digitRowsText, readDigitRows } from '../common/digit-rows.ts';
import { letterRunShape, readLetterRunTask, writeLetterRunTask } from '../common/letter-runs.ts';

export interface Hashi {
  width: number;
  height: number;
  /** `islands[row][col]`: the island's number 1-8, or null for sea. */
  islands: (number | null)[][];
}

/** One character per cell, as above. */
export type Crossings = string[][];

/** The characters of the bridges over a sea cell, one and two, across (east) and down (south). */
export const BRIDGES = { E: ['-', '='], S: ['|', 'H'] } as const;

export const isIsland = (p: Hashi, { row, col }: Point) => p.islands[row]?.[col] != null;

/** The islands in reading order. */
export const islandsOf = (p: Hashi) => points(p).filter((cell) => isIsland(p, cell));

/**
 * Where bridges may go: every pair of islands in line with only sea between them, each once (from
 * the west or north one, `side` pointing to the other), in reading order, east before south.
 */
export const sitesOf = (p: Hashi) =>
  islandsOf(p).flatMap((from) =>
    (['E', 'S'] as const).flatMap((side) => {
      const between = pointsAlong(p, from, side, (cell) => !isIsland(p, cell));
      const to = move(from, side, between.length + 1);
      return inside(p, to) ? [{ from, to, side, between }] : [];
    }),
  );

/** How many bridges leave a cell east (E) and south (S), by its character (undefined: not known, or not one of the notation's). */
export function arms(symbol: string | undefined, island: boolean): { E: number; S: number } | undefined {
  if (symbol === undefined) return undefined;
  if (island) return /^[0-8]$/.test(symbol) ? { E: Math.floor(Number(symbol) / 3), S: Number(symbol) % 3 } : undefined;
  return { '.': { E: 0, S: 0 }, '-': { E: 1, S: 0 }, '=': { E: 2, S: 0 }, '|': { E: 0, S: 1 }, H: { E: 0, S: 2 } }[symbol];
}

/** Each site with the bridges its first island's character sends along it (0 where that is not known). */
export const bridgesOf = (p: Hashi, grid: PartialGrid<string>) =>
  sitesOf(p).map((site) => ({ ...site, count: arms(grid[site.from.row][site.from.col], true)?.[site.side] ?? 0 }));

/**
 * The answer's characters for `count` bridges (0, 1 or 2) on each site: an island's digit adds up
 * those leaving it, a sea cell holds the bridge over it. `crossed`: the sea cells a second bridge
 * was written over (two bridges crossing, which no character can hold).
 */
export function crossingsOf(p: Hashi, bridges: ReturnType<typeof bridgesOf>): { grid: Crossings; crossed: Point[] } {
  const grid: Crossings = p.islands.map((line) => line.map((island) => (island === null ? '.' : '0')));
  const crossed: Point[] = [];
  for (const { from, side, between, count } of bridges.filter((bridge) => bridge.count > 0)) {
    grid[from.row][from.col] = String(Number(grid[from.row][from.col]) + (side === 'E' ? 3 * count : count));
    for (const cell of between) {
      if (grid[cell.row][cell.col] !== '.') crossed.push(cell);
      grid[cell.row][cell.col] = BRIDGES[side][count === 1 ? 0 : 1];
    }
  }
  return { grid, crossed };
}

export const hashiUrlTypes = ['hashi', 'hashikake', 'bridges'] as const;
const isIslandNumber = (value: number) => value >= 1 && value <= 8;
const islandProblem = (value: number) => (isIslandNumber(value) ? undefined : `expected an island number 1-8, found ${value}`);

/** The puzzle of these islands: a grid of sea alone is refused. */
function hashiOf(islands: (number | null)[][], source: string): Hashi {
  if (!islands.flat().some((island) => island !== null)) throw new InputError(source, 'line 1', 'expected at least one island, found none');
  return { width: islands[0].length, height: islands.length, islands };
}

export const parseHashiTask = (text: string, source: string) => hashiOf(readLetterRunTask(text, source, 'a4d32a4b4b2j2a3a4c4h1a2b3', islandProblem), source);

/**
 * ```
 * kind: hashi
 * .4....3      one row per line: an island's number 1-8, or `.` (also `-`) for sea
 * 2.4..4.
 * ```
 */
export const parseHashiText = (text: string, source: string) => hashiOf(readDigitRows(text, source, isIslandNumber, 'an island number 1-8'), source);

export function parseHashiUrl(text: string, source: string): Hashi {
  const { numbers } = readCellNumbersUrl(text, source, {
    types: hashiUrlTypes,
    genre: 'Bridges',
    part: 'islands',
    check: islandProblem,
    unknown: (island) => ({ position: 'URL', message: `island ${island + 1} has no number ('.'), which this kind does not read` }),
  });
  return hashiOf(numbers, source);
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

export const hashiForms = formsOf<Hashi>('hashi', {
  text: { read: parseHashiText, write: (p) => digitRowsText('hashi', p.islands) },
  puzzlink: { types: hashiUrlTypes, read: parseHashiUrl, write: (p) => cellNumbersUrl(hashiUrlTypes[0], p.islands) },
  puzzleteam: { looks: looksLikeHashiTask, read: parseHashiTask, write: (p) => writeLetterRunTask(p.islands) },
});
