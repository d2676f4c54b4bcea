// Numbers 1..n in the cells of a grid, the two ways Sudoku, Futoshiki and Skyscrapers state them:
// one-hot (a Boolean per cell and number, "cell (r,c) holds d", exactly one per cell) or as an
// integer per cell. Both give what those kinds share: the cell's number for hints (a Choice or a
// term), each number once per line, the givens, and reading the grid back.
import { distinct } from '../distinct.ts';
import type { BoolTerm, IntTerm, Model, Values } from '../model.ts';
import { type Point, type Size, cols, points, rows } from './point.ts';
import { regionPoints } from './regions.ts';

export interface OneHotNumbers {
  /** 1..n. */
  numbers: number[];
  /** The Boolean "the cell holds d". */
  at(d: number, point: Point): BoolTerm;
  /** Each number exactly once in each of the lines (rows, columns, regions: n cells each). */
  eachOnce(rule: string, lines: readonly (readonly Point[])[]): void;
  /** The givens (null: none) stay. */
  givens(given: readonly (readonly (number | null)[])[]): void;
  /** The grid of numbers a model gives. */
  read(values: Values): number[][];
}

/**
 * Declares the Booleans of an n-number grid, marks them as the answer (and each cell's numbers as
 * a Choice, for hints), and requires exactly one number per cell under `rule`.
 */
export function oneHotNumbers(m: Model, size: Size, n: number, rule = 'one number per cell'): OneHotNumbers {
  const numbers = Array.from({ length: n }, (_, i) => i + 1);
  // holds[d - 1][row][col]: the cell holds the number d.
  const holds = numbers.map((d) => m.boolGrid(`holds${d}`, size.height, size.width));
  const at = (d: number, { row, col }: Point) => holds[d - 1][row][col];
  m.answer(...holds);
  m.cells(() => rows(size).map((line) => line.map((point) => new Map(numbers.map((d) => [d, at(d, point)])))));
  for (const point of points(size))
    m.require(
      rule,
      m.exactly(
        numbers.map((d) => at(d, point)),
        1,
      ),
    );
  return {
    numbers,
    at,
    eachOnce(lineRule, lines) {
      for (const line of lines)
        for (const d of numbers)
          m.require(
            lineRule,
            m.exactly(
              line.map((cell) => at(d, cell)),
              1,
            ),
          );
    },
    givens(given) {
      for (const point of points(size)) {
        const d = given[point.row][point.col];
        if (d !== null) m.require('givens', at(d, point));
      }
    },
    read: (values) => rows(size).map((line) => line.map((point) => numbers.find((d) => values.bool(at(d, point))) ?? 0)),
  };
}

export interface IntegerNumbers {
  /** The integer 1..n in the cell. */
  at(point: Point): IntTerm;
  /** The cells' numbers all different in each of the lines (rows, columns, regions, cages). */
  eachOnce(rule: string, lines: readonly (readonly Point[])[]): void;
  /** The givens (null: none) stay. */
  givens(given: readonly (readonly (number | null)[])[]): void;
  /** The grid of numbers a model gives. */
  read(values: Values): number[][];
}

/** Declares an integer 1..n per cell (`name` in the formula), marked as the answer and as the cells' terms. */
export function integerNumbers(m: Model, size: Size, n: number, name = 'number'): IntegerNumbers {
  const number = m.intGrid(name, size.height, size.width, 1, n);
  const at = ({ row, col }: Point) => number[row][col];
  m.answer(number);
  m.cells(number);
  return {
    at,
    eachOnce(rule, lines) {
      for (const line of lines) m.require(rule, distinct(m, line.map(at)));
    },
    givens(given) {
      for (const point of points(size)) {
        const d = given[point.row][point.col];
        if (d !== null) m.require('givens', at(point).eq(d));
      }
    },
    read: (values) => number.map((line) => line.map((cell) => values.int(cell))),
  };
}

/**
 * A Latin square (an n x n grid of 1..n): each number once in every row and every column, and
 * the givens stay; with either way of stating the numbers.
 */
export function latinSquare(
  numbers: Pick<IntegerNumbers | OneHotNumbers, 'eachOnce' | 'givens'>,
  p: Size & { givens: readonly (readonly (number | null)[])[] },
) {
  numbers.eachOnce('rows', rows(p));
  numbers.eachOnce('columns', cols(p));
  numbers.givens(p.givens);
}

/**
 * A Latin square whose regions (boxes or irregular ones, numbered per cell) also hold each number
 * once, the givens staying; with either way of stating the numbers.
 */
export function regionLatinSquare(
  numbers: Pick<IntegerNumbers | OneHotNumbers, 'eachOnce' | 'givens'>,
  p: Size & { givens: readonly (readonly (number | null)[])[]; regions: readonly (readonly number[])[] },
) {
  numbers.eachOnce('rows', rows(p));
  numbers.eachOnce('columns', cols(p));
  numbers.eachOnce('regions', regionPoints(p.regions));
  numbers.givens(p.givens);
}

