// Sudoku (puzzle-sudoku.com), with Jigsaw Sudoku (puzzle-jigsaw-sudoku.com: irregular regions
// instead of boxes) as a setting of the same kind: fill an n x n grid with 1..n so that no row,
// column or region holds a number twice. One kind, because a jigsaw is only other regions. Killer
// Sudoku, whose cages add up to sums, is a kind of its own (killersudoku) built on the same square
// (common/region-squares.ts).
//
// Sudoku files: the Puzzle Team task (below; also pasted as `var task = '...'`), the puzz.link URL
// (`sudoku/9/9/...`, number16 packing), and a text form with a `kind: sudoku` header that also
// holds jigsaw regions. Bad input is an InputError naming the place.
import { inRows } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { cellNumbersUrl, readCellNumbersUrl } from '../common/cell-numbers-url.ts';
import { formsOf } from '../common/forms.ts';
import { repeats } from '../common/numbers.ts';
import { readNumberRuns, writeNumberRuns } from '../common/number-runs.ts';
import {
  LARGEST_TASK,
  MAX_SIDE,
  type RegionSquare,
  boxedSquare,
  readRegionSquareText,
  regionSquareGroups,
  regionSquareLines,
  standardBoxes,
} from '../common/region-squares.ts';
import { dataLines, squareSide, taskOf } from '../common/task.ts';

/** A Sudoku: its boxes (or jigsaw regions) and givens. */
export type Sudoku = RegionSquare;

/** What a killer's cages or task given to this kind are: another kind's. */
const KILLER = 'a Killer Sudoku, which is a kind of its own: read it with --kind killersudoku';

// ------------------------------------------------------------------------------ Puzzle Team

/** A classic task's cells: a given is one digit 1-9 (`12` is two givens). */
const GIVENS = { where: 'task', number: /^[1-9]/, expected: "a digit 1-9, a letter a-z (a run of empty cells) or '_'" };

/** A classic task: the givens row by row, `a`-`z` for runs of empty cells, `_` between two digits (common/number-runs.ts). */
function parseSudokuTask(text: string, source: string): Sudoku {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as b4_6b3_5f4..., found an empty input');
  if (task.includes(';')) throw new InputError(source, 'task', `expected a classic task, found parts joined by ';' as in ${KILLER}`);
  const cells = readNumberRuns(task, source, GIVENS);
  const n = squareSide(cells.length);
  if (n === undefined) throw new InputError(source, 'task', `expected n x n cells, found ${cells.length}, which is not a square`);
  const over = cells.findIndex((value) => value !== null && value > n);
  if (over >= 0) throw new InputError(source, `cell ${over + 1}`, `expected a number from 1 to ${n} in a ${n}x${n} sudoku, found ${cells[over]}`);
  return boxedSquare(inRows(cells, n), source);
}

/** A bare or pasted task that reads as a sudoku whose givens break no rule (Hitori and Hashi tasks look alike). */
function looksLikeSudokuTask(text: string): boolean {
  const task = taskOf(text);
  const cells = /^[1-9a-z_]+$/.test(task) ? readNumberRuns(task, 'task', GIVENS) : [];
  const n = squareSide(cells.length) ?? 0;
  if (![4, 6, 8, 9].includes(n) || !cells.includes(null) || cells.some((value) => value !== null && value > n)) return false;
  // Its givens break no rule: none is twice in a row, a column or a box.
  const givens = inRows(cells, n);
  const grid = givens.map((line) => line.map((given) => given ?? undefined));
  return repeats(regionSquareGroups(boxedSquare(givens, 'task')), grid).length === 0;
}

/** The task: puzzles of standard boxes and one-digit givens only (how the site writes 10 and up is not known). */
export function toSudokuTask(p: Sudoku): string {
  if (!p.box || p.width > LARGEST_TASK)
    throw new UsageError(
      'a Puzzle Team task holds sudokus up to 9x9 with standard boxes only (no jigsaw regions: how the site writes them is not known); --to text keeps this one',
    );
  return `${writeNumberRuns(p.givens.flat())}\n`;
}

// ------------------------------------------------------------------------------ puzz.link

const SUDOKU_URL_TYPES = ['sudoku'];

/** `sudoku/C/R/<number16 givens>`: standard boxes for 4, 6, 9, 16 and 25; a `.` (a given not known) is an empty cell. */
export function parseSudokuUrl(text: string, source: string): Sudoku {
  const { numbers } = readCellNumbersUrl(text, source, {
    types: SUDOKU_URL_TYPES,
    genre: 'Sudoku',
    part: 'givens',
    check: (value, { width: n }) => (value < 1 || value > n ? `expected a given from 1 to ${n}, found ${value}` : undefined),
    refuseSize: (width, height, source, position) => {
      if (width !== height || width > MAX_SIDE)
        throw new InputError(source, position, `expected a square sudoku of side at most ${MAX_SIDE}, found ${width}x${height}`);
    },
  });
  return boxedSquare(numbers, source);
}

export function toSudokuUrl(p: Sudoku): string {
  if (!standardBoxes(p)) throw new UsageError('a puzz.link sudoku has standard boxes (no jigsaw regions); --to text keeps this one');
  return cellNumbersUrl(SUDOKU_URL_TYPES[0], p.givens);
}

// ------------------------------------------------------------------------------ the text form

/** `kind: sudoku`, the givens, and `boxes:` or a jigsaw's `regions:` (common/region-squares.ts). */
export function parseSudokuText(text: string, source: string): Sudoku {
  const killer = dataLines(text).find((line) => /^(cages|sums)\s*:/i.test(line.text));
  if (killer)
    throw new InputError(source, `line ${killer.number}`, `expected no cages or sums in a sudoku: cages make ${KILLER} (and a 'kind: killersudoku' header)`);
  return readRegionSquareText(text, source, 'sudoku', { grids: [], others: [] }).square;
}

export const toSudokuText = (p: Sudoku): string => `${regionSquareLines('sudoku', p).join('\n')}\n`;

export const sudokuForms = formsOf<Sudoku>('sudoku', {
  text: { read: parseSudokuText, write: toSudokuText },
  puzzlink: { types: SUDOKU_URL_TYPES, read: parseSudokuUrl, write: toSudokuUrl },
  puzzleteam: { looks: looksLikeSudokuTask, read: parseSudokuTask, write: toSudokuTask },
});
