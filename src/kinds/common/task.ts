// Reading pieces shared by the Puzzle Team kinds (Star Battle, Kakurasu, Thermometers): the task
// inside what was pasted, a setting of the page next to it, the `kind:` header of the text forms,
// clues, and region ids renumbered by first appearance.
import { InputError } from '../../errors.ts';
import { inRows, pointAt, pointName, renumber } from '../../dsl/grid/index.ts';

// Editors on some systems start a file with a byte-order mark; it is not part of the puzzle.
export const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/**
 * The task part of what was pasted: a bare task, a quoted one, or a page snippet
 * `var task = '...';` (whatever else of the page came with it). Lines starting with `#` are
 * comments, so a task file can say where it came from.
 */
export function taskOf(pasted: string): string {
  const text = withoutBom(pasted)
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  const snippet = /task\s*=\s*(['"])([^'"]*)\1/.exec(text);
  if (snippet) return snippet[2].trim();
  const quoted = /^\s*(['"])([^'"]*)\1\s*;?\s*$/.exec(text);
  return (quoted ? quoted[2] : text).trim();
}

/** True when the input is a page snippet (`var task = '...'`), not a bare task. */
const isSnippet = (pasted: string) => /task\s*=\s*(['"])[^'"]*\1/.test(pasted);

/** A whole-number setting the page carries beside the task (`stars: 2`, `stars:2,`), if the snippet has one. */
export function pageSetting(pasted: string, name: string): string | undefined {
  return isSnippet(pasted) ? new RegExp(`\\b${name}\\s*:\\s*(\\d+)`).exec(pasted)?.[1] : undefined;
}

/** A line of a text form that holds data: not blank, not a `#` comment; numbered from 1. */
export interface DataLine {
  number: number;
  text: string;
  /** The line as written, for column positions. */
  raw: string;
}

export function dataLines(text: string): DataLine[] {
  return withoutBom(text)
    .split(/\r?\n/)
    .flatMap((raw, i) => {
      const trimmed = raw.trim();
      return trimmed === '' || trimmed.startsWith('#') ? [] : [{ number: i + 1, text: trimmed, raw }];
    });
}

/** The kind a text form names on its first data line, `kind: thermometers`, lower-cased; else undefined. */
/** The data lines of a `kind: <kind>` text: the header line first, or an error saying it is missing. */
export function kindLines(text: string, source: string, kind: string): [DataLine, ...DataLine[]] {
  const [header, ...rest] = dataLines(text);
  if (!header || headerKind(header.text) !== kind) throw new InputError(source, `line ${header?.number ?? 1}`, `expected 'kind: ${kind}' first`);
  return [header, ...rest];
}

const headerKind = (line: string) => /^kind\s*:\s*(\S+)\s*$/i.exec(line)?.[1].toLowerCase();

export function kindHeader(text: string): string | undefined {
  const first = dataLines(text)[0];
  return first && headerKind(first.text);
}

/** A clue's number, refused past 2^31 - 1: clues are sums of cells, and encodings weigh them in Z3. */
export function wholeClue(token: string, source: string, position: string, what: string): number {
  const text = token.trim();
  if (!/^\d+$/.test(text)) throw new InputError(source, position, `expected ${what} (a whole number), found '${text || '(nothing)'}'`);
  // Longer than any sum of a grid that fits in an input; compared as text, so never rounded.
  if (text.replace(/^0+(?=\d)/, '').length > 9)
    throw new InputError(source, position, `${what} ${text} is far larger than any grid's sum (at most 999999999 here)`);
  return Number(text);
}

/** Region ids are labels: compared as written after dropping leading zeros (`07` and `7` are one region). */
export const regionLabel = (token: string) => token.trim().replace(/^0+(?=\d)/, '');

/**
 * For telling region tasks apart (Star Battle, LITS): the side of the grid and the number of
 * regions a task of n² comma-separated ids names, or undefined when the text is no such task.
 */
export function regionTaskShape(text: string): { size: number; regions: number } | undefined {
  const task = taskOf(text);
  if (!/^\d+(\s*,\s*\d+)+\s*,?$/.test(task)) return undefined;
  const ids = task
    .split(',')
    .filter((token) => token.trim() !== '')
    .map(regionLabel);
  const size = squareSide(ids.length);
  return size === undefined ? undefined : { size, regions: new Set(ids).size };
}

/**
 * The n² comma-separated region ids of a region task (Star Battle, LITS), row by row, renumbered
 * by first appearance. `example` shows a task in the message for an empty input; `refuse` may
 * refuse the side n before any id is read.
 */
export function readRegionTask(text: string, source: string, example: string, refuse?: (size: number) => void): { size: number; regions: number[][] } {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', `expected a task of region ids such as ${example}, found an empty input`);
  const tokens = commaEntries(task);
  const size = squareSide(tokens.length);
  if (size === undefined) throw new InputError(source, 'task', `expected n x n region ids for an n x n grid, found ${tokens.length}, which is not a square`);
  refuse?.(size);
  return { size, regions: readIdRows(tokens, size, source, 'region id', 'a region id') };
}

/**
 * The n² comma-separated ids of a task (regions, or cages) as rows of n, renumbered by first
 * appearance. Messages name an entry by `where` (`region id` gives `region
 * id 3 (cell (1,3))`) and say `what` was expected (`a region id`).
 */
export function readIdRows(entries: readonly string[], size: number, source: string, where: string, what: string): number[][] {
  const ids = entries.map((entry, i) => {
    if (!/^\d+$/.test(entry.trim()))
      throw new InputError(
        source,
        `${where} ${i + 1} (cell ${pointName(pointAt({ width: size }, i))})`,
        `expected ${what} (a whole number), found '${entry.trim() || '(nothing)'}'`,
      );
    return regionLabel(entry);
  });
  return renumber(inRows(ids, size));
}

/** Ids 0.. in order of first appearance in reading order: the grid vocabulary's, for the task readers. */
export { renumber };

/** Region letters of the text forms: a-z, A-Z, 0-9, then a few symbols (75 regions at most). */
export const REGION_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$%&*+<=>?@^~';

/** The side n of a square grid of `count` cells, if `count` is a square. */
export function squareSide(count: number): number | undefined {
  const side = Math.round(Math.sqrt(count));
  return side * side === count ? side : undefined;
}

/**
 * The grid's size the pasted page gives beside the task (`puzzleWidth: 30, puzzleHeight: 20`), or
 * undefined when it does not give both: the tasks of most genres do not say it.
 */
export function pageSize(pasted: string): { width: number; height: number } | undefined {
  const [width, height] = [pageSetting(pasted, 'puzzleWidth'), pageSetting(pasted, 'puzzleHeight')];
  return width === undefined || height === undefined ? undefined : { width: Number(width), height: Number(height) };
}

/** Region (or cage) ids written as rows of REGION_LETTERS, `.` for a cell in none: the text forms' region grids. */
export const regionLetterRows = (ids: readonly (readonly (number | null)[])[]): string[] =>
  ids.map((line) => line.map((id) => (id === null ? '.' : REGION_LETTERS[id])).join(''));

/** A task's comma-separated entries, without the empty one after the comma the site ends them with. */
export function commaEntries(text: string): string[] {
  const entries = text.split(',');
  if (entries.length > 1 && entries.at(-1)?.trim() === '') entries.pop();
  return entries;
}
