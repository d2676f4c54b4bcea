// Sudoku (puzzle-sudoku.com), with its two siblings as settings of the same kind: Jigsaw Sudoku
// (puzzle-jigsaw-sudoku.com: irregular regions instead of boxes) and Killer Sudoku
// (puzzle-killer-sudoku.com: cages whose numbers add up to a sum and never repeat). Fill an
// n x n grid with 1..n so that no row, column or region holds a number twice. One kind, because the
// three share the answer, the checker and the encodings: a jigsaw is only other regions, and a
// killer only adds cages to the same rules.
//
// Sudoku files: the Puzzle Team task (classic and killer grids, below; also pasted as `var task =
// '...'`), the puzz.link URL (`sudoku/9/9/...`, number16 packing), and a text form with a `kind:
// sudoku` header that also holds jigsaw regions and killer cages. Bad input is an InputError naming the place.
import { type Point, type Size, indexOf, inRows, pointAt, pointName, regionPoints, renumber } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../format/errors.ts';
import { cellNumbersUrl, readCellNumbersUrl } from '../common/cell-numbers-url.ts';
import { formsOf } from '../common/forms.ts';
import { type Group, latinLines, repeats } from '../common/numbers.ts';
import { type CellToken, readGridRows } from '../common/grid-text.ts';
import { readNumberRuns, writeNumberRuns } from '../common/number-runs.ts';
import { type Section, readSections } from '../common/sections.ts';
import { REGION_LETTERS, commaEntries, readIdRows, regionLabel, regionLetterRows, squareSide, taskOf, wholeClue } from '../common/task.ts';

export interface Cage {
  sum: number;
  /** In reading order; cages are numbered by their first cell. */
  cells: Point[];
}

export interface Sudoku {
  width: number;
  height: number;
  /** The standard boxes (rows x cols of cells) the regions are, or null for a jigsaw. */
  box: { rows: number; cols: number } | null;
  /** `regions[row][col]`: the box or jigsaw region, numbered 0.. by first appearance. */
  regions: number[][];
  /** The given numbers; null for an empty cell. */
  givens: (number | null)[][];
  /** Killer cages; none for a classic or jigsaw puzzle. */
  cages: Cage[];
}

/** The squarest boxes of rows x cols cells that tile an n x n grid (2x3 for 6), if any: none for a prime n. */
export function boxShape(n: number): { rows: number; cols: number } | null {
  for (let rows = Math.floor(Math.sqrt(n)); rows > 1; rows--) if (n % rows === 0) return { rows, cols: n / rows };
  return null;
}

/** The region ids of boxes of that shape. */
export const boxRegions = (n: number, box: { rows: number; cols: number }): number[][] =>
  Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => Math.floor(row / box.rows) * (n / box.cols) + Math.floor(col / box.cols)));

/** Boxes, and the squarest ones: what the task and the URL hold, and what the text form need not say. */
const standardBoxes = (p: Sudoku) => p.box !== null && p.box.rows === boxShape(p.width)?.rows;

/** Each cell's cage, by its index in `cages`; null outside every cage. */
export function cagesOf(p: Sudoku): (number | null)[][] {
  const ids: (number | null)[][] = p.givens.map((line) => line.map(() => null));
  p.cages.forEach((cage, i) => cage.cells.forEach(({ row, col }) => (ids[row][col] = i)));
  return ids;
}

/** The rows, columns, regions and cages: the groups that hold no number twice. */
export function sudokuGroups(p: Sudoku): Group[] {
  return [
    ...latinLines(p.width),
    ...regionPoints(p.regions).map((cells, i) => ({ rule: p.box ? 'boxes' : 'regions', name: `${p.box ? 'box' : 'region'} ${i + 1}`, cells })),
    ...p.cages.map((cage) => ({ rule: 'cages', name: `the cage at ${pointName(cage.cells[0])}`, cells: cage.cells })),
  ];
}

const MAX_SIDE = 36;
/** The largest side a Puzzle Team task holds: its givens are one digit each. */
const LARGEST_TASK = 9;

/** A classic puzzle of standard boxes from its givens; refuses numbers out of range and a side without boxes. */
function classic(givens: (number | null)[][], source: string, box = boxShape(givens.length)): Sudoku {
  const n = givens.length;
  if (!box) throw new InputError(source, 'size', `a ${n}x${n} grid has no boxes (${n} is prime): a jigsaw needs its regions, in the text form`);
  return { width: n, height: n, box, regions: boxRegions(n, box), givens, cages: [] };
}

// ------------------------------------------------------------------------------ Puzzle Team

