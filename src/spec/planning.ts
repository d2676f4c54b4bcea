// One command-line front for every planning puzzle (water sort, jugs, bridge and torch, river
// crossing): a kind describes itself as a PlanningSpec and planningKind() turns it into a Kind.
import type { RunRecord } from './record.ts';
import { UsageError } from '../format/errors.ts';
import { UnavailableError } from '../solver/native.ts';
import { refuseUnsupported } from '../solver/run.ts';
import type { PlanningEncoding } from '../dsl/encoding.ts';
import { Model } from '../dsl/model.ts';
import { type Named, Registry } from '../dsl/registry.ts';
import { searchHorizons } from '../solver/horizon.ts';
import { z3Session } from '../solver/session.ts';
import { strategies } from '../solver/strategy.ts';
import { writeOutput } from './input.ts';
import { planResult } from './planning-result.ts';
import { printResult, roundMs } from './result.ts';
import { Exit, formatWriter, type Flags, type Input, type Kind, type Output } from './kind.ts';
import type { Answer, PlanningSpec } from './planning-spec.ts';

export type { Answer, ImpossibilityProof, KnownNone, MoveData, PlanProof, PlanningSpec, SearchEngine, SearchOutcome } from './planning-spec.ts';

/** No encoding is built past this many moves (a kind may allow fewer): 100,000 ran out of memory. */
export const MAX_HORIZON = 1000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const budgetOf = (flags: Flags) => (flags.timeout ?? 60) * 1000;
const moves = (count: number) => `${count} ${count === 1 ? 'move' : 'moves'}`;
/** A plan of `length` moves is optimal when none of at most `length - 1` exists (nothing to exclude for 0). */
const shorterThan = (length: number) => (length > 0 ? { upTo: length - 1 } : {});
const optionalMs = (ms: number | undefined) => (ms === undefined ? undefined : roundMs(ms));

