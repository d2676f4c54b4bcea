// Kakuro (puzzle-kakuro.com): write 1..9 in the white cells so that each run of white cells
// across or down adds up to the sum in the black cell before it, with no digit twice in a run.
//
// Kakuro files: the puz.link URL (`kakuro/W/H/...`, whose clue row above and clue column left
// become the first row and column here) and a text form with a `kind: kakuro` header. The Puzzle
// Team task is not read: its one public reader (Paledonian/Puzzle_Scraper) guesses how a clue's
// number splits into its across and down sums. Bad input is an InputError naming the place.
import { type Point, cols, rows } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, expectFlags, expectType, parsePuzzlinkUrl, puzzlinkUrl } from '../../format/puzzlink.ts';
import { writeBlankRuns } from '../../format/blank-runs.ts';
import { formsOf } from '../common/forms.ts';
import { readGridRows } from '../common/grid-text.ts';
import { kindHeader, withoutBom } from '../common/task.ts';

export interface Kakuro {
  width: number;
  height: number;
  black: boolean[][];
  /** On a black cell: the sum of the white run below it (`down`) or right of it (`across`); null for none. */
  down: (number | null)[][];
  across: (number | null)[][];
}

export interface Run {
  direction: 'across' | 'down';
  /** The black cell holding its sum, or null when the run starts at the grid's edge. */
  clue: Point | null;
  sum: number | null;
  cells: Point[];
}

/** Every run of white cells, across then down, in reading order of their first cells. */
export function runsOf(p: Kakuro): Run[] {
  const runs: Run[] = [];
  const black = ({ row, col }: Point) => p.black[row][col];
  const lines = { across: rows(p), down: cols(p) };
  for (const direction of ['across', 'down'] as const)
    for (const line of lines[direction])
      line.forEach((point, k) => {
        if (black(point)) return;
        // A white cell after a white one goes on its run; any other starts one, the black cell before it holding the sum.
        const clue = k > 0 ? line[k - 1] : null;
        if (clue && !black(clue)) runs.at(-1)?.cells.push(point);
        else runs.push({ direction, clue, sum: clue ? p[direction][clue.row][clue.col] : null, cells: [point] });
      });
  return runs;
}

export const runName = (run: Run) => `the ${run.direction} run from (${run.cells[0].row + 1},${run.cells[0].col + 1})`;

export const KAKURO_MAX_SIDE = 60;
const kakuroUrlTypes = ['kakuro'];

const blank = (width: number, height: number) => Array.from({ length: height }, () => Array<number | null>(width).fill(null));

function sum(text: string, source: string, position: string): number | null {
  if (text === '') return null;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 45) throw new InputError(source, position, `expected a sum from 1 to 45, found '${text}'`);
  return Number(text);
}

/**
 * ```
 * kind: kakuro
 * #   16\  10\  #       a cell per token: '.' white, '#' black, 'down\across' a black cell
 * \17  .    .   #       with the sums of the runs below and right of it (either may be empty)
 * ```
 */
