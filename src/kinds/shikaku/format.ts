// Shikaku (puzzle-shikaku.com): cut the grid into rectangles, each holding exactly one number,
// which is its area. The answer gives each cell the number of the clue whose rectangle holds it:
// clues are numbered 1.. in reading order.
//
// Shikaku files: the Puzzle Team task of puzzle-shikaku.com (also pasted as `var task = '...'`),
// the puzz.link URL (`shikaku/W/H/<numbers>`) and a text form with a `kind: shikaku` header.
import { type Point, points, inRows } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { readGridRows } from '../common/grid-text.ts';
import { type RunToken, readRuns, refuseNonSquare, runGrid, writeRuns } from '../common/runs.ts';
import { formsOf } from '../common/forms.ts';
import { dataLines, taskOf } from '../common/task.ts';

export interface Shikaku {
  width: number;
  height: number;
  /** `clues[row][col]`: the area of the rectangle through this cell, or null. */
  clues: (number | null)[][];
}

/** `clue[row][col]`: the number (from 1, in reading order) of the clue whose rectangle holds the cell. */
export type Cutting = number[][];

export interface Clue extends Point {
  area: number;
}

/** The clues in reading order: clue i + 1 is `cluesOf(p)[i]`. */
export const cluesOf = (p: Shikaku): Clue[] =>
  points(p).flatMap((cell) => {
    const area = p.clues[cell.row][cell.col];
    return area === null ? [] : [{ ...cell, area }];
  });

/** A rectangle by its top left cell and its extent. */
export interface Rectangle {
  top: number;
  left: number;
  height: number;
  width: number;
}

export const cellsOf = (r: Rectangle): Point[] => points(r).map(({ row, col }) => ({ row: r.top + row, col: r.left + col }));

/** Every rectangle of the clue's area on the grid that holds the clue and no other. */
export function rectanglesFor(p: Shikaku, clue: Clue): Rectangle[] {
  const found: Rectangle[] = [];
  for (let height = 1; height <= clue.area; height++) {
    if (clue.area % height !== 0) continue;
    const width = clue.area / height;
    for (let top = clue.row - height + 1; top <= clue.row; top++)
      for (let left = clue.col - width + 1; left <= clue.col; left++) {
        const r = { top, left, height, width };
        if (top < 0 || left < 0 || top + height > p.height || left + width > p.width) continue;
        if (holdsOnly(p, r, clue)) found.push(r);
      }
  }
  return found;
}

/**
 * Whether the rectangle holds no clue but `clue`: plain loops, as a clue of area A has A placements
 * per shape of A cells each (cellsOf's arrays for each made a third of the 50x40's encoding time).
 */
function holdsOnly(p: Shikaku, r: Rectangle, clue: Clue): boolean {
  for (let row = r.top; row < r.top + r.height; row++)
    for (let col = r.left; col < r.left + r.width; col++) if (p.clues[row][col] !== null && (row !== clue.row || col !== clue.col)) return false;
  return true;
}

export const shikakuUrlTypes = ['shikaku'] as const;

function checked(p: Shikaku, source: string): Shikaku {
  const area = p.clues.flat().reduce<number>((sum, clue) => sum + (clue ?? 0), 0);
  if (area === 0) throw new InputError(source, 'line 1', 'expected at least one number, found none');
  if (p.clues.flat().some((clue) => clue !== null && clue > p.width * p.height))
    throw new InputError(source, 'grid', `a number is larger than the ${p.width}x${p.height} grid`);
  return p;
}

/**
 * ```
 * kind: shikaku
 * . . 3 .      one row per line: a number (the rectangle's area) or `.` (also `-`);
 * 12 . . .     cells apart by spaces (or written together when every number has one digit)
 * ```
 */
export function parseShikakuText(text: string, source: string): Shikaku {
  const [, ...rows] = dataLines(text);
  const clues = readGridRows(rows, source, ({ token, position }) => {
    if (token === '.' || token === '-') return null;
    if (!/^\d{1,4}$/.test(token) || Number(token) === 0)
      throw new InputError(source, position, `expected a number 1 or more (an area) or '.', found '${token}'`);
    return Number(token);
  });
  return checked({ width: clues[0].length, height: clues.length, clues }, source);
}

