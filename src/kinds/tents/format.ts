// Tents (puzzle-tents.com): put a tent beside every tree, each tree tied to one tent of its own
// beside it (not diagonally); tents never touch, not even diagonally; the numbers outside say how
// many tents each row and column holds.
//
// Tents files: the Puzzle Team task of puzzle-tents.com (also pasted as `var task = '...'`), a
// text form with a `kind: tents` header, and puzz.link URLs (`tents/W/H/<counts><trees>`).
import { InputError, UsageError } from '../../format/errors.ts';
import { UrlBody, expectType, parsePuzzlinkUrl, puzzlinkTypeOf, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { pointAt, points } from '../../dsl/grid/index.ts';
import { readGridRows } from '../common/grid-text.ts';
import { readCounts, readKeyedGrid, writeCounts } from '../common/keyed-grid.ts';
import { kindHeader, pageSetting, taskOf, wholeClue } from '../common/task.ts';

export interface Tents {
  width: number;
  height: number;
  /** Tents per column, left to right; null where a column has no count. */
  columns: (number | null)[];
  /** Tents per row, top to bottom; null where a row has no count. */
  rows: (number | null)[];
  /** `trees[row][col]`. */
  trees: boolean[][];
}

/** `tent[row][col]`: the answer. Tree cells hold no tent. */
export type Camp = boolean[][];

export const tentsUrlTypes = ['tents'] as const;

/**
 * ```
 * kind: tents
 * columns: 1 0 2 - 1    tents per column, left to right (`-`: no count)
 * rows: 2 0 1 1 -       tents per row, top to bottom
 * .T...                 a row per line: `T` a tree, `.` open ground
 * ```
 */
export function parseTentsText(text: string, source: string): Tents {
  const grid = readKeyedGrid(text, source, 'tents', ['columns', 'rows']);
  const trees = readGridRows(grid.rows, source, ({ token, position }) => {
    if (token !== 'T' && token !== '.') throw new InputError(source, position, `expected 'T' (a tree) or '.' (open ground), found '${token}'`);
    return token === 'T';
  });
  const [width, height] = [trees[0].length, trees.length];
  return {
    width,
    height,
    columns: readCounts(grid, 'columns', source, 'column count', width, height),
    rows: readCounts(grid, 'rows', source, 'row count', height, width),
    trees,
  };
}

export const toTentsText = (p: Tents) =>
  `kind: tents\ncolumns: ${writeCounts(p.columns)}\nrows: ${writeCounts(p.rows)}\n${p.trees.map((line) => line.map((tree) => (tree ? 'T' : '.')).join('')).join('\n')}\n`;

/** A puzz.link URL: the column then row counts (number16), then the trees (a digit 0-h: a tree, then that many open cells; i-z: 1-18 open cells). */
export function decodeTentsUrl(text: string, source: string): Tents {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, tentsUrlTypes, 'Tents');
  const { width, height } = url;
  const body: UrlBody = new UrlBody(url);
  const counts = readNumbers(body, width + height, 'column and row counts', (count, i) =>
    count > (i < width ? height : width) ? `expected a count of at most ${i < width ? height : width}, found ${count}` : undefined,
  );
  const lines = counts.map((count) => (count === '?' ? null : count));
  const trees = Array.from({ length: height }, () => Array<boolean>(width).fill(false));
  for (let cell = 0; cell < width * height; ) {
    const start = body.offset();
    const char = body.next();
    if (char === undefined || !/[0-9a-z]/.test(char))
      body.fail(`expected a tree (0-h) or open cells (i-z), found ${char === undefined ? 'the end of the URL' : `'${char}'`} (is the size right?)`, start);
    const value = parseInt(char, 36);
    if (value <= 17) {
      const { row, col } = pointAt({ width }, cell);
      trees[row][col] = true;
      cell += value + 1;
    } else cell += value - 17;
  }
  body.end();
  return { width, height, columns: lines.slice(0, width), rows: lines.slice(width), trees };
}

export function encodeTentsUrl(p: Tents): string {
  if (p.width !== p.trees[0]?.length || p.height !== p.trees.length) throw new UsageError('the trees do not match the size of the grid');
  const tree = points(p).map((point) => p.trees[point.row][point.col]);
  let trees = '';
  const open = (from: number, most: number) => {
    let run = 0;
    while (run < most && from + run < tree.length && !tree[from + run]) run++;
    return run;
  };
  for (let i = 0; i < tree.length; ) {
    // A tree with the open cells after it (up to 17), or a run of 1-18 open cells.
    const run = tree[i] ? open(i + 1, 17) : open(i, 18);
    trees += tree[i] ? run.toString(36) : (run + 17).toString(36);
    i += tree[i] ? run + 1 : run;
  }
  return puzzlinkUrl({ type: tentsUrlTypes[0], width: p.width, height: p.height, body: `${writeNumbers([...p.columns, ...p.rows])}${trees}` });
}

