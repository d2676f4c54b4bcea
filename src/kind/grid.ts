// One command-line front for every grid puzzle (Aquarium, and the Puzzle Team kinds to come): a
// kind describes itself as a GridSpec and gridKind() turns it into a Kind. Solve, uniqueness,
// counting, forced cells, JSON, SVG, convert, export, generate and the runs of `compare` are
// written here once; the spec says only what is particular to its puzzle.
import type { Encoding } from '../dsl/encoding.ts';
import { Model } from '../dsl/model.ts';
import type { Formula } from '../solver/export.ts';
import { Loaded, narrowForced, refuseUnsupported } from '../solver/run.ts';
import { z3Session } from '../solver/session.ts';
import { strategies } from '../solver/strategy.ts';
import { type Cell, type Grid, type PartialGrid, agreed, countKnown } from './cells.ts';
import type { GridRules, GridSolving, GridSpec } from './grid-spec.ts';
import { formatWriter, type Flags, type Input, type Kind, type Options } from './kind.ts';
import type { CompareRecord } from './contract.ts';
import { runRecord } from './record.ts';
import { choicesOf, formsOf, parseGrid, seconds, solveGrid } from './grid-solve.ts';
import { builtIn, distrust } from './trust.ts';
import { answerWriters } from './answer-formats.ts';

export type { CellLayout, GridRules, GridSolving, GridSpec, LinePlay, MarkDrawing, Problem, PzprForm, Segment } from './grid-spec.ts';

/** A kind made by gridKind(), with the spec it was made from typed. */
export interface GridKind<Puzzle, C extends Cell> extends Kind {
  made: { type: 'grid'; spec: GridSpec<Puzzle, C> };
}

/** The encoding a puzzle is solved with unless one is asked for: the kind's, for the puzzle's size. */
export { defaultEncodingOf } from './grid-solve.ts';

/** Rules with their solving half (a plugin in JavaScript may pass its rules alone). */
const isGridSpec = <P, C extends Cell>(rules: GridRules<P, C> | GridSpec<P, C>): rules is GridSpec<P, C> => 'encodings' in rules && Boolean(rules.encodings);

/**
 * The Kind of a grid puzzle: its rules, solved by its encodings. A plugin may pass one object that
 * carries both.
 */
export function gridKind<P, C extends Cell>(rules: GridRules<P, C>, solving: GridSolving<P, C>): GridKind<P, C>;
export function gridKind<P, C extends Cell>(spec: GridSpec<P, C>): GridKind<P, C>;
export function gridKind<P, C extends Cell>(rules: GridRules<P, C> | GridSpec<P, C>, solving?: GridSolving<P, C>): GridKind<P, C> {
  // One object, so that a plugin's methods that use `this` see the whole spec.
  const given = solving ? { ...rules, ...solving } : rules;
  if (!isGridSpec(given)) throw new TypeError(`gridKind(${rules.id}): no encodings (pass them as the second argument)`);
  const spec: GridSpec<P, C> = given;
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
      constraints: model.drain(),
      lazyRules: model.lazyRuleNames,
      reachability: model.reachability,
      variables: model.size().variables,
    };
  }

  /**
   * Solve, then prove uniqueness on the same solver (a second check with the first answer blocked);
   * when there are two, go on to the forced cells, which engines must also agree on.
   */
  async function runEngine(input: Input, engine: string, strategy: string, timeoutMs: number): Promise<CompareRecord> {
    // compare passes no setting flags: its files carry their settings (or the kind's defaults apply).
    const puzzle = parse(input, {});
    const encoding = spec.encodings.get(engine);
    const started = performance.now();
    const options = { strategy, timeoutMs, verify: (grid: Grid<C>) => spec.verify(puzzle, grid), standIn: builtIn(spec.id, encoding.id) };
    return Loaded.with(encoding, puzzle, options, async (run) => {
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
      return runRecord({
        file: input.source,
        kind: spec.id,
        engine: encoding.id,
        strategy,
        status: report.status,
        answer,
        partial: !settled,
        verdict: rejected ? 'rejected' : first.solution ? 'accepted' : '-',
        // A formula of constants is decided without a solver (src/solver/closed.ts): said, so that
        // the strategies' rows are not read as a race they did not run.
        detail: rejected
          ? report.problems.join('; ')
          : [first.solution && `first solution after ${seconds(firstMs)}`, !report.searched && 'decided by its deductions, no search']
              .filter(Boolean)
              .join(', ') || undefined,
        size: report.size,
        encodeMs: report.timings.encodeMs,
        solveMs: firstMs,
        totalMs,
        statistics: report.statistics,
        group: spec.describe(puzzle),
      });
    });
  }

  return {
    id: spec.id,
    idea: spec.idea,
    made: { type: 'grid', spec },
    examples: spec.examples,
    detect: spec.detect,
    precedes: spec.precedes,
    puzzlinkTypes: spec.puzzlinkTypes,
    pzprForms: formsOf(spec),
    settingFlags: spec.settingFlags,
    engines: spec.encodings,
    defaults: { engine: spec.defaultEncoding, strategy: spec.defaultStrategy },
    addEncoding: (encoding) => {
      // registerPlugin has checked its shape; that it is an encoding of this kind is the plugin's word.
      spec.encodings.add(encoding as Encoding<P, Grid<C>>);
      distrust(encoding.id);
    },
    validate: (input) => void parse(input, {}),
    solve: (input, options) => solveGrid(spec, input, options),
    draws: spec.render.svg !== undefined,
    formats: Object.keys(spec.formats),
    answerFormats: Object.keys(answerWriters(spec)),
    convert: (input, flags) => writer(flags.to)(parse(input, flags)),
    formula,
    generate:
      generate &&
      (async (flags) => {
        const write = writer(flags.to);
        return write(await generate({ size: flags.size ?? 10, seed: flags.seed ?? 1, settings: flags.settings ?? {} }, spec));
      }),
    runEngine,
    // A fresh solver per horizon means nothing to a grid: it would only repeat qf-fd-pb's column.
    // A strategy whose program is missing still gets its row, as 'unsupported'.
    strategiesFor: () =>
      strategies
        .all()
        .filter((strategy) => !strategy.planningVariantOf)
        .map((strategy) => strategy.id),
  };
}
