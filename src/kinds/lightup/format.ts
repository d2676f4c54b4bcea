// Light Up / Akari (puzzle-light-up.com, Nikoli's Akari): put bulbs in white cells so that every
// white cell is lit, where a bulb lights its own cell and the cells in its row and column up to
// the nearest black cell; no bulb may light another; a numbered black cell has exactly that many
// bulbs beside it (sides only).
//
// Light Up files: the Puzzle Team task of puzzle-light-up.com (also pasted as `var task = '...'`),
// the puzz.link URL (`akari/W/H/...`, pzprjs's lightup) and a text form with a `kind: lightup`
// header and a row of cells per line.
import { type Point, SIDES, type Side, type Size, inside, move, opposite, points, pointsAlong, inRows, sideNeighbours } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, expectFlags, expectGrid, expectType, parsePuzzlinkUrl, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readGridRows } from '../common/grid-text.ts';
import { writeWithSkips } from '../common/puzzlink-skips.ts';
import { readRuns, refuseNonSquare, runGrid, writeRuns } from '../common/runs.ts';
import { formsOf } from '../common/forms.ts';
import { kindLines, taskOf } from '../common/task.ts';

/** A cell: white (null), black without a number, or black with the number of bulbs beside it. */
export type LightUpCell = null | 'black' | number;

export interface LightUp extends Size {
  /** `cells[row][col]`. Row 0 is the top. */
  cells: LightUpCell[][];
}

/** `bulb[row][col]`. */
export type Bulbs = boolean[][];

export const isWhite = (p: LightUp, { row, col }: Point) => p.cells[row][col] === null;

const open = (p: LightUp, point: Point) => inside(p, point) && isWhite(p, point);

/** The white cells from `point` (itself not included) along `side` up to a black cell or the edge. */
const walk = (p: LightUp, point: Point, side: Side): Point[] => pointsAlong(p, point, side, (next) => isWhite(p, next));

/** The white cells a bulb at `point` lights besides its own: along each side up to a black cell or the edge. */
export const sightOf = (p: LightUp, point: Point): Point[] => SIDES.flatMap((side) => walk(p, point, side));

/** The white cells beside a numbered black cell, where its bulbs go. */
export const whiteBeside = (p: LightUp, point: Point): Point[] => sideNeighbours(point, p).filter((next) => isWhite(p, next));

/**
 * The stretches of white cells between black cells (or the edge), across and down, by their first
 * cells in reading order: a bulb lights its whole stretch both ways, so each holds one bulb at most,
 * and a cell is lit by its two.
 */
export const stretches = (p: LightUp): Point[][] =>
  points(p)
    .filter((start) => isWhite(p, start))
    .flatMap((start) => (['W', 'N'] as const).flatMap((back) => (open(p, move(start, back)) ? [] : [[start, ...walk(p, start, opposite(back))]])));

const MAX_SIDE = 100;

