// Aquarium files: Puzzle Team task strings, the plain-text grid with tank letters, and water grids.
// Parsers renumber tanks 0.. in order of first appearance and reject bad input with an InputError
// naming the source, the position and what was expected.
import { groups, inRows, pointAt, regionPoints } from '../../dsl/grid/index.ts';
import { type Aquarium, type AquariumRule, type WaterGrid, MAX_SIDE, TANK_LETTERS, cellName, tankName } from './aquarium.ts';
import { InputError, UsageError } from '../../errors.ts';
import { parseCount } from '../../format/numbers.ts';
import { parseMarks } from '../common/marks.ts';
import { commaEntries } from '../common/task.ts';
import { isOneOf } from '../../narrow.ts';
import type { Detection } from '../../kind/kind.ts';
import { isAquariumUrl } from './puzzlink.ts';

type Clue = number | null;
const rules: readonly AquariumRule[] = ['tank-level', 'connected-level'];
const noClue = '-';
const clueText = (clue: Clue) => (clue === null ? noClue : String(clue));
// Editors on some systems start a file with a byte-order mark; it is not part of the puzzle.
const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

// ---------------------------------------------------------------- Puzzle Team task strings

/**
 * The task part of what was pasted: a bare task, a quoted one, or a page snippet
 * `var task = '...';`. Our own non-square tasks may start with a size, `5x4:`.
 */