export function parseShikakuUrl(text: string, source: string): Shikaku {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, shikakuUrlTypes, 'Shikaku');
  expectFlags(url, {});
  const body = new UrlBody(url);
  const numbers = readNumbers(body, url.width * url.height, 'numbers', (value) => (value === 0 ? 'expected an area of 1 or more, found 0' : undefined));
  body.end();
  const clues = numbers.map((number, i) => {
    if (number === '?') throw new InputError(source, 'URL', `clue ${i + 1} has no number ('.'), which this kind does not read`);
    return number;
  });
  return checked({ width: url.width, height: url.height, clues: inRows(clues, url.width) }, source);
}

// ------------------------------------------------------------------------------ Puzzle Team

/** A number of the task, or `_` between two numbers side by side. */
const taskNumber = (task: string, at: number): RunToken<number> | undefined => {
  if (task[at] === '_') return { length: 1 };
  const digits = /^\d+/.exec(task.slice(at, at + 12))?.[0];
  return digits === undefined ? undefined : { value: Number(digits), length: digits.length };
};

/**
 * The task, row by row: a number the area of the rectangle through its cell, `_` between two
 * numbers side by side, a letter a run of empty cells (`a` one ... `z` 26). As
 * SmilingWayne/puzzlekit-dataset `decoders/decoders.py` reads it (whose 50x40 special decodes to
 * 2000 cells whose numbers add up to 2000). Square unless a pasted page gives its size.
 */
export function parseShikakuTask(text: string, source: string): Shikaku {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Shikaku task such as b4c2_3d, found an empty input');
  const cells = readRuns(task, source, taskNumber, "a number (an area), '_' (between two numbers)").map((clue, i) => {
    if (clue === 0) throw new InputError(source, `task cell ${i + 1}`, 'expected an area of 1 or more, found 0');
    return clue;
  });
  const clues = runGrid(text, cells, source, 'Shikaku');
  return checked({ width: clues[0].length, height: clues.length, clues }, source);
}

export function toShikakuTask(p: Shikaku): string {
  refuseNonSquare(p.width, p.height);
  const task = writeRuns(p.clues.flat(), (clue, before) => `${/\d$/.test(before) ? '_' : ''}${clue}`);
  if (!isShikakuTask(task))
    throw new UsageError("this Shikaku's task would read as another kind's (its areas must add up to the grid's and one be 4 or more); --to text keeps it");
  return `${task}\n`;
}

/**
 * A task of numbers, `_` and run letters that fills a square (or the page's size) with areas
 * adding up to it, one of 4 or more: Slitherlink's tasks have only 0-3, and the givens of a
 * Sudoku or a Hashi rarely add up to the grid's area.
 */
function isShikakuTask(text: string): boolean {
  const task = taskOf(text);
  if (!/^[\d_a-z]+$/.test(task) || !/\d/.test(task)) return false;
  try {
    const { width, height, clues } = parseShikakuTask(text, 'detect');
    const areas = clues.flat().filter((clue) => clue !== null);
    return areas.reduce((sum, clue) => sum + clue, 0) === width * height && areas.some((clue) => clue >= 4);
  } catch {
    return false;
  }
}

export function toShikakuText(p: Shikaku): string {
  const wide = p.clues.flat().some((clue) => clue !== null && clue > 9);
  return `kind: shikaku\n${p.clues.map((line) => line.map((clue) => clue ?? '.').join(wide ? ' ' : '')).join('\n')}\n`;
}

export const toShikakuUrl = (p: Shikaku) =>
  `${puzzlinkUrl({ type: shikakuUrlTypes[0], width: p.width, height: p.height, body: writeNumbers(p.clues.flat()) })}\n`;

export const shikakuForms = formsOf<Shikaku>('shikaku', {
  text: { read: parseShikakuText, write: toShikakuText },
  puzzlink: { types: shikakuUrlTypes, read: parseShikakuUrl, write: toShikakuUrl },
  puzzleteam: { looks: isShikakuTask, read: parseShikakuTask, write: toShikakuTask },
});

export const parseShikaku = (text: string, source: string) => shikakuForms.parse({ text, source });
