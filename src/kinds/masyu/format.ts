// Masyu files: Puzzle Team task strings (also pasted as `var task = '...'`), puzz.link URLs, and a
// plain-text grid of `.`, `W` and `B`; solutions as rows of loop pieces. Bad input is refused with
// an InputError naming the source, the position and what was expected.
import { InputError } from '../../errors.ts';
import { parseCount } from '../../format/numbers.ts';
import { type LoopGrid, type Masyu, type Pearl, type Piece, PIECES } from './masyu.ts';
import { pzprFormOf } from '../../format/puzzlink.ts';
import { decodeMasyuUrl, isMasyuUrl } from './puzzlink.ts';
import { isOneOf } from '../../narrow.ts';
import { writeRuns } from '../common/runs.ts';
import type { Detection } from '../../kind/kind.ts';

const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');
const dataLines = (text: string) =>
  withoutBom(text)
    .split(/\r?\n/)
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => line.trim() !== '' && !line.trim().startsWith('#'));

// ---------------------------------------------------------------- Puzzle Team task strings

/** The task part of what was pasted: a bare task, a quoted one, or a page snippet `var task = '...';`. */
function taskOf(pasted: string): string {
  const text = dataLines(pasted)
    .map(({ line }) => line)
    .join('\n');
  const snippet = /task\s*=\s*(['"])([^'"]*)\1/.exec(text);
  if (snippet) return snippet[2].trim();
  const quoted = /^\s*(['"])([^'"]*)\1\s*;?\s*$/.exec(text);
  return (quoted ? quoted[2] : text).trim();
}

const LONGEST_RUN = 26;
const pearlLetter: Record<Pearl, string> = { white: 'W', black: 'B' };
const pearlOfLetter: Record<string, Pearl> = { W: 'white', B: 'black', w: 'white', b: 'black' };

/**
 * Reads a task: row by row, `W` a white pearl, `B` a black one, a lower-case letter a run of empty
 * cells (`a` one ... `z` 26; longer runs are several letters). The grid is square on the site, so
 * its side is the square root of the cell count; our own non-square tasks start with `WxH:`.
 */
export function parseMasyuTask(text: string, source: string): Masyu {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Masyu task string such as dWBWaWbWcBcWaWWaWWgBb, found an empty input');
  // Our own non-square tasks start with `WxH:`; the site's have no size.
  const sized = /^(\d+x\d+):/.exec(task);
  const sizeText = sized?.[1];
  const body = sized ? task.slice(sized[0].length) : task;
  const cells: (Pearl | null)[] = [];
  const offset = task.length - body.length;
  [...body].forEach((letter, i) => {
    if (letter === 'W' || letter === 'B') cells.push(pearlOfLetter[letter]);
    else if (/[a-z]/.test(letter)) cells.push(...Array<null>(letter.charCodeAt(0) - 96).fill(null));
    else
      throw new InputError(
        source,
        `task character ${offset + i + 1}`,
        `expected W (white pearl), B (black pearl) or a letter a-z (a run of empty cells), found '${letter}'`,
      );
  });
  const { width, height } = sizeText ? givenSize(sizeText, cells.length, source) : squareSize(cells.length, source);
  return { width, height, pearls: Array.from({ length: height }, (_, row) => cells.slice(row * width, (row + 1) * width)) };
}

function givenSize(text: string, cells: number, source: string) {
  const [width, height] = text.split('x').map((side) => parseCount(side, source, 'size', 'a width and height'));
  if (width === 0 || height === 0 || BigInt(width) * BigInt(height) !== BigInt(cells))
    throw new InputError(source, 'size', `a ${text} grid has ${BigInt(width) * BigInt(height)} cells, but the task describes ${cells}`);
  return { width, height };
}

function squareSize(cells: number, source: string) {
  const side = Math.round(Math.sqrt(cells));
  if (side === 0 || side * side !== cells)
    throw new InputError(source, 'task', `expected a square grid's cells (n x n), found ${cells} cells; a non-square grid starts with its size, e.g. 8x6:`);
  return { width: side, height: side };
}

/** The task string; a non-square grid gets a `WxH:` prefix, which the site never needs. */
export function toPuzzleTeam(p: Masyu): string {
  const task = writeRuns(p.pearls.flat(), (pearl) => pearlLetter[pearl]);
  return p.width === p.height ? task : `${p.width}x${p.height}:${task}`;
}

// ---------------------------------------------------------------- the plain-text grid

/**
 * ```
 * # a comment
 * ..W..B
 * .B....
 * ```
 * One line per row: `.` an empty cell, `W` a white pearl, `B` a black one (either case); spaces
 * between cells are allowed. Lines starting with `#` are comments, blank lines are ignored.
 */
export function parseMasyuText(text: string, source: string): Masyu {
  const rows = dataLines(text).map(({ line, number }) =>
    [...line].flatMap((symbol, column): (Pearl | null)[] => {
      if (symbol === '.') return [null];
      if (symbol in pearlOfLetter) return [pearlOfLetter[symbol]];
      if (/\s/.test(symbol)) return [];
      throw new InputError(source, `line ${number}, column ${column + 1}`, `expected '.' (empty), 'W' (white pearl) or 'B' (black pearl), found '${symbol}'`);
    }),
  );
  if (rows.length === 0) throw new InputError(source, 'line 1', "expected rows of '.', 'W' and 'B', found an empty input");
  const lines = dataLines(text);
  rows.forEach((row, i) => {
    if (row.length !== rows[0].length)
      throw new InputError(source, `line ${lines[i].number}`, `expected ${rows[0].length} cells like the first row, found ${row.length}`);
  });
  return { width: rows[0].length, height: rows.length, pearls: rows };
}

export function toMasyuText(p: Masyu): string {
  return `${p.pearls.map((line) => line.map((pearl) => (pearl ? pearlLetter[pearl] : '.')).join('')).join('\n')}\n`;
}

// ---------------------------------------------------------------- detection

const isUrl = (text: string) => isMasyuUrl(text);
const isTask = (text: string) => /^(\d+x\d+:)?[a-zWB]*[WB][a-zWB]*$/.test(taskOf(text));

/** Reads any of the three forms. */
export function parseMasyu(text: string, source: string): Masyu {
  // A puzz.link URL, a pzprv3 file or a penpa-edit URL, even of another type when --kind says
  // Masyu (src/kinds/masyu/puzzlink.ts reads them and names a type that is not Masyu's).
  if (pzprFormOf(text) !== undefined) return decodeMasyuUrl(text, source);
  const task = taskOf(text);
  const lines = dataLines(text);
  // A task has no '.', and is one line; a text grid of one row without '.' reads as a task too.
  if (/task\s*=/.test(text) || (lines.length === 1 && !task.includes('.'))) return parseMasyuTask(text, source);
  return parseMasyuText(text, source);
}

/**
 * True for a task string (only pearls and run letters, at least one pearl), a puzz.link Masyu URL,
 * or a grid of `.` with pearls whose lines are nearly all `.`, `W` and `B`: loose enough that a
 * typo in a grid still reads as Masyu, so its parser says what is wrong and where. Other kinds'
 * files have digits, letters or `key:` headers, and solutions have no pearls, so they never match.
 */
export function looksLikeMasyu(text: string): boolean {
  if (isUrl(text) || isTask(text)) return true;
  const symbols = dataLines(text)
    .map(({ line }) => line)
    .join('')
    .replace(/\s/g, '');
  if (!/[WBwb]/.test(symbols) || !/\./.test(symbols)) return false;
  const ours = symbols.replace(/[^.WBwb]/g, '').length;
  return ours >= 0.9 * symbols.length && ours > symbols.length - 3;
}

// ---------------------------------------------------------------- loop grids (solutions)

/** A solution: one loop piece per cell (`- | L J 7 F`, `.` off the loop), rows separated by newlines or `/`; spaces are ignored. */
export function parseLoopGrid(text: string, source: string, width?: number, height?: number): LoopGrid {
  const grid: LoopGrid = [];
  withoutBom(text)
    .split(/\r?\n/)
    .forEach((line, i) => {
      if (line.trim().startsWith('#')) return;
      const parts = line.split('/');
      let offset = 0;
      parts.forEach((part, k) => {
        const where = (column: number) => `line ${i + 1}${parts.length > 1 ? `, row ${k + 1}` : ''}, column ${offset + column + 1}`;
        const cells = [...part].flatMap((symbol, column): Piece[] => {
          if (isOneOf(PIECES, symbol)) return [symbol];
          if (/\s/.test(symbol)) return [];
          throw new InputError(source, where(column), `expected a loop piece (- | L J 7 F) or '.' (not on the loop), found '${symbol}'`);
        });
        const expected = width ?? grid[0]?.length;
        if (cells.length > 0 && expected !== undefined && cells.length !== expected)
          throw new InputError(source, where(0), `expected a row of ${expected} cells, found ${cells.length}`);
        if (cells.length > 0) grid.push(cells);
        offset += part.length + 1;
      });
    });
  if (grid.length === 0) throw new InputError(source, 'line 1', 'expected a grid of loop pieces (- | L J 7 F and .), found an empty input');
  if (height !== undefined && grid.length !== height) throw new InputError(source, `row ${grid.length}`, `expected ${height} rows, found ${grid.length}`);
  return grid;
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeMasyu,
};
