// Sudoku files: the Puzzle Team task (classic grids: digits, `a`-`z` for runs of empty cells, `_`
// between two digits; also pasted as `var task = '...'`; killer tasks in killer-task.ts), the puzz.link URL (`sudoku/9/9/...`,
// number16 packing), and a text form with a `kind: sudoku` header that also holds jigsaw regions
// and killer cages. Bad input is an InputError naming the place.
import { type Point, points, regionPoints, renumber } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../format/errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { readGridRows } from '../common/grid-text.ts';
import { REGION_LETTERS, type DataLine, kindHeader, regionLabel, taskOf, wholeClue, kindLines } from '../common/task.ts';
import { isKillerTask, parseKillerTask, toKillerTask } from './killer-task.ts';
import { type Cage, type Sudoku, boxRegions, boxShape } from './sudoku.ts';

export const SUDOKU_MAX_SIDE = 36;
export const sudokuUrlTypes = ['sudoku'] as const;

/** A classic puzzle of standard boxes from its givens; refuses numbers out of range and a side without boxes. */
function classic(givens: (number | null)[][], source: string, box = boxShape(givens.length)): Sudoku {
  const n = givens.length;
  if (!box) throw new InputError(source, 'size', `a ${n}x${n} grid has no boxes (${n} is prime): a jigsaw needs its regions, in the text form`);
  return { width: n, height: n, box, regions: boxRegions(n, box), givens, cages: [] };
}

/** Decodes a task's cells: digits, `a`-`z` runs of empty cells, `_` separators. */
function taskCells(task: string): (number | null)[] | undefined {
  if (!/^[1-9a-z_]+$/.test(task)) return undefined;
  return [...task].flatMap((char) => (char === '_' ? [] : /\d/.test(char) ? [Number(char)] : Array<null>(char.charCodeAt(0) - 96).fill(null)));
}

export function parseSudokuTask(text: string, source: string): Sudoku {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as b4_6b3_5f4..., found an empty input');
  const bad = /[^1-9a-z_]/.exec(task);
  if (bad)
    throw new InputError(source, `task character ${bad.index + 1}`, `expected a digit 1-9, a letter a-z (a run of empty cells) or '_', found '${bad[0]}'`);
  const cells = taskCells(task)!;
  const n = Math.round(Math.sqrt(cells.length));
  if (n * n !== cells.length) throw new InputError(source, 'task', `expected n x n cells, found ${cells.length}, which is not a square`);
  const over = cells.findIndex((value) => value !== null && value > n);
  if (over >= 0) throw new InputError(source, `cell ${over + 1}`, `expected a number from 1 to ${n} in a ${n}x${n} sudoku, found ${cells[over]}`);
  return classic(
    Array.from({ length: n }, (_, row) => cells.slice(row * n, row * n + n)),
    source,
  );
}

/** The task: classic and killer puzzles of one-digit numbers only (how the site writes 10 and up is not known). */
export function toSudokuTask(p: Sudoku): string {
  if (p.cages.length > 0) return toKillerTask(p);
  if (!p.box || p.width > 9)
    throw new UsageError(
      'a Puzzle Team task holds classic and killer sudokus up to 9x9 only (no jigsaw regions: how the site writes them is not known); --to text keeps this one',
    );
  let task = '';
  let run = 0;
  for (const value of p.givens.flat()) {
    if (value === null) {
      if (++run === 26) [task, run] = [`${task}z`, 0];
      continue;
    }
    if (run > 0) task += String.fromCharCode(96 + run);
    else if (/\d$/.test(task)) task += '_';
    task += String(value);
    run = 0;
  }
  return `${task}${run > 0 ? String.fromCharCode(96 + run) : ''}\n`;
}

/** A bare or pasted task that reads as a classic sudoku whose givens break no rule (Hitori and Hashi tasks look alike). */
export function looksLikeSudokuTask(text: string): boolean {
  const cells = taskCells(taskOf(text));
  const n = Math.round(Math.sqrt(cells?.length ?? 0));
  if (!cells || n * n !== cells.length || ![4, 6, 8, 9].includes(n) || !cells.includes(null) || cells.some((value) => value !== null && value > n))
    return false;
  const p = classic(
    Array.from({ length: n }, (_, row) => cells.slice(row * n, row * n + n)),
    'task',
  );
  const seen = new Set<string>();
  return points(p).every(({ row, col }) => {
    const value = p.givens[row][col];
    if (value === null) return true;
    const keys = [`r${row}:${value}`, `c${col}:${value}`, `b${p.regions[row][col]}:${value}`];
    if (keys.some((key) => seen.has(key))) return false;
    keys.forEach((key) => seen.add(key));
    return true;
  });
}

