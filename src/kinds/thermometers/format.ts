// Thermometers (puzzle-thermometers.com): fill thermometers with mercury from the bulb up, without
// gaps, so that every row and column holds its clue's number of filled cells.
//
// Thermometers files: the Puzzle Team task (`<sums>;<thermometer>;...`, also pasted as
// `var task = '...'`) and a text form with a `kind: thermometers` header that draws each
// thermometer as arrows from its bulb. Bad input is an InputError naming the place.
import { type Point, indexOf, pointName, type Side, adjacent, move, pointAt, sideTowards } from '../../dsl/grid/index.ts';
import { InputError, UsageError } from '../../errors.ts';
import { parseCount } from '../../format/numbers.ts';
import { type LineClues, readSquareTaskClues, refuseTooLarge } from '../common/line-clues.ts';
import { type DataLine, kindHeader, taskOf, wholeClue, kindLines } from '../common/task.ts';
import type { Detection } from '../../kind/kind.ts';

export interface Thermometers {
  width: number;
  height: number;
  /** Filled cells per column, left to right. */
  columns: number[];
  /** Filled cells per row, top to bottom. */
  rows: number[];
  /**
   * Each thermometer's cells from the bulb to the tip, consecutive cells side by side; listed in
   * order of their first cell in reading order (as the task lists them). Cells on no thermometer
   * stay empty.
   */
  thermometers: Point[][];
}

/** `filled[row][col]`: mercury or not. Row 0 is the top. */
export type Mercury = boolean[][];

/** How messages name a cell: (row,col), counted from 1 at the top left. */
export const cellName = pointName;

/** How messages name a thermometer: its place in the list (from 1) and its bulb. */
export const thermometerName = (thermometers: Point[][], index: number) => `thermometer ${index + 1} (bulb at ${cellName(thermometers[index][0])})`;

/** Thermometers in the order the task lists them: by their first cell in reading order. */
export function inTaskOrder(p: { width: number }, thermometers: Point[][]): Point[][] {
  const first = (path: Point[]) => Math.min(...path.map((cell) => indexOf(p, cell)));
  return [...thermometers].sort((a, b) => first(a) - first(b));
}

/** Per cell, the thermometer it is on and its place there (0 = bulb); undefined off every thermometer. */
export function placesOf(p: Thermometers): ({ thermometer: number; step: number } | undefined)[][] {
  const places: ({ thermometer: number; step: number } | undefined)[][] = Array.from({ length: p.height }, () => Array(p.width).fill(undefined));
  p.thermometers.forEach((path, thermometer) => path.forEach(({ row, col }, step) => (places[row][col] = { thermometer, step })));
  return places;
}

// ---------------------------------------------------------------- Puzzle Team task strings

/**
 * The straight thermometers of a task, by type: where the bulb is, and the step from the anchor
 * (the first cell in reading order not yet on a thermometer, the left or top end) along the tube.
 */
const straight: Record<number, { bulbAtAnchor: boolean; across: boolean }> = {
  1: { bulbAtAnchor: true, across: true }, // bulb at the left, running right
  2: { bulbAtAnchor: false, across: true }, // bulb at the right
  3: { bulbAtAnchor: true, across: false }, // bulb at the top, running down
  4: { bulbAtAnchor: false, across: false }, // bulb at the bottom
};
const PATH = 5;

/**
 * Reads `c1_..._cN_r1_..._rN;t1;t2;...`: N column clues, N row clues, then the thermometers:
 * `1,L` `2,L` `3,L` `4,L` straight ones of length L anchored at the first free cell, or `5,i,j,...`
 * a path of cell indices (from 0, reading order) from the bulb to the tip.
 */
