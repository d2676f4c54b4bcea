// A player's marks on a grid puzzle (serve's play mode), for any GridSpec with `play`: Check asks
// the kind's checker which rules the marks already break; Hint asks the solver for a cell that
// every solution with the marks agrees on. Both answer in the JSON contract.
import { InputError, UsageError } from '../errors.ts';
import { type CellValue, type HintOutcome, type Mark, hint } from '../solver/hint.ts';
import { strategies } from '../solver/strategy.ts';
import type { Result } from './contract.ts';
import { type Cell, type PartialGrid, cellName, cellRef, isComplete } from './cells.ts';
import { type GridSpec, type MarkDrawing, type Problem, defaultEncodingOf } from './grid.ts';
import type { Input, Options } from './kind.ts';
import { header, roundMs } from './result.ts';
import { gridOfLines } from './grid-lines.ts';
import { isObject } from '../narrow.ts';

/** Per cell, the index of the play value it is marked with (GridSpec.play.values), or null when unmarked. */
export type Marks = (number | null)[][];

/**
 * What the player has done: marks (rows of value indexes), or `{ lines }`, the segments drawn in a
 * kind played by lines (GridSpec.play.lines), read into the kind's grid with what they already break.
 */
function readPlayed<P, C extends Cell>(
  spec: GridSpec<P, C>,
  puzzle: P,
  played: unknown,
  purpose: 'check' | 'hint' = 'check',
): { grid: PartialGrid<C>; problems: Problem[]; drawn: boolean } {
  if (isObject(played) && !Array.isArray(played) && 'lines' in played) return { ...gridOfLines(spec, puzzle, played.lines, purpose), drawn: true };
  return { grid: readMarks(spec, puzzle, played), problems: [], drawn: false };
}

/** The kind's play mode; a kind without one is refused (a UsageError). */
function playOf<P, C extends Cell>(spec: GridSpec<P, C>) {
  if (!spec.play) throw new UsageError(`${spec.id} puzzles have no play mode yet`);
  return spec.play;
}

const defaultDrawing = (index: number): MarkDrawing => (index === 0 ? { as: 'fill' } : index === 1 ? { as: 'dot' } : { as: 'text' });

/** The play values of a kind, with each one's notation (as `rows` writes it). */
export function playValues<P, C extends Cell>(spec: GridSpec<P, C>) {
  return playOf(spec).values.map(({ value, name, draw }, index) => ({ value, name, notation: spec.rows([[value]])[0], draw: draw ?? defaultDrawing(index) }));
}

/** The marks as a partial grid of the kind's values; an InputError names the first mark that does not fit. */
export function readMarks<P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P, marks: unknown): PartialGrid<C> {
  const values = playValues(spec);
  const { rows, cols } = playOf(spec).layout(puzzle);
  const source = '<marks>';
  if (!Array.isArray(marks) || marks.length !== rows) throw new InputError(source, 'rows', `expected ${rows} rows of marks`);
  return marks.map((line: unknown, row) => {
    if (!Array.isArray(line) || line.length !== cols) throw new InputError(source, `row ${row + 1}`, `expected ${cols} marks`);
    return line.map((mark: unknown, col) => {
      if (mark === null) return undefined;
      if (typeof mark !== 'number' || !Number.isInteger(mark) || mark < 0 || mark >= values.length) {
        throw new InputError(
          source,
          `cell ${cellName(row, col)}`,
          `expected null or a value from 0 to ${values.length - 1} (${values.map((v) => v.name).join(', ')})`,
        );
      }
      return values[mark].value;
    });
  });
}

/**
 * A grid in the kind's notation, one string per row with '?' where undecided (as results give it),
 * read back for a picture: by the play values' notation, or by the kind's solution reader when the
 * kind has no play mode and every cell is decided.
 */
export function readRows<P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P, rows: unknown): PartialGrid<C> {
  const source = '<grid>';
  if (!Array.isArray(rows) || !rows.every((line): line is string => typeof line === 'string'))
    throw new InputError(source, 'rows', 'expected a list of rows as strings');
  if (!spec.play) return readPartialSolution(spec, puzzle, rows, source);
  const values = playValues(spec);
  const { rows: height, cols } = spec.play.layout(puzzle);
  if (rows.length !== height) throw new InputError(source, 'rows', `expected ${height} rows`);
  return rows.map((line, row) => {
    const cells = [...line];
    if (cells.length !== cols) throw new InputError(source, `row ${row + 1}`, `expected ${cols} cells, found ${cells.length}`);
    return cells.map((char, col) => {
      if (char === '?') return undefined;
      const value = values.find((entry) => entry.notation === char);
      if (!value) throw new InputError(source, `cell ${cellName(row, col)}`, `expected ? or one of: ${values.map((entry) => entry.notation).join(' ')}`);
      return value.value;
    });
  });
}

