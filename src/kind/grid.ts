// One command-line front for every grid puzzle (Aquarium, and the Puzzle Team kinds to come): a
// kind describes itself as a GridSpec and gridKind() turns it into a Kind. Solve, uniqueness,
// counting, forced cells, JSON, SVG, convert, export, generate and the runs of `compare` are
// written here once; the spec says only what is particular to its puzzle.
import type { Encoding } from '../dsl/encoding.ts';
import { Model } from '../dsl/model.ts';
import type { Named, Registry } from '../dsl/registry.ts';
import type { Formula } from '../solver/export.ts';
import { Loaded, narrowForced, refuseUnsupported } from '../solver/run.ts';
import { z3Session } from '../solver/session.ts';
import { strategies } from '../solver/strategy.ts';
import { type Cell, type Grid, type PartialGrid, agreed, countKnown } from './cells.ts';
import { formatWriter, type Flags, type Input, type Kind, type Options, type SettingFlag } from './kind.ts';
import type { RunRecord } from './record.ts';
import { choicesOf, parseGrid, seconds, solveGrid } from './grid-solve.ts';
import { distrust } from './trust.ts';

/**
 * How a grid kind is solved: its encodings (encodings/<kind>/index.ts), and the defaults. The kind
 * does not import them; the catalogue (src/kinds/index.ts) hands them to gridKind().
 */
export interface GridSolving<Puzzle, C extends Cell> {
  encodings: Registry<Encoding<Puzzle, Grid<C>>>;
  defaultEncoding: string;
  /** The default for this puzzle, where the measured fastest encoding changes with its size. */
  encodingFor?(puzzle: Puzzle): string;
  defaultStrategy: string;
}

/** What a grid kind is, apart from how it is solved: formats, checker, pictures, generator, oracle. */
export interface GridRules<Puzzle, C extends Cell> extends Named {
  /** Bundled puzzles that `demo` solves, as paths relative to the package. */
  examples: string[];
  detect(text: string): boolean;
  /**
   * Reads an instance. `settings`: the values of the setting flags given on the command line
   * (those the spec declares in `settingFlags`), for what its file leaves out; absent or empty when none.
   */
  parse(input: Input, settings?: Record<string, string>): Puzzle;
  /** The settings this kind reads from the command line (`--stars 2`). */
  settingFlags?: SettingFlag[];
  /** The puzz.link puzzle types `parse` reads (src/format/puzzlink.ts), so detection can name them. */
  puzzlinkTypes?: readonly string[];
  /** What a user should know before solving, though it is not an error. */
  warnings?(puzzle: Puzzle): string[];
  /** The independent checker: the rules a grid breaks, in words (empty when it is a solution). */
  verify(puzzle: Puzzle, grid: Grid<C>): string[];
  /** The grid in the kind's notation, one string per row; undecided cells (forced runs) as `?`. */
  rows(grid: PartialGrid<C>): string[];
  /** Reads a solution in that notation (golden `.solution` files). */
  parseSolution(text: string, source: string, puzzle: Puzzle): Grid<C>;
  render: {
    /** The puzzle as on the site, with the grid's cells filled in where known (null: bare puzzle). */
    text(puzzle: Puzzle, grid: PartialGrid<C> | null, options: { colour: boolean }): string;
    svg?(puzzle: Puzzle, grid: PartialGrid<C> | null): string;
  };
  /** Writers for `convert --to`; the first is the default. */
  formats: Record<string, (puzzle: Puzzle) => string>;
  /** A puzzle with a unique solution, for `generate`; `solving`: the kind's encodings, to prove it unique. */
  generate?(options: { size: number; seed: number; settings: Record<string, string> }, solving: GridSolving<Puzzle, C>): Promise<Puzzle>;
  /** Every solution by brute force, up to `limit`: the oracle for small instances in tests. */
  oracle?(puzzle: Puzzle, limit: number): Grid<C>[];
  /** A short description for titles and benchmark groups, e.g. `10x10`. */
  describe(puzzle: Puzzle): string;
  /** Settings of the instance that JSON answers carry (Aquarium's rule, say). */
  settings?(puzzle: Puzzle): Record<string, string | number | boolean>;
  /**
   * The checker on a grid that may be partly marked (serve's Check): the rules the marks already
   * break whatever the unmarked cells turn out to be, each with its cells. On a complete grid it
   * finds what `verify` finds.
   */
  problems?(puzzle: Puzzle, grid: PartialGrid<C>): Problem[];
  /** Serve's play mode: what a player marks a cell with, and where the cells are in the SVG picture. */
  play?: {
    /** The values a click cycles through after "unmarked", with their names (Aquarium: water, air). */
    values: { value: C; name: string; draw?: MarkDrawing }[];
    /** The grid's size, and cell (row, col)'s square in render.svg's units: left + col * cell, top + row * cell. */
    layout(puzzle: Puzzle): { rows: number; cols: number; left: number; top: number; cell: number };
  };
}

