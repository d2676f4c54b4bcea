// One command-line front for every planning puzzle (water sort, jugs, bridge and torch, river
// crossing): a kind describes itself as a PlanningSpec and planningKind() turns it into a Kind.
import type { RunRecord } from './record.ts';
import { UsageError } from '../format/errors.ts';
import type { PlanningEncoding } from '../dsl/encoding.ts';
import { Model } from '../dsl/model.ts';
import { type Named, Registry } from '../dsl/registry.ts';
import { searchHorizons, type HorizonReport, type HorizonStep } from '../solver/horizon.ts';
import { z3Session } from '../solver/session.ts';
import { strategies } from '../solver/strategy.ts';
import { writeOutput } from './input.ts';
import { Exit, formatWriter, type Flags, type Input, type Kind, type Output } from './kind.ts';

/** An explicit-state engine: exact and optimal, the oracle for every Z3 claim. */
export interface SearchEngine<Puzzle, Move> extends Named {
  search(puzzle: Puzzle, options: { timeoutMs: number }): SearchOutcome<Move>;
}

export interface SearchOutcome<Move> {
  /** solved: `plan` is a shortest plan; unsolvable: every reachable state was explored; limit: gave up. */
  status: 'solved' | 'unsolvable' | 'limit';
  plan?: Move[];
  /** States explored, for the report. */
  explored: number;
}

/** What an engine has already established before a proof of impossibility is asked for. */
export interface KnownNone {
  /** No plan of at most this many moves exists. */
  upTo: number;
  engine: string;
  /** The time left of the run's budget: a proof should give up (return undefined) once it is spent. */
  timeoutMs?: number;
}

/** A proof that no plan of any length exists, with the method named. */
export interface ImpossibilityProof {
  method: string;
  explanation: string;
}

export interface PlanningSpec<Puzzle, Move> extends Named {
  examples: string[];
  detect(text: string): boolean;
  parse(input: Input): Puzzle;
  encodings: Registry<PlanningEncoding<Puzzle, Move>>;
  search: SearchEngine<Puzzle, Move>;
  /** The engine used when the user names none: it must answer each bundled example within seconds. */
  defaultEngine: string;
  /** The strategy for encodings when the user names none (default: qf-fd). */
  defaultStrategy?: string;
  /** The independent simulator: why a plan fails (empty when it reaches the goal). */
  verify(puzzle: Puzzle, plan: Move[]): string[];
  /** An admissible lower bound on the number of moves. */
  lowerBound(puzzle: Puzzle): number;
  /** The longest horizon tried when the user gives none. */
  maxHorizon(puzzle: Puzzle): number;
  /**
   * A sound proof that no plan of any length exists, when the kind has one. `known.upTo`: it is
   * already established (by `known.engine`) that no plan of at most that many moves exists.
   */
  proveImpossible?(puzzle: Puzzle, known?: KnownNone): Promise<ImpossibilityProof | undefined>;
  /** One numbered line per move, e.g. "7. tube 3 -> tube 9: 2 x red". */
  formatMove(puzzle: Puzzle, move: Move, index: number, plan: Move[]): string;
  /** A line after the moves, for a plan's cost where moves are not all alike ("17 min in all"). */
  summary?(puzzle: Puzzle, plan: Move[]): string;
  /** The states after each move, for --show. */
  renderStates?(puzzle: Puzzle, plan: Move[], options: { colour: boolean }): string;
  svg?(puzzle: Puzzle, plan: Move[]): string;
  /** Writers for `convert --to`; the first is the default. */
  formats: Record<string, (puzzle: Puzzle) => string>;
  /** A label for benchmark tables, e.g. "9 tubes". */
  group?(puzzle: Puzzle): string;
}

