// One command-line front for every planning puzzle (water sort, jugs, bridge and torch, river
// crossing): a kind describes itself as a PlanningSpec and planningKind() turns it into a Kind.
import type { CompareRecord } from './contract.ts';
import { runRecord } from './record.ts';
import { UsageError } from '../errors.ts';
import { refuseUnsupported } from '../solver/run.ts';
import type { PlanningEncoding } from '../dsl/encoding.ts';
import { Model } from '../dsl/model.ts';
import { Registry } from '../dsl/registry.ts';
import { schedules } from '../solver/schedule.ts';
import { inTurn, z3Session } from '../solver/session.ts';
import { strategies } from '../solver/strategy.ts';
import { budgetOf, defaultEngineOf, encodingEngine, horizonLimits, moves, type PlanEngine, type Request, searchEngine, seconds } from './engines/engines.ts';
import { stateGraphEngine } from './engines/graph.ts';
import { hornEncoding, hornEngine } from './engines/horn.ts';
import { portfolioEngine } from './engines/portfolio.ts';
import { confirmAnswer } from './engines/confirm.ts';
import { planResult } from './planning-result.ts';
import { distrust } from './trust.ts';
import { Exit, formatWriter, type Input, type Kind, type Options, type Outcome, limitWords } from './kind.ts';
import type { Answer, NoneAnswer, PlanningRules, PlanningSolving, PlanningSpec, RejectedAnswer, UnknownAnswer } from './planning-spec.ts';

export { MAX_HORIZON } from './engines/engines.ts';
export type {
  Answer,
  AnswerBase,
  ImpossibilityProof,
  KnownNone,
  MoveData,
  NoneAnswer,
  PlanAnswer,
  PlanProof,
  PlanningRules,
  PlanningSolving,
  PlanningSpec,
  RejectedAnswer,
  SearchEngine,
  SearchOutcome,
  UnknownAnswer,
} from './planning-spec.ts';

/** A kind made by planningKind(), with the spec it was made from typed. */
export interface PlanningKind<Puzzle, Move> extends Kind {
  made: { type: 'planning'; spec: PlanningSpec<Puzzle, Move> };
}

/** Rules with their solving half (a plugin in JavaScript may pass its rules alone). */
const isPlanningSpec = <P, M>(rules: PlanningRules<P, M> | PlanningSpec<P, M>): rules is PlanningSpec<P, M> => 'encodings' in rules && Boolean(rules.encodings);

/**
 * The Kind of a planning puzzle: its rules, solved by its encodings and its own engines. A plugin
 * may pass one object that carries both.
 */
