// One command-line front for every grid puzzle (Aquarium, and the Puzzle Team kinds to come): a
// kind describes itself as a GridSpec and gridKind() turns it into a Kind. Solve, uniqueness,
// counting, forced cells, JSON, SVG, convert, export, generate and the runs of `compare` are
// written here once; the spec says only what is particular to its puzzle.
import type { Encoding } from '../dsl/encoding.ts';
import { Model } from '../dsl/model.ts';
import type { Named, Registry } from '../dsl/registry.ts';
import { UsageError } from '../format/errors.ts';
import type { Formula } from '../solver/export.ts';
import { Loaded, type SolveReport, forcedCells, narrowForced, refuseUnsupported, solve } from '../solver/run.ts';
import { z3Session } from '../solver/session.ts';
import { strategies } from '../solver/strategy.ts';
import { type Cell, type Grid, type PartialGrid, agreed, countKnown, differences } from './cells.ts';
import { writeOutput } from './input.ts';
import { Exit, formatWriter, type Flags, type Input, type Kind, type Output, type SettingFlag } from './kind.ts';
import type { RunRecord } from './record.ts';
import { header, printResult, sizeOf, timingsOf } from './result.ts';
import { type Confirmation, type GridClaim, type Unconfirmed, confirmGrid, confirmedBy } from './confirm.ts';
import { distrust, trusted } from './trust.ts';

export interface GridSpec<Puzzle, C extends Cell> extends Named {
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
  encodings: Registry<Encoding<Puzzle, Grid<C>>>;
  defaultEncoding: string;
  /** The default for this puzzle, where the measured fastest encoding changes with its size. */
  encodingFor?(puzzle: Puzzle): string;
  defaultStrategy: string;
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
  /** A puzzle with a unique solution, for `generate`. */
  generate?(options: { size: number; seed: number; settings: Record<string, string> }): Promise<Puzzle>;
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
    values: { value: C; name: string }[];
    /** The grid's size, and cell (row, col)'s square in render.svg's units: left + col * cell, top + row * cell. */
    layout(puzzle: Puzzle): { rows: number; cols: number; left: number; top: number; cell: number };
  };
}

/** A rule a grid breaks, with the cells that break it (counted from 0). */
export interface Problem {
  rule: string;
  message: string;
  cells: { row: number; col: number }[];
}

/** The encoding a puzzle is solved with unless one is asked for: the kind's, for the puzzle's size. */
export const defaultEncodingOf = <P, C extends Cell>(spec: GridSpec<P, C>, puzzle: P) => spec.encodingFor?.(puzzle) ?? spec.defaultEncoding;

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