export const isTentsUrl = (text: string) => (tentsUrlTypes as readonly string[]).includes(puzzlinkTypeOf(text) ?? '');

// ------------------------------------------------------------------------------ Puzzle Team

/**
 * The task: the trees, then the column counts (left to right) and the row counts (top to
 * bottom), all comma-separated. The trees, row by row: `_` a tree, a letter `a`-`y` 1-25 open
 * cells then a tree, `z` 25 open cells and no tree; a letter that runs to the end of the grid
 * stands for its last open cells. As stacs-cp/demystify-rs `scripts/fetch-tents.py` reads it (its
 * only public reader we found; that script checked the trees against the counts on the 160
 * puzzles it fetched). Square unless a pasted page gives `puzzleWidth` and `puzzleHeight`.
 */
export function parseTentsTask(text: string, source: string): Tents {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Tents task such as a_d,1,0,1,1,0,1, found an empty input');
  const [trees, ...numbers] = task.split(',');
  if (numbers.length > 1 && numbers.at(-1)?.trim() === '') numbers.pop();
  const pageWidth = Number(pageSetting(text, 'puzzleWidth') ?? Number.NaN);
  const pageHeight = Number(pageSetting(text, 'puzzleHeight') ?? Number.NaN);
  const [width, height] = pageWidth > 0 && pageHeight > 0 ? [pageWidth, pageHeight] : [numbers.length / 2, numbers.length / 2];
  if (!Number.isInteger(width) || width === 0 || numbers.length !== width + height)
    throw new InputError(
      source,
      'task',
      `expected the trees, then ${Number.isInteger(width) && width > 0 ? `${width} column and ${height} row counts` : 'as many column counts as row counts'}, found ${numbers.length} counts`,
    );
  if (width > 100 || height > 100) throw new InputError(source, 'task', `a ${width}x${height} Tents is past the limit of 100x100`);
  const counts = numbers.map((number, i) =>
    wholeClue(number, source, `count ${i + 1}`, i < width ? `column ${i + 1}'s count` : `row ${i - width + 1}'s count`),
  );
  return { width, height, columns: counts.slice(0, width), rows: counts.slice(width), trees: readTaskTrees(trees, width, height, source) };
}

function readTaskTrees(trees: string, width: number, height: number, source: string): boolean[][] {
  const total = width * height;
  const grid = Array.from({ length: height }, () => Array<boolean>(width).fill(false));
  let cell = 0;
  [...trees].forEach((char, i) => {
    const where = `task character ${i + 1}`;
    if (cell >= total) throw new InputError(source, where, `expected the end of the trees, the ${width}x${height} grid being full, found '${char}'`);
    if (!/^[a-z_]$/.test(char))
      throw new InputError(source, where, `expected '_' (a tree) or a letter a-z (open cells, then a tree but after z), found '${char}'`);
    cell += char === '_' ? 0 : char === 'z' ? 25 : char.charCodeAt(0) - 96;
    if (cell > total) throw new InputError(source, where, `'${char}' runs past the end of the ${width}x${height} grid`);
    if (char === 'z' || cell === total) return;
    grid[Math.floor(cell / width)][cell % width] = true;
    cell++;
  });
  return grid;
}

export function toTentsTask(p: Tents): string {
  if (p.width !== p.height) throw new UsageError(`a Puzzle Team task is square, this grid is ${p.width}x${p.height}; --to text keeps it`);
  if ([...p.columns, ...p.rows].some((count) => count === null))
    throw new UsageError('a Puzzle Team task has every count, this puzzle leaves some out; --to text keeps it');
  let trees = '';
  let open = 0;
  const skip = () => {
    for (; open > 25; open -= 25) trees += 'z';
  };
  for (const tree of p.trees.flat()) {
    if (!tree) open++;
    else skip(), (trees += open === 0 ? '_' : String.fromCharCode(96 + open)), (open = 0);
  }
  skip();
  if (open > 0) trees += String.fromCharCode(96 + open);
  return `${[trees, ...p.columns, ...p.rows].join(',')}\n`;
}

/** Tree letters, then numbers only, all comma-separated: no other kind's task looks so. */
const isTentsTask = (text: string) => kindHeader(text) === undefined && /^[a-z_]*(,\s*\d+)+,?$/.test(taskOf(text));

export const looksLikeTents = (text: string) => kindHeader(text) === 'tents' || isTentsUrl(text) || isTentsTask(text);

export function parseTents(text: string, source: string): Tents {
  if (isTentsUrl(text)) return decodeTentsUrl(text, source);
  return kindHeader(text) === undefined && taskOf(text).includes(',') ? parseTentsTask(text, source) : parseTentsText(text, source);
}