export function planningKind<P, M>(rules: PlanningRules<P, M>, solving: PlanningSolving<P, M>): PlanningKind<P, M>;
export function planningKind<P, M>(spec: PlanningSpec<P, M>): PlanningKind<P, M>;
export function planningKind<P, M>(rules: PlanningRules<P, M> | PlanningSpec<P, M>, solving?: PlanningSolving<P, M>): PlanningKind<P, M> {
  // One object, so that a plugin's methods that use `this` see the whole spec.
  const given = solving ? { ...rules, ...solving } : rules;
  if (!isPlanningSpec(given)) throw new TypeError(`planningKind(${rules.id}): no encodings (pass them as the second argument)`);
  const spec: PlanningSpec<P, M> = given;
  const horn = hornEncoding(spec);
  const graph = stateGraphEngine(spec);
  const engines = new Registry<PlanEngine<P, M>>('engine', [
    searchEngine(spec),
    ...spec.encodings.all().map((encoding) => encodingEngine(spec, encoding)),
    ...(horn ? [hornEngine(spec, horn)] : []),
    ...(graph ? [graph] : []),
  ]);
  engines.add(portfolioEngine(spec, () => engines.all()));
  const { refuse: refuseHorizon } = horizonLimits(spec);
  // Bound, as a call on spec would be (a plugin's spec may use `this`).
  const svg = spec.svg?.bind(spec);

  /**
   * The engine's answer to the request; with `confirm`, a claim of an engine a plugin added is
   * confirmed by a built-in one first (compare confirms across its runs instead).
   */
  async function answer(input: Input, puzzle: P, flags: Options, limit: number, mode: Request<P>['mode'], asked?: string, confirm = true): Promise<Answer<M>> {
    const engine = engines.get(flags.engine ?? flags.encoding ?? defaultEngineOf(spec, puzzle));
    if (!engine.encoded) {
      // An unknown name is reported as such first.
      if (flags.strategy !== undefined) strategies.get(flags.strategy);
      if (flags.schedule !== undefined) schedules.get(flags.schedule);
      const flag = flags.strategy !== undefined ? '--strategy' : flags.schedule !== undefined ? '--schedule' : undefined;
      if (flag) throw new UsageError(`${flag} is for Z3 encodings; ${engine.id} is ${engine.noun} and takes none (pick an encoding with --engine)`);
    }
    if (flags.portfolioSearch && engine.id !== `${spec.id}/portfolio`) throw new UsageError(`--portfolio-search is for ${spec.id}/portfolio, not ${engine.id}`);
    // In its turn in the session's context, as every run (inTurn): an engine
    // that is no search builds and checks there too (the Horn and state-graph engines).
    return inTurn(async () => {
      const result = await engine.answer({ puzzle, flags, limit, mode, progress: flags.progress, asked, input });
      return confirm ? confirmAnswer(spec, engines, puzzle, result, budgetOf(flags) - result.ms) : result;
    });
  }

  /** Words that follow a claim a built-in engine confirmed. */
  const confirmedWords = (result: Answer<M>) => (result.confirmedBy ? ` (confirmed by ${result.confirmedBy.engine})` : '');

  /** The moves as the text form shows them (--show: the state after each move too). */
  function planText(puzzle: P, plan: M[], view: { colour: boolean; show?: boolean }): string {
    const lines = plan.map((move, i) => `${spec.formatMove(puzzle, move, i, plan)}\n`).join('');
    const summary = spec.summary ? `${spec.summary(puzzle, plan)}\n` : '';
    // The states end with a line break whatever the kind's drawing does: the output is whole lines.
    const states = view.show && spec.renderStates ? spec.renderStates(puzzle, plan, view).replace(/\n?$/, '\n') : '';
    return lines + summary + states;
  }

  /**
   * "none" within a horizon; strengthened to "impossible" when the kind can prove it within
   * `budgetMs`. The same words for `solve`, `check` and the records of `compare` and bench.
   */
  async function explainNone(puzzle: P, result: NoneAnswer<M>, budgetMs: number) {
    if (result.upTo === Infinity) return `impossible: ${result.certificate}${confirmedWords(result)}`;
    const started = performance.now();
    const proof =
      spec.proveImpossible && budgetMs > 0
        ? await spec.proveImpossible(puzzle, { upTo: result.upTo, engine: result.engine, timeoutMs: budgetMs }, spec)
        : undefined;
    if (spec.proveImpossible) {
      result.proofMs = performance.now() - started;
      result.ms += result.proofMs;
    }
    if (proof) {
      result.upTo = Infinity;
      result.proof = { ...proof, upTo: Infinity };
      return `impossible: proved by ${proof.method}: ${proof.explanation}${confirmedWords(result)}`;
    }
    return `no plan of at most ${moves(result.upTo)} exists (${result.certificate})${confirmedWords(result)}`;
  }

  /** An Outcome of a planning command: the result in the contract, with the text's verdict as its message. */
  function outcome(command: 'solve' | 'check', input: Input, puzzle: P, result: Answer<M>, exit: number, message: string, within?: number): Outcome {
    return {
      result: planResult(spec, { command, input, puzzle, result, message, within }),
      exit,
      warnings: [],
      errors: [],
      notes: [],
      text: () => `${message}\n`,
    };
  }

  /** A run that gave no answer to show: a refuted claim or rejected plan (exit 4), or unknown (exit 3). */
  function failure(
    command: 'solve' | 'check',
    input: Input,
    puzzle: P,
    result: RejectedAnswer<M> | UnknownAnswer<M>,
    options: Options,
    within?: number,
  ): Outcome {
    if (result.status === 'rejected') {
      const message = result.refuted ?? `${result.engine} produced a plan the simulator rejects`;
      const error = result.refuted ?? `internal error: ${message}: ${result.problems.join('; ')}`;
      return { ...outcome(command, input, puzzle, result, Exit.internal, message, within), errors: [`puzzlebench: ${error}`], text: () => '' };
    }
    // The time it took: a search that reached its state limit stopped before the timeout; a run out
    // of time took the whole --timeout asked (its own clock starts after start-up, reading and
    // encoding, so it reads less, and its budget was what start-up had left of T).
    const spent = result.status === 'unknown' && result.reason === 'timeout' ? limitWords(options) : seconds(Math.min(budgetOf(options), result.ms));
    const message = `unknown after ${spent} (${result.engine}: ${result.certificate})`;
    return outcome(command, input, puzzle, result, Exit.unknown, message, within);
  }

  async function solvePlan(input: Input, options: Options): Promise<Outcome> {
    const puzzle = spec.parse(input);
    const limit = options.maxHorizon ?? spec.maxHorizon(puzzle);
    const result = await answer(input, puzzle, options, limit, 'shortest', options.maxHorizon === undefined ? undefined : '--max-horizon');
    if (result.status === 'rejected' || result.status === 'unknown') return failure('solve', input, puzzle, result, options);
    if (result.status === 'none') {
      const text = await explainNone(puzzle, result, budgetOf(options) - result.ms);
      return outcome('solve', input, puzzle, result, Exit.none, text);
    }
    const { plan } = result;
    // A schedule that ran out of time between a plan and its proof leaves the plan unproved.
    const optimal = result.optimal === false ? `shortest ${result.certificate}` : `optimal: ${result.certificate}${confirmedWords(result)}`;
    const solved = `solved in ${moves(plan.length)} by ${result.engine}${result.strategy === 'native' ? '' : ` (${result.strategy})`}, ${seconds(result.ms)}; verified by the simulator`;
    return {
      ...outcome('solve', input, puzzle, result, Exit.solved, `${solved}; ${optimal}`),
      text: (view) => `${solved}\n${options.optimal ? `${optimal}\n` : ''}${planText(puzzle, plan, view)}`,
      ...(svg && { svg: () => svg(puzzle, plan) }),
    };
  }

  async function checkPlan(input: Input, options: Options): Promise<Outcome> {
    const puzzle = spec.parse(input);
    const { within } = options;
    // The command line, the API and serve all require --within for check.
    if (within === undefined) throw new Error('internal error: check without --within');
    const result = await answer(input, puzzle, options, within, 'within', '--within');
    if (result.status === 'rejected' || result.status === 'unknown') return failure('check', input, puzzle, result, options, within);
    if (result.status === 'none') {
      const text = await explainNone(puzzle, result, budgetOf(options) - result.ms);
      return {
        ...outcome('check', input, puzzle, result, Exit.none, `solvable within ${within}: no; ${text}`, within),
        text: () => `solvable within ${within}: no\n${text}\n`,
      };
    }
    const { plan } = result;
    const yes = `solvable within ${within}: yes (${moves(plan.length)}, ${result.engine}; verified by the simulator)`;
    return {
      ...outcome('check', input, puzzle, result, Exit.solved, yes, within),
      text: (view) => `${yes}\n${planText(puzzle, plan, view)}`,
      ...(svg && { svg: () => svg(puzzle, plan) }),
    };
  }

  return {
    id: spec.id,
    idea: spec.idea,
    made: { type: 'planning', spec },
    defaults: { engine: spec.defaultEngine, strategy: spec.defaultStrategy ?? 'qf-fd' },
    examples: spec.examples,
    engines,
    detect: spec.detect,
    addEncoding(added) {
      // registerPlugin has checked its shape; that it is an encoding of this kind is the plugin's word.
      const encoding = added as PlanningEncoding<P, M>;
      spec.encodings.add(encoding);
      distrust(encoding.id);
      engines.add(encodingEngine(spec, encoding));
    },
    strategiesFor: (engine) => (engines.get(engine).encoded ? strategies.ids() : ['native']),
    validate: (input) => void spec.parse(input),

    draws: spec.svg !== undefined,

    solve: (input, options) => solvePlan(input, options),
    check: (input, options) => checkPlan(input, options),

    formats: Object.keys(spec.formats),
    answerFormats: [],
    convert: (input, flags) => formatWriter(spec.id, spec.formats, flags.to)(spec.parse(input)),

    async formula(input, flags) {
      const puzzle = spec.parse(input);
      const encoding = spec.encodings.get(flags.engine ?? flags.encoding ?? spec.encodings.ids()[0]);
      refuseUnsupported(encoding, puzzle);
      const horizon = flags.horizon ?? spec.lowerBound(puzzle);
      refuseHorizon(puzzle, encoding.id, horizon, flags.horizon === undefined ? 'the lower bound' : '--horizon');
      const model = new Model((await z3Session()).z3);
      const timeline = encoding.encode(model, puzzle);
      for (let t = 0; t < horizon; t++) timeline.step(t);
      return {
        title: `${encoding.id} on ${input.source}, horizon ${horizon}`,
        constraints: [...model.drain(), ...timeline.goal(horizon)],
        lazyRules: model.lazyRuleNames,
        reachability: model.reachability,
      };
    },

    async runEngine(input, engine, strategy, timeoutMs): Promise<CompareRecord> {
      const puzzle = spec.parse(input);
      const limit = spec.maxHorizon(puzzle);
      // The search engine runs as itself under any strategy: Z3 is not asked.
      const viaZ3 = strategy !== 'native' && engines.get(engine).encoded;
      const result = await answer(
        input,
        puzzle,
        { engine, strategy: viaZ3 ? strategy : undefined, timeout: timeoutMs / 1000 },
        limit,
        'shortest',
        undefined,
        false,
      );
      const answeredMs = result.ms;
      // The proof the solve command would print, so that compare and bench name it too. `answer`
      // stays 'no plan' either way: a horizon exhausted and a proof for all horizons agree.
      const none = result.status === 'none' ? await explainNone(puzzle, result, timeoutMs - result.ms) : undefined;
      const status = ({ plan: 'sat', none: 'unsat', unknown: 'timeout', rejected: 'rejected' } as const)[result.status];
      const solveAt = result.horizons.find((step) => step.status === 'sat');
      return runRecord({
        file: input.source,
        kind: spec.id,
        engine: result.engine,
        strategy: result.strategy,
        status,
        answer:
          result.status === 'plan'
            ? `${result.optimal === false ? 'a plan of' : 'optimum'} ${result.plan.length}`
            : result.status === 'none'
              ? 'no plan'
              : result.status,
        // A plan not shown shortest is held only against runs that say there is none (a plan the
        // portfolio's simulator rejected keeps the worker's 'optimal' beside status 'rejected').
        ...('optimal' in result && result.optimal === false && { partial: true }),
        verdict: result.status === 'plan' ? 'accepted' : result.status === 'rejected' ? 'rejected' : '-',
        detail: none ?? result.certificate,
        size: result.report?.size,
        encodeMs: result.report?.encodeMs,
        solveMs: solveAt?.ms ?? answeredMs,
        totalMs: result.ms,
        statistics: result.report?.statistics,
        group: spec.group?.(puzzle),
      });
    },
  };
}