export function gridKind<P, C extends Cell>(spec: GridSpec<P, C>): Kind {
  function parse(input: Input, flags: Flags, io?: Output): P {
    const puzzle = spec.parse(input, flags.settings ?? {});
    for (const warning of spec.warnings?.(puzzle) ?? []) io?.err(`${input.source}: warning: ${warning}\n`);
    return puzzle;
  }

  function choices(flags: Flags, puzzle: P) {
    return {
      encoding: spec.encodings.get(flags.engine ?? flags.encoding ?? defaultEncodingOf(spec, puzzle)),
      strategy: strategies.get(flags.strategy ?? spec.defaultStrategy).id,
      timeoutMs: (flags.timeout ?? 60) * 1000,
    };
  }

  const writer = (format: string | undefined) => formatWriter(spec.id, spec.formats, format);

  /** Refused before any solving: a picture the kind cannot draw. */
  function refusePicture(flags: Flags) {
    if (flags.svg && !spec.render.svg) throw new UsageError(`${spec.id} puzzles have no SVG picture yet (drop --svg)`);
  }

  /** The fields of a JSON result that say how the answer was sought. */
  function runOf(input: Input, puzzle: P, report: SolveReport<Grid<C>>, engine: string, strategy: string, totalMs: number) {
    const settings = spec.settings?.(puzzle);
    return {
      ...header('solve', spec.id, input.source), engine, strategy, ...(settings && { settings }),
      timings: timingsOf({ encodeMs: report.timings.encodeMs, solveMs: report.timings.solveMs, totalMs }), size: sizeOf(report.size),
    };
  }

  /** Says why there is no answer to show (on stdout, or as JSON), and the exit status that goes with it. */
  function noAnswer(report: SolveReport<Grid<C>>, run: ReturnType<typeof runOf>, timeoutMs: number, io: Output, json?: boolean, confirmation?: Confirmation): number {
    if (confirmation && confirmation.outcome !== 'confirmed') return unconfirmed(confirmation, run, timeoutMs, io, json);
    if (report.status === 'rejected') {
      const message = `${run.engine} produced a grid the checker rejects`;
      io.err(`puzzlebench: internal error: ${message}: ${report.problems.join('; ')}\n`);
      if (json) printResult(io, { ...run, status: 'invalid', reason: 'rejected', message, error: { message, problems: report.problems } });
      return Exit.internal;
    }
    const none = report.status === 'unsat';
    const message = none
      ? `no solution: the clues contradict the rules${confirmation ? ` (confirmed by ${confirmation.by})` : ''}`
      : `unknown after ${seconds(Math.min(timeoutMs, report.timings.encodeMs + report.timings.solveMs))} (${report.status})`;
    if (!json) io.out(`${message}\n`);
    else if (none) {
      const proof = { method: 'unsat', explanation: `${run.engine} under ${run.strategy}: the formula is unsat` };
      printResult(io, { ...run, status: 'no-solution', message, proof, ...(confirmation?.outcome === 'confirmed' && { confirmedBy: confirmedBy(confirmation) }) });
    }
    else printResult(io, { ...run, status: 'unknown', reason: report.status, message });
    return none ? Exit.none : Exit.unknown;
  }

  /**
   * A claim of an engine that is not trusted, refuted by a built-in one (exit 4: the engine is
   * wrong, and no answer is shown) or not confirmed in time (exit 3: unknown, never a proof).
   */
  function unconfirmed(confirmation: Unconfirmed, run: ReturnType<typeof runOf>, timeoutMs: number, io: Output, json?: boolean): number {
    if (confirmation.outcome === 'refuted') {
      io.err(`puzzlebench: ${confirmation.message}\n`);
      if (json) printResult(io, { ...run, status: 'invalid', reason: 'rejected', message: confirmation.message, error: { message: confirmation.message } });
      return Exit.internal;
    }
    const message = `unknown after ${seconds(timeoutMs)} (${confirmation.message})`;
    if (json) printResult(io, { ...run, status: 'unknown', reason: 'unconfirmed', message });
    else io.out(`${message}\n`);
    return Exit.unknown;
  }

  /**
   * What a run claims that no checker can test: no solution, or (its search finished) that the
   * grids found are all there are, or the forced cells. Only an engine that is not trusted has it
   * confirmed; the built-in ones are complete.
   */
  function claimOf(engine: string, report: SolveReport<Grid<C>>, grids: Grid<C>[], forced: boolean): GridClaim<C> | undefined {
    if (trusted(engine) || report.status === 'rejected') return undefined;
    if (grids.length === 0) return report.status === 'unsat' ? { engine, grids } : undefined;
    if (forced) return 'forced' in report && report.forced !== undefined ? { engine, grids, forced: agreed(grids) } : undefined;
    return report.complete ? { engine, grids } : undefined;
  }

  async function solveCommand(input: Input, flags: Flags, io: Output): Promise<number> {
    refusePicture(flags);
    const puzzle = parse(input, flags, io);
    const { encoding, strategy, timeoutMs } = choices(flags, puzzle);
    const options = { strategy, timeoutMs, verify: (grid: Grid<C>) => spec.verify(puzzle, grid) };
    const started = performance.now();
    const limit = flags.count ?? (flags.unique || flags.json ? 2 : 1);
    const report = flags.forced ? await forcedCells(encoding, puzzle, options) : await solve(encoding, puzzle, { ...options, limit });
    const totalMs = performance.now() - started;
    const grids = report.solutions.map((solution) => solution.answer);
    const claim = claimOf(encoding.id, report, grids, !!flags.forced);
    const confirmation = claim && await confirmGrid(spec, puzzle, claim, timeoutMs - totalMs);
    const run = runOf(input, puzzle, report, encoding.id, strategy, performance.now() - started);
    if (report.status === 'rejected' || grids.length === 0) return noAnswer(report, run, timeoutMs, io, flags.json, confirmation);
    if (confirmation && confirmation.outcome !== 'confirmed') return unconfirmed(confirmation, run, timeoutMs, io, flags.json);
    const by = confirmation ? `confirmed by ${confirmation.by}` : '';
    const confirmed = by && ` (${by})`;
    const proved = report.complete && grids.length === 1;
    const unique = proved ? true : grids.length > 1 ? false : null;
    // Forced cells are known only when the search finished; cells that agree so far are not.
    const settled = !flags.forced || ('forced' in report && report.forced !== undefined);
    const forced = flags.forced && settled ? agreed(grids) : undefined;
    const differ = grids.length > 1 ? differences(grids[0], grids[1]) : [];
    const cells = grids[0].flat().length;
    const counted = report.complete ? `that is all of them${confirmed}` : grids.length === flags.count ? `there may be more (limit ${flags.count})` : `search stopped: ${report.status}`;
    // The line that says what was established, in the text and as the JSON message alike.
    const verdict = flags.forced
      ? forced
        ? `forced: ${countKnown(forced)} of ${cells} cells are the same in every solution${proved ? ' (the solution is unique)' : ''}${confirmed}`
        : `forced cells: unknown after ${seconds(timeoutMs)} (${report.status}); one solution is shown`
      : flags.count !== undefined ? `${grids.length} solution${grids.length === 1 ? '' : 's'}; ${counted}`
      : proved ? `unique: yes (proved${by && `; ${by}`})`
      : differ.length > 0 ? `unique: no; they differ in ${differ.length} cells: ${differ.map((cell) => cell.name).join(' ')}`
      : `unique: unknown after ${seconds(timeoutMs)} (${report.status})`;
    if (flags.svg) {
      writeOutput(flags.svg, spec.render.svg!(puzzle, forced ?? grids[0]));
      if (flags.svg !== '-') io.err(`wrote ${flags.svg}\n`);
    }
    if (flags.json) {
      const answer = {
        type: 'grid' as const, grid: spec.rows(grids[0]), solutions: grids.length, complete: report.complete, unique,
        ...(flags.count !== undefined && { grids: grids.map(spec.rows) }),
        ...(flags.forced && { forced: forced ? spec.rows(forced) : null }),
        ...(flags.unique && grids.length > 1 && { second: spec.rows(grids[1]) }),
        ...(differ.length > 0 && { differing: differ }),
      };
      if (flags.forced && !forced) {
        printResult(io, { ...run, status: 'unknown', reason: report.status, message: verdict, answer });
        return Exit.unknown;
      }
      const message = flags.forced || flags.count !== undefined ? verdict : `solved by ${encoding.id} (${strategy}); ${verdict}`;
      const proof = forced
        ? { method: 'unsat after excluding the forced values', explanation: 'no solution differs from the forced cells in any of them' }
        : report.complete
          ? { method: 'unsat after excluding the solutions found', explanation: `no solution other than the ${grids.length === 1 ? 'one' : grids.length} found` }
          : undefined;
      const confirmedClaim = confirmation?.outcome === 'confirmed' && { confirmedBy: confirmedBy(confirmation) };
      printResult(io, { ...run, status: 'solved', message, answer, ...(proof && { proof }), ...confirmedClaim });
      return Exit.solved;
    }
    const render = (grid: PartialGrid<C>) => spec.render.text(puzzle, grid, { colour: io.colour });
    if (flags.forced) {
      io.out(render(forced ?? grids[0]));
      io.out(`${verdict}\n`);
      return forced ? Exit.solved : Exit.unknown;
    }
    if (flags.count !== undefined) {
      grids.forEach((grid, i) => io.out(`solution ${i + 1}:\n${render(grid)}`));
      io.out(`${verdict}\n`);
      return Exit.solved;
    }
    io.out(render(grids[0]));
    if (flags.unique) {
      if (differ.length > 0) {
        io.out(`unique: no; a second solution:\n${render(grids[1])}`);
        io.out(`they differ in ${differ.length} cells: ${differ.map((cell) => cell.name).join(' ')}\n`);
      } else io.out(`${verdict}\n`);
    }
    const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    const lazy = report.size.lazy ? `, ${plural(report.size.lazy.cuts, 'lazy cut')} in ${plural(report.size.lazy.rounds, 'repeated check')}` : '';
    io.err(`${encoding.id} under ${strategy}: ${seconds(report.timings.encodeMs + report.timings.solveMs)} (${seconds(totalMs)} with Z3 start-up${lazy})\n`);
    return Exit.solved;
  }

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
    const answer = rejected ? 'rejected'
      : !first.solution ? (first.status === 'unsat' ? 'no solution' : first.status)
      : second!.solution ? (forced === undefined ? `2+ solutions, forced cells ${narrowed!.status}` : `2+ solutions, ${forced} of ${cells} cells forced`)
      : second!.status === 'unsat' ? 'unique' : `1 solution, then ${second!.status}`;
    // Unsettled: a solution found, but neither uniqueness nor the forced cells established in time.
    const settled = !first.solution || rejected || second!.status === 'unsat' || forced !== undefined;
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
    solve: solveCommand,
    formats: Object.keys(spec.formats),
    convert: (input, flags) => writer(flags.to)(parse(input, flags)),
    formula,
    generate: spec.generate && (async (flags) => {
      const write = writer(flags.to);
      return write(await spec.generate!({ size: flags.size ?? 10, seed: flags.seed ?? 1, settings: flags.settings ?? {} }));
    }),
    runEngine,
    // A fresh solver per horizon means nothing to a grid: it would only repeat qf-fd-pb's column.
    // A strategy whose program is missing still gets its row, as 'unsupported'.
    strategiesFor: () => strategies.all().filter((strategy) => !strategy.planningVariantOf).map((strategy) => strategy.id),
  };
}