export function parseThermometersTask(text: string, source: string): Thermometers {
  const task = taskOf(text);
  if (task === '') throw new InputError(source, 'line 1', 'expected a task such as 1_1_1_1;1,2;1,2, found an empty input');
  const parts = task.split(';').map((part) => part.trim());
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  const sums = readSquareTaskClues(
    parts[0].split(/[_/]/),
    source,
    (token, position, line, index) => wholeClue(token, source, position, `${line} clue ${index + 1}`),
    'clues',
  );
  const side = sums.width;
  const p: Thermometers = { width: side, height: side, columns: sums.columns, rows: sums.rows, thermometers: [] };
  const onOne = new Map<number, number>();
  parts.slice(1).forEach((part, t) => {
    const where = `thermometer ${t + 1}`;
    const [type, ...rest] = part.split(',').map((token) => parseCount(token, source, where, 'a whole number'));
    const anchor = [...Array(side * side).keys()].find((index) => !onOne.has(index));
    let path: Point[];
    if (straight[type]) {
      if (rest.length !== 1 || rest[0] < 1) throw new InputError(source, where, `expected '${type},<length>' with a length of at least 1, found '${part}'`);
      if (anchor === undefined) throw new InputError(source, where, 'every cell is on an earlier thermometer already, none is left to anchor this one');
      const { bulbAtAnchor, across } = straight[type];
      const start = { row: Math.floor(anchor / side), col: anchor % side };
      const along = (i: number) => (across ? { row: start.row, col: start.col + i } : { row: start.row + i, col: start.col });
      const tube = Array.from({ length: rest[0] }, (_, i) => along(i));
      const end = along(rest[0] - 1);
      if (end.row >= side || end.col >= side)
        throw new InputError(source, where, `a straight thermometer of length ${rest[0]} from ${cellName(start)} runs out of the ${side}x${side} grid`);
      path = bulbAtAnchor ? tube : tube.reverse();
    } else if (type === PATH) {
      if (rest.length === 0) throw new InputError(source, where, "expected '5,<cell>,<cell>,...' with the cells from the bulb to the tip");
      path = rest.map((index) => {
        if (index >= side * side)
          throw new InputError(source, where, `cell index ${index} is outside the ${side}x${side} grid (cells 0 to ${side * side - 1})`);
        return pointAt({ width: side }, index);
      });
      path.slice(1).forEach((cell, i) => {
        if (!adjacent(cell, path[i]))
          throw new InputError(source, where, `cells ${cellName(path[i])} and ${cellName(cell)} follow each other but are not side by side`);
      });
    } else throw new InputError(source, where, `expected a thermometer type from 1 to 5 (1-4 straight, 5 a path), found '${part}'`);
    for (const cell of path) {
      const before = onOne.get(indexOf(p, cell));
      if (before !== undefined) throw new InputError(source, where, `cell ${cellName(cell)} is on thermometer ${before + 1} already`);
      onOne.set(indexOf(p, cell), t);
    }
    p.thermometers.push(path);
  });
  return withinLimits({ ...p, thermometers: inTaskOrder(p, p.thermometers) }, source, sums.position);
}

/** A clue larger than its line is an input error, not a puzzle without solution. */
function withinLimits(p: Thermometers, source: string, position: LineClues<number>['position']): Thermometers {
  refuseTooLarge({ ...p, position }, source, (clue, line, length) =>
    clue > length ? `${line} clue ${clue} is larger than the grid's ${line === 'column' ? 'height' : 'width'} ${length}` : undefined,
  );
  return p;
}

/** The task string; straight thermometers anchored where the site's rule puts them get types 1-4. */
export function toThermometersTask(p: Thermometers): string {
  if (p.width !== p.height) throw new UsageError(`a Puzzle Team task is square, this grid is ${p.width}x${p.height}; --to text keeps it`);
  const onOne = new Set<number>();
  const parts = inTaskOrder(p, p.thermometers).map((path) => {
    // None is left only when thermometers overlap; then no straight one is anchored here.
    const anchor = [...Array(p.width * p.height).keys()].find((index) => !onOne.has(index));
    for (const cell of path) onOne.add(indexOf(p, cell));
    const tip = path.at(-1);
    if (tip === undefined) throw new Error('thermometers: a thermometer without cells (a bug)');
    const ends = [path[0], tip].map((cell) => indexOf(p, cell));
    const across = path.every((cell, i) => cell.row === path[0].row && Math.abs(cell.col - path[0].col) === i);
    const down = path.every((cell, i) => cell.col === path[0].col && Math.abs(cell.row - path[0].row) === i);
    if (path.length > 1 && (across || down) && Math.min(...ends) === anchor) {
      return `${straightType(across, ends[0] === anchor)},${path.length}`;
    }
    return `${PATH},${path.map((cell) => indexOf(p, cell)).join(',')}`;
  });
  return `${[[...p.columns, ...p.rows].join('_'), ...parts].join(';')}\n`;
}