export function planningKind<P, M>(spec: PlanningSpec<P, M>): Kind {
  const engines = new Registry<Named>('engine', [spec.search, ...spec.encodings.all()]);

  /** Refused before any solving: a picture the kind cannot draw. */
  function refusePicture(flags: Flags) {
    if (flags.svg && !spec.svg) throw new UsageError(`${spec.id} plans have no SVG picture yet (drop --svg)`);
  }

  const horizonCap = (puzzle: P) => Math.min(MAX_HORIZON, spec.horizonLimit?.(puzzle) ?? MAX_HORIZON);
  const builtFor = (puzzle: P, encoding: string) =>
    `${encoding} is built for at most ${moves(horizonCap(puzzle))} on this puzzle (each move adds to the formula; past that it outgrows Z3's memory)`;

  /** A horizon the user asked of an encoding (`--within 100000`) past the kind's limit is refused. */
  function refuseHorizon(puzzle: P, encoding: string, horizon: number, flag: string) {
    if (horizon > horizonCap(puzzle)) throw new UsageError(`${flag} ${horizon}: ${builtFor(puzzle, encoding)}; the search engine ${spec.search.id} has no such limit`);
  }

  /** The horizons an encoding walks: up to `limit` as asked, or by default up to the kind's limit. */
  function encodedLimit(puzzle: P, encoding: string, limit: number, asked?: string): number {
    if (asked) refuseHorizon(puzzle, encoding, limit, asked);
    const most = horizonCap(puzzle);
    if (limit <= most) return limit;
    const from = spec.lowerBound(puzzle);
    if (from > most) throw new UnavailableError(`${builtFor(puzzle, encoding)}, and every plan has at least ${moves(from)}; the search engine ${spec.search.id} answers it`);
    return most;
  }

  async function answer(puzzle: P, flags: Flags, limit: number, io?: Output, asked?: string): Promise<Answer<M>> {
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
      if (outcome.status === 'limit') return { ...base, status: 'unknown', reason: 'limit', certificate: `search gave up after ${outcome.explored} states`, problems: [] };
      if (outcome.status === 'unsolvable') {
        const proof = { method: 'exhaustive search', explanation: `all ${outcome.explored} reachable states explored`, upTo: Infinity };
        return { ...base, status: 'none', upTo: Infinity, certificate: `exhaustive search: ${proof.explanation}`, proof, problems: [] };
      }
      const plan = outcome.plan!;
      const problems = spec.verify(puzzle, plan);
      if (problems.length > 0) return { ...base, status: 'rejected', reason: 'rejected', problems, certificate: '' };
      if (plan.length > limit) {
        const proof = { method: 'optimal search', explanation: `the shortest plan has ${moves(plan.length)}`, upTo: limit };
        return { ...base, status: 'none', upTo: limit, certificate: `optimal search: ${proof.explanation}`, proof, problems: [] };
      }
      const proof = { method: 'optimal search', explanation: `${outcome.explored} states explored`, ...shorterThan(plan.length) };
      return { ...base, status: 'plan', plan, certificate: `optimal search (${proof.explanation})`, proof, problems: [] };
    }
    const encoding = spec.encodings.get(engine.id);
    const strategy = strategies.get(flags.strategy ?? spec.defaultStrategy ?? 'qf-fd').id;
    limit = encodedLimit(puzzle, encoding.id, limit, asked);
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
        const method = optimum > from ? 'unsat at each shorter horizon' : from > 0 ? 'admissible lower bound' : 'none needed';
        return { ...base, status: 'plan', plan: report.plan, certificate: shorter, proof: { method, explanation: shorter, ...shorterThan(optimum) } };
      }
      case 'unsat': {
        const certificate = limit < from ? atLeast : `unsat at ${from === limit ? `horizon ${from}` : `every horizon ${from}..${limit}`}${lower}`;
        const method = limit < from ? 'admissible lower bound' : 'unsat at every horizon';
        return { ...base, status: 'none', upTo: limit, certificate, proof: { method, explanation: certificate, upTo: limit } };
      }
      case 'rejected':
        return { ...base, status: 'rejected', reason: 'rejected', certificate: '' };
      default: {
        const stopped = `${report.status} at horizon ${report.horizon ?? from}`;
        const proofStarted = performance.now();
        const proof = await spec.proveImpossible?.(puzzle, { upTo: (report.horizon ?? from) - 1, engine: encoding.id, timeoutMs: timeoutMs - (proofStarted - started) });
        const timings = { ms: performance.now() - started, proofMs: spec.proveImpossible ? performance.now() - proofStarted : undefined };
        if (proof) {
          const certificate = `proved by ${proof.method}: ${proof.explanation} (the horizons stopped: ${stopped})`;
          return { ...base, ...timings, status: 'none', upTo: Infinity, certificate, proof: { ...proof, upTo: Infinity } };
        }
        return { ...base, ...timings, status: 'unknown', reason: report.status, certificate: stopped };
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
    if (spec.proveImpossible) {
      result.proofMs = performance.now() - started;
      result.ms += result.proofMs;
    }
    if (proof) {
      result.upTo = Infinity;
      result.proof = { ...proof, upTo: Infinity };
      return `impossible: proved by ${proof.method}: ${proof.explanation}`;
    }
    return `no plan of at most ${moves(result.upTo!)} exists (${result.certificate})`;
  }

  /** Prints the outcome under --json: the result in the contract, with the text's verdict as its message. */
  const printer = (command: 'solve' | 'check', input: Input, puzzle: P, result: Answer<M>, io: Output, within?: number) =>
    (message: string) => printResult(io, planResult(spec, { command, input, puzzle, result, message, within }));

  function failure(result: Answer<M>, flags: Flags, io: Output, json: (message: string) => void): number | undefined {
    if (result.status === 'rejected') {
      const message = `${result.engine} produced a plan the simulator rejects`;
      io.err(`puzzlebench: internal error: ${message}: ${result.problems.join('; ')}\n`);
      if (flags.json) json(message);
      return Exit.internal;
    }
    if (result.status === 'unknown') {
      // The time it took: a search that reached its state limit stopped before the timeout.
      const message = `unknown after ${seconds(Math.min(budgetOf(flags), result.ms))} (${result.engine}: ${result.certificate})`;
      if (flags.json) json(message);
      else io.out(`${message}\n`);
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
      const result = await answer(puzzle, flags, limit, io, flags.maxHorizon === undefined ? undefined : '--max-horizon');
      const json = printer('solve', input, puzzle, result, io);
      const failed = failure(result, flags, io, json);
      if (failed !== undefined) return failed;
      if (result.status === 'none') {
        const text = await explainNone(puzzle, result, budgetOf(flags) - result.ms);
        if (flags.json) json(text);
        else io.out(`${text}\n`);
        return Exit.none;
      }
      const plan = result.plan!;
      const optimal = `optimal: ${result.certificate}`;
      const solved = `solved in ${moves(plan.length)} by ${result.engine}${result.strategy === 'native' ? '' : ` (${result.strategy})`}, ${seconds(result.ms)}; verified by the simulator`;
      if (flags.json) json(`${solved}; ${optimal}`);
      else {
        io.out(`${solved}\n`);
        if (flags.optimal) io.out(`${optimal}\n`);
        printPlan(puzzle, plan, flags, io);
      }
      return Exit.solved;
    },

    async check(input, flags, io) {
      refusePicture(flags);
      const puzzle = spec.parse(input);
      const within = flags.within!;
      const result = await answer(puzzle, flags, within, io, '--within');
      const json = printer('check', input, puzzle, result, io, within);
      const failed = failure(result, flags, io, json);
      if (failed !== undefined) return failed;
      if (result.status === 'none') {
        const text = await explainNone(puzzle, result, budgetOf(flags) - result.ms);
        if (flags.json) json(`solvable within ${within}: no; ${text}`);
        else io.out(`solvable within ${within}: no\n${text}\n`);
        return Exit.none;
      }
      const plan = result.plan!;
      const yes = `solvable within ${within}: yes (${moves(plan.length)}, ${result.engine}; verified by the simulator)`;
      if (flags.json) json(yes);
      else {
        io.out(`${yes}\n`);
        printPlan(puzzle, plan, flags, io);
      }
      return Exit.solved;
    },

    formats: Object.keys(spec.formats),
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
        constraints: [...model.drain(), ...timeline.goal(horizon)], lazyRules: model.lazyRuleNames,
      };
    },

    async runEngine(input, engine, strategy, timeoutMs): Promise<RunRecord> {
      const puzzle = spec.parse(input);
      const limit = spec.maxHorizon(puzzle);
      // The search engine runs as itself under any strategy: Z3 is not asked.
      const viaZ3 = strategy !== 'native' && engine !== spec.search.id;
      const result = await answer(puzzle, { engine, strategy: viaZ3 ? strategy : undefined, timeout: timeoutMs / 1000 }, limit);
      const answeredMs = result.ms;
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
        solveMs: roundMs(solveAt?.ms ?? answeredMs), totalMs: roundMs(result.ms), statistics: result.report?.statistics,
        group: spec.group?.(puzzle),
      };
    },
  };
}