export function parseKakuroText(text: string, source: string): Kakuro {
  // A row may start with a black cell `#`: a `#` line is a comment only when it holds more than cells.
  const [header, ...lines] = withoutBom(text)
    .split(/\r?\n/)
    .flatMap((raw, i) => {
      const trimmed = raw.trim();
      return trimmed === '' || (trimmed.startsWith('#') && !/^[#.\d\\\s]+$/.test(trimmed)) ? [] : [{ number: i + 1, text: trimmed, raw }];
    });
  if (!header || kindHeader(text) !== 'kakuro') throw new InputError(source, `line ${header?.number ?? 1}`, "expected 'kind: kakuro' first");
  const cells = readGridRows(lines, source, ({ token, position }) => {
    if (token === '.') return null;
    if (token === '#') return { down: null, across: null };
    const clue = /^(\d*)\\(\d*)$/.exec(token);
    if (!clue) throw new InputError(source, position, `expected '.' (white), '#' (black) or a clue 'down\\across' such as 16\\ or 23\\17, found '${token}'`);
    return { down: sum(clue[1], source, position), across: sum(clue[2], source, position) };
  });
  const width = cells[0].length;
  if (width > KAKURO_MAX_SIDE || cells.length > KAKURO_MAX_SIDE)
    throw new InputError(source, `line ${header.number}`, `a ${width}x${cells.length} kakuro is past the limit of ${KAKURO_MAX_SIDE}x${KAKURO_MAX_SIDE}`);
  return {
    width,
    height: cells.length,
    black: cells.map((line) => line.map((cell) => cell !== null)),
    down: cells.map((line) => line.map((cell) => cell?.down ?? null)),
    across: cells.map((line) => line.map((cell) => cell?.across ?? null)),
  };
}

/** A black cell's clue as the text form and the pictures write it: `down\across`, either side empty where it has no sum; `#` for none. */
export function clueText(p: Kakuro, { row, col }: Point): string {
  const [down, across] = [p.down[row][col], p.across[row][col]];
  return down === null && across === null ? '#' : `${down ?? ''}\\${across ?? ''}`;
}

export function toKakuroText(p: Kakuro): string {
  const tokens = p.black.map((line, row) => line.map((black, col) => (black ? clueText(p, { row, col }) : '.')));
  const width = Math.max(...tokens.flat().map((text) => text.length));
  const aligned = (line: string[]) => line.map((text) => text.padEnd(width)).join(' ');
  return `kind: kakuro\n${tokens.map((line) => aligned(line).trimEnd()).join('\n')}\n`;
}

// pzprjs's sums: 0-9, a-j for 10-19, A-Z for 20-45; 0 is no sum.
const SUM_DIGITS = '0123456789abcdefghijABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `kakuro/W/H/<cells><down sums of the columns whose top cell is white><across sums of such rows>`. */
export function parseKakuroUrl(text: string, source: string): Kakuro {
  const url = parsePuzzlinkUrl(text, source);
  expectType(url, kakuroUrlTypes, 'Kakuro');
  expectFlags(url, {});
  if (url.width >= KAKURO_MAX_SIDE || url.height >= KAKURO_MAX_SIDE)
    throw new InputError(source, 'URL size', `a ${url.width}x${url.height} kakuro is past the limit of ${KAKURO_MAX_SIDE - 1}x${KAKURO_MAX_SIDE - 1}`);
  const [width, height] = [url.width + 1, url.height + 1];
  const body = new UrlBody(url);
  const black = Array.from({ length: height }, (_, row) => Array.from({ length: width }, (_, col) => row === 0 || col === 0));
  const [down, across] = [blank(width, height), blank(width, height)];
  const value = () => {
    const char = body.next();
    const found = char === undefined ? -1 : SUM_DIGITS.indexOf(char);
    if (found < 0) body.fail(`expected a sum (0-9, a-j, A-Z), found ${char === undefined ? 'the end of the URL' : `'${char}'`}`, body.offset() - 1);
    return found === 0 ? null : found;
  };
  const cells = url.width * url.height;
  for (let cell = 0; cell < cells; ) {
    const [row, col] = [Math.floor(cell / url.width) + 1, (cell % url.width) + 1];
    const char = body.ahead(1);
    if (/[k-z]/.test(char)) {
      // A run of 1-16 white cells.
      const whites = parseInt(char, 36) - 19;
      body.next();
      if (cell + whites > cells) body.fail(`expected at most ${cells - cell} more white cells, found '${char}' (is the size right?)`, body.offset() - 1);
      cell += whites;
      continue;
    }
    // A black cell: '.' without sums, else its down and across sums.
    black[row][col] = true;
    if (char === '.') body.next();
    else [down[row][col], across[row][col]] = [value(), value()];
    cell++;
  }
  for (let col = 1; col < width; col++) if (!black[1]?.[col]) down[0][col] = value();
  for (let row = 1; row < height; row++) if (!black[row][1]) across[row][0] = value();
  body.end();
  return { width, height, black, down, across };
}

export function toKakuroUrl(p: Kakuro): string {
  const frame =
    p.black[0].every(Boolean) && p.black.every((line) => line[0]) && p.across[0].every((value) => value === null) && p.down.every((line) => line[0] === null);
  if (!frame || p.width < 2 || p.height < 2)
    throw new UsageError(
      'a puzz.link kakuro has black cells along the top and left, with only down sums on top and across sums on the left; --to text keeps this one',
    );
  const digit = (value: number | null) => SUM_DIGITS[value ?? 0];
  // The cells inside the frame in reading order: a white one null (runs of 1-16 are k-z), a black one its two sums, or '.' for none.
  const inside = p.black.slice(1).flatMap((line, row) =>
    line.slice(1).map((black, col) => {
      const [down, across] = [p.down[row + 1][col + 1], p.across[row + 1][col + 1]];
      return !black ? null : down === null && across === null ? '.' : digit(down) + digit(across);
    }),
  );
  let out = writeBlankRuns(inside, 'k', 16, (chars) => chars);
  for (let col = 1; col < p.width; col++) if (!p.black[1][col]) out += digit(p.down[0][col]);
  for (let row = 1; row < p.height; row++) if (!p.black[row][1]) out += digit(p.across[row][0]);
  return `${puzzlinkUrl({ type: 'kakuro', width: p.width - 1, height: p.height - 1, body: out })}\n`;
}

/** The text form and the puzz.link URL (the Puzzle Team task is not read: see above). */
export const kakuroForms = formsOf<Kakuro>('kakuro', {
  text: { read: parseKakuroText, write: toKakuroText },
  puzzlink: { types: kakuroUrlTypes, read: parseKakuroUrl, write: toKakuroUrl },
});

export const parseKakuro = (text: string, source: string) => kakuroForms.parse({ text, source });