/** The task's type of a straight thermometer: the table names each of the four. */
function straightType(across: boolean, bulbAtAnchor: boolean): number {
  const found = Object.entries(straight).find(([, shape]) => shape.across === across && shape.bulbAtAnchor === bulbAtAnchor);
  if (found === undefined)
    throw new Error(`thermometers: no straight type runs ${across ? 'across' : 'down'} with the bulb ${bulbAtAnchor ? 'at' : 'away from'} the anchor (a bug)`);
  return Number(found[0]);
}

// ---------------------------------------------------------------- the text form

/** Bulbs name the direction of the next cell, tubes point to it, `o` is a tip, `O` a one-cell thermometer. */
const bulbs: Record<string, Side | null> = { U: 'N', D: 'S', L: 'W', R: 'E', O: null };
const tubes: Record<string, Side | null> = { '^': 'N', v: 'S', '<': 'W', '>': 'E', o: null };
function letter(table: Record<string, Side | null>, direction: Side | null): string {
  const found = Object.entries(table).find(([, d]) => d === direction);
  // Both tables name every side, and null.
  if (found === undefined) throw new Error(`thermometers: no symbol points ${direction ?? 'nowhere'} (a bug)`);
  return found[0];
}

/**
 * ```
 * kind: thermometers
 *   3 2 1 1       column clues (spaces or commas between them; one digit each without)
 * 2 R o R v       row clue, then one symbol per cell (spaces between them allowed):
 * 1 D > o o         a bulb U D L R, with the direction of the next cell (O: a thermometer of one cell),
 * 2 v U R o         a tube cell ^ v < > pointing to the next cell, a tip o,
 * 2 > > > o         . a cell on no thermometer
 * ```
 * Lines starting with `#` are comments.
 */
export function parseThermometersText(text: string, source: string): Thermometers {
  const [header, clueLine, ...rowLines] = kindLines(text, source, 'thermometers');
  if (!clueLine) throw new InputError(source, `line ${header.number}`, 'expected the column clues after the kind line, then one line per row');
  if (rowLines.length === 0) throw new InputError(source, `line ${clueLine.number}`, "expected rows of '<row clue> <cells>' after the column clues");
  const columns = clues(clueLine, source);
  const rows: number[] = [];
  const symbols: { symbol: string; where: string }[][] = rowLines.map((line) => {
    const match = /^(\S+)\s+(.*)$/.exec(line.text);
    if (!match) throw new InputError(source, `line ${line.number}`, `expected '<row clue> <cells>', found '${line.text}'`);
    rows.push(wholeClue(match[1], source, `line ${line.number}, column ${line.raw.indexOf(match[1]) + 1}`, 'a row clue'));
    const start = line.raw.length - line.raw.trimStart().length + line.text.length - match[2].length;
    const cells = [...match[2].matchAll(/\S/g)].map((found) => {
      const where = `line ${line.number}, column ${start + found.index + 1}`;
      if (!(found[0] in bulbs) && !(found[0] in tubes) && found[0] !== '.')
        throw new InputError(source, where, `expected a cell: a bulb U D L R or O, a tube ^ v < >, a tip o, or . (none); found '${found[0]}'`);
      return { symbol: found[0], where };
    });
    if (cells.length !== columns.length)
      throw new InputError(source, `line ${line.number}`, `expected ${columns.length} cells (one per column clue), found ${cells.length}`);
    return cells;
  });
  const p: Thermometers = { width: columns.length, height: rows.length, columns, rows, thermometers: [] };
  const reachedFrom = new Map<number, Point>();
  symbols.forEach((line, row) =>
    line.forEach(({ symbol }, col) => {
      if (!(symbol in bulbs)) return;
      // From the bulb, one arrow at a time; `here` is the cell reached last.
      let here: Point = { row, col };
      const path = [here];
      for (let direction = bulbs[symbol]; direction !== null; ) {
        const next = move(here, direction);
        const at = symbols[here.row][here.col].where;
        const target = symbols[next.row]?.[next.col];
        if (!target) throw new InputError(source, at, `the arrow at ${cellName(here)} points out of the grid`);
        if (!(target.symbol in tubes))
          throw new InputError(
            source,
            at,
            `the arrow at ${cellName(here)} points to ${cellName(next)}, which is ${target.symbol === '.' ? 'on no thermometer' : 'a bulb'} ('${target.symbol}')`,
          );
        const earlier = reachedFrom.get(indexOf(p, next));
        if (earlier)
          throw new InputError(source, at, `${cellName(next)} is reached from ${cellName(earlier)} and from ${cellName(here)}; a thermometer does not branch`);
        reachedFrom.set(indexOf(p, next), here);
        path.push(next);
        here = next;
        direction = tubes[target.symbol];
      }
      p.thermometers.push(path);
    }),
  );
  symbols.forEach((line, row) =>
    line.forEach(({ symbol, where }, col) => {
      if (symbol in tubes && !reachedFrom.has(indexOf(p, { row, col })))
        throw new InputError(source, where, `the tube cell ${cellName({ row, col })} ('${symbol}') is on no path from a bulb (an arrow into it is missing)`);
    }),
  );
  const clueAt = (line: 'column' | 'row', i: number) => (line === 'column' ? `line ${clueLine.number}, column clue ${i + 1}` : `line ${rowLines[i].number}`);
  return withinLimits({ ...p, thermometers: inTaskOrder(p, p.thermometers) }, source, clueAt);
}

