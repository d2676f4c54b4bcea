// Pieces shared by the kinds whose answer is a number per cell (Sudoku, Futoshiki, Skyscrapers,
// Kakuro): the answer notation, a reader for number grids, and the "no number twice" rule named
// with the cells that break it.
import { wrongSize } from './checking.ts';
import { InputError } from '../../errors.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid-spec.ts';
import { type Point, pointName } from '../../dsl/grid/index.ts';
import { withoutBom } from './task.ts';
import { answerRows } from './character-rows.ts';

/**
 * Rows of digits (`53..7`) while every number is a single digit, else numbers apart (`10 3 16`);
 * `#` for 0, a cell with no number (Kakuro's black cells), `?` for an undecided one.
 */
export const numberRows = (grid: PartialGrid<number>): string[] => {
  const wide = grid.some((line) => line.some((value) => value !== undefined && value > 9));
  const width = wide ? Math.max(1, ...grid.flat().map((value) => String(value ?? '?').length)) : 1;
  return grid.map((line) => line.map((value) => (value === 0 ? '#' : value === undefined ? '?' : String(value)).padStart(width)).join(wide ? ' ' : ''));
};

/**
 * Reads a grid of numbers (`.` or `-` for none): rows split by line breaks or `/`, cells written
 * together (`53..7`) or apart (`10 . 3`, `1,2,3`); `#` comment lines skipped. `range`: the numbers
 * a cell may hold; `black`: also read `#` as a cell without a number (undefined).
 */
export function readNumberGrid(
  text: string,
  source: string,
  size: { width: number; height: number },
  range: [number, number],
  options: { black?: boolean; what?: string } = {},
): (number | null | undefined)[][] {
  const lines = withoutBom(text)
    .split(/\r?\n/)
    .flatMap((raw, i) =>
      raw.trim() === '' || (raw.trim().startsWith('#') && !options.black)
        ? []
        : raw.split('/').map((part, k) => ({ part, where: `line ${i + 1}${raw.includes('/') ? `, row ${k + 1}` : ''}` })),
    )
    .filter(({ part }) => part.trim() !== '');
  if (lines.length !== size.height)
    throw new InputError(source, lines.at(-1)?.where ?? 'line 1', `expected ${size.height} rows of ${options.what ?? 'numbers'}, found ${lines.length}`);
  return lines.map(({ part, where }) => {
    const tokens = /[\s,]/.test(part.trim()) ? part.trim().split(/[\s,]+/) : [...part.trim()];
    if (tokens.length !== size.width) throw new InputError(source, where, `expected a row of ${size.width} cells, found ${tokens.length}`);
    return tokens.map((token, col) => {
      if (token === '.' || token === '-') return null;
      if (options.black && token === '#') return undefined;
      const value = /^\d+$/.test(token) ? Number(token) : NaN;
      if (!(value >= range[0] && value <= range[1]))
        throw new InputError(
          source,
          `${where}, cell ${col + 1}`,
          `expected a number from ${range[0]} to ${range[1]}${options.black ? ", '#'" : ''} or '.', found '${token}'`,
        );
      return value;
    });
  });
}

/** A line of cells that may not hold a number twice, with how its messages name a cell of it. */
export interface Group {
  rule: string;
  /** `row 3`, `box 4`, `the cage at (1,1)`. */
  name: string;
  cells: readonly Point[];
  /** How a cell is named within the group: `column 2` in a row, `(4,1)` in a box. */
  place?(point: Point): string;
}