export const isSudokuUrl = (text: string) => (sudokuUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

/** `sudoku/C/R/<number16 givens>`: standard boxes for 4, 6, 9, 16 and 25. */
export function parseSudokuUrl(text: string, source: string): Sudoku {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, sudokuUrlTypes, 'Sudoku');
  expectFlags(url, {});
  if (url.width !== url.height || url.width > SUDOKU_MAX_SIDE)
    throw new InputError(source, 'URL size', `expected a square sudoku of side at most ${SUDOKU_MAX_SIDE}, found ${url.width}x${url.height}`);
  const n = url.width;
  const body = new UrlBody(url);
  const numbers = readNumbers(body, n * n, 'givens', (value) => (value < 1 || value > n ? `expected a given from 1 to ${n}, found ${value}` : undefined));
  body.end();
  return classic(
    Array.from({ length: n }, (_, row) => numbers.slice(row * n, row * n + n).map((value) => (typeof value === 'number' ? value : null))),
    source,
  );
}

export function toSudokuUrl(p: Sudoku): string {
  if (!p.box || p.cages.length > 0 || p.box.rows !== boxShape(p.width)?.rows)
    throw new UsageError('a puzz.link sudoku has standard boxes and no cages; --to text keeps this one');
  return `${puzzlinkUrl({ type: 'sudoku', width: p.width, height: p.height, body: writeNumbers(p.givens.flat()) })}\n`;
}

const SECTIONS = ['boxes', 'regions', 'cages', 'sums'] as const;
type Section = 'givens' | (typeof SECTIONS)[number];

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
  const [header, ...rest] = kindLines(text, source, 'sudoku');
  const sections = new Map<Section, { line: number; value: string; rows: DataLine[] }>([['givens', { line: header.number, value: '', rows: [] }]]);
  let current: Section = 'givens';
  for (const line of rest) {
    const key = /^([a-z]+)\s*:\s*(.*)$/i.exec(line.text);
    if (key) {
      const name = key[1].toLowerCase() as Section;
      if (!SECTIONS.includes(name as never))
        throw new InputError(source, `line ${line.number}`, `unknown key '${key[1]}'; expected one of: ${SECTIONS.join(', ')}`);
      if (sections.has(name)) throw new InputError(source, `line ${line.number}`, `'${name}' is given twice`);
      sections.set(name, { line: line.number, value: key[2], rows: [] });
      // `boxes:` is one line: the givens may follow it.
      current = name === 'boxes' ? 'givens' : name;
    } else sections.get(current)!.rows.push(line);
  }
  const givenRows = sections.get('givens')!.rows;
  const gridOf = (name: Section) => sections.get(name)?.rows ?? [];
  const n = [givenRows, gridOf('regions'), gridOf('cages')].find((rows) => rows.length > 0)?.length;
  if (n === undefined) throw new InputError(source, `line ${header.number}`, 'expected the rows of givens (or regions or cages) after the kind line');
  if (n > SUDOKU_MAX_SIDE)
    throw new InputError(source, `line ${header.number}`, `a ${n}x${n} sudoku is past the limit of ${SUDOKU_MAX_SIDE}x${SUDOKU_MAX_SIDE}`);
  const size = { width: n, height: n };
  const givens =
    givenRows.length === 0
      ? Array.from({ length: n }, () => Array<number | null>(n).fill(null))
      : readGridRows(givenRows, source, ({ token, position }) => (token === '.' || token === '-' ? null : wholeInRange(token, source, position, n)), size);
  let puzzle: Sudoku;
  const boxes = sections.get('boxes');
  const regions = sections.get('regions');
  if (regions) {
    if (boxes) throw new InputError(source, `line ${regions.line}`, "expected either 'boxes:' or 'regions:', found both");
    const ids = renumber(readGridRows(regions.rows, source, ({ token }) => regionLabel(token), size));
    regionPoints(ids).forEach((cells) => {
      if (cells.length !== n)
        throw new InputError(
          source,
          `line ${regions.rows[cells[0].row].number}`,
          `expected every region to have ${n} cells, found one of ${cells.length} (at (${cells[0].row + 1},${cells[0].col + 1}))`,
        );
    });
    puzzle = { width: n, height: n, box: null, regions: ids, givens, cages: [] };
  } else {
    const shape = boxes && /^(\d+)\s*x\s*(\d+)$/i.exec(boxes.value.trim());
    if (boxes && (!shape || Number(shape[1]) * Number(shape[2]) !== n))
      throw new InputError(
        source,
        `line ${boxes.line}`,
        `expected boxes as rows x columns that make ${n} cells (such as ${boxShape(n)?.rows ?? 1}x${boxShape(n)?.cols ?? n}), found '${boxes.value}'`,
      );
    puzzle = classic(givens, source, shape ? { rows: Number(shape[1]), cols: Number(shape[2]) } : undefined);
  }
  return { ...puzzle, cages: readCages(sections.get('cages'), sections.get('sums'), source, size) };
}