/** What one engine concluded about a puzzle within a horizon limit. */
interface Answer<Move> {
  status: 'plan' | 'none' | 'unknown' | 'rejected';
  engine: string;
  strategy: string;
  plan?: Move[];
  /** For 'none': the largest horizon covered, or Infinity when every length is excluded. */
  upTo?: number;
  /** How the answer was established, in words. */
  certificate: string;
  problems: string[];
  horizons: HorizonStep[];
  report?: HorizonReport<Move>;
  ms: number;
  /** Time spent on a proof of impossibility after the engine answered 'none'. */
  proofMs?: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const budgetOf = (flags: Flags) => (flags.timeout ?? 60) * 1000;
const moves = (count: number) => `${count} ${count === 1 ? 'move' : 'moves'}`;
/** Timings in JSON and run records: a tenth of a millisecond is finer than any run repeats. */
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;
const optionalMs = (ms: number | undefined) => (ms === undefined ? undefined : roundMs(ms));
const roundTimings = (key: string, value: unknown) => (typeof value === 'number' && /^ms$|Ms$/.test(key) ? roundMs(value) : value);

export function planningKind<P, M>(spec: PlanningSpec<P, M>): Kind {
  const engines = new Registry<Named>('engine', [spec.search, ...spec.encodings.all()]);

  /** Refused before any solving: a picture the kind cannot draw. */
  function refusePicture(flags: Flags) {
    if (flags.svg && !spec.svg) throw new UsageError(`${spec.id} plans have no SVG picture yet (drop --svg)`);
  }

  async function answer(puzzle: P, flags: Flags, limit: number, io?: Output): Promise<Answer<M>> {
    const engine = engines.get(flags.engine ?? flags.encoding ?? spec.defaultEngine);
    if (flags.strategy !== undefined && engine.id === spec.search.id) {
      strategies.get(flags.strategy); // an unknown name is reported as such first
      throw new UsageError(`--strategy is for Z3 encodings; ${engine.id} is a search engine and takes none (pick an encoding with --engine)`);
    }
    const timeoutMs = budgetOf(flags);
    const started = performance.now();
    if (engine.id === spec.search.id) {
      const outcome = spec.search.search(puzzle, { timeoutMs });
      const base = { engine: engine.id, strategy: 'native', horizons: [], ms: performance.now() - started };
      if (outcome.status === 'limit') return { ...base, status: 'unknown', certificate: `search gave up after ${outcome.explored} states`, problems: [] };
      if (outcome.status === 'unsolvable') {
        return { ...base, status: 'none', upTo: Infinity, certificate: `exhaustive search: all ${outcome.explored} reachable states explored`, problems: [] };
      }
      const plan = outcome.plan!;
      const problems = spec.verify(puzzle, plan);
      if (problems.length > 0) return { ...base, status: 'rejected', problems, certificate: '' };
      if (plan.length > limit) return { ...base, status: 'none', upTo: limit, certificate: `optimal search: the shortest plan has ${moves(plan.length)}`, problems: [] };
      return { ...base, status: 'plan', plan, certificate: `optimal search (${outcome.explored} states explored)`, problems: [] };
    }
    const encoding = spec.encodings.get(engine.id);
    const strategy = strategies.get(flags.strategy ?? spec.defaultStrategy ?? 'qf-fd').id;
    const from = spec.lowerBound(puzzle);
    // Part of the budget is kept for a proof of impossibility in case the horizons run out of time:
    // walking every horizon up to a sound bound can take far longer than a proof.
    const reserveMs = spec.proveImpossible ? Math.min(10_000, timeoutMs / 4) : 0;
    const report = await searchHorizons(encoding, puzzle, {
      strategy, timeoutMs: timeoutMs - reserveMs, from, to: limit,
      verify: (plan) => spec.verify(puzzle, plan),
      onHorizon: (step) => {
        if (io?.interactive) io.err(`  horizon ${step.horizon}: ${step.status} (${seconds(step.ms)})\n`);
      },
    });
    const base = { engine: encoding.id, strategy, horizons: report.steps, report, ms: performance.now() - started, problems: report.problems };
    const atLeast = `by the admissible lower bound, every plan has at least ${moves(from)}`;
    const lower = from > 0 ? `; ${atLeast}` : '';
    const noneOf = (first: number, last: number) => (first === last ? moves(first) : `${first}..${last} moves`);
    switch (report.status) {
      case 'sat': {
        const optimum = report.horizon!;
        const shorter = optimum > from ? `no plan of ${noneOf(from, optimum - 1)} (unsat at each horizon)${lower}`
          : from > 0 ? `the lower bound, ${moves(from)}, is admissible` : 'the start already meets the goal';
        return { ...base, status: 'plan', plan: report.plan, certificate: shorter };
      }
      case 'unsat':
        if (limit < from) return { ...base, status: 'none', upTo: limit, certificate: atLeast };
        return { ...base, status: 'none', upTo: limit, certificate: `unsat at ${from === limit ? `horizon ${from}` : `every horizon ${from}..${limit}`}${lower}` };
      case 'rejected':
        return { ...base, status: 'rejected', certificate: '' };
      default: {
        const stopped = `${report.status} at horizon ${report.horizon ?? from}`;
        const proofStarted = performance.now();
        const proof = await spec.proveImpossible?.(puzzle, { upTo: (report.horizon ?? from) - 1, engine: encoding.id, timeoutMs: timeoutMs - (proofStarted - started) });
        const timings = { ms: performance.now() - started, proofMs: spec.proveImpossible ? performance.now() - proofStarted : undefined };
        if (proof) return { ...base, ...timings, status: 'none', upTo: Infinity, certificate: `proved by ${proof.method}: ${proof.explanation} (the horizons stopped: ${stopped})` };
        return { ...base, ...timings, status: 'unknown', certificate: stopped };
      }
    }
  }

  function printPlan(puzzle: P, plan: M[], flags: Flags, io: Output) {
    plan.forEach((move, i) => io.out(`${spec.formatMove(puzzle, move, i, plan)}\n`));
    if (spec.summary) io.out(`${spec.summary(puzzle, plan)}\n`);
    if (flags.show && spec.renderStates) io.out(spec.renderStates(puzzle, plan, { colour: io.colour }));
    if (flags.svg && spec.svg) {
      writeOutput(flags.svg, spec.svg(puzzle, plan));
      io.err(`wrote ${flags.svg}\n`);
    }
  }

  function json(puzzle: P, result: Answer<M>, extra: object): string {
    const { report: _report, ...rest } = result;
    const plan = result.plan?.map((move, i) => ({ move, text: spec.formatMove(puzzle, move, i, result.plan!) }));
    const summary = result.plan && spec.summary?.(puzzle, result.plan);
    const body = { kind: spec.id, ...rest, upTo: rest.upTo === Infinity ? 'all' : rest.upTo, plan, summary, ...extra };
    return `${JSON.stringify(body, roundTimings, 2)}\n`;
  }

  /**
   * "none" within a horizon; strengthened to "impossible" when the kind can prove it within
   * `budgetMs`. The same words for `solve`, `check` and the records of `compare` and bench.
   */
  async function explainNone(puzzle: P, result: Answer<M>, budgetMs: number) {
    if (result.upTo === Infinity) return `impossible: ${result.certificate}`;
    const started = performance.now();
    const proof = spec.proveImpossible && budgetMs > 0
      ? await spec.proveImpossible(puzzle, { upTo: result.upTo!, engine: result.engine, timeoutMs: budgetMs })
      : undefined;
    if (spec.proveImpossible) result.proofMs = performance.now() - started;
    if (proof) {
      result.upTo = Infinity;
      return `impossible: proved by ${proof.method}: ${proof.explanation}`;
    }
    return `no plan of at most ${moves(result.upTo!)} exists (${result.certificate})`;
  }

  function failure(result: Answer<M>, flags: Flags, io: Output): number | undefined {
    if (result.status === 'rejected') {
      io.err(`puzzlebench: internal error: ${result.engine} produced a plan the simulator rejects: ${result.problems.join('; ')}\n`);
      return 4;
    }
    if (result.status === 'unknown') {
      io.out(`unknown after ${flags.timeout ?? 60} s (${result.engine}: ${result.certificate})\n`);
      return Exit.unknown;
    }
    return undefined;
  }

  return {
    id: spec.id,
    idea: spec.idea,
    made: { type: 'planning', spec },
    examples: spec.examples,
    engines,
    detect: spec.detect,
    addEncoding(encoding) {
      spec.encodings.add(encoding as PlanningEncoding<P, M>);
      engines.add(encoding);
    },
    strategiesFor: (engine) => (engine === spec.search.id ? ['native'] : strategies.ids()),
    validate: (input) => void spec.parse(input),

    async solve(input, flags, io) {
      refusePicture(flags);
      const puzzle = spec.parse(input);
      const limit = flags.maxHorizon ?? spec.maxHorizon(puzzle);
      const result = await answer(puzzle, flags, limit, io);
      const failed = failure(result, flags, io);
      if (failed !== undefined) return failed;
      if (result.status === 'none') {
        const text = await explainNone(puzzle, result, budgetOf(flags) - result.ms);
        io.out(flags.json ? json(puzzle, result, { text }) : `${text}\n`);
        return Exit.none;
      }
      const plan = result.plan!;
      const optimal = `optimal: ${result.certificate}`;
      if (flags.json) io.out(json(puzzle, result, { moves: plan.length, optimal }));
      else {
        io.out(`solved in ${moves(plan.length)} by ${result.engine}${result.strategy === 'native' ? '' : ` (${result.strategy})`}, ${seconds(result.ms)}; verified by the simulator\n`);
        if (flags.optimal) io.out(`${optimal}\n`);
        printPlan(puzzle, plan, flags, io);
      }
      return Exit.solved;
    },

    async check(input, flags, io) {
      refusePicture(flags);
      const puzzle = spec.parse(input);
      const within = flags.within!;
      const result = await answer(puzzle, flags, within, io);
      const failed = failure(result, flags, io);
      if (failed !== undefined) return failed;
      if (result.status === 'none') {
        const text = await explainNone(puzzle, result, budgetOf(flags) - result.ms);
        io.out(flags.json ? json(puzzle, result, { within, solvable: false, text }) : `solvable within ${within}: no\n${text}\n`);
        return Exit.none;
      }
      const plan = result.plan!;
      if (flags.json) io.out(json(puzzle, result, { within, solvable: true, moves: plan.length }));
      else {
        io.out(`solvable within ${within}: yes (${moves(plan.length)}, ${result.engine}; verified by the simulator)\n`);
        printPlan(puzzle, plan, flags, io);
      }
      return Exit.solved;
    },

    formats: Object.keys(spec.formats),
    convert: (input, flags) => formatWriter(spec.id, spec.formats, flags.to)(spec.parse(input)),

    async formula(input, flags) {
      const puzzle = spec.parse(input);
      const encoding = spec.encodings.get(flags.engine ?? flags.encoding ?? spec.encodings.ids()[0]);
      const horizon = flags.horizon ?? spec.lowerBound(puzzle);
      const model = new Model((await z3Session()).z3);
      const timeline = encoding.encode(model, puzzle);
      for (let t = 0; t < horizon; t++) timeline.step(t);
      return {
        title: `${encoding.id} on ${input.source}, horizon ${horizon}`,
        constraints: [...model.drain(), ...timeline.goal(horizon)], lazyRules: model.lazyRuleNames,
      };
    },

    async runEngine(input, engine, strategy, timeoutMs): Promise<RunRecord> {
      const puzzle = spec.parse(input);
      const limit = spec.maxHorizon(puzzle);
      // The search engine runs as itself under any strategy: Z3 is not asked.
      const viaZ3 = strategy !== 'native' && engine !== spec.search.id;
      const result = await answer(puzzle, { engine, strategy: viaZ3 ? strategy : undefined, timeout: timeoutMs / 1000 }, limit);
      // The proof the solve command would print, so that compare and bench name it too. `answer`
      // stays 'no plan' either way: a horizon exhausted and a proof for all horizons agree.
      const none = result.status === 'none' ? await explainNone(puzzle, result, timeoutMs - result.ms) : undefined;
      const status = ({ plan: 'sat', none: 'unsat', unknown: 'timeout', rejected: 'rejected' } as const)[result.status];
      const solveAt = result.horizons.find((step) => step.status === 'sat');
      return {
        file: input.source, kind: spec.id, engine: result.engine, strategy: result.strategy, status,
        answer: result.status === 'plan' ? `optimum ${result.plan!.length}` : result.status === 'none' ? 'no plan' : result.status,
        verdict: result.status === 'plan' ? 'accepted' : result.status === 'rejected' ? 'rejected' : '-',
        detail: none ?? result.certificate,
        size: result.report?.size, encodeMs: optionalMs(result.report?.encodeMs),
        solveMs: roundMs(solveAt?.ms ?? result.ms), totalMs: roundMs(result.ms + (result.proofMs ?? 0)), statistics: result.report?.statistics,
        group: spec.group?.(puzzle),
      };
    },
  };
}
