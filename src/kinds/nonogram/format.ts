// Nonograms (puzzle-nonograms.com): shade cells so that each row and each column shows, left to
// right and top to bottom, runs of shaded cells as long as its clue's numbers, in that order, with
// at least one empty cell between two runs.
//
// Nonogram files: the Puzzle Team task (`c1/.../cN/r1/.../rN`, the numbers of one clue joined by
// `.`, also pasted as `var task = '...'`), the puzz.link URL (`nonogram/W/H/...`), and a text form
// with a `kind: nonogram` header. Bad input is an InputError naming the place.
import { cols, rows } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkUrl } from '../../format/puzzlink.ts';
import { type UrlNumber, readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { type ClueReader, type LineClues, readSquareTaskClues, readTextLineClues, refuseTooLarge } from '../common/line-clues.ts';
import { formsOf } from '../common/forms.ts';
import { taskOf, wholeClue } from '../common/task.ts';

export interface Nonogram {
  width: number;
  height: number;
  /** Per column, left to right: the lengths of its runs, top to bottom ([] for an empty column). */
  columns: number[][];
  /** Per row, top to bottom: the lengths of its runs, left to right. */
  rows: number[][];
}

/** `shaded[row][col]`. Row 0 is the top. */
export type Shading = boolean[][];

/**
 * Each line with its clue, rows first: its cells, how messages name it (`row 1`), how an encoding
 * names its terms (`row1`) and the rule it falls under. The checker and the encodings walk these.
 */
export const clueLines = (p: Nonogram) => [
  ...rows(p).map((cells, row) => ({ cells, clue: p.rows[row], name: `row ${row + 1}`, key: `row${row + 1}`, rule: 'row clues' as const })),
  ...cols(p).map((cells, col) => ({ cells, clue: p.columns[col], name: `column ${col + 1}`, key: `col${col + 1}`, rule: 'column clues' as const })),
];

/** The lengths of the runs of shaded cells along a line. */
export function runsOf(line: readonly boolean[]): number[] {
  const runs: number[] = [];
  let length = 0;
  for (const shaded of [...line, false]) {
    if (shaded) length++;
    else if (length > 0) runs.push(length), (length = 0);
  }
  return runs;
}

/** The fewest cells a clue needs: its runs and one gap between each two. */
export const cellsNeeded = (clue: readonly number[]) => clue.reduce((sum, run) => sum + run, 0) + Math.max(0, clue.length - 1);

/**
 * Whether a line marked in part (undefined: not decided) can still be completed to show the clue:
 * fits(i, k) asks whether cells i.. can hold runs k.. of the clue; remembered, so a line costs
 * (cells x runs) steps.
 */
export function lineFits(clue: readonly number[], marks: readonly (boolean | undefined)[]): boolean {
  const n = marks.length;
  const memo = new Map<number, boolean>();
  const fits = (i: number, k: number): boolean => {
    if (i >= n) return k === clue.length;
    const key = i * (clue.length + 1) + k;
    const known = memo.get(key);
    if (known !== undefined) return known;
    // The cell stays empty, or run k starts here: its cells not empty, the cell after it not shaded.
    let result = marks[i] !== true && fits(i + 1, k);
    if (!result && k < clue.length && i + clue[k] <= n) {
      const end = i + clue[k];
      const covered = marks.slice(i, end).every((mark) => mark !== false);
      result = covered && marks[end] !== true && fits(end + 1, k + 1);
    }
    memo.set(key, result);
    return result;
  };
  return fits(0, 0);
}

/** The largest side read: twice the largest the site shows. */
const MAX_SIDE = 100;

/** One clue: numbers separated by `separator`; `0` or nothing is an empty line. */
function readClue(text: string, separator: RegExp, source: string, position: string, what: string): number[] {
  const tokens = text.trim() === '' ? [] : text.trim().split(separator);
  if (tokens.length === 1 && /^0+$/.test(tokens[0].trim())) return [];
  return tokens.map((token) => {
    const run = wholeClue(token, source, position, `a run length of ${what}`);
    if (run === 0) throw new InputError(source, position, `a run of ${what} has length 0; an empty line is written as a lone 0`);
    return run;
  });
}

/** Reads `c1/.../cN/r1/.../rN`: the N column clues left to right, then the N row clues top to bottom. */
export function parseNonogramTask(text: string, source: string): Nonogram {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as 1.1/3/1/2/1.1/1, found an empty input');
  return checked(readSquareTaskClues(task.split('/'), source, runs(source, /\./)), source);
}

/**
 * ```
 * kind: nonogram
 * columns: 2 1, 1 1 1, 1, 0     the column clues, left to right: numbers top to bottom, 0 for none
 * rows: 3, 1 1, 1, 2            the row clues, top to bottom: numbers left to right
 * ```
 * `#` starts a comment. The grid is as wide as there are column clues and as tall as there are row clues.
 */
export function parseNonogramText(text: string, source: string): Nonogram {
  return checked(
    readTextLineClues(text, source, 'nonogram', (value) => value.split(','), runs(source, /\s+/)),
    source,
  );
}

const runs =
  (source: string, separator: RegExp): ClueReader<number[]> =>
  (token, position, line, index) =>
    readClue(token, separator, source, position, `${line} ${index + 1}`);

/** A clue that cannot fit its line is an input error, not a puzzle without solution. */
function checked(clues: LineClues<number[]>, source: string): Nonogram {
  if (clues.width > MAX_SIDE || clues.height > MAX_SIDE)
    throw new InputError(source, clues.position('column', 0), `a ${clues.width}x${clues.height} nonogram is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
  refuseTooLarge(clues, source, (clue, line, length) =>
    cellsNeeded(clue) > length ? `${line} clue ${clue.join(' ')} needs ${cellsNeeded(clue)} cells, the ${line} has ${length}` : undefined,
  );
  return { width: clues.width, height: clues.height, columns: clues.columns, rows: clues.rows };
}

// ------------------------------------------------------------------------------ puzz.link

export const nonogramUrlTypes = ['nonogram'] as const;

/**
 * pzprjs's clue area: (H + 1) / 2 slots above each column and (W + 1) / 2 left of each row, each
 * line's numbers listed from the grid outwards, columns first, in number16 (blanks as g-z).
 */
export function parseNonogramUrl(text: string, source: string): Nonogram {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, nonogramUrlTypes, 'Nonogram');
  expectFlags(url, {});
  if (url.width > MAX_SIDE || url.height > MAX_SIDE)
    throw new InputError(source, 'URL size', `a ${url.width}x${url.height} nonogram is past the limit of ${MAX_SIDE}x${MAX_SIDE}`);
  const body = new UrlBody(url);
  const [above, left] = [(url.height + 1) >> 1, (url.width + 1) >> 1];
  const slots = readNumbers(body, url.width * above + url.height * left, 'clue numbers', (value) =>
    value === 0 ? 'expected run lengths of at least 1, found 0' : undefined,
  );
  body.end();
  const clue = (start: number, count: number, what: string) => {
    const numbers = slots
      .slice(start, start + count)
      .filter((slot) => slot !== null)
      .reverse();
    if (numbers.includes('?')) throw new InputError(source, 'URL', `the clue of ${what} has a '?', an unknown run length, which is not read here`);
    return numbers.filter((slot) => typeof slot === 'number');
  };
  const columns = Array.from({ length: url.width }, (_, col) => clue(col * above, above, `column ${col + 1}`));
  const rows = Array.from({ length: url.height }, (_, row) => clue(url.width * above + row * left, left, `row ${row + 1}`));
  return checked({ width: url.width, height: url.height, columns, rows, position: (line, i) => `URL, ${line} ${i + 1}` }, source);
}

export function toNonogramUrl(p: Nonogram): string {
  const slots = (clue: number[], count: number): UrlNumber[] => [...[...clue].reverse(), ...Array<null>(count - clue.length).fill(null)];
  const numbers = [...p.columns.flatMap((clue) => slots(clue, (p.height + 1) >> 1)), ...p.rows.flatMap((clue) => slots(clue, (p.width + 1) >> 1))];
  return `${puzzlinkUrl({ type: 'nonogram', width: p.width, height: p.height, body: writeNumbers(numbers) })}\n`;
}

/**
 * A task of an even number of clues joined by `/` where some clue has two numbers joined by `.`:
 * without one it has the shape of a Kakurasu task (whole numbers joined by `/`), which it is read as.
 */
function looksLikeNonogramTask(text: string): boolean {
  const task = taskOf(text);
  return /^\d+(\.\d+)*(\/\d+(\.\d+)*)+$/.test(task) && task.includes('.') && task.split('/').length % 2 === 0;
}

const spelled = (clue: number[]) => (clue.length === 0 ? '0' : clue.join(' '));

export const toNonogramText = (p: Nonogram) => `kind: nonogram\ncolumns: ${p.columns.map(spelled).join(', ')}\nrows: ${p.rows.map(spelled).join(', ')}\n`;

export function toNonogramTask(p: Nonogram): string {
  if (p.width !== p.height) throw new UsageError(`a Puzzle Team task is square, this grid is ${p.width}x${p.height}; --to text keeps it`);
  if ([...p.columns, ...p.rows].every((clue) => clue.length <= 1))
    throw new UsageError('every clue of this nonogram is a single number, and such a task string is read as a Kakurasu; --to text keeps it');
  return `${[...p.columns, ...p.rows].map((clue) => (clue.length === 0 ? '0' : clue.join('.'))).join('/')}\n`;
}

export const nonogramForms = formsOf<Nonogram>('nonogram', {
  text: { read: parseNonogramText, write: toNonogramText },
  puzzlink: { types: nonogramUrlTypes, read: parseNonogramUrl, write: toNonogramUrl },
  puzzleteam: { looks: looksLikeNonogramTask, read: parseNonogramTask, write: toNonogramTask },
});

export const parseNonogram = (text: string, source: string) => nonogramForms.parse({ text, source });
