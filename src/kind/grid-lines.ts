// Lines a player draws on a grid puzzle (serve's play mode for a kind with `play.lines`): the
// segments read from a request and checked against the kind's points, then turned into the
// kind's answer grid by the kind itself, so that Check and Hint read them as they read marks.
import { InputError } from '../errors.ts';
import type { Cell, PartialGrid } from './cells.ts';
import type { GridSpec, LinePlay, Problem, Segment } from './grid-spec.ts';
import { isObject } from '../narrow.ts';

type At = { row: number; col: number };

/** What the page needs to draw lines: where they run, how many on a segment, and the points that may end one. */
export function lineSettings<P, C extends Cell>(lines: LinePlay<P, C>, puzzle: P) {
  return { through: lines.through, most: lines.most, ...(lines.ends && { ends: lines.ends(puzzle) }) };
}

/** The points' lattice: rows x cols of cell centres, or one more each way of corners. */
function lattice<P, C extends Cell>(lines: LinePlay<P, C>, size: { rows: number; cols: number }) {
  return lines.through === 'centres' ? size : { rows: size.rows + 1, cols: size.cols + 1 };
}

/**
 * Whether a segment may be drawn: between neighbours, or (with `ends`) between two ends in a row
 * or a column with no end between them. `from` comes first in reading order.
 */
function segmentRule(ends: At[] | undefined): (from: At, to: At) => boolean {
  if (!ends) return (from, to) => (from.row === to.row && to.col === from.col + 1) || (from.col === to.col && to.row === from.row + 1);
  const isEnd = new Set(ends.map(({ row, col }) => `${row},${col}`));
  return (from, to) => {
    if (!isEnd.has(`${from.row},${from.col}`) || !isEnd.has(`${to.row},${to.col}`)) return false;
    if (from.row === to.row && to.col > from.col) {
      for (let col = from.col + 1; col < to.col; col++) if (isEnd.has(`${from.row},${col}`)) return false;
      return true;
    }
    if (from.col === to.col && to.row > from.row) {
      for (let row = from.row + 1; row < to.row; row++) if (isEnd.has(`${row},${from.col}`)) return false;
      return true;
    }
    return false;
  };
}

const name = ({ row, col }: At) => `(${row + 1},${col + 1})`;

/** The segments of a request, each checked; an InputError names the first that does not fit. */
export function readSegments<P, C extends Cell>(lines: LinePlay<P, C>, puzzle: P, size: { rows: number; cols: number }, data: unknown): Segment[] {
  const source = '<lines>';
  const { rows, cols } = lattice(lines, size);
  if (!Array.isArray(data) || data.length > 4 * (rows + 1) * (cols + 1))
    throw new InputError(source, 'lines', 'expected a list of segments {from: {row, col}, to: {row, col}, count}');
  const allowed = segmentRule(lines.ends?.(puzzle));
  const seen = new Set<string>();
  const point = (value: unknown, where: string): At => {
    const { row, col } = isObject(value) ? value : {};
    const within = (n: unknown, most: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < most;
    if (!within(row, rows) || !within(col, cols)) throw new InputError(source, where, `expected a point {row, col} counted from 0, inside ${rows} x ${cols}`);
    return { row, col };
  };
  return data.map((entry: unknown, index) => {
    const where = `segment ${index + 1}`;
    const fields = isObject(entry) ? entry : {};
    let [from, to] = [point(fields.from, `${where}: from`), point(fields.to, `${where}: to`)];
    if (to.row < from.row || (to.row === from.row && to.col < from.col)) [from, to] = [to, from];
    const count = fields.count ?? 1;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > lines.most)
      throw new InputError(source, where, `expected a count from 1 to ${lines.most}`);
    if (!allowed(from, to))
      throw new InputError(
        source,
        where,
        `no line runs from ${name(from)} to ${name(to)}: ${lines.ends ? 'expected two ends in line with none between' : 'expected neighbours'}`,
      );
    const key = `${from.row},${from.col},${to.row},${to.col}`;
    if (seen.has(key)) throw new InputError(source, where, `the segment from ${name(from)} to ${name(to)} is given twice`);
    seen.add(key);
    return { from, to, count };
  });
}

/**
 * The player's answer so far, from the lines drawn: the kind's grid and what the lines already
 * break. For a hint, the cells no line touches are open where the kind says so (openWhereUntouched).
 */
export function gridOfLines<P, C extends Cell>(
  spec: GridSpec<P, C>,
  puzzle: P,
  data: unknown,
  purpose: 'check' | 'hint' = 'check',
): { grid: PartialGrid<C>; problems: Problem[] } {
  const lines = spec.play?.lines;
  // Asked for by the page only when detect offered lines.
  if (!lines || !spec.play) throw new InputError('<lines>', 'lines', `${spec.id} puzzles are played by marking cells: send "marks"`);
  const size = spec.play.layout(puzzle);
  const segments = readSegments(lines, puzzle, size, data);
  // Nothing drawn decides nothing: not "every cell off the loop", which the checker would reject.
  if (segments.length === 0) return { grid: Array.from({ length: size.rows }, () => Array<C | undefined>(size.cols).fill(undefined)), problems: [] };
  const answer = lines.answer(puzzle, segments);
  if (purpose === 'check' || !lines.openWhereUntouched || lines.through !== 'centres') return answer;
  const touched = new Set(segments.flatMap(({ from, to }) => between(from, to).map(({ row, col }) => `${row},${col}`)));
  // An end's value counts every line at it (a Bridges island's), and the player may draw more.
  for (const { row, col } of lines.ends?.(puzzle) ?? []) touched.delete(`${row},${col}`);
  return { ...answer, grid: answer.grid.map((line, row) => line.map((cell, col) => (touched.has(`${row},${col}`) ? cell : undefined))) };
}

/** The cells a straight segment runs through, its ends included. */
function between(from: At, to: At): At[] {
  const steps = Math.max(to.row - from.row, to.col - from.col);
  return Array.from({ length: steps + 1 }, (_, i) => ({ row: from.row + Math.sign(to.row - from.row) * i, col: from.col + Math.sign(to.col - from.col) * i }));
}