/** A classic task's cells: a given is one digit 1-9 (`12` is two givens). */
const GIVENS = { where: 'task', number: /^[1-9]/, expected: "a digit 1-9, a letter a-z (a run of empty cells) or '_'" };

/** A classic task: the givens row by row, `a`-`z` for runs of empty cells, `_` between two digits (common/number-runs.ts). */
function parseClassicTask(text: string, source: string): Sudoku {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as b4_6b3_5f4..., found an empty input');
  const cells = readNumberRuns(task, source, GIVENS);
  const n = squareSide(cells.length);
  if (n === undefined) throw new InputError(source, 'task', `expected n x n cells, found ${cells.length}, which is not a square`);
  const over = cells.findIndex((value) => value !== null && value > n);
  if (over >= 0) throw new InputError(source, `cell ${over + 1}`, `expected a number from 1 to ${n} in a ${n}x${n} sudoku, found ${cells[over]}`);
  return classic(inRows(cells, n), source);
}

/** A bare or pasted task that reads as a classic sudoku whose givens break no rule (Hitori and Hashi tasks look alike). */
function looksLikeClassicTask(text: string): boolean {
  const task = taskOf(text);
  const cells = /^[1-9a-z_]+$/.test(task) ? readNumberRuns(task, 'task', GIVENS) : [];
  const n = squareSide(cells.length) ?? 0;
  if (![4, 6, 8, 9].includes(n) || !cells.includes(null) || cells.some((value) => value !== null && value > n)) return false;
  // Its givens break no rule: none is twice in a row, a column or a box.
  const givens = inRows(cells, n);
  const grid = givens.map((line) => line.map((given) => given ?? undefined));
  return repeats(sudokuGroups(classic(givens, 'task')), grid).length === 0;
}

// Killer Sudoku's Puzzle Team task (puzzle-killer-sudoku.com): three parts joined by `;`. As
// MarcoBellizzi/Killer-Sudoku reads the page's task (`src/core/Panel.java`, with two 4x4 tasks kept
// verbatim in its `modello Alternativo/KSudoku*.dzn`):
//   1. the givens, as a classic task writes them (`p`: 16 empty cells);
//   2. the cage of every cell, n² comma-separated ids numbered from 1 by first appearance;
//   3. the cages' sums in the grid's cells, each at its cage's first cell in reading order: a
//      number is one cell, `_` separates two numbers side by side, a letter `a`-`z` is a run of
//      1-26 cells without a sum.
// The boxes are the standard ones of the size (2x2, 2x3, 3x3).

const A_NUMBER = "a number, '_' or a letter a-z (a run of empty cells)";

/** Three `;` parts: run letters and digits, comma-separated ids, then sums and run letters. */
const isKillerTask = (text: string) => /^[0-9a-z_]+;\s*\d+(\s*,\s*\d+)+\s*,?\s*;[0-9a-z_]+$/.test(taskOf(text));

function parseKillerTask(text: string, source: string): Sudoku {
  const parts = taskOf(text).split(';');
  if (parts.length !== 3)
    throw new InputError(source, 'task', `expected a killer task of three parts joined by ';' (givens;cages;sums), found ${parts.length}`);
  const ids = commaEntries(parts[1]);
  const n = squareSide(ids.length) ?? 0;
  if (!boxShape(n) || n > LARGEST_TASK)
    throw new InputError(source, 'task cages', `expected n x n cage ids for a sudoku of boxes up to 9x9, found ${ids.length}`);
  const cell = (i: number) => `cell ${pointName(pointAt({ width: n }, i))}`;
  // Each cage's cells in reading order, the cages numbered by their first cell.
  const cells = regionPoints(readIdRows(ids, n, source, 'task cage id', 'a cage id'));
  const givens = readNumberRuns(parts[0], source, { where: 'task givens', number: /^\d/, expected: A_NUMBER, count: n * n });
  const over = givens.findIndex((value) => value !== null && (value < 1 || value > n));
  if (over >= 0) throw new InputError(source, cell(over), `expected a given from 1 to ${n} in a ${n}x${n} sudoku, found ${givens[over]}`);
  const sums = readNumberRuns(parts[2], source, { where: 'task sums', number: /^\d+/, expected: A_NUMBER, count: n * n });
  const firsts = cells.map(([first]) => indexOf({ width: n }, first));
  const cages = firsts.map((first, k) => {
    const sum = sums[first];
    if (sum === null) throw new InputError(source, cell(first), 'expected the sum of the cage that starts here, found none');
    return { sum, cells: cells[k] };
  });
  const stray = sums.findIndex((sum, i) => sum !== null && !firsts.includes(i));
  if (stray >= 0) throw new InputError(source, cell(stray), "a sum stands at its cage's first cell, and this cell is not one");
  return { ...classic(inRows(givens, n), source), cages };
}