/**
 * The third way, as a solver pencils candidates in: a given number is no decision and strikes
 * itself from every other cell of each line through it, so Z3 gets a Boolean only for each number
 * an empty cell still may hold. Exactly one of them holds in each empty cell.
 */
export interface CandidateNumbers {
  /** Each cell's open numbers and their Booleans (none in a given cell). */
  holds: Map<number, BoolTerm>[][];
  /** The Booleans "holds d" of a line's cells that still may. */
  open(d: number, line: readonly Point[]): BoolTerm[];
  /** How many of a line's cells are given d. */
  givenIn(d: number, line: readonly Point[]): number;
  /** The grid of numbers a model gives, the givens included. */
  read(values: Values): number[][];
}

/** `allowed`: what an empty cell may hold before the givens strike (1..n, or narrower bounds). */
export function candidateNumbers(
  m: Model,
  givens: readonly (readonly (number | null)[])[],
  allowed: (point: Point) => number[],
  lines: readonly (readonly Point[])[],
): CandidateNumbers {
  const given = ({ row, col }: Point) => givens[row][col];
  const left = givens.map((line, row) => line.map((number, col) => new Set(number === null ? allowed({ row, col }) : [])));
  for (const line of lines)
    for (const cell of line) {
      const number = given(cell);
      if (number !== null) for (const other of line) left[other.row][other.col].delete(number);
    }
  const holds = left.map((line, row) => line.map((open, col) => new Map([...open].map((d) => [d, m.bool(`holds${d}[${row},${col}]`)] as const))));
  m.answer(holds.flatMap((line) => line.flatMap((cell) => [...cell.values()])));
  m.cells(() =>
    holds.map((line, row) => line.map((cell, col) => m.number(givens[row][col] ?? 0).add(m.sum([...cell].map(([d, term]) => m.ite(term, d, 0) as IntTerm))))),
  );

  // One number in each empty cell.
  holds.forEach((line, row) =>
    line.forEach((cell, col) => {
      if (givens[row][col] === null) m.require('one number per cell', m.exactly([...cell.values()], 1));
    }),
  );

  return {
    holds,
    open: (d, line) => line.flatMap(({ row, col }) => holds[row][col].get(d) ?? []),
    givenIn: (d, line) => line.filter((cell) => given(cell) === d).length,
    read: (values) => holds.map((line, row) => line.map((cell, col) => givens[row][col] ?? [...cell].find(([, term]) => values.bool(term))?.[0] ?? 0)),
  };
}

/**
 * The same region Latin square by candidates: each number exactly once in every row, column and
 * region, counting what the givens leave open; `strikes` are further lines a given strikes its
 * number from (whose own rules the caller states).
 */
export function candidateRegionSquare(
  m: Model,
  p: Size & { givens: readonly (readonly (number | null)[])[]; regions: readonly (readonly number[])[] },
  strikes: readonly (readonly Point[])[] = [],
): CandidateNumbers & { numbers: number[] } {
  const numbers = Array.from({ length: p.width }, (_, i) => i + 1);
  const lines = { rows: rows(p), columns: cols(p), regions: regionPoints(p.regions) };
  const candidates = candidateNumbers(m, p.givens, () => numbers, [...Object.values(lines).flat(), ...strikes]);
  // Nothing left to say where a number is given once in a line (no other cell there has it
  // open), no solution where twice.
  for (const [rule, line] of Object.entries(lines).flatMap(([rule, group]) => group.map((line) => [rule, line] as const)))
    for (const d of numbers) {
      const left = 1 - candidates.givenIn(d, line);
      if (left !== 0) m.require(rule, m.exactly(candidates.open(d, line), left));
    }
  return { ...candidates, numbers };
}

/**
 * A Latin square over what deductions by hand left each cell: `left[r][c]` has bit d-1 set for
 * each number d the cell still may hold. A cell left one number is a constant, an open cell gets a
 * Boolean for each number it may hold, and each number is once in every row and column over the
 * open cells, unless settled there (then in none of them, stated too: whether the deductions
 * struck it there is theirs to get right). A cell left nothing leaves no solution.
 */
export function settledLatinSquare(m: Model, left: readonly (readonly number[])[]) {
  const size = { height: left.length, width: left.length };
  const numbers = Array.from({ length: size.width }, (_, i) => i + 1);
  const mayHold = ({ row, col }: Point) => numbers.filter((d) => left[row][col] & (1 << (d - 1)));
  const known = left.map((line) => line.map((mask) => (mask !== 0 && (mask & (mask - 1)) === 0 ? 31 - Math.clz32(mask) + 1 : null)));
  const lines = [...rows(size), ...cols(size)];
  const grid = candidateNumbers(m, known, mayHold, lines);
  for (const [i, line] of lines.entries())
    for (const d of numbers) {
      const more = 1 - grid.givenIn(d, line);
      if (more !== 0 || grid.open(d, line).length > 0) m.require(i < size.width ? 'rows' : 'columns', m.exactly(grid.open(d, line), more));
    }
  return { ...grid, numbers, known, mayHold };
}
