// Skyscrapers (puzzle-skyscrapers.com): fill an n x n grid with buildings of heights 1..n, each
// height once in every row and column; a clue outside the grid counts the buildings seen from
// there, a taller one hiding every lower one behind it.
//
// Skyscrapers files: the Puzzle Team task (`top/bottom/left/right` clues joined by `/`, empty for
// none, then optionally `,` and the givens: digits, `a`-`z` runs of empty cells, `_` between two
// digits), the puzz.link URL (`skyscrapers/5/5/...`), and a text form with a `kind: skyscrapers`
// header. Bad input is an InputError naming the place.
import { type Point, cols, inRows, rows } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, puzzlinkOfTypes, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readOptionalNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { readGridRows } from '../common/grid-text.ts';
import { formsOf } from '../common/forms.ts';
import { readKeyedGrid } from '../common/keyed-grid.ts';
import { writeRuns } from '../common/runs.ts';
import { dataLines, taskOf } from '../common/task.ts';

export type Clues = (number | null)[];

export interface Skyscrapers {
  width: number;
  height: number;
  /** Above each column, below each column (left to right), left of each row, right of each row (top to bottom). */
  top: Clues;
  bottom: Clues;
  left: Clues;
  right: Clues;
  givens: (number | null)[][];
}

export const SIDES = ['top', 'bottom', 'left', 'right'] as const;
export type Side = (typeof SIDES)[number];

/** Where each side's clues stand: beside a row or a column, before it (top, left) or after it, and in words. */
export const PLACES = {
  top: { line: 'column', end: 'start', words: 'above column' },
  bottom: { line: 'column', end: 'end', words: 'below column' },
  left: { line: 'row', end: 'start', words: 'left of row' },
  right: { line: 'row', end: 'end', words: 'right of row' },
} as const;

/** The cells a clue looks along, nearest first: its row or column, read from the clue's end. */
export function sightLine(n: number, side: Side, i: number): Point[] {
  const line = (PLACES[side].line === 'row' ? rows : cols)({ width: n, height: n })[i];
  return PLACES[side].end === 'start' ? line : line.reverse();
}

/**
 * Every clue with its line of sight, how messages name it ("the clue 3 above column 2"), and where
 * it stands (`place`: its line, from 0, and which end), for an encoding to name it by.
 */
export const sightLines = (p: Skyscrapers) =>
  SIDES.flatMap((side) =>
    p[side].flatMap((clue, index) => {
      const place = { line: PLACES[side].line, index, side: PLACES[side].end, words: `${PLACES[side].words} ${index + 1}` };
      return clue === null ? [] : [{ clue, cells: sightLine(p.width, side, index), name: `the clue ${clue} ${place.words}`, place }];
    }),
  );

/** How many buildings of these heights one sees, nearest first: those taller than every one before them. */
export const seen = (heights: readonly number[]): number => heights.filter((height, i) => heights.slice(0, i).every((before) => before < height)).length;

export const SKYSCRAPERS_MAX_SIDE = 30;
const empty = (n: number) => Array.from({ length: n }, () => Array<number | null>(n).fill(null));

function clue(token: string, source: string, position: string, n: number): number | null {
  if (token === '' || token === '-' || token === '.') return null;
  if (!/^\d+$/.test(token) || Number(token) < 1 || Number(token) > n)
    throw new InputError(source, position, `expected a clue from 1 to ${n} or nothing, found '${token}'`);
  return Number(token);
}

export function parseSkyscrapersTask(text: string, source: string): Skyscrapers {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as ///2//3///2//4//////4///, found an empty input');
  const [clueText, gridText, ...more] = task.split(',');
  if (more.length > 0) throw new InputError(source, 'task', `expected the clues and at most one ',' before the givens, found ${more.length + 1}`);
  const tokens = clueText.split('/');
  if (tokens.length % 4 !== 0) throw new InputError(source, 'task', `expected 4n clues (top, bottom, left, right) joined by '/', found ${tokens.length}`);
  const n = tokens.length / 4;
  const clues = tokens.map((token, i) => clue(token.trim(), source, `clue ${i + 1}`, n));
  const givens = gridText === undefined ? empty(n) : taskGrid(gridText.trim(), source, n);
  return { width: n, height: n, top: clues.slice(0, n), bottom: clues.slice(n, 2 * n), left: clues.slice(2 * n, 3 * n), right: clues.slice(3 * n), givens };
}

const givenExpected = (n: number) => `expected a height from 1 to ${Math.min(n, 9)}, a letter a-z (a run of empty cells) or '_'`;

function taskGrid(text: string, source: string, n: number): (number | null)[][] {
  const cells: (number | null)[] = [];
  for (const [i, char] of [...text].entries()) {
    if (char === '_') continue;
    if (/[a-z]/.test(char)) cells.push(...Array<null>(char.charCodeAt(0) - 96).fill(null));
    else if (/[1-9]/.test(char) && Number(char) <= n) cells.push(Number(char));
    else throw new InputError(source, `givens character ${i + 1}`, `${givenExpected(n)}, found '${char}'`);
  }
  if (cells.length !== n * n) throw new InputError(source, 'givens', `expected ${n * n} cells for a ${n}x${n} grid, found ${cells.length}`);
  return inRows(cells, n);
}