const COUNTS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const listed = (names: string[]) => (names.length < 3 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Every given number that the grid holds something else in place of: "cell (2,3) holds 4, but 5 is given there". */
export function changedGivens(givens: readonly (readonly (number | null)[])[], grid: PartialGrid<number>): Problem[] {
  return givens.flatMap((line, row) =>
    line.flatMap((given, col) => {
      const value = grid[row][col];
      if (given === null || value === undefined || value === given) return [];
      return [{ rule: 'givens', message: `cell ${pointName({ row, col })} holds ${value}, but ${given} is given there`, cells: [{ row, col }] }];
    }),
  );
}

/** Every number that a group holds twice or more: "row 3 has two 5s (columns 2 and 7)". */
export function repeats(groups: readonly Group[], grid: PartialGrid<number>): Problem[] {
  return groups.flatMap((group) => {
    const where = new Map<number, Point[]>();
    for (const point of group.cells) {
      const value = grid[point.row]?.[point.col];
      if (value !== undefined) where.set(value, [...(where.get(value) ?? []), point]);
    }
    return [...where]
      .filter(([, cells]) => cells.length > 1)
      .map(([value, cells]) => {
        const places = cells.map(group.place ?? pointName);
        // "columns 2 and 7" rather than "column 2 and column 7".
        const [noun] = places[0].split(' ');
        const short = places.every((place) => place.startsWith(`${noun} `) && /^[a-z]+ \d+$/.test(place))
          ? `${noun}s ${listed(places.map((place) => place.split(' ')[1]))}`
          : listed(places);
        return { rule: group.rule, message: `${group.name} has ${COUNTS[cells.length] ?? cells.length} ${value}s (${short})`, cells };
      });
  });
}

/** The rows and columns of an n x n Latin square as groups: each number once per row and column. */
export function latinLines(n: number): Group[] {
  const lines: Group[] = [];
  for (let i = 0; i < n; i++) {
    lines.push({
      rule: 'rows',
      name: `row ${i + 1}`,
      cells: Array.from({ length: n }, (_, col) => ({ row: i, col })),
      place: ({ col }) => `column ${col + 1}`,
    });
    lines.push({
      rule: 'columns',
      name: `column ${i + 1}`,
      cells: Array.from({ length: n }, (_, row) => ({ row, col: i })),
      place: ({ row }) => `row ${row + 1}`,
    });
  }
  return lines;
}

/** A grid of the wrong shape, or with a number out of 1..n: what a checker says before the rules. */
export function shapeProblems(grid: PartialGrid<number>, size: { width: number; height: number }, most: number, blank = (_: Point) => false): string[] {
  const wrong = wrongSize(size, grid);
  if (wrong.length > 0) return wrong;
  return grid.flatMap((line, row) =>
    line.flatMap((value, col) =>
      blank({ row, col }) || value === undefined || (Number.isInteger(value) && value >= 1 && value <= most)
        ? []
        : [`cell ${pointName({ row, col })} holds ${value}, not a number from 1 to ${most}`],
    ),
  );
}

/** Reads a golden answer or a player's grid: every cell a number in range (`#` for a black cell where `black`). */
export function readAnswerGrid(
  text: string,
  source: string,
  size: { width: number; height: number },
  range: [number, number],
  black = (_: Point) => false,
): number[][] {
  const read = readNumberGrid(text, source, size, range, { black: true, what: 'the answer' });
  return read.map((line, row) =>
    line.map((value, col) => {
      if (black({ row, col })) {
        if (value !== undefined)
          throw new InputError(
            source,
            `row ${row + 1}, cell ${col + 1}`,
            `expected '#' for the black cell ${pointName({ row, col })}, found ${value ?? "'.'"}`,
          );
        return 0;
      }
      if (value === null || value === undefined)
        throw new InputError(
          source,
          `row ${row + 1}, cell ${col + 1}`,
          `expected a number from ${range[0]} to ${range[1]}, found '${value === null ? '.' : '#'}'`,
        );
      return value;
    }),
  );
}

/**
 * A grid cut into numbered pieces (Shikaku's rectangles, Galaxies' galaxies): each cell the number
 * of its piece, apart by spaces, as wide as the widest; `?` where undecided.
 */
export const cuttingRows = (grid: PartialGrid<number>): string[] => {
  const width = Math.max(1, ...grid.flat().map((value) => String(value ?? '?').length));
  return grid.map((line) => line.map((value) => String(value ?? '?').padStart(width)).join(' '));
};

/** Reads such a cutting: rows by line or `/`, each cell its piece's number (`what`: a clue's, a dot's), apart by spaces or commas. */
export function readCutting(text: string, source: string, size: { width: number; height: number }, what: string): number[][] {
  return answerRows(text, source, size.height).map((line, row) => {
    const cells = line.split(/[\s,]+/);
    if (cells.length !== size.width) throw new InputError(source, `row ${row + 1}`, `expected a row of ${size.width} cells, found ${cells.length}`);
    return cells.map((token, col) => {
      if (!/^\d+$/.test(token)) throw new InputError(source, `row ${row + 1}, column ${col + 1}`, `expected ${what} number, found '${token}'`);
      return Number(token);
    });
  });
}