/** A grid kind whole: its rules and its encodings. */
export interface GridSpec<Puzzle, C extends Cell> extends GridRules<Puzzle, C>, GridSolving<Puzzle, C> {}

/** A kind made by gridKind(), with the spec it was made from typed. */
export interface GridKind<Puzzle, C extends Cell> extends Kind {
  made: { type: 'grid'; spec: GridSpec<Puzzle, C> };
}

/**
 * How the page draws a player's mark: a filled square (of a CSS colour), a dot, a symbol, or the
 * value's notation as text. By default the first value fills, the second is a dot, others are text.
 */
export type MarkDrawing = { as: 'fill'; colour?: string } | { as: 'dot' } | { as: 'symbol'; symbol: string } | { as: 'text' };

/** A rule a grid breaks, with the cells that break it (counted from 0). */
export interface Problem {
  rule: string;
  message: string;
  cells: { row: number; col: number }[];
}

/** The encoding a puzzle is solved with unless one is asked for: the kind's, for the puzzle's size. */
export { defaultEncodingOf } from './grid-solve.ts';


/**
 * The Kind of a grid puzzle: its rules, solved by its encodings. A plugin may pass one object that
 * carries both.
 */
export function gridKind<P, C extends Cell>(rules: GridRules<P, C>, solving: GridSolving<P, C>): GridKind<P, C>;
export function gridKind<P, C extends Cell>(spec: GridSpec<P, C>): GridKind<P, C>;
export function gridKind<P, C extends Cell>(rules: GridRules<P, C> | GridSpec<P, C>, solving?: GridSolving<P, C>): GridKind<P, C> {
  // One object, so that a plugin's methods that use `this` see the whole spec.
  const spec: GridSpec<P, C> = solving ? { ...rules, ...solving } : (rules as GridSpec<P, C>);
  if (!spec.encodings) throw new TypeError(`gridKind(${rules.id}): no encodings (pass them as the second argument)`);
  const parse = (input: Input, options: Options) => parseGrid(spec, input, options).puzzle;
  const choices = (options: Options, puzzle: P) => choicesOf(spec, options, puzzle);
  const writer = (format: string | undefined) => formatWriter(spec.id, spec.formats, format);
  // Bound, as a call on spec would be (a plugin's spec may use `this`).
  const generate = spec.generate?.bind(spec);

  /** The encoded instance, for `export --smt2` and `--dimacs` (written by src/solver/export.ts). */
  async function formula(input: Input, flags: Flags): Promise<Formula> {
    const puzzle = parse(input, flags);
    const { encoding } = choices(flags, puzzle);
    refuseUnsupported(encoding, puzzle);
    const model = new Model((await z3Session()).z3);
    encoding.encode(model, puzzle);
    const settings = Object.values(spec.settings?.(puzzle) ?? {}).map(String);
    return {
      title: `${encoding.id} on ${input.source} (${[spec.describe(puzzle), ...settings].join(', ')})`,
      constraints: model.drain(), lazyRules: model.lazyRuleNames,
    };
  }

  /**
   * Solve, then prove uniqueness on the same solver (a second check with the first answer blocked);
   * when there are two, go on to the forced cells, which engines must also agree on.
   */
  async function runEngine(input: Input, engine: string, strategy: string, timeoutMs: number): Promise<RunRecord> {
    // compare passes no setting flags: its files carry their settings (or the kind's defaults apply).
    const puzzle = parse(input, {});
    const encoding = spec.encodings.get(engine);
    const started = performance.now();
    const run = await Loaded.load(encoding, puzzle, { strategy, timeoutMs, verify: (grid) => spec.verify(puzzle, grid) });
    const first = await run.next();
    const firstMs = performance.now() - started;
    const second = first.solution ? (run.exclude(run.differsFrom(first.solution.key)), await run.next()) : undefined;
    const narrowed = first.solution && second?.solution ? await narrowForced(run, [first.solution, second.solution]) : undefined;
    const totalMs = performance.now() - started;
    const rejected = first.status === 'rejected' || second?.status === 'rejected' || narrowed?.status === 'rejected';
    const cells = first.solution?.answer.flat().length ?? 0;
    // Counted on the grids: an encoding's answer key need not be one value per cell.
    const forced = narrowed?.forced && countKnown(agreed(narrowed.solutions.map((solution) => solution.answer)));
    const answerOf = (): string => {
      if (rejected) return 'rejected';
      if (!first.solution) return first.status === 'unsat' ? 'no solution' : first.status;
      // A first solution is always followed by a second check, and a second solution by narrowing (above).
      if (!second) throw new Error('internal error: a first solution without a second check');
      if (!second.solution) return second.status === 'unsat' ? 'unique' : `1 solution, then ${second.status}`;
      if (forced !== undefined) return `2+ solutions, ${forced} of ${cells} cells forced`;
      if (!narrowed) throw new Error('internal error: two solutions without the forced cells narrowed');
      return `2+ solutions, forced cells ${narrowed.status}`;
    };
    const answer = answerOf();
    // Unsettled: a solution found, but neither uniqueness nor the forced cells established in time.
    const settled = !first.solution || rejected || second?.status === 'unsat' || forced !== undefined;
    const problems = [...first.problems, ...(second?.problems ?? []), ...(narrowed?.problems ?? [])];
    const report = run.report(rejected ? 'rejected' : first.solution ? 'sat' : first.status, [], false, problems);
    return {
      file: input.source, kind: spec.id, engine: encoding.id, strategy, status: report.status, answer,
      partial: !settled,
      verdict: rejected ? 'rejected' : first.solution ? 'accepted' : '-',
      detail: rejected ? report.problems.join('; ') : first.solution ? `first solution after ${seconds(firstMs)}` : undefined,
      size: report.size, encodeMs: report.timings.encodeMs, solveMs: firstMs, totalMs, statistics: report.statistics,
      group: spec.describe(puzzle),
    };
  }

  return {
    id: spec.id,
    idea: spec.idea,
    made: { type: 'grid', spec },
    examples: spec.examples,
    detect: spec.detect,
    puzzlinkTypes: spec.puzzlinkTypes,
    settingFlags: spec.settingFlags,
    engines: spec.encodings,
    addEncoding: (encoding) => {
      spec.encodings.add(encoding as Encoding<P, Grid<C>>);
      distrust(encoding.id);
    },
    validate: (input) => void parse(input, {}),
    solve: (input, options) => solveGrid(spec, input, options),
    draws: spec.render.svg !== undefined,
    formats: Object.keys(spec.formats),
    convert: (input, flags) => writer(flags.to)(parse(input, flags)),
    formula,
    generate: generate && (async (flags) => {
      const write = writer(flags.to);
      return write(await generate({ size: flags.size ?? 10, seed: flags.seed ?? 1, settings: flags.settings ?? {} }, spec));
    }),
    runEngine,
    // A fresh solver per horizon means nothing to a grid: it would only repeat qf-fd-pb's column.
    // A strategy whose program is missing still gets its row, as 'unsupported'.
    strategiesFor: () => strategies.all().filter((strategy) => !strategy.planningVariantOf).map((strategy) => strategy.id),
  };
}