/**
 * Rows in the kind's solution notation, one character per cell, with '?' where undecided (the
 * forced cells of a kind without a play mode): each '?' is read as a decided cell's character, so
 * the kind's own reader takes the rows, and is then left undecided.
 */
function readPartialSolution<P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P, rows: string[], source: string): PartialGrid<C> {
  const stand = rows.join('').replace(/[?\s]/g, '')[0] ?? '.';
  const grid: PartialGrid<C> = spec.parseSolution(rows.map((line) => line.replaceAll('?', stand)).join('\n'), source, puzzle);
  rows.forEach((line, row) =>
    [...line.replace(/\s/g, '')].forEach((char, col) => {
      if (char === '?' && grid[row] && col < grid[row].length) grid[row][col] = undefined;
    }),
  );
  return grid;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const problemData = (problem: Problem) => ({ rule: problem.rule, message: problem.message, cells: problem.cells.map((cell) => cellRef(cell.row, cell.col)) });

/** The rules the marks break by the kind's checker: its `problems` hook, or `verify` once every cell is marked. */
function problemsOf<P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P, grid: PartialGrid<C>, complete: boolean): Problem[] | undefined {
  if (spec.problems) return spec.problems(puzzle, grid);
  // Complete: every cell marked.
  if (!complete || !isComplete(grid)) return undefined;
  return spec.verify(puzzle, grid).map((message) => ({ rule: 'rules', message, cells: [] }));
}

/** A result whose marks break rules: the checker's (or the solver's) verdict on the player's answer. */
function broken(base: ReturnType<typeof header>, marks: string[], complete: boolean, problems: Problem[], lead = ''): Result {
  const message = `${lead}${plural(problems.length, 'rule')} broken: ${problems.map((problem) => problem.message).join('; ')}`;
  return {
    ...base,
    status: 'invalid',
    reason: 'rejected',
    message,
    error: { message, problems: problems.map((problem) => problem.message) },
    answer: { type: 'marks', marks, complete, problems: problems.map(problemData) },
  };
}

/** `played`: the marks, or `{ lines }` (readPlayed). */
export function checkMarks<P, C extends Cell>(spec: GridSpec<P, C>, input: Input, played: unknown): Result {
  const puzzle = spec.parse(input);
  const { grid, problems: drawing, drawn } = readPlayed(spec, puzzle, played);
  const open = grid.flat().filter((cell) => cell === undefined).length;
  const base = header('check-marks', spec.id, input.source);
  const rows = spec.rows(grid);
  const checked = problemsOf(spec, puzzle, grid, open === 0);
  const problems = [...drawing, ...(checked ?? [])];
  if (problems.length > 0) return broken(base, rows, open === 0, problems);
  const answer = { type: 'marks' as const, marks: rows, complete: open === 0, problems: [] };
  if (open === 0)
    return { ...base, status: 'solved', message: `solved: every cell is ${drawn ? 'decided by the lines' : 'marked'} and no rule is broken`, answer };
  // Drawn lines leave a cell undecided where a line ends open, or a piece holds no clue or several.
  const undecided = drawn ? `${plural(open, 'cell')} not decided by the lines yet` : `${plural(open, 'cell')} unmarked`;
  const message = checked ? `no rule broken so far; ${undecided}` : `${undecided}; ${spec.id}'s checker reads complete grids only`;
  return { ...base, status: 'unknown', reason: 'incomplete', message, answer };
}

/**
 * A hint: the marks are checked first (broken rules are said as Check says them); then the solver
 * finds a cell every solution with the marks agrees on, by the engine asked for if it names its
 * cells (Model.cells), else by the first of the kind's encodings that does.
 */
