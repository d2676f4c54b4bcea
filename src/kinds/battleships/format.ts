// Battleships (puzzle-battleships.com): hide a fleet of straight ships of given lengths in the grid;
// ships never touch, not even diagonally; the numbers outside say how many ship cells each row and
// column holds; some cells are given: water, or a ship's segment (its end, middle, or a one-cell ship).
//
// Battleships files: the Puzzle Team task of puzzle-battleships.com (also pasted as `var task =
// '...'`), a text form with a `kind: battleships` header, and puzz.link URLs
// (`battleship/W/H/<counts><given cells>/<fleet>`).
import { type Point, inside, move, inRows } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { UrlBody, puzzlinkOfTypes, puzzlinkUrl } from '../../format/puzzlink.ts';
import { readNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import { formsOf } from '../common/forms.ts';
import { readGridRows } from '../common/grid-text.ts';
import { readKeyedGrid } from '../common/keyed-grid.ts';
import { type LineCounts, readTaskCounts, readTextCounts, readUrlCounts, taskCounts, writeTextCounts, writeUrlCounts } from '../common/line-counts.ts';
import { charGivens, readRuns, runGrid, writeRuns } from '../common/runs.ts';
import { taskOf, wholeClue } from '../common/task.ts';

/** A given cell: `x` water, `o` a one-cell ship, `n`/`s`/`w`/`e` the north/south/west/east end of a ship, `m` a middle. */
export type Hint = 'x' | 'o' | 'n' | 's' | 'w' | 'e' | 'm';

export const HINTS: Record<Hint, string> = {
  x: 'water',
  o: 'a one-cell ship',
  n: "a ship's north end",
  s: "a ship's south end",
  w: "a ship's west end",
  e: "a ship's east end",
  m: "a ship's middle",
};

/** The counts are of ship cells per column and row. */
export interface Battleships extends LineCounts {
  /** The length of every ship of the fleet, longest first. */
  fleet: number[];
  /** `hints[row][col]`: the given cells. */
  hints: (Hint | null)[][];
}

/** `ship[row][col]`: the answer. */
export type Fleet = boolean[][];

/**
 * Puzzle Team's fleet for a grid of this size when a puzzle does not give one: 6x6 has a
 * three, two twos and three ones; up to 12x12 a four, two threes, three twos, four ones; larger
 * grids a five, two fours, three threes, four twos and five ones.
 */
export function standardFleet(width: number, height: number): number[] {
  const longest = Math.max(width, height) <= 7 ? 3 : Math.max(width, height) <= 12 ? 4 : 5;
  return Array.from({ length: longest }, (_, i) => longest - i).flatMap((length) => Array<number>(longest - length + 1).fill(length));
}

/** Which segment of its ship a ship cell is, from its side neighbours (the checker asks only of ship cells). */
export function segmentAt(size: { width: number; height: number }, ship: (point: Point) => boolean, point: Point): Hint {
  // No ship cell beside it: a one-cell ship; one: the end facing away from it; more: a middle.
  const sides = (['N', 'S', 'W', 'E'] as const).filter((side) => inside(size, move(point, side)) && ship(move(point, side)));
  return sides.length === 0 ? 'o' : sides.length > 1 ? 'm' : ({ S: 'n', N: 's', E: 'w', W: 'e' } as const)[sides[0]];
}

/** The given cells' letters for messages: `x (water)`, `o (a one-cell ship)`, ... */
const HINT_LETTERS = Object.entries(HINTS).map(([letter, name]) => `${letter} (${name})`);

/**
 * ```
 * kind: battleships
 * fleet: 3 2 2 1 1 1    the length of every ship (default: Puzzle Team's fleet for the size)
 * columns: 1 1 1 3 1 3  ship cells per column, left to right (`-`: no count)
 * rows: 2 2 3 0 3 0     ship cells per row, top to bottom
 * ......                a row per line: `.` unknown, `x` water, `o` a one-cell ship,
 * .e....                `n` `s` `w` `e` a ship's north, south, west, east end, `m` a middle
 * ```
 */
export function parseBattleshipsText(text: string, source: string): Battleships {
  const grid = readKeyedGrid(text, source, 'battleships', ['fleet', 'columns', 'rows']);
  const hints = readGridRows(grid.rows, source, ({ token, position }) => {
    if (token === '.') return null;
    if (!Object.hasOwn(HINTS, token))
      throw new InputError(source, position, `expected '.' (unknown) or a given cell: ${HINT_LETTERS.join(', ')}; found '${token}'`);
    return token as Hint;
  });
  const [width, height] = [hints[0].length, hints.length];
  const [entry, longest] = [grid.keys.get('fleet'), Math.max(width, height)];
  const shipLength = (token: string, i: number) => {
    const where = `line ${entry?.line}, ship ${i + 1}`;
    const length = wholeClue(token, source, where, 'a ship length');
    if (length < 1 || length > longest) throw new InputError(source, where, `expected a ship length from 1 to ${longest}, found ${length}`);
    return length;
  };
  const lengths = entry?.value.split(/[\s,]+/).filter(Boolean);
  const fleet = lengths ? lengths.map(shipLength) : standardFleet(width, height);
  if (fleet.length === 0) throw new InputError(source, `line ${entry?.line}`, "expected the lengths of the ships after 'fleet:', found none");
  return { width, height, hints, fleet: fleet.sort((a, b) => b - a), ...readTextCounts(grid, source, width, height) };
}

export const toBattleshipsText = (p: Battleships) =>
  `kind: battleships\nfleet: ${p.fleet.join(' ')}\n${writeTextCounts(p)}\n${p.hints.map((line) => line.map((hint) => hint ?? '.').join('')).join('\n')}\n`;

// pzprjs's numbers for given cells (0 water, then its segment shapes) and its preset fleets.
const URL_HINTS: Hint[] = ['x', 'n', 's', 'w', 'e', 'm', 'o'];
const PRESETS: Record<string, number[]> = { c: [3, 2, 2, 1, 1, 1], d: standardFleet(10, 10), e: standardFleet(15, 15) };

/** A straight ship in pzprjs's piece notation: width, height, then its cells as bits, five to a base-32 digit. */
const pieceOf = (length: number) =>
  `${length}1${Array.from({ length: Math.ceil(length / 5) }, (_, i) => parseInt('1'.repeat(Math.min(5, length - 5 * i)).padEnd(5, '0'), 2).toString(32)).join('')}`;

export function decodeBattleshipsUrl(text: string, source: string): Battleships {
  const body: UrlBody = new UrlBody(puzzlinkOfTypes(text, source, battleshipsForms.puzzlinkTypes ?? [], 'Battleships'));
  const counts = readUrlCounts(body);
  const { width, height } = counts;
  const cells = readNumbers(body, width * height, 'given cells', (value) =>
    value < URL_HINTS.length ? undefined : `expected a given cell from 0 to 6 (water or a straight ship's segment), found ${value}`,
  );
  const hints = cells.map((value) => (value === null ? null : value === '?' ? body.fail("expected a given cell of known shape, found '.'") : URL_HINTS[value]));
  body.separator('given cells');
  const fleet = body.ahead(1) === '/' ? presetFleet(body) : shipsOf(body);
  body.end();
  return { ...counts, fleet: [...fleet].sort((a, b) => b - a), hints: inRows(hints, width) };
}

/** `//c`: one of pzprjs's preset fleets. */
function presetFleet(body: UrlBody): number[] {
  body.next();
  const preset = body.next() ?? '';
  return PRESETS[preset] ?? body.fail(`expected a preset fleet (c, d or e) after '//', found '${preset}'`, body.offset() - 1);
}

/**
 * The number of ships, then each ship as its piece (its width and height, one of them 1, then its
 * cells). A loop, not an array of that length: the count is read before the ships are, and a URL
 * may say four billion.
 */
function shipsOf(body: UrlBody): number[] {
  const [count, fleet] = [body.whole('the number of ships'), [] as number[]];
  for (let i = 0; i < count; i++) {
    body.separator(i === 0 ? 'number of ships' : `ship ${i}`);
    const piece = body.take(BigInt(body.ahead(99).split('/')[0].length), `ship ${i + 1}`);
    const [, across, down] = (/^(\d)(\d)[0-9a-v]+$/.exec(piece) ?? []).map(Number);
    if (Math.min(across, down) !== 1) body.fail(`expected a straight ship such as 31s (3 by 1 cells), found '${piece}'`, body.offset() - piece.length);
    fleet.push(Math.max(across, down));
  }
  return fleet;
}

export function encodeBattleshipsUrl(p: Battleships): string {
  if (p.fleet.some((length) => length > 9)) throw new UsageError('a puzz.link URL writes ships of at most 9 cells; --to text keeps this fleet');
  const preset = Object.entries(PRESETS).find(([, fleet]) => fleet.join() === p.fleet.join())?.[0];
  const bank = preset ? `//${preset}` : `/${p.fleet.length}/${[...p.fleet].reverse().map(pieceOf).join('/')}`;
  const cells = p.hints.flat().map((hint) => (hint === null ? null : URL_HINTS.indexOf(hint)));
  return puzzlinkUrl({ type: 'battleship', width: p.width, height: p.height, body: `${writeUrlCounts(p)}${writeNumbers(cells)}${bank}` });
}

// ------------------------------------------------------------------------------ Puzzle Team

/** The given cells' digits: 0 water, 1 a one-cell ship, 2 a middle, 3-6 a north, east, south, west end. */
const TASK_HINTS: Hint[] = ['x', 'o', 'm', 'n', 'e', 's', 'w'];

/**
 * The task: the column counts then the row counts, comma-separated, `;`, then the given cells row
 * by row (a digit, see TASK_HINTS; a letter a run of unknown cells). The split and the counts'
 * order as krarty/battleships `solver/server/solver.py` (`fetch_instance`) reads the site's task,
 * the digits as SmilingWayne/puzzlekit-dataset `decoders/decoders.py` names them. The fleet is not
 * in the task: the size's standard fleet is used (the text form names another).
 */
export function parseBattleshipsTask(text: string, source: string): Battleships {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a Battleships task such as 1,0,1,1,0,1;a3c0d, found an empty input');
  const split = task.indexOf(';');
  if (split < 0) throw new InputError(source, 'task', "expected the column and row counts, ';', then the given cells, found no ';'");
  const [numbers, givens] = [task.slice(0, split).split(','), task.slice(split + 1)];
  const cells = readRuns(givens, source, charGivens('0123456', TASK_HINTS), 'a given cell 0-6 (water, one-cell ship, middle, north, east, south, west end)');
  const hints = runGrid(text, cells, source, 'Battleships');
  const [width, height] = [hints[0].length, hints.length];
  if (numbers.length !== width + height)
    throw new InputError(source, 'task', `expected ${width} column and ${height} row counts for the ${width}x${height} grid, found ${numbers.length}`);
  return { width, height, hints, fleet: standardFleet(width, height), ...readTaskCounts(numbers, source, width) };
}

export function toBattleshipsTask(p: Battleships): string {
  const counts = taskCounts(p);
  if (p.fleet.join() !== standardFleet(p.width, p.height).join())
    throw new UsageError(`a Puzzle Team task does not hold the fleet, and this one (${p.fleet.join(' ')}) is not the size's standard; --to text keeps it`);
  return `${counts.join(',')};${writeRuns(p.hints.flat(), (hint) => String(TASK_HINTS.indexOf(hint)))}\n`;
}

/** Counts, `;`, then digits 0-6 and run letters only: no other kind's task looks so. */
const isBattleshipsTask = (text: string) => /^\d+(,\d+)+;[0-6a-z]*$/.test(taskOf(text));

export const battleshipsForms = formsOf<Battleships>('battleships', {
  text: { read: parseBattleshipsText, write: toBattleshipsText },
  puzzlink: { types: ['battleship'], read: decodeBattleshipsUrl, write: (p) => `${encodeBattleshipsUrl(p)}\n` },
  puzzleteam: { looks: isBattleshipsTask, read: parseBattleshipsTask, write: toBattleshipsTask },
});