function wholeInRange(token: string, source: string, position: string, n: number): number {
  const value = wholeClue(token, source, position, `a given from 1 to ${n} or '.'`);
  if (value < 1 || value > n) throw new InputError(source, position, `expected a given from 1 to ${n} or '.', found '${token}'`);
  return value;
}

/** Cages from a grid of labels ('.' outside) and a `sums:` list of `label=sum`. */
function readCages(
  grid: { line: number; rows: DataLine[] } | undefined,
  sums: { line: number; value: string; rows: DataLine[] } | undefined,
  source: string,
  size: { width: number; height: number },
): Cage[] {
  if (!grid) {
    if (sums) throw new InputError(source, `line ${sums.line}`, "expected 'cages:' with the cage grid before 'sums:'");
    return [];
  }
  const labels = readGridRows(grid.rows, source, ({ token }) => (token === '.' ? null : regionLabel(token)), size);
  if (!sums) throw new InputError(source, `line ${grid.line}`, "expected a 'sums:' line with each cage's sum");
  const byLabel = new Map<string, Point[]>();
  labels.forEach((line, row) => line.forEach((label, col) => label !== null && byLabel.set(label, [...(byLabel.get(label) ?? []), { row, col }])));
  const given = new Map<string, number>();
  for (const token of [sums.value, ...sums.rows.map((row) => row.text)]
    .join(' ')
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const pair = /^(\S+)=(\d+)$/.exec(token);
    if (!pair) throw new InputError(source, `line ${sums.line}`, `expected cage sums as label=sum (a=7), found '${token}'`);
    if (!byLabel.has(regionLabel(pair[1]))) throw new InputError(source, `line ${sums.line}`, `a sum for cage '${pair[1]}', which is not in the cage grid`);
    given.set(regionLabel(pair[1]), wholeClue(pair[2], source, `line ${sums.line}`, 'a cage sum'));
  }
  return [...byLabel].map(([label, cells]) => {
    const sum = given.get(label);
    if (sum === undefined) throw new InputError(source, `line ${sums.line}`, `expected a sum for cage '${label}'`);
    return { sum, cells };
  });
}

export function toSudokuText(p: Sudoku): string {
  const n = p.width;
  const apart = n > 9;
  const lines = ['kind: sudoku'];
  if (p.box && p.box.rows !== boxShape(n)?.rows) lines.push(`boxes: ${p.box.rows}x${p.box.cols}`);
  const width = String(n).length;
  lines.push(...p.givens.map((line) => line.map((value) => (value === null ? '.' : String(value)).padStart(apart ? width : 1)).join(apart ? ' ' : '')));
  const letters = (ids: (number | null)[][]) => ids.map((line) => line.map((id) => (id === null ? '.' : REGION_LETTERS[id])).join(''));
  if (!p.box) lines.push('regions:', ...letters(p.regions));
  if (p.cages.length > 0) {
    if (p.cages.length > REGION_LETTERS.length)
      throw new UsageError(`the text form names at most ${REGION_LETTERS.length} cages by letter, this puzzle has ${p.cages.length}`);
    const ids: (number | null)[][] = p.givens.map((line) => line.map(() => null));
    p.cages.forEach((cage, i) => cage.cells.forEach(({ row, col }) => (ids[row][col] = i)));
    lines.push('cages:', ...letters(ids), `sums: ${p.cages.map((cage, i) => `${REGION_LETTERS[i]}=${cage.sum}`).join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

export function parseSudoku(text: string, source: string): Sudoku {
  if (isSudokuUrl(text)) return parseSudokuUrl(text, source);
  if (kindHeader(text) !== undefined) return parseSudokuText(text, source);
  return taskOf(text).includes(';') ? parseKillerTask(text, source) : parseSudokuTask(text, source);
}

export const looksLikeSudoku = (text: string) =>
  kindHeader(text) !== undefined ? kindHeader(text) === 'sudoku' : isSudokuUrl(text) || looksLikeSudokuTask(text) || isKillerTask(text);
