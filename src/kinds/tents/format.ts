// Tents (puzzle-tents.com): put a tent beside every tree, each tree tied to one tent of its own
// beside it (not diagonally); tents never touch, not even diagonally; the numbers outside say how
// many tents each row and column holds.
//
// Tents files: the Puzzle Team task of puzzle-tents.com (also pasted as `var task = '...'`), a
// text form with a `kind: tents` header, and puzz.link URLs (`tents/W/H/<counts><trees>`).
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, puzzlinkOfTypes, puzzlinkUrl } from '../../format/puzzlink.ts';
import { inRows } from '../../dsl/grid/index.ts';
import { formsOf } from '../common/forms.ts';
import { readGridRows } from '../common/grid-text.ts';
import { readKeyedGrid } from '../common/keyed-grid.ts';
import { type LineCounts, readTaskCounts, readTextCounts, readUrlCounts, taskCounts, writeTextCounts, writeUrlCounts } from '../common/line-counts.ts';
import { pageSetting, taskOf } from '../common/task.ts';

/** The counts are of tents per column and row. */
export interface Tents extends LineCounts {
  /** `trees[row][col]`. */
  trees: boolean[][];
}

/** `tent[row][col]`: the answer. Tree cells hold no tent. */
export type Camp = boolean[][];

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
  return { width, height, ...readTextCounts(grid, source, width, height), trees };
}

export const toTentsText = (p: Tents) =>
  `kind: tents\n${writeTextCounts(p)}\n${p.trees.map((line) => line.map((tree) => (tree ? 'T' : '.')).join('')).join('\n')}\n`;

/** A puzz.link URL: the column then row counts (number16), then the trees (a digit 0-h: a tree, then that many open cells; i-z: 1-18 open cells). */
export function decodeTentsUrl(text: string, source: string): Tents {
  const body: UrlBody = new UrlBody(puzzlinkOfTypes(text, source, tentsForms.puzzlinkTypes ?? [], 'Tents'));
  const counts = readUrlCounts(body);
  const { width, height } = counts;
  const cells: boolean[] = [];
  while (cells.length < width * height) {
    const start = body.offset();
    const char = body.next();
    if (char === undefined || !/[0-9a-z]/.test(char))
      body.fail(`expected a tree (0-h) or open cells (i-z), found ${char === undefined ? 'the end of the URL' : `'${char}'`} (is the size right?)`, start);
    const value = parseInt(char, 36);
    cells.push(...(value <= 17 ? [true, ...Array<boolean>(value).fill(false)] : Array<boolean>(value - 17).fill(false)));
  }
  const trees = inRows(cells.slice(0, width * height), width);
  body.end();
  return { ...counts, trees };
}

/** The cells in reading order as a string, `T` a tree and `.` open ground, for the forms that write runs of them. */
const cellsOf = (p: Tents) =>
  p.trees
    .flat()
    .map((tree) => (tree ? 'T' : '.'))
    .join('');

export function encodeTentsUrl(p: Tents): string {
  if (p.width !== p.trees[0]?.length || p.height !== p.trees.length) throw new UsageError('the trees do not match the size of the grid');
  // Each tree with the open cells after it (up to 17) as a digit 0-h, a run of 1-18 open cells as i-z.
  const trees = cellsOf(p).replace(/T(\.{0,17})|\.{1,18}/g, (run, after?: string) => (after === undefined ? run.length + 17 : after.length).toString(36));
  return puzzlinkUrl({ type: 'tents', width: p.width, height: p.height, body: `${writeUrlCounts(p)}${trees}` });
}

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
  return { width, height, ...readTaskCounts(numbers, source, width), trees: readTaskTrees(trees, width, height, source) };
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
  const counts = taskCounts(p);
  // Each tree after the open cells before it (`_` none, a-y 1-25), `z` 25 open cells and no tree
  // (where more come before the next tree), the last open cells a letter of their own.
  const letter = (open: number) => String.fromCharCode(96 + open);
  const trees = cellsOf(p).replace(/(\.{0,25})T|(\.{1,25})$|\.{25}/g, (_, before?: string, last?: string) =>
    before !== undefined ? (before === '' ? '_' : letter(before.length)) : last !== undefined ? letter(last.length) : 'z',
  );
  return `${[trees, ...counts].join(',')}\n`;
}

/** Tree letters, then numbers only, all comma-separated: no other kind's task looks so. */
const isTentsTask = (text: string) => /^[a-z_]*(,\s*\d+)+,?$/.test(taskOf(text));

export const tentsForms = formsOf<Tents>('tents', {
  text: { read: parseTentsText, write: toTentsText },
  puzzlink: { types: ['tents'], read: decodeTentsUrl, write: (p) => `${encodeTentsUrl(p)}\n` },
  puzzleteam: { looks: isTentsTask, read: parseTentsTask, write: toTentsTask },
});

export const parseTents = (text: string, source: string) => tentsForms.parse({ text, source });
