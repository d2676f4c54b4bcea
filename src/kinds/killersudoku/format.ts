// Killer Sudoku (puzzle-killer-sudoku.com): a Sudoku (common/region-squares.ts: no number twice in
// a row, a column or a box) whose cages' numbers add up to each cage's sum and never repeat. The
// regions may also be a jigsaw's, in the text form.
//
// Killer Sudoku files: the Puzzle Team task (below; also pasted as `var task = '...'`), and a
// text form with a `kind: killersudoku` header: a sudoku's, with its cages and their sums. Bad
// input is an InputError naming the place.
import { type Point, type Size, indexOf, inRows, pointAt, pointName, regionPoints, renumber } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { formsOf } from '../common/forms.ts';
import { readGridRows } from '../common/grid-text.ts';
import type { Group } from '../common/numbers.ts';
import { readNumberRuns, writeNumberRuns } from '../common/number-runs.ts';
import { LARGEST_TASK, type RegionSquare, boxShape, boxedSquare, readRegionSquareText, regionSquareLines, standardBoxes } from '../common/region-squares.ts';
import type { Section } from '../common/sections.ts';
import { REGION_LETTERS, commaEntries, readIdRows, regionLabel, regionLetterRows, squareSide, taskOf, wholeClue } from '../common/task.ts';

export interface Cage {
  sum: number;
  /** In reading order; cages are numbered by their first cell. */
  cells: Point[];
}

export interface KillerSudoku extends RegionSquare {
  cages: Cage[];
}

/** Each cell's cage, by its index in `cages`; null outside every cage. */
export function cagesOf(p: KillerSudoku): (number | null)[][] {
  const ids: (number | null)[][] = p.givens.map((line) => line.map(() => null));
  p.cages.forEach((cage, i) => cage.cells.forEach(({ row, col }) => (ids[row][col] = i)));
  return ids;
}

/** The cages as groups that hold no number twice. */
export const cageGroups = (p: KillerSudoku): Group[] =>
  p.cages.map((cage) => ({ rule: 'cages', name: `the cage at ${pointName(cage.cells[0])}`, cells: cage.cells }));

// ------------------------------------------------------------------------------ Puzzle Team

// Killer Sudoku's Puzzle Team task (puzzle-killer-sudoku.com): three parts joined by `;`. As
// MarcoBellizzi/Killer-Sudoku reads the page's task (`src/core/Panel.java`, with two 4x4 tasks kept
// verbatim in its `modello Alternativo/KSudoku*.dzn`):
//   1. the givens, as a classic Sudoku task writes them (`p`: 16 empty cells);
//   2. the cage of every cell, n² comma-separated ids numbered from 1 by first appearance;
//   3. the cages' sums in the grid's cells, each at its cage's first cell in reading order: a
//      number is one cell, `_` separates two numbers side by side, a letter `a`-`z` is a run of
//      1-26 cells without a sum.
// The boxes are the standard ones of the size (2x2, 2x3, 3x3).

const A_NUMBER = "a number, '_' or a letter a-z (a run of empty cells)";

/** Three `;` parts: run letters and digits, comma-separated ids, then sums and run letters. */
const isKillerTask = (text: string) => /^[0-9a-z_]+;\s*\d+(\s*,\s*\d+)+\s*,?\s*;[0-9a-z_]+$/.test(taskOf(text));

function parseKillerTask(text: string, source: string): KillerSudoku {
  const parts = taskOf(text).split(';');
  // One part alone is a Sudoku's task, of givens only.
  const classic = parts.length === 1 && parts[0] !== '' ? ': a task without cages is a sudoku (--kind sudoku)' : '';
  if (parts.length !== 3)
    throw new InputError(source, 'task', `expected a killer task of three parts joined by ';' (givens;cages;sums), found ${parts.length}${classic}`);
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
  return { ...boxedSquare(inRows(givens, n), source), cages };
}

/** The task: standard boxes up to 9x9 and every cell in a cage (how the site writes 10 and up is not known). */
export function toKillerTask(p: KillerSudoku): string {
  if (!standardBoxes(p) || p.width > LARGEST_TASK)
    throw new UsageError('a Puzzle Team killer task has the standard boxes of a sudoku up to 9x9; --to text keeps this one');
  const cages = cagesOf(p);
  if (cages.some((line) => line.includes(null))) throw new UsageError('a Puzzle Team killer task puts every cell in a cage; --to text keeps this one');
  // Cage ids by first appearance (written from 1); each sum at its cage's first cell in reading order.
  const ids = renumber(cages).flat();
  const sums = Array<number | null>(p.width * p.width).fill(null);
  for (const cage of p.cages) sums[Math.min(...cage.cells.map((cell) => indexOf(p, cell)))] = cage.sum;
  return `${writeNumberRuns(p.givens.flat())};${ids.map((id) => id + 1).join(',')};${writeNumberRuns(sums)}\n`;
}

// ------------------------------------------------------------------------------ the text form

/**
 * A sudoku's text form (common/region-squares.ts) with the cages after it:
 * ```
 * kind: killersudoku
 * cages:            a cage letter per cell, '.' outside any cage
 * aab.. ...
 * sums: a=7 b=9     each cage's sum
 * ```
 * The givens may be left out, the cages saying the size.
 */
export function parseKillerText(text: string, source: string): KillerSudoku {
  const { square, named, header, size } = readRegionSquareText(text, source, 'killersudoku', { grids: ['cages'], others: ['sums'] });
  const cages = readCages(named.get('cages'), named.get('sums'), source, size);
  if (cages.length === 0)
    throw new InputError(source, `line ${header.number}`, "expected 'cages:' with at least one cage: a puzzle without cages is a sudoku (kind: sudoku)");
  return { ...square, cages };
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

export function toKillerText(p: KillerSudoku): string {
  if (p.cages.length > REGION_LETTERS.length)
    throw new UsageError(`the text form names at most ${REGION_LETTERS.length} cages by letter, this puzzle has ${p.cages.length}`);
  const sums = p.cages.map((cage, i) => `${REGION_LETTERS[i]}=${cage.sum}`);
  return `${[...regionSquareLines('killersudoku', p), 'cages:', ...regionLetterRows(cagesOf(p)), `sums: ${sums.join(' ')}`].join('\n')}\n`;
}

export const killerForms = formsOf<KillerSudoku>('killersudoku', {
  text: { read: parseKillerText, write: toKillerText },
  puzzleteam: { looks: isKillerTask, read: parseKillerTask, write: toKillerTask },
});