function clues(line: DataLine, source: string): number[] {
  const separated = /[\s,]/.test(line.text);
  const start = line.raw.indexOf(line.text);
  const tokens = separated ? [...line.text.matchAll(/[^\s,]+/g)] : [...line.text.matchAll(/\S/g)];
  return tokens.map((token, i) => wholeClue(token[0], source, `line ${line.number}, column ${start + token.index + 1}`, `column clue ${i + 1}`));
}

export function toThermometersText(p: Thermometers): string {
  const symbols = Array.from({ length: p.height }, () => Array<string>(p.width).fill('.'));
  const toward = (from: Point, to: Point) => {
    const side = sideTowards(from, to);
    // The parsers take only thermometers whose cells follow each other side by side.
    if (side === undefined) throw new Error(`thermometers: ${cellName(to)} does not follow ${cellName(from)} side by side (a bug)`);
    return side;
  };
  for (const path of p.thermometers) {
    path.forEach((cell, i) => {
      const next = path[i + 1];
      symbols[cell.row][cell.col] = letter(i === 0 ? bulbs : tubes, next ? toward(cell, next) : null);
    });
  }
  const width = Math.max(...p.columns.map((clue) => String(clue).length));
  const indent = Math.max(...p.rows.map((clue) => String(clue).length));
  const spaced = (items: string[]) => items.map((item) => item.padStart(width)).join(' ');
  // A single clue of two digits needs a separator to read as one clue, not one per digit.
  const columns = `${' '.repeat(indent + 1)}${spaced(p.columns.map(String))}${p.width === 1 && width > 1 ? ',' : ''}`;
  const rows = symbols.map((line, row) => `${String(p.rows[row]).padStart(indent)} ${spaced(line)}`);
  return `kind: thermometers\n${columns}\n${rows.join('\n')}\n`;
}

// ---------------------------------------------------------------- detection and warnings

export function parseThermometers(text: string, source: string): Thermometers {
  return kindHeader(text) !== undefined ? parseThermometersText(text, source) : parseThermometersTask(text, source);
}

/**
 * A `kind: thermometers` text, or a task: clues joined by `_` or `/`, then at least two
 * thermometers of comma-separated numbers, all separated by `;` (an Aquarium task has one `;`).
 */
export function looksLikeThermometers(text: string): boolean {
  if (kindHeader(text) !== undefined) return kindHeader(text) === 'thermometers';
  const parts = taskOf(text)
    .split(';')
    .map((part) => part.trim());
  if (parts.at(-1) === '') parts.pop();
  return parts.length >= 3 && /^[\d\s]+([_/][\d\s]+)+$/.test(parts[0]) && parts.slice(1).every((part) => /^[\d\s]+(,[\d\s]+)+$/.test(part));
}

/** Clue totals that cannot both be met, though it is not an error. */
export function thermometersWarnings(p: Thermometers): string[] {
  const sum = (clues: number[]) => clues.reduce((total, clue) => total + clue, 0);
  return sum(p.columns) === sum(p.rows) ? [] : [`the column clues add up to ${sum(p.columns)} but the row clues to ${sum(p.rows)}: no grid can meet both`];
}

/** How a text is told to be this kind's: the catalogue (src/catalogue/shelf.ts) reads every kind's before it loads one. */
export const detection: Detection = {
  detect: looksLikeThermometers,
};
