// Killer Sudoku's Puzzle Team task (puzzle-killer-sudoku.com), also pasted as `var task = '...'`:
// three parts joined by `;`. As MarcoBellizzi/Killer-Sudoku reads the page's task (`src/core/Panel.java`,
// with two 4x4 tasks kept verbatim in its `modello Alternativo/KSudoku*.dzn`):
//   1. the givens, as a classic task writes them (`p`: 16 empty cells);
//   2. the cage of every cell, n² comma-separated ids numbered from 1 by first appearance;
//   3. the cages' sums in the grid's cells, each at its cage's first cell in reading order: a
//      number is one cell, `_` separates two numbers side by side, a letter `a`-`z` is a run of
//      1-26 cells without a sum.
// The boxes are the standard ones of the size (2x2, 2x3, 3x3).
import { type Point, renumber } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../format/errors.ts';
import { kindHeader, regionLabel, squareSide, taskOf, wholeClue } from '../common/task.ts';
import { type Cage, type Sudoku, boxRegions, boxShape } from './sudoku.ts';

const LONGEST_RUN = 26;
const LARGEST = 9;

/** Three `;` parts: run letters and digits, comma-separated ids, then sums and run letters. */
export const isKillerTask = (text: string) => kindHeader(text) === undefined && /^[0-9a-z_]+;\s*\d+(\s*,\s*\d+)+\s*,?\s*;[0-9a-z_]+$/.test(taskOf(text));

/**
 * Reads a run-length part (givens or sums) into `count` cells: numbers (one cell each; `_`
 * between two side by side), `a`-`z` runs of empty cells. A given is one digit, as in a classic
 * task; a sum runs on over its digits (`_` then says where the next one starts).
 */
function runCells(part: string, count: number, source: string, name: string, multiDigit: boolean): (number | null)[] {
  const cells: (number | null)[] = [];
  for (let at = 0; at < part.length; ) {
    const where = `task ${name} character ${at + 1}`;
    const char = part[at];
    if (char === '_') {
      at++;
      continue;
    }
    if (/[a-z]/.test(char)) cells.push(...Array<null>(char.charCodeAt(0) - 96).fill(null)), at++;
    else if (/\d/.test(char)) {
      const digits = multiDigit ? (/^\d+/.exec(part.slice(at)) ?? [char])[0] : char;
      cells.push(wholeClue(digits, source, where, 'a number'));
      at += digits.length;
    } else throw new InputError(source, where, `expected a number, '_' or a letter a-z (a run of empty cells), found '${char}'`);
    if (cells.length > count) throw new InputError(source, where, `the ${name} run past the grid's ${count} cells`);
  }
  if (cells.length < count) throw new InputError(source, `task ${name}`, `expected ${count} cells, found ${cells.length}`);
  return cells;
}

export function parseKillerTask(text: string, source: string): Sudoku {
  const parts = taskOf(text).split(';');
  if (parts.length !== 3)
    throw new InputError(source, 'task', `expected a killer task of three parts joined by ';' (givens;cages;sums), found ${parts.length}`);
  const ids = parts[1].split(',');
  if (ids.length > 1 && ids.at(-1)?.trim() === '') ids.pop();
  const n = squareSide(ids.length);
  const box = n === undefined ? null : boxShape(n);
  if (n === undefined || !box || n > LARGEST)
    throw new InputError(source, 'task cages', `expected n x n cage ids for a sudoku of boxes up to 9x9, found ${ids.length}`);
  const labels = ids.map((id, i) => {
    if (!/^\d+$/.test(id.trim()))
      throw new InputError(
        source,
        `task cage id ${i + 1} (cell (${Math.floor(i / n) + 1},${(i % n) + 1}))`,
        `expected a cage id (a whole number), found '${id.trim() || '(nothing)'}'`,
      );
    return regionLabel(id);
  });
  const cageOf = renumber(Array.from({ length: n }, (_, row) => labels.slice(row * n, row * n + n)));
  const cells: Point[][] = [];
  cageOf.forEach((line, row) => line.forEach((cage, col) => (cells[cage] ??= []).push({ row, col })));
  const givens = runCells(parts[0], n * n, source, 'givens', false);
  const over = givens.findIndex((value) => value !== null && (value < 1 || value > n));
  if (over >= 0)
    throw new InputError(
      source,
      `cell (${Math.floor(over / n) + 1},${(over % n) + 1})`,
      `expected a given from 1 to ${n} in a ${n}x${n} sudoku, found ${givens[over]}`,
    );
  const sums = runCells(parts[2], n * n, source, 'sums', true);
  const cages: Cage[] = cells.map((inCage) => {
    const { row, col } = inCage[0];
    const sum = sums[row * n + col];
    if (sum === null) throw new InputError(source, `cell (${row + 1},${col + 1})`, 'expected the sum of the cage that starts here, found none');
    return { sum, cells: inCage };
  });
  const firsts = new Set(cells.map(([{ row, col }]) => row * n + col));
  const stray = sums.findIndex((sum, i) => sum !== null && !firsts.has(i));
  if (stray >= 0)
    throw new InputError(source, `cell (${Math.floor(stray / n) + 1},${(stray % n) + 1})`, "a sum stands at its cage's first cell, and this cell is not one");
  return {
    width: n,
    height: n,
    box,
    regions: boxRegions(n, box),
    givens: Array.from({ length: n }, (_, row) => givens.slice(row * n, row * n + n)),
    cages,
  };
}

/** Numbers and run letters, row by row: `_` between two numbers side by side. */
function writeCells(values: readonly (number | null)[]): string {
  let part = '';
  let run = 0;
  const flush = () => {
    for (; run > 0; run -= Math.min(run, LONGEST_RUN)) part += String.fromCharCode(96 + Math.min(run, LONGEST_RUN));
  };
  for (const value of values) {
    if (value === null) {
      run++;
      continue;
    }
    if (run === 0 && /\d$/.test(part)) part += '_';
    flush();
    part += String(value);
  }
  flush();
  return part;
}

/** The task of a killer of standard boxes up to 9x9 whose cages cover the grid. */
export function toKillerTask(p: Sudoku): string {
  const n = p.width;
  if (!p.box || p.box.rows !== boxShape(n)?.rows || n > LARGEST)
    throw new UsageError('a Puzzle Team killer task has the standard boxes of a sudoku up to 9x9; --to text keeps this one');
  const cageOf: (number | null)[][] = p.givens.map((line) => line.map(() => null));
  p.cages.forEach((cage, i) => cage.cells.forEach(({ row, col }) => (cageOf[row][col] = i)));
  if (cageOf.some((line) => line.includes(null))) throw new UsageError('a Puzzle Team killer task puts every cell in a cage; --to text keeps this one');
  const ids = renumber(cageOf as number[][]);
  // Each sum at its cage's first cell in reading order.
  const sums: (number | null)[] = Array<number | null>(n * n).fill(null);
  for (const cage of p.cages) sums[Math.min(...cage.cells.map(({ row, col }) => row * n + col))] = cage.sum;
  return `${writeCells(p.givens.flat())};${ids
    .flat()
    .map((id) => id + 1)
    .join(',')};${writeCells(sums)}\n`;
}