export async function hintMarks<P, C extends Cell>(spec: GridSpec<P, C>, input: Input, played: unknown, flags: Options): Promise<Result> {
  const started = performance.now();
  const puzzle = spec.parse(input);
  const { grid, problems: drawing } = readPlayed(spec, puzzle, played, 'hint');
  const values = playValues(spec);
  const base = header('hint', spec.id, input.source);
  const rows = spec.rows(grid);
  const open = grid.flat().filter((cell) => cell === undefined).length;
  const problems = [...drawing, ...(problemsOf(spec, puzzle, grid, open === 0) ?? [])];
  if (problems.length > 0) return broken(base, rows, open === 0, problems, 'no hint until the marks are fixed: ');

  const given: Mark[] = grid.flatMap((line, row) => line.flatMap((value, col) => (value === undefined ? [] : [{ row, col, value }])));
  const strategy = strategies.get(spec.defaultStrategy).id;
  const chosen = spec.encodings.get(flags.engine ?? flags.encoding ?? defaultEncodingOf(spec, puzzle));
  // An encoding that deduces before Z3 names its deductions, not the clues: its plain sibling gives the reasons.
  const asked = chosen.reasonsBy ? spec.encodings.get(chosen.reasonsBy) : chosen;
  const order = [asked, ...spec.encodings.all().filter((encoding) => encoding !== asked)];
  const timeoutMs = (flags.timeout ?? 60) * 1000;
  let outcome: HintOutcome = { status: 'unnamed' };
  let engine = asked.id;
  for (const encoding of order) {
    engine = encoding.id;
    outcome = await hint(encoding, puzzle, given, { strategy, timeoutMs, verify: (answer) => spec.verify(puzzle, answer) });
    if (outcome.status !== 'unnamed') break;
  }
  const run = { ...base, engine, strategy, timings: { totalMs: roundMs(performance.now() - started) } };
  const nameOf = (value: CellValue) => {
    const entry = values.find((candidate) => candidate.value === value);
    if (entry) return entry;
    // A kind played by lines names a value the player does not mark by its words or its notation
    // (a Shikaku cell's value is its clue's number in reading order, as the answer writes it; a
    // Bridges cell with no bridge is '.').
    const lines = playOf(spec).lines;
    // A hint's value is one of the grid's, and a kind played by marks marks them all.
    if (!lines) throw new Error(`internal error: the hint's value ${String(value)} is not among ${spec.id}'s play values`);
    const notation = spec.rows([[value as C]])[0];
    return { value, name: lines.valueName?.(puzzle, value as C) ?? notation, notation };
  };
  switch (outcome.status) {
    case 'forced': {
      const { cell, rules, settled } = outcome;
      const value = nameOf(cell.value);
      const why = settled
        ? 'settled by the layout before any rule is weighed'
        : !rules
          ? 'forced by the rules together'
          : rules.length === 1
            ? `forced by the rule '${rules[0]}'`
            : `forced by the rules '${rules.join("' and '")}' together`;
      const message = `${cellName(cell.row, cell.col)} is ${value.name}: ${why}${given.length > 0 ? ', with your marks' : ''}`;
      return {
        ...run,
        status: 'solved',
        message,
        answer: { type: 'hint', cell: cellRef(cell.row, cell.col), value: value.notation, name: value.name, ...(rules && { rules }) },
      };
    }
    case 'complete':
      return { ...run, status: 'solved', message: 'solved: every cell is marked, and a solution has all the marks', answer: { type: 'hint', cell: null } };
    case 'free':
      return {
        ...run,
        status: 'solved',
        message: 'no unmarked cell is forced: the solutions with these marks differ on every one left',
        answer: { type: 'hint', cell: null },
      };
    case 'conflict': {
      const named = outcome.marks.map((mark) => `${cellName(mark.row, mark.col)} ${nameOf(mark.value).name}`).join(', ');
      const conflict = { rule: 'no solution', message: `no solution has these marks together: ${named}`, cells: outcome.marks };
      return broken(run, rows, open === 0, [conflict], 'a mark is wrong: ');
    }
    case 'none':
      return {
        ...run,
        status: 'no-solution',
        message: 'no solution: the clues contradict the rules',
        proof: { method: 'unsat', explanation: `${engine} under ${strategy}: the formula is unsat` },
      };
    case 'unknown':
      return { ...run, status: 'unknown', reason: outcome.reason, message: `no hint: ${outcome.reason}` };
    case 'rejected': {
      const message = `${engine} produced a grid the checker rejects`;
      return { ...run, status: 'invalid', reason: 'rejected', message, error: { message, problems: outcome.problems } };
    }
    case 'unnamed': {
      const message = `no encoding of ${spec.id} names its cells (Model.cells), so marks cannot be given to the solver`;
      return { ...run, status: 'error', reason: 'unavailable', message, error: { message } };
    }
  }
}
