// Nurikabe (puzzle-nurikabe.com): shade the sea so that every island of unshaded cells holds
// exactly one number, equal to its count of cells; the sea is one group with no 2x2 block.
//
// Nurikabe files: a puzz.link URL (`nurikabe`, pzprjs's number16 packing of the cells), a text
// form with a `kind: nurikabe` header and rows of numbers and `.`, and the Puzzle Team task of
// puzzle-nurikabe.com (bare with --kind nurikabe, or pasted with its page).
import { type Point, breadthFirst, points, samePoint, sideNeighbours } from '../../dsl/grid/index.ts';
import { InputError } from '../../errors.ts';
import { cellNumbersUrl, readCellNumbersUrl } from '../common/cell-numbers-url.ts';
import { formsOf } from '../common/forms.ts';
import { readGridRows } from '../common/grid-text.ts';
import { type RunToken, readRuns, runGrid, writeRuns } from '../common/runs.ts';
import { kindLines, taskOf } from '../common/task.ts';

export interface Nurikabe {
  width: number;
  height: number;
  /** The number in each cell, `clues[row][col]`, 1 or more; null where there is none. */
  clues: (number | null)[][];
}

/** `sea[row][col]`: true for a shaded (sea) cell, false for an island cell. */
export type Shading = boolean[][];

export interface Clue {
  at: Point;
  size: number;
}

export const cluesOf = (p: Nurikabe): Clue[] =>
  points(p).flatMap((at) => (p.clues[at.row][at.col] === null ? [] : [{ at, size: p.clues[at.row][at.col] as number }]));

/**
 * The cells an island may reach: those fewer than `size` steps from its clue along the grid, other
 * numbers' cells and their neighbours excepted (an island holds one number), found in TypeScript so each island's choice
 * stays small.
 */
export function reach(p: Nurikabe, clue: Clue): Point[] {
  const other = (cell: Point) => p.clues[cell.row][cell.col] !== null && !samePoint(cell, clue.at);
  // A cell next to another number's cell would join the two islands.
  const free = (cell: Point) => !other(cell) && !sideNeighbours(cell, p).some(other);
  return breadthFirst(clue.at, (cell, steps) => (steps + 1 < clue.size ? sideNeighbours(cell, p).filter(free) : []));
}