/** The task: classic and killer puzzles of one-digit givens only (how the site writes 10 and up is not known). */
export function toSudokuTask(p: Sudoku): string {
  const givens = writeNumberRuns(p.givens.flat());
  if (p.cages.length === 0 && (!p.box || p.width > LARGEST_TASK))
    throw new UsageError(
      'a Puzzle Team task holds classic and killer sudokus up to 9x9 only (no jigsaw regions: how the site writes them is not known); --to text keeps this one',
    );
  if (p.cages.length === 0) return `${givens}\n`;
  // A killer: standard boxes up to 9x9 and every cell in a cage.
  if (!standardBoxes(p) || p.width > LARGEST_TASK)
    throw new UsageError('a Puzzle Team killer task has the standard boxes of a sudoku up to 9x9; --to text keeps this one');
  const cages = cagesOf(p);
  if (cages.some((line) => line.includes(null))) throw new UsageError('a Puzzle Team killer task puts every cell in a cage; --to text keeps this one');
  // Cage ids by first appearance (written from 1); each sum at its cage's first cell in reading order.
  const ids = renumber(cages).flat();
  const sums = Array<number | null>(p.width * p.width).fill(null);
  for (const cage of p.cages) sums[Math.min(...cage.cells.map((cell) => indexOf(p, cell)))] = cage.sum;
  return `${givens};${ids.map((id) => id + 1).join(',')};${writeNumberRuns(sums)}\n`;
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
  return classic(numbers, source);
}

export function toSudokuUrl(p: Sudoku): string {
  if (!standardBoxes(p) || p.cages.length > 0) throw new UsageError('a puzz.link sudoku has standard boxes and no cages; --to text keeps this one');
  return cellNumbersUrl(SUDOKU_URL_TYPES[0], p.givens);
}

// ------------------------------------------------------------------------------ the text form

const SECTIONS = ['boxes', 'regions', 'cages', 'sums'];

/**
 * ```
 * kind: sudoku
 * boxes: 2x3        optional: the boxes' rows x columns (default: the squarest, 3x3 for 9)
 * 53..7....         the givens, a row per line, '.' empty (numbers apart when n > 9)
 * regions:          jigsaw: instead of boxes, a region letter per cell (or ids apart)
 * aaabbbccc ...
 * cages:            killer: a cage letter per cell, '.' outside any cage
 * aab.. ...
 * sums: a=7 b=9     each cage's sum
 * ```
 * The givens may be left out when regions or cages say the size. `#` starts a comment line.
 */