export function toSkyscrapersTask(p: Skyscrapers): string {
  if (p.width > 9) throw new UsageError('a Puzzle Team task holds heights up to 9; --to text keeps this one');
  const clues = SIDES.flatMap((side) => p[side].map((value) => value ?? '')).join('/');
  const bare = p.givens.flat().every((value) => value === null);
  // Read back, every clue given and nothing else reads as well as a Kakurasu task.
  if (bare && SIDES.every((side) => p[side].every((value) => value !== null)))
    throw new UsageError('a task with every clue given and no givens reads as a Kakurasu task; --to text keeps this one');
  // Two heights side by side are told apart by a '_'.
  const grid = writeRuns(p.givens.flat(), (height, previous) => `${/\d$/.test(previous) ? '_' : ''}${height}`);
  return bare ? `${clues}\n` : `${clues},${grid}\n`;
}

/**
 * A task of 4n clues joined by `/` with an empty one among them, or givens after a `,` (a task
 * with every clue given reads as well as Kakurasu's and needs `--kind skyscrapers`).
 */
export function looksLikeSkyscrapersTask(text: string): boolean {
  const task = taskOf(text);
  const match = /^([\d/]*)(?:,([1-9a-z_]+))?$/.exec(task);
  if (!match || !task.includes('/')) return false;
  const tokens = match[1].split('/');
  const n = tokens.length / 4;
  return Number.isInteger(n) && n >= 2 && (tokens.includes('') || match[2] !== undefined) && tokens.every((token) => token === '' || Number(token) <= n);
}

/** `skyscrapers/C/R/<clues, top bottom left right, number16><givens, number16, when any>`. */
export function parseSkyscrapersUrl(text: string, source: string): Skyscrapers {
  const url = puzzlinkOfTypes(text, source, skyscrapersForms.puzzlinkTypes ?? [], 'Skyscrapers', {});
  if (url.width !== url.height || url.width > SKYSCRAPERS_MAX_SIDE)
    throw new InputError(source, 'URL size', `expected a square grid of side at most ${SKYSCRAPERS_MAX_SIDE}, found ${url.width}x${url.height}`);
  const n = url.width;
  const body = new UrlBody(url);
  const inRange = (value: number) => (value < 1 || value > n ? `expected a number from 1 to ${n}, found ${value}` : undefined);
  const clues = readOptionalNumbers(body, 4 * n, 'clues', inRange);
  const givens = body.ahead(1) === '' ? empty(n) : inRows(readOptionalNumbers(body, n * n, 'givens', inRange), n);
  body.end();
  return { width: n, height: n, top: clues.slice(0, n), bottom: clues.slice(n, 2 * n), left: clues.slice(2 * n, 3 * n), right: clues.slice(3 * n), givens };
}

export function toSkyscrapersUrl(p: Skyscrapers): string {
  const givens = p.givens.flat().some((value) => value !== null) ? writeNumbers(p.givens.flat()) : '';
  return `${puzzlinkUrl({ type: 'skyscrapers', width: p.width, height: p.height, body: writeNumbers(SIDES.flatMap((side) => p[side])) + givens })}\n`;
}

/**
 * ```
 * kind: skyscrapers
 * top: - - 2 - -       the clues above the columns, left to right ('-' none)
 * bottom: 3 - - 2 -    below the columns
 * left: 4 - - - -      left of the rows, top to bottom
 * right: - 4 - - -     right of the rows
 * .....                optional: the givens, a row per line ('.' empty)
 * ```
 */
export function parseSkyscrapersText(text: string, source: string): Skyscrapers {
  const grid = readKeyedGrid(text, source, 'skyscrapers', SIDES, true);
  const header = `line ${dataLines(text)[0].number}`;
  const tokens = (side: Side) => (grid.keys.get(side)?.value ?? '').split(/[\s,]+/).filter(Boolean);
  const n = grid.keys.has('top') ? tokens('top').length : grid.rows.length;
  if (n === 0) throw new InputError(source, header, "expected a 'top:' line with the clues above the columns");
  if (n > SKYSCRAPERS_MAX_SIDE) throw new InputError(source, header, `a ${n}x${n} grid is past the limit of ${SKYSCRAPERS_MAX_SIDE}x${SKYSCRAPERS_MAX_SIDE}`);
  const side = (name: Side): Clues => {
    const entry = grid.keys.get(name);
    if (!entry) return Array<null>(n).fill(null);
    const found = tokens(name);
    if (found.length !== n) throw new InputError(source, `line ${entry.line}`, `expected ${n} ${name} clues ('-' for none), found ${found.length}`);
    return found.map((token, i) => clue(token, source, `line ${entry.line}, ${name} clue ${i + 1}`, n));
  };
  const givens =
    grid.rows.length === 0 ? empty(n) : readGridRows(grid.rows, source, ({ token, position }) => clue(token, source, position, n), { width: n, height: n });
  return { width: n, height: n, top: side('top'), bottom: side('bottom'), left: side('left'), right: side('right'), givens };
}

export function toSkyscrapersText(p: Skyscrapers): string {
  const lines = ['kind: skyscrapers', ...SIDES.map((side) => `${side}: ${p[side].map((value) => value ?? '-').join(' ')}`)];
  if (p.givens.flat().some((value) => value !== null)) lines.push(...p.givens.map((line) => line.map((value) => value ?? '.').join(p.width > 9 ? ' ' : '')));
  return `${lines.join('\n')}\n`;
}

export const skyscrapersForms = formsOf<Skyscrapers>('skyscrapers', {
  text: { read: parseSkyscrapersText, write: toSkyscrapersText },
  puzzlink: { types: ['skyscrapers', 'building', 'skyscraper'], read: parseSkyscrapersUrl, write: toSkyscrapersUrl },
  puzzleteam: { looks: looksLikeSkyscrapersTask, read: parseSkyscrapersTask, write: toSkyscrapersTask },
});

export const parseSkyscrapers = (text: string, source: string) => skyscrapersForms.parse({ text, source });
