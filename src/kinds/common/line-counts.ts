// Counts beside the lines, one per column and one per row, of the cells a kind marks (Tents'
// tents, Battleships' ship cells; null where a line has none). Every form writes them alike, the
// checker holds each line to its count alike, and the pictures and the editor show them above the
// columns and left of the rows.
import { type Point, cols, rows } from '../../dsl/grid/index.ts';
import { UsageError } from '../../errors.ts';
import type { UrlBody } from '../../format/puzzlink.ts';
import { readOptionalNumbers, writeNumbers } from '../../format/puzzlink-packings.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid-spec.ts';
import type { Board } from './board.ts';
import { plural } from './checking.ts';
import { outsideClues } from './clue-edit.ts';
import { pictureState } from './draw.ts';
import { type KeyedGrid, readCounts, writeCounts } from './keyed-grid.ts';
import { numbersOutside } from './outside-numbers.ts';
import { refuseNonSquare } from './runs.ts';
import { wholeClue } from './task.ts';

export interface LineCounts {
  width: number;
  height: number;
  /** Per column, left to right; null where a column has no count. */
  columns: (number | null)[];
  /** Per row, top to bottom; null where a row has no count. */
  rows: (number | null)[];
}

type Counts = Pick<LineCounts, 'columns' | 'rows'>;

/** The text form's `columns:` and `rows:` lines, each count at most its line's length. */
export const readTextCounts = (grid: KeyedGrid, source: string, width: number, height: number): Counts => ({
  columns: readCounts(grid, 'columns', source, 'column count', width, height),
  rows: readCounts(grid, 'rows', source, 'row count', height, width),
});

export const writeTextCounts = (p: LineCounts) => `columns: ${writeCounts(p.columns)}\nrows: ${writeCounts(p.rows)}`;

/** A puzz.link body's counts, the columns' then the rows' (number16, `.` none), each at most its line's length; with the URL's size. */
export function readUrlCounts(body: UrlBody): LineCounts {
  const { width, height } = body.url;
  const most = (i: number) => (i < width ? height : width);
  const counts = readOptionalNumbers(body, width + height, 'column and row counts', (count, i) =>
    count > most(i) ? `expected a count of at most ${most(i)}, found ${count}` : undefined,
  );
  return { width, height, columns: counts.slice(0, width), rows: counts.slice(width) };
}

export const writeUrlCounts = (p: LineCounts) => writeNumbers([...p.columns, ...p.rows]);

/** A Puzzle Team task's counts, the columns' then the rows', each a whole number (the task has every one). */
export function readTaskCounts(numbers: readonly string[], source: string, width: number): Counts {
  const counts = numbers.map((number, i) =>
    wholeClue(number, source, `count ${i + 1}`, i < width ? `column ${i + 1}'s count` : `row ${i - width + 1}'s count`),
  );
  return { columns: counts.slice(0, width), rows: counts.slice(width) };
}

/** The counts a task writes, the columns' then the rows': a task is square and has every count. */
export function taskCounts(p: LineCounts): (number | null)[] {
  refuseNonSquare(p.width, p.height);
  if ([...p.columns, ...p.rows].some((count) => count === null))
    throw new UsageError('a Puzzle Team task has every count, this puzzle leaves some out; --to text keeps it');
  return [...p.columns, ...p.rows];
}

/**
 * Each row and column holding as many marked cells as its count, on a grid that may be partly
 * marked: more than the count, or too few even with every open cell marked. `what` names a marked
 * cell in messages (`tent`); a `blocked` cell is never marked, so it is not open.
 */
export function countProblems(p: LineCounts, grid: PartialGrid<boolean>, what: string, blocked = (_: Point) => false): Problem[] {
  const problems: Problem[] = [];
  const at = ({ row, col }: Point) => grid[row][col];
  const line = (name: string, count: number | null, cells: Point[]) => {
    if (count === null) return;
    const placed = cells.filter((point) => at(point) === true);
    const open = cells.filter((point) => at(point) === undefined && !blocked(point)).length;
    const rule = `${name.split(' ')[0]} counts`;
    const has = `${name} has ${plural(placed.length, what)}`;
    if (placed.length > count) problems.push({ rule, message: `${has}, its count is ${count}`, cells: placed });
    else if (placed.length + open < count) {
      const room = open === 0 ? '' : ` and room for ${open} more`;
      problems.push({ rule, message: `${has}${room}, its count is ${count}`, cells: cells.filter((point) => at(point) === false) });
    }
  };
  rows(p).forEach((cells, row) => line(`row ${row + 1}`, p.rows[row], cells));
  cols(p).forEach((cells, col) => line(`column ${col + 1}`, p.columns[col], cells));
  return problems;
}

/** The counts as the pictures draw them: above the columns, left of the rows. */
export const countClues = (p: LineCounts) => numbersOutside({ top: p.columns, left: p.rows });

/** The editor's counts, above the columns and left of the rows: none, or 0 to the line's length. */
export const countEdit = <P extends LineCounts>() =>
  outsideClues<P>({ top: 'columns', left: 'rows' }, true, (p, side) => ({ from: 0, to: side === 'top' ? p.height : p.width }));

/**
 * The picture of a grid with counts beside its lines (Tents, Battleships): the counts above the
 * columns and left of the rows, `cell` drawing each cell, the title saying what `grid` shows.
 */
export const countsBoard = (name: string, p: LineCounts, grid: PartialGrid<boolean> | null, cell: Board['cell']): Board => ({
  name,
  size: p,
  cell,
  clues: countClues(p),
  state: pictureState(grid),
});