const MAX_SIDE = 100;
const refuse = (width: number, height: number, source: string, where: string) => {
  if (width > MAX_SIDE || height > MAX_SIDE) throw new InputError(source, where, `a ${width}x${height} Nurikabe is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
};

export const nurikabeUrlTypes = ['nurikabe'] as const;
/**
 * A pasted page whose `ident` names the game (the family's pages carry `ident: '<game>...'`):
 * a bare task, numbers and run letters, reads as a Shikaku, Hashi or Sudoku task as well.
 */
const isNurikabePage = (text: string) => /\bident\s*:\s*['"]nurikabe/i.test(text) && /^[0-9a-zB_]+$/.test(taskOf(text));

/**
 * ```
 * kind: nurikabe
 * 1 . . 2 .      one line per row: an island's number, or `.` (digits may be written together: 1..2.)
 * ```
 * `#` starts a comment line.
 */
export function parseNurikabeText(text: string, source: string): Nurikabe {
  const [_header, ...rows] = kindLines(text, source, 'nurikabe');
  const clues = readGridRows(rows, source, ({ token, position }) => {
    if (token === '.' || token === '-') return null;
    if (!/^\d{1,4}$/.test(token) || Number(token) < 1)
      throw new InputError(source, position, `expected an island's number (a whole number from 1) or '.', found '${token}'`);
    return Number(token);
  });
  refuse(clues[0].length, clues.length, source, `line ${rows[0].number}`);
  return { width: clues[0].length, height: clues.length, clues };
}

export function parseNurikabeUrl(text: string, source: string): Nurikabe {
  const { width, height, numbers } = readCellNumbersUrl(text, source, {
    types: nurikabeUrlTypes,
    genre: 'Nurikabe',
    part: 'numbers',
    check: (value) => (value < 1 ? `expected an island's number of 1 or more, found ${value}` : undefined),
    unknown: (cell) => ({ position: `URL cell ${cell + 1}`, message: "expected an island's number, found '?' (an island of unknown size), which is not read" }),
    refuseSize: refuse,
  });
  return { width, height, clues: numbers };
}

// ------------------------------------------------------------------------------ Puzzle Team

/** A number of the task, or `_` between two numbers side by side; `B` (a cell left out of the puzzle) is refused. */
function taskNumber(source: string) {
  return (task: string, at: number): RunToken<number> | undefined => {
    if (task[at] === '_') return { length: 1 };
    if (task[at] === 'B') throw new InputError(source, `task character ${at + 1}`, "'B' is a cell left out of the puzzle, which this kind does not read");
    const digits = /^\d+/.exec(task.slice(at, at + 5))?.[0];
    if (digits !== undefined && Number(digits) === 0)
      throw new InputError(source, `task character ${at + 1}`, "expected an island's number of 1 or more, found 0");
    return digits === undefined ? undefined : { value: Number(digits), length: digits.length };
  };
}

/**
 * The task, row by row: an island's number, `_` between two numbers side by side, a letter a run
 * of empty cells (`a` one ... `z` 26). As amitaiasaf/puzzle_solvers `nurikabe.py`
 * (`init_puzzle_from_website`) reads the page's task, which also knows `B`, a cell outside the
 * puzzle. Square unless the pasted page gives its size.
 */
export function parseNurikabeTask(text: string, source: string): Nurikabe {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Nurikabe task such as a5e2f1e3a, found an empty input');
  const clues = runGrid(text, readRuns(task, source, taskNumber(source), "an island's number, '_' (between two numbers)"), source, 'Nurikabe');
  refuse(clues[0].length, clues.length, source, 'task');
  return { width: clues[0].length, height: clues.length, clues };
}

/** The task as the page carries it: with its size, and the game named, so that it reads back as a Nurikabe. */
export function toNurikabeTask(p: Nurikabe): string {
  const task = writeRuns(p.clues.flat(), (clue, before) => `${/\d$/.test(before) ? '_' : ''}${clue}`);
  return `var task = '${task}'; puzzleWidth: ${p.width}, puzzleHeight: ${p.height}, ident: 'nurikabe'\n`;
}

export function toNurikabeText(p: Nurikabe): string {
  const width = Math.max(1, ...p.clues.flat().map((clue) => String(clue ?? '.').length));
  return `kind: nurikabe\n${p.clues.map((line) => line.map((clue) => String(clue ?? '.').padStart(width)).join(' ')).join('\n')}\n`;
}

export const toNurikabeUrl = (p: Nurikabe) => cellNumbersUrl(nurikabeUrlTypes[0], p.clues);

/**
 * A headerless text is a task (bare or pasted with its page) unless it has the dots and spaces of
 * a grid's rows: then it is a text form without its header, and the text form's reader says so.
 */
const isTask = (text: string) => taskOf(text) !== '' && !/[\s.]/.test(taskOf(text));

export const nurikabeForms = formsOf<Nurikabe>('nurikabe', {
  // A page of puzzle-nurikabe.com (its `ident`) holds a task the other kinds of numbers and run letters would read too.
  precedes: ['hashi', 'shikaku', 'sudoku', 'slitherlink', 'lightup', 'binairo', 'hitori'],
  text: { read: parseNurikabeText, write: toNurikabeText },
  puzzlink: { types: nurikabeUrlTypes, read: parseNurikabeUrl, write: toNurikabeUrl },
  puzzleteam: { looks: isNurikabePage, read: (text, source) => (isTask(text) ? parseNurikabeTask : parseNurikabeText)(text, source), write: toNurikabeTask },
});

export const parseNurikabe = (text: string, source: string) => nurikabeForms.parse({ text, source });