export function parseSudokuText(text: string, source: string): Sudoku {
  // `boxes:` is one line: the givens may follow it.
  const { header, first: givenRows, named } = readSections(text, source, 'sudoku', SECTIONS, ['boxes']);
  const [boxes, regions, cages, sums] = SECTIONS.map((name) => named.get(name));
  const n = [givenRows, regions?.rows ?? [], cages?.rows ?? []].find((rows) => rows.length > 0)?.length;
  if (n === undefined) throw new InputError(source, `line ${header.number}`, 'expected the rows of givens (or regions or cages) after the kind line');
  if (n > MAX_SIDE) throw new InputError(source, `line ${header.number}`, `a ${n}x${n} sudoku is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
  const size = { width: n, height: n };
  const givens = givenRows.length > 0 ? readGridRows(givenRows, source, (cell) => given(cell, source, n), size) : inRows(Array(n * n).fill(null), n);
  if (regions && boxes) throw new InputError(source, `line ${regions.line}`, "expected either 'boxes:' or 'regions:', found both");
  const puzzle = regions ? jigsaw(regions, givens, source) : classic(givens, source, boxesOf(boxes, n, source));
  return { ...puzzle, cages: readCages(cages, sums, source, size) };
}

/** A given of the text form: 1 to n, or `.` (or `-`) for an empty cell. */
function given({ token, position }: CellToken, source: string, n: number): number | null {
  if (token === '.' || token === '-') return null;
  const value = wholeClue(token, source, position, `a given from 1 to ${n} or '.'`);
  if (value < 1 || value > n) throw new InputError(source, position, `expected a given from 1 to ${n} or '.', found '${token}'`);
  return value;
}

/** The boxes of a `boxes:` line, rows x columns that make n cells; undefined without one (the squarest, then). */
function boxesOf(line: Section | undefined, n: number, source: string): { rows: number; cols: number } | undefined {
  if (!line) return undefined;
  const shape = /^(\d+)\s*x\s*(\d+)$/i.exec(line.value.trim());
  const squarest = `${boxShape(n)?.rows ?? 1}x${boxShape(n)?.cols ?? n}`;
  if (!shape || Number(shape[1]) * Number(shape[2]) !== n)
    throw new InputError(source, `line ${line.line}`, `expected boxes as rows x columns that make ${n} cells (such as ${squarest}), found '${line.value}'`);
  return { rows: Number(shape[1]), cols: Number(shape[2]) };
}

/** A jigsaw: its regions as a label per cell, each region of n cells. */
function jigsaw(section: Section, givens: (number | null)[][], source: string): Sudoku {
  const n = givens.length;
  const ids = renumber(readGridRows(section.rows, source, ({ token }) => regionLabel(token), { width: n, height: n }));
  for (const cells of regionPoints(ids)) {
    const where = `line ${section.rows[cells[0].row].number}`;
    if (cells.length !== n)
      throw new InputError(source, where, `expected every region to have ${n} cells, found one of ${cells.length} (at ${pointName(cells[0])})`);
  }
  return { width: n, height: n, box: null, regions: ids, givens, cages: [] };
}

/** Cages from a grid of labels ('.' outside) and a `sums:` list of `label=sum`, in the order of their first cells. */
function readCages(grid: Section | undefined, sums: Section | undefined, source: string, size: Size): Cage[] {
  if (!grid && sums) throw new InputError(source, `line ${sums.line}`, "expected 'cages:' with the cage grid before 'sums:'");
  if (!grid) return [];
  const labels = readGridRows(grid.rows, source, ({ token }) => (token === '.' ? null : regionLabel(token)), size);
  if (!sums) throw new InputError(source, `line ${grid.line}`, "expected a 'sums:' line with each cage's sum");
  const given = new Map<string, number>();
  // The sums may go on over the lines after `sums:`.
  const tokens = [sums.value, ...sums.rows.map((row) => row.text)].join(' ').split(/[\s,]+/);
  for (const token of tokens.filter(Boolean)) {
    const pair = /^(\S+)=(\d+)$/.exec(token);
    if (!pair) throw new InputError(source, `line ${sums.line}`, `expected cage sums as label=sum (a=7), found '${token}'`);
    if (!labels.flat().includes(regionLabel(pair[1])))
      throw new InputError(source, `line ${sums.line}`, `a sum for cage '${pair[1]}', which is not in the cage grid`);
    given.set(regionLabel(pair[1]), wholeClue(pair[2], source, `line ${sums.line}`, 'a cage sum'));
  }
  // Each label's cells, labels numbered by first appearance; the cells outside every cage ('.') are none.
  return regionPoints(renumber(labels)).flatMap((cells) => {
    const label = labels[cells[0].row][cells[0].col];
    const sum = label === null ? null : given.get(label);
    if (sum === undefined) throw new InputError(source, `line ${sums.line}`, `expected a sum for cage '${label}'`);
    return sum === null ? [] : [{ sum, cells }];
  });
}

export function toSudokuText(p: Sudoku): string {
  if (p.cages.length > REGION_LETTERS.length)
    throw new UsageError(`the text form names at most ${REGION_LETTERS.length} cages by letter, this puzzle has ${p.cages.length}`);
  // Numbers past 9 go apart, each as wide as the largest.
  const width = p.width > 9 ? String(p.width).length : 1;
  const lines = ['kind: sudoku'];
  if (p.box && !standardBoxes(p)) lines.push(`boxes: ${p.box.rows}x${p.box.cols}`);
  lines.push(...p.givens.map((line) => line.map((value) => String(value ?? '.').padStart(width)).join(width > 1 ? ' ' : '')));
  if (!p.box) lines.push('regions:', ...regionLetterRows(p.regions));
  const sums = p.cages.map((cage, i) => `${REGION_LETTERS[i]}=${cage.sum}`);
  if (p.cages.length > 0) lines.push('cages:', ...regionLetterRows(cagesOf(p)), `sums: ${sums.join(' ')}`);
  return `${lines.join('\n')}\n`;
}

export const sudokuForms = formsOf<Sudoku>('sudoku', {
  text: { read: parseSudokuText, write: toSudokuText },
  puzzlink: { types: SUDOKU_URL_TYPES, read: parseSudokuUrl, write: toSudokuUrl },
  // A killer task has three `;` parts, a classic one none.
  puzzleteam: {
    looks: (text) => looksLikeClassicTask(text) || isKillerTask(text),
    read: (text, source) => (taskOf(text).includes(';') ? parseKillerTask(text, source) : parseClassicTask(text, source)),
    write: toSudokuTask,
  },
});