function refuseSize(width: number, height: number, source: string, where: string) {
  if (width > MAX_SIDE || height > MAX_SIDE) throw new InputError(source, where, `a ${width}x${height} Light Up is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
}

/**
 * ```
 * kind: lightup
 * ..2..        a row per line: . white, # black, 0-4 a black cell with its number
 * 0.2.2        (spaces between cells allowed)
 * ..#..
 * ```
 * `#` at the start of a line is a comment, so a row may not start with a black cell written `#`:
 * write it `x` there (`x` and `#` are the same cell).
 */
export function parseLightUpText(text: string, source: string): LightUp {
  const [_header, ...rows] = kindLines(text, source, 'lightup');
  const cells = readGridRows(rows, source, ({ token, position }): LightUpCell => {
    if (token === '.') return null;
    if (token === '#' || token.toLowerCase() === 'x') return 'black';
    if (/^[0-4]$/.test(token)) return Number(token);
    throw new InputError(source, position, `expected a cell: . (white), x or # (black), 0-4 (black with a number), found '${token}'`);
  });
  refuseSize(cells[0].length, cells.length, source, `line ${rows[0].number}`);
  return { width: cells[0].length, height: cells.length, cells };
}

/** A black cell written at the start of a row is `x`: a row starting `#` would read as a comment. */
export function toLightUpText(p: LightUp): string {
  const symbol = (cell: LightUpCell, col: number) => (cell === null ? '.' : cell === 'black' ? (col === 0 ? 'x' : '#') : String(cell));
  return `kind: lightup\n${p.cells.map((line) => line.map(symbol).join('')).join('\n')}\n`;
}

// ------------------------------------------------------------------------------ puzz.link

export const lightUpUrlTypes = ['akari', 'lightup', 'bijutsukan'] as const;

/**
 * pzprjs's 4-cell packing, row by row: `0`-`4` a numbered black cell, `5`-`9` and `a`-`e` the same
 * number followed by one or two white cells, `.` a black cell without a number, `g`-`z` 1-20 white cells.
 */
export function parseLightUpUrl(text: string, source: string): LightUp {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, lightUpUrlTypes, 'Light Up');
  expectFlags(url, {});
  refuseSize(url.width, url.height, source, 'URL size');
  const body: UrlBody = new UrlBody(url);
  const count = url.width * url.height;
  const cells: LightUpCell[] = [];
  const white = (n: number, at: number) => {
    if (cells.length + n > count) body.fail(`expected at most ${count - cells.length} more cells of a ${body.size} grid (is the size right?)`, at);
    for (let i = 0; i < n; i++) cells.push(null);
  };
  while (cells.length < count) {
    const at = body.offset();
    const char = body.next();
    if (char === undefined) body.fail(`expected ${count} cells, found the end of the URL after ${cells.length} (is the size right?)`, at);
    const digit = parseInt(char, 16);
    if (char === '.') cells.push('black');
    else if (/[0-9a-e]/.test(char)) {
      cells.push(digit % 5);
      white(Math.floor(digit / 5), at);
    } else if (/[g-z]/.test(char)) white(parseInt(char, 36) - 15, at);
    else body.fail(`expected a cell code (0-9, a-e, '.', or g-z for white cells), found '${char}'`, at);
  }
  body.end();
  return { width: url.width, height: url.height, cells: inRows(cells, url.width) };
}

export function toLightUpUrl(p: LightUp): string {
  expectGrid(p.cells, p.width, p.height, 'cells');
  const cells = p.cells.flat();
  const body = writeWithSkips(cells.length, (i) => {
    const cell = cells[i];
    if (cell === null) return undefined;
    if (cell === 'black') return { code: '.', covers: 1 };
    // Up to two white cells after a number ride along in its code.
    let after = 0;
    while (after < 2 && cells[i + 1 + after] === null) after++;
    return { code: (cell + 5 * after).toString(16), covers: 1 + after };
  });
  return `${puzzlinkUrl({ type: 'akari', width: p.width, height: p.height, body })}\n`;
}

// ------------------------------------------------------------------------------ Puzzle Team

/**
 * The task, row by row: `0`-`4` a black cell with its number, `B` a black cell without one, a
 * letter a run of white cells (`a` one ... `z` 26). As two public readers of the site's task have
 * it: stacs-cp/demystify-rs `scripts/fetch-lightup.py` and puzzle-resolution/LightUp
 * `src/parsetask.ts`. Square unless a pasted page gives `puzzleWidth` and `puzzleHeight`.
 */
export function parseLightUpTask(text: string, source: string): LightUp {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Light Up task such as b1aBc0e2aBb, found an empty input');
  const cells = readRuns<LightUpCell>(
    task,
    source,
    (chars, at) => (chars[at] === 'B' ? { value: 'black', length: 1 } : /[0-4]/.test(chars[at]) ? { value: Number(chars[at]), length: 1 } : undefined),
    "a number 0-4 (a numbered black cell), 'B' (a black cell)",
  );
  const rows = runGrid(text, cells, source, 'Light Up');
  refuseSize(rows[0].length, rows.length, source, 'task');
  return { width: rows[0].length, height: rows.length, cells: rows };
}

/** A task only of 0-4, B and run letters, with both a number and a B (others' tasks have no B, Masyu's no digit). */
const isLightUpTask = (text: string) => /^(?=.*B)(?=.*[0-4])[0-4Ba-z]+$/.test(taskOf(text));

export function toLightUpTask(p: LightUp): string {
  refuseNonSquare(p.width, p.height);
  const task = writeRuns(p.cells.flat(), (cell) => (cell === 'black' ? 'B' : String(cell)));
  // Without both it is another kind's task (Masyu, Slitherlink, Hashi) when read back.
  if (!isLightUpTask(task))
    throw new UsageError("this Light Up's task has no numbered or no plain black cell, so it would read as another kind's; --to text keeps it");
  return `${task}\n`;
}

export const lightUpForms = formsOf<LightUp>('lightup', {
  text: { read: parseLightUpText, write: toLightUpText },
  puzzlink: { types: lightUpUrlTypes, read: parseLightUpUrl, write: toLightUpUrl },
  puzzleteam: {
    looks: isLightUpTask,
    // A grid without its header (rows of `.` and `#`, one row too) is told so, not read as a task.
    // (formsOf hands a URL of any type to the URL reader.)
    read: (text, source) => (/[\s.#]/.test(taskOf(text)) ? parseLightUpText(text, source) : parseLightUpTask(text, source)),
    write: toLightUpTask,
  },
});

export const parseLightUp = (text: string, source: string) => lightUpForms.parse({ text, source });