function taskOf(pasted: string): string {
  const text = withoutBom(pasted);
  const snippet = /task\s*=\s*(['"])([^'"]*)\1/.exec(text);
  if (snippet) return snippet[2].trim();
  const quoted = /^\s*(['"])([^'"]*)\1\s*;?\s*$/.exec(text);
  return (quoted ? quoted[2] : text).trim();
}

/**
 * Reads `c1_..._cW_r1_..._rH;id,id,...`: column clues, row clues, then the tank id of each cell
 * row by row. Hints are separated by `_` or `/`; an empty hint or `-` means no clue. The size
 * follows from the counts (W + H hints, W * H ids); when both W x H and H x W fit, the clues
 * decide (clues within their lines, equal sums), then the square or the wider grid wins.
 */
export function parsePuzzleTeam(text: string, source: string, rule: AquariumRule = 'tank-level'): Aquarium {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task string such as 2_1_1_2;1,1,2,2, found an empty input');
  // A size prefix `WxH:` is optional; without it the counts and clues tell the size.
  const sized = /^(\d+x\d+):/.exec(task);
  const sizeText = sized?.[1];
  const body = sized ? task.slice(sized[0].length) : task;
  const split = body.indexOf(';');
  if (split < 0) throw new InputError(source, 'task', "expected '<hints>;<tank ids>' with a ';' between them");
  const hints = body
    .slice(0, split)
    .split(/[_/]/)
    .map((token, i): Clue => {
      const trimmed = token.trim();
      return trimmed === '' || trimmed === noClue ? null : parseCount(trimmed, source, `hint ${i + 1}`, 'a clue (a whole number, or - for none)');
    });
  const idTokens = commaEntries(body.slice(split + 1));
  const { width, height } = sizeText ? givenSize(sizeText, hints.length, idTokens.length, source) : inferSize(hints, idTokens.length, source);
  refuseLargeGrid(width, height, source, 'task');
  const columns = hints.slice(0, width);
  const rows = hints.slice(width);
  checkClueLimits(columns, height, (col) => `hint ${col + 1}`, 'column', 'height', source);
  checkClueLimits(rows, width, (row) => `hint ${width + row + 1}`, 'row', 'width', source);
  const ids = idTokens.map((token, i) => tankId(token, source, `tank id ${i + 1} (cell ${cellName(pointAt({ width }, i))})`));
  const tanks = renumber(inRows(ids, width));
  return { width, height, columns, rows, tanks, rule };
}

/**
 * A tank id is a label, not a quantity: compared as written, after dropping leading zeros (`007`
 * and `7` name one tank). As numbers, ids past 2^53 rounded together and merged two tanks.
 */
function tankId(token: string, source: string, position: string): string {
  const id = token.trim();
  if (!/^\d+$/.test(id)) throw new InputError(source, position, `expected a tank id (a whole number), found '${id || '(nothing)'}'`);
  return id.replace(/^0+(?=\d)/, '');
}

/** Past MAX_SIDE the formula alone takes minutes to build: refused before any of it is read. */
function refuseLargeGrid(width: number, height: number, source: string, position: string) {
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw new InputError(source, position, `expected a grid of at most ${MAX_SIDE}x${MAX_SIDE}, found ${width}x${height} (the size limit of this workbench)`);
}

function givenSize(text: string, hints: number, ids: number, source: string) {
  const [width, height] = text.split('x').map((side) => parseCount(side, source, 'size', 'a width and height'));
  // Counted exactly: a large size's product would round in the message.
  const [needHints, needIds] = [BigInt(width) + BigInt(height), BigInt(width) * BigInt(height)];
  if (needHints !== BigInt(hints) || needIds !== BigInt(ids) || width === 0)
    throw new InputError(source, 'size', `a ${text} grid needs ${needHints} hints and ${needIds} tank ids, found ${hints} and ${ids}`);
  return { width, height };
}

function inferSize(hints: Clue[], ids: number, source: string) {
  const sizes = [];
  for (let width = 1; width < hints.length; width++) if (width * (hints.length - width) === ids) sizes.push({ width, height: hints.length - width });
  if (sizes.length === 0)
    throw new InputError(source, 'task', `expected W+H hints and W*H tank ids for a W x H grid, found ${hints.length} hints and ${ids} tank ids`);
  const sum = (clues: Clue[]) => clues.reduce<number>((total, clue) => total + (clue ?? 0), 0);
  const score = ({ width, height }: { width: number; height: number }) => {
    const columns = hints.slice(0, width);
    const rows = hints.slice(width);
    const fits = columns.every((c) => (c ?? 0) <= height) && rows.every((c) => (c ?? 0) <= width);
    const balanced = !hints.includes(null) && sum(columns) === sum(rows);
    return (fits ? 8 : 0) + (balanced ? 4 : 0) + (width === height ? 2 : 0) + (width > height ? 1 : 0);
  };
  return sizes.reduce((best, size) => (score(size) > score(best) ? size : best));
}

function checkClueLimits(clues: Clue[], limit: number, position: (i: number) => string, line: string, extent: string, source: string) {
  clues.forEach((clue, i) => {
    if (clue !== null && clue > limit) throw new InputError(source, position(i), `${line} clue ${clue} is larger than the grid's ${extent} ${limit}`);
  });
}

/** Tank ids 0.. in order of first appearance, whatever numbers or letters the input used. */
function renumber<T>(cells: T[][]): number[][] {
  const ids = new Map<T, number>();
  return cells.map((line) =>
    line.map((id) => {
      let tank = ids.get(id);
      if (tank === undefined) {
        tank = ids.size;
        ids.set(id, tank);
      }
      return tank;
    }),
  );
}

/** The task string; non-square grids whose size the counts and clues leave open get a size prefix. */
export function toPuzzleTeam(p: Aquarium): string {
  const task = `${[...p.columns, ...p.rows].map(clueText).join('_')};${p.tanks
    .flat()
    .map((tank) => tank + 1)
    .join(',')}`;
  const inferred = inferSize([...p.columns, ...p.rows], p.width * p.height, '');
  return inferred.width === p.width ? task : `${p.width}x${p.height}:${task}`;
}

// ---------------------------------------------------------------- the plain-text format

/**
 * ```
 * rule: connected-level      (optional; the default is tank-level)
 *   5313355344               column clues: one digit each, or separated by spaces or commas
 *                            (needed once a clue reaches 10); - for no clue
 * 2 aaaabccdde               row clue, then the row's tank letters (spaces between them allowed)
 * ```
 * Tank letters are a-z, A-Z, 0-9 and then `!$%&*+<=>?@^~`; case matters. Lines starting with
 * `#` are comments, blank lines are ignored.
 */
export function parseAquariumText(text: string, source: string): Aquarium {
  let rule: AquariumRule = 'tank-level';
  let columns: Clue[] | undefined;
  const rows: Clue[] = [];
  const letters: string[][] = [];
  const rowLines: number[] = [];
  const lines = withoutBom(text).split(/\r?\n/);
  lines.forEach((line, i) => {
    const where = (column?: number) => `line ${i + 1}${column === undefined ? '' : `, column ${column}`}`;
    const body = line.trim();
    if (body === '' || body.startsWith('#')) return;
    const header = /^rule\s*:\s*(.*)$/i.exec(body);
    if (header && !columns) {
      const named = header[1];
      if (!isOneOf(rules, named)) throw new InputError(source, where(), `expected 'rule: ${rules.join("' or 'rule: ")}', found '${body}'`);
      rule = named;
    } else if (!columns) {
      const separated = /[\s,]/.test(body);
      const tokens = separated ? [...line.matchAll(/[^\s,]+/g)] : [...line.matchAll(/\S/g)];
      if (tokens.length > MAX_SIDE)
        throw new InputError(source, where(), `expected at most ${MAX_SIDE} column clues (a grid of at most ${MAX_SIDE}x${MAX_SIDE}), found ${tokens.length}`);
      columns = tokens.map((token) => clue(token[0], source, where(token.index + 1), 'a column clue'));
    } else {
      if (rows.length === MAX_SIDE)
        throw new InputError(source, where(), `expected at most ${MAX_SIDE} rows (a grid of at most ${MAX_SIDE}x${MAX_SIDE}), found more`);
      const row = /^(\s*)(\S+)\s+(.*)$/.exec(line);
      if (!row) throw new InputError(source, where(), `expected '<row clue> <tank letters>', found '${body}'`);
      rows.push(clue(row[2], source, where(row[1].length + 1), 'a row clue'));
      const start = line.length - row[3].length;
      const cells = [...row[3].matchAll(/\S/g)].map((letter) => {
        if (!TANK_LETTERS.includes(letter[0]))
          throw new InputError(
            source,
            where(start + letter.index + 1),
            `expected a tank letter (a-z, A-Z, 0-9 or ${TANK_LETTERS.slice(62)}), found '${letter[0]}'`,
          );
        return letter[0];
      });
      if (cells.length !== columns.length)
        throw new InputError(source, where(), `expected ${columns.length} tank letters (one per column clue), found ${cells.length}`);
      letters.push(cells);
      rowLines.push(i + 1);
    }
  });
  if (!columns) throw new InputError(source, 'line 1', 'expected column clues, then one line per row, found an empty input');
  if (rows.length === 0) throw new InputError(source, `line ${lines.length}`, "expected rows of '<row clue> <tank letters>' after the column clues");
  const width = columns.length;
  const height = rows.length;
  checkClueLimits(columns, height, (col) => `column clue ${col + 1}`, 'column', 'height', source);
  checkClueLimits(rows, width, (row) => `line ${rowLines[row]}`, 'row', 'width', source);
  return { width, height, columns, rows, tanks: renumber(letters), rule };
}

function clue(token: string, source: string, position: string, what: string): Clue {
  return token === noClue ? null : parseCount(token, source, position, `${what} (a whole number, or - for none)`);
}

/** The plain-text format, the seed's layout; clues of 10 or more are written apart, aligned. */
export function toAquariumText(p: Aquarium): string {
  if (p.tanks.some((line) => line.some((tank) => tank >= TANK_LETTERS.length)))
    throw new UsageError(`this puzzle has more than ${TANK_LETTERS.length} tanks, too many for the text format; use the task string format`);
  const header = p.rule === 'tank-level' ? '' : `rule: ${p.rule}\n`;
  const rowClues = p.rows.map(clueText);
  const letters = p.tanks.map((line) => line.map((tank) => TANK_LETTERS[tank]));
  const wide = [...p.columns, ...p.rows].some((c) => c !== null && c >= 10);
  if (!wide) {
    const rows = letters.map((line, row) => `${rowClues[row]} ${line.join('')}`);
    return `${header}  ${p.columns.map(clueText).join('')}\n\n${rows.join('\n')}\n`;
  }
  const indent = Math.max(...rowClues.map((c) => c.length));
  const cells = (items: string[]) => items.map((item) => item.padStart(3)).join('');
  // A single wide column clue needs a separator to read as one clue, not one per digit.
  const columns = `${' '.repeat(indent)}${cells(p.columns.map(clueText))}${p.width === 1 ? ',' : ''}`;
  const rows = letters.map((line, row) => `${rowClues[row].padStart(indent)}${cells(line)}`);
  return `${header}${columns}\n\n${rows.join('\n')}\n`;
}

// ---------------------------------------------------------------- detection and warnings

/** Reads either format: a task string (it has a `;`) or the plain-text grid. */
export function parseAquarium(text: string, source: string): Aquarium {
  const data = text
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  return data.includes(';') ? parsePuzzleTeam(data, source) : parseAquariumText(text, source);
}

/**
 * True for a task string, or for the text format: optional `rule:` header, a line of clues, then
 * lines of `<clue> <letters>` of equal length. Water-sort and jug files have other headers and
 * colour names, so they never match.
 */
export function looksLikeAquarium(text: string): boolean {
  // Loose on purpose: a typo in a clue, a rule or a row still reads as an Aquarium, so that its
  // parser, not kind detection, says what is wrong and where.
  const task = taskOf(text);
  if (!task.includes('\n') && /^[^;]*[_/][^;]*;[^;]*,[^;]*$/.test(task)) return true;
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  while (lines.length > 0 && /^rule\s*:/i.test(lines[0])) lines.shift();
  const [columns, ...rows] = lines;
  if (!columns || rows.length === 0 || !/\d/.test(columns) || columns.includes(':')) return false;
  const row = new RegExp(`^(\\S*\\d\\S*|-)\\s+[${TANK_LETTERS.replace(/[\^\]\\-]/g, '\\$&')}\\s]+$`);
  return rows.every((line) => row.test(line));
}

/**
 * What a user should know before solving, though it is not an error: tanks in pieces (the rules
 * still apply, across the pieces for tank-level) and clue totals that cannot both be met.
 */
export function aquariumWarnings(p: Aquarium): string[] {
  const warnings: string[] = [];
  // A tank's pieces, each named by its first cell in reading order.
  regionPoints(p.tanks).forEach((tankCells, tank) => {
    const cells = groups(tankCells).map((piece) => piece[0]);
    if (cells.length > 1)
      warnings.push(`${tankName(tank)} is not connected: cells ${cells.map(cellName).join(' and ')} are in ${cells.length} separate pieces`);
  });
  const sum = (clues: Clue[]) => clues.reduce<number>((total, c) => total + (c ?? 0), 0);
  if (!p.columns.includes(null) && !p.rows.includes(null) && sum(p.columns) !== sum(p.rows))
    warnings.push(`the column clues add up to ${sum(p.columns)} but the row clues to ${sum(p.rows)}: no grid can meet both`);
  return warnings;
}

// ---------------------------------------------------------------- water grids

/** A solution grid: `#` water, `.` air, rows separated by newlines or `/`; spaces are ignored. */
export const parseWaterGrid = (text: string, source: string, width?: number, height?: number): WaterGrid =>
  parseMarks({ on: '#', name: 'water', off: 'air' }, text, source, width, height);

/** The grid as `#` and `.`, rows joined by newlines (no trailing newline). */
export function formatWaterGrid(grid: WaterGrid): string {
  return grid.map((line) => line.map((water) => (water ? '#' : '.')).join('')).join('\n');
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: (text) => looksLikeAquarium(text) || isAquariumUrl(text),
};
