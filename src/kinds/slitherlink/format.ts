// Slitherlink (puzzle-loop.com, "Loop"): draw one closed loop along the grid lines, through the
// grid's vertices, never touching or crossing itself; a number in a cell says how many of the
// cell's four sides the loop runs along.
//
// The answer is written as the cells the loop encloses: `#` inside the loop, `.` outside. One loop
// and its inside say the same thing (the loop runs exactly between an inside cell and an outside
// one, or an inside cell and the border), and the inside is a grid of cells, as every answer here is.
//
// Slitherlink files: the Puzzle Team task (`2a12a31c...`: digits and letter runs, also pasted as
// `var task = '...'`), the puzz.link URL (`slither/W/H/<body>`) and a text form with a
// `kind: slitherlink` header. Bad input is an InputError naming the place.
import { type Point, type Side, move, inRows } from '../../dsl/grid/index.ts';
import { UsageError } from '../../errors.ts';
import { UrlBody, puzzlinkOfTypes, puzzlinkUrl } from '../../format/puzzlink.ts';
import { formsOf } from '../common/forms.ts';
import { digitRowsText, readDigitRows } from '../common/digit-rows.ts';
import { letterRunShape, readLetterRunTask, writeLetterRunTask } from '../common/letter-runs.ts';
import { writeWithSkips } from '../common/puzzlink-skips.ts';
import { refuseNonSquare } from '../common/runs.ts';

export interface Slitherlink {
  width: number;
  height: number;
  /** `clues[row][col]`: 0-3, or null for a cell without a number. */
  clues: (number | null)[][];
}

/** `inside[row][col]`: the cell lies inside the loop. */
export type Inside = boolean[][];

/** Whether the loop runs between a cell and its neighbour across a side: one is inside, the other not (off the grid is outside). */
export function onLoop(inside: readonly (readonly (boolean | undefined)[])[], cell: Point, side: Side): boolean | undefined {
  const other = move(cell, side);
  const there = other.row < 0 || other.row >= inside.length || other.col < 0 || other.col >= inside[0].length ? false : inside[other.row][other.col];
  const here = inside[cell.row][cell.col];
  return here === undefined || there === undefined ? undefined : here !== there;
}

export const slitherUrlTypes = ['slither'] as const;
const clueProblem = (value: number) => (value > 3 ? `expected a clue 0-3 (the sides of a cell on the loop), found ${value}` : undefined);

export function parseSlitherlinkTask(text: string, source: string): Slitherlink {
  const clues = readLetterRunTask(text, source, '2a12a31c3b1a2c2a202a', clueProblem);
  return { width: clues.length, height: clues.length, clues };
}

/**
 * ```
 * kind: slitherlink
 * 2.12.        one row per line: a clue 0-3, or `.` (also `-`) for a cell without one
 * 31...
 * ```
 */
export function parseSlitherlinkText(text: string, source: string): Slitherlink {
  const clues = readDigitRows(text, source, (digit) => !clueProblem(digit), 'a clue 0-3');
  return { width: clues[0].length, height: clues.length, clues };
}

/** pzprjs's slither URL: clues 0-4 as hex digits, 5-9 and a-e a clue followed by one or two empty cells, g-z runs of 1-20, `.` a `?`. */
export function parseSlitherlinkUrl(text: string, source: string): Slitherlink {
  const url = puzzlinkOfTypes(text, source, slitherUrlTypes, 'Slitherlink', {});
  const body: UrlBody = new UrlBody(url);
  const cells: (number | null)[] = [];
  const count = url.width * url.height;
  while (cells.length < count) {
    const at = body.offset();
    const char = body.next();
    if (char === undefined) body.fail(`expected ${count} cells, found the end of the URL after ${cells.length} (is the size right?)`, at);
    const value = parseInt(char, 36);
    if (/[0-9a-e]/.test(char)) {
      // 0-4 a clue alone, 5-9 a clue and one empty cell, a-e a clue and two.
      if (value % 5 > 3) body.fail(`expected a clue 0-3 (the sides of a cell on the loop), found ${value % 5}`, at);
      cells.push(value % 5, ...Array<null>(Math.floor(value / 5)).fill(null));
    } else if (/[g-z]/.test(char)) cells.push(...Array<null>(value - 15).fill(null));
    else if (char === '.') body.fail("expected a clue, found '.' (a clue whose number is not given), which this kind does not read", at);
    else body.fail(`expected a clue (0-9, a-e) or a run of empty cells (g-z), found '${char}'`, at);
    // A clue's empty cells may run past the last cell (pzprjs writes them so).
    if (cells.length > count && (cells.length - count > 2 || !/[5-9a-e]/.test(char) || cells.slice(count).some((cell) => cell !== null)))
      body.fail(`expected ${count} cells, found more (is the size right?)`, at);
  }
  cells.length = count;
  body.end();
  return { width: url.width, height: url.height, clues: inRows(cells, url.width) };
}

/**
 * A task of digits 0-3 and letter runs filling a square grid. Bridges tasks look alike (digits
 * 1-8, adding up to an even number since each bridge counts at two islands, islands seldom side by
 * side): a task of clues 0-3 is Slitherlink's when it has a 0, clues adding up to an odd number,
 * or two clues side by side (looksLikeHashiTask says the rest).
 */
export function looksLikeSlitherlinkTask(text: string): boolean {
  const shape = letterRunShape(text);
  if (!shape || shape.cells.some((cell) => cell !== null && cell > 3)) return false;
  return shape.cells.includes(0) || shape.sum % 2 === 1 || shape.besides;
}

export const toSlitherlinkText = (p: Slitherlink) => digitRowsText('slitherlink', p.clues);

export function toSlitherlinkTask(p: Slitherlink): string {
  // Not square: refused before the Binairo check below (writeLetterRunTask refuses it too, but last).
  refuseNonSquare(p.width, p.height);
  // Clues of 0 and 1 only, on an even square, is also a Binairo's task, and is read as one first.
  if (p.width % 2 === 0 && p.clues.flat().every((clue) => clue === null || clue <= 1))
    throw new UsageError('this task of 0 and 1 clues would be read as a Binairo (read it back with --kind slitherlink); --to text keeps it a Slitherlink');
  return writeLetterRunTask(p.clues);
}

/** pzprjs's spelling: a clue takes the empty cells after it into its character when it can (one or two). */
export function toSlitherlinkUrl(p: Slitherlink): string {
  const cells = p.clues.flat();
  const body = writeWithSkips(cells.length, (i) => {
    const clue = cells[i];
    if (clue === null) return undefined;
    // Empty cells past the last one ride along too, as pzprjs writes them.
    const after = i + 1 < cells.length && cells[i + 1] !== null ? 0 : i + 2 < cells.length && cells[i + 2] !== null ? 1 : 2;
    return { code: (clue + 5 * after).toString(16), covers: after + 1 };
  });
  return `${puzzlinkUrl({ type: slitherUrlTypes[0], width: p.width, height: p.height, body })}\n`;
}

export const slitherlinkForms = formsOf<Slitherlink>('slitherlink', {
  text: { read: parseSlitherlinkText, write: toSlitherlinkText },
  puzzlink: { types: slitherUrlTypes, read: parseSlitherlinkUrl, write: toSlitherlinkUrl },
  puzzleteam: { looks: looksLikeSlitherlinkTask, read: parseSlitherlinkTask, write: toSlitherlinkTask },
});

export const parseSlitherlink = (text: string, source: string) => slitherlinkForms.parse({ text, source });
