// The engines of a planning kind, each as one value that answers a request: the search engine,
// every encoding (horizons under a schedule), and the engines built on them. planning.ts picks
// one by id and prints its Answer; nothing here prints.
import type { PlanningEncoding } from '../../dsl/encoding.ts';
import type { Named } from '../../dsl/registry.ts';
import { UsageError } from '../../errors.ts';
import { searchHorizons } from '../../solver/horizon.ts';
import { UnavailableError } from '../../solver/native.ts';
import { strategies } from '../../solver/strategy.ts';
import type { Input, Options } from '../kind.ts';
import type { Answer, PlanningSpec } from '../planning-spec.ts';

/** No encoding is built past this many moves (a kind may allow fewer): 100,000 ran out of memory. */
export const MAX_HORIZON = 1000;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
export const budgetOf = (flags: Options) => (flags.timeout ?? 60) * 1000;
export const moves = (count: number) => `${count} ${count === 1 ? 'move' : 'moves'}`;
/** A plan of `length` moves is optimal when none of at most `length - 1` exists (nothing to exclude for 0). */
const shorterThan = (length: number) => (length > 0 ? { upTo: length - 1 } : {});

/** The engine a puzzle gets when the user names none. */
export const defaultEngineOf = <P, M>(spec: PlanningSpec<P, M>, puzzle: P) => spec.engineFor?.(puzzle) ?? spec.defaultEngine;

/** What an engine is asked. */
export interface Request<P> {
  puzzle: P;
  flags: Options;
  /** The most moves of interest (--within, --max-horizon, or the kind's default). */
  limit: number;
  /** shortest: the shortest plan (solve); within: any plan of at most `limit` moves (check). */
  mode: 'shortest' | 'within';
  /** The flag that set `limit`, when the user gave one (its value is checked against the encoding's limit). */
  asked?: string;
  /** Where a line of progress goes (the command line: stderr, on a terminal). */
  progress?: (line: string) => void;
  /** The puzzle as the user gave it (a portfolio hands it to its workers). */
  input?: Input;
  /** The first horizon an encoding asks under linear (HorizonOptions.start): a portfolio entrant's. */
  start?: number;
}

export interface PlanEngine<P, M> extends Named {
  /** The engine runs Z3 formulas, so --strategy and --schedule apply to it. */
  encoded: boolean;
  /** What it is, in a message ("a search engine"). */
  noun: string;
  answer(request: Request<P>): Promise<Answer<M>>;
}

/** How many moves an encoding may be built for on a puzzle, and the refusals past it. */
export function horizonLimits<P, M>(spec: PlanningSpec<P, M>) {
  const cap = (puzzle: P) => Math.min(MAX_HORIZON, spec.horizonLimit?.(puzzle) ?? MAX_HORIZON);
  const builtFor = (puzzle: P, encoding: string) =>
    `${encoding} is built for at most ${moves(cap(puzzle))} on this puzzle (each move adds to the formula; past that it outgrows Z3's memory)`;
  /** A horizon the user asked of an encoding (`--within 100000`) past the kind's limit is refused. */
  const refuse = (puzzle: P, encoding: string, horizon: number, flag: string) => {
    if (horizon > cap(puzzle)) throw new UsageError(`${flag} ${horizon}: ${builtFor(puzzle, encoding)}; the search engine ${spec.search.id} has no such limit`);
  };
  /** The horizons an encoding asks: up to `limit` as asked, or by default up to the kind's limit. */
  const limited = (puzzle: P, encoding: string, limit: number, asked?: string): number => {
    if (asked) refuse(puzzle, encoding, limit, asked);
    const most = cap(puzzle);
    if (limit <= most) return limit;
    const from = spec.lowerBound(puzzle);
    if (from > most)
      throw new UnavailableError(`${builtFor(puzzle, encoding)}, and every plan has at least ${moves(from)}; the search engine ${spec.search.id} answers it`);
    return most;
  };
  return { cap, refuse, limited };
}

export function searchEngine<P, M>(spec: PlanningSpec<P, M>): PlanEngine<P, M> {
  return {
    id: spec.search.id,
    idea: spec.search.idea,
    encoded: false,
    noun: 'a search engine',
    async answer({ puzzle, flags, limit }) {
      const started = performance.now();
      const outcome = spec.search.search(puzzle, { timeoutMs: budgetOf(flags) });
      const base = { engine: spec.search.id, strategy: 'native', horizons: [], ms: performance.now() - started };
      if (outcome.status === 'limit')
        return { ...base, status: 'unknown', reason: 'limit', certificate: `search gave up after ${outcome.explored} states`, problems: [] };
      if (outcome.status === 'unsolvable') {
        const proof = { method: 'exhaustive search', explanation: `all ${outcome.explored} reachable states explored`, upTo: Infinity };
        return { ...base, status: 'none', upTo: Infinity, certificate: `exhaustive search: ${proof.explanation}`, proof, problems: [] };
      }
      const { plan } = outcome;
      // 'solved' is the status left, and a solved search gives its plan.
      if (!plan) throw new Error(`internal error: ${spec.search.id} solved without a plan`);
      const problems = spec.verify(puzzle, plan);
      if (problems.length > 0) return { ...base, status: 'rejected', reason: 'rejected', problems, certificate: '' };
      if (plan.length > limit) {
        const proof = { method: 'optimal search', explanation: `the shortest plan has ${moves(plan.length)}`, upTo: limit };
        return { ...base, status: 'none', upTo: limit, certificate: `optimal search: ${proof.explanation}`, proof, problems: [] };
      }
      const proof = { method: 'optimal search', explanation: `${outcome.explored} states explored`, ...shorterThan(plan.length) };
      return { ...base, status: 'plan', plan, optimal: true, certificate: `optimal search (${proof.explanation})`, proof, problems: [] };
    },
  };
}

/** An encoding as an engine: the horizons a schedule asks, and a proof of impossibility when they run out of time. */
export function encodingEngine<P, M>(spec: PlanningSpec<P, M>, encoding: PlanningEncoding<P, M>): PlanEngine<P, M> {
  const { limited } = horizonLimits(spec);
  return {
    id: encoding.id,
    idea: encoding.idea,
    encoded: true,
    noun: 'an encoding',
    async answer({ puzzle, flags, limit: asked, mode, asked: flag, progress, start }) {
      const timeoutMs = budgetOf(flags);
      const started = performance.now();
      const strategy = strategies.get(flags.strategy ?? spec.defaultStrategy ?? 'qf-fd').id;
      const limit = limited(puzzle, encoding.id, asked, flag);
      const from = spec.lowerBound(puzzle);
      // Part of the budget is kept for a proof of impossibility in case the horizons run out of time:
      // walking every horizon up to a sound bound can take far longer than a proof.
      const reserveMs = spec.proveImpossible ? Math.min(10_000, timeoutMs / 4) : 0;
      const report = await searchHorizons(encoding, puzzle, {
        strategy,
        timeoutMs: timeoutMs - reserveMs,
        from,
        to: limit,
        start,
        schedule: flags.schedule,
        within: mode === 'within',
        verify: (plan) => spec.verify(puzzle, plan),
        onHorizon: (step) => {
          progress?.(`  horizon ${step.horizon}${step.atMost ? ' (at most)' : ''}: ${step.status} (${seconds(step.ms)})`);
        },
      });
      const base = { engine: encoding.id, strategy, horizons: report.steps, report, ms: performance.now() - started, problems: report.problems };
      const atLeast = `by the admissible lower bound, every plan has at least ${moves(from)}`;
      const lower = from > 0 ? `; ${atLeast}` : '';
      const noneOf = (first: number, last: number) => (first === last ? moves(first) : `${first}..${last} moves`);
      /** Why no plan of at most `upTo` moves exists: unsat at each horizon asked in order, or at one of at most. */
      const excluded = (upTo: number) =>
        report.steps.some((step) => step.atMost)
          ? `no plan of at most ${moves(upTo)} (unsat at horizon ${upTo}, asked for at most ${moves(upTo)})${lower}`
          : `no plan of ${noneOf(from, upTo)} (unsat at each horizon)${lower}`;
      const method = () => (report.steps.some((step) => step.atMost) ? 'unsat at a horizon of at most k moves' : 'unsat at each shorter horizon');
      switch (report.status) {
        case 'sat': {
          // A report of 'sat' always carries its verified plan.
          const { plan } = report;
          if (!plan) throw new Error(`internal error: ${encoding.id} reported sat without a plan`);
          const { length } = plan;
          const optimal = report.noneUpTo >= length - 1;
          if (!optimal) {
            const partial = report.noneUpTo >= from && report.noneUpTo >= 0 ? excluded(report.noneUpTo) : from > 0 ? atLeast : 'nothing shorter was excluded';
            const certificate = `not shown (${mode === 'within' ? `any plan of at most ${moves(limit)} was asked for` : 'out of time'}): ${partial}`;
            const proof = report.noneUpTo >= 0 ? { method: 'shortest not shown', explanation: certificate, upTo: report.noneUpTo } : undefined;
            return { ...base, status: 'plan', plan, optimal: false, certificate, proof };
          }
          const shorter =
            length > from ? excluded(length - 1) : from > 0 ? `the lower bound, ${moves(from)}, is admissible` : 'the start already meets the goal';
          const how = length > from ? method() : from > 0 ? 'admissible lower bound' : 'none needed';
          return { ...base, status: 'plan', plan, optimal: true, certificate: shorter, proof: { method: how, explanation: shorter, ...shorterThan(length) } };
        }
        case 'unsat': {
          const atMost = report.steps.some((step) => step.atMost);
          const certificate =
            limit < from
              ? atLeast
              : atMost
                ? `unsat at horizon ${limit} (at most ${moves(limit)})${lower}`
                : `unsat at ${from === limit ? `horizon ${from}` : `every horizon ${from}..${limit}`}${lower}`;
          const how = limit < from ? 'admissible lower bound' : atMost ? 'unsat at a horizon of at most k moves' : 'unsat at every horizon';
          return { ...base, status: 'none', upTo: limit, certificate, proof: { method: how, explanation: certificate, upTo: limit } };
        }
        case 'rejected':
          return { ...base, status: 'rejected', reason: 'rejected', certificate: '' };
        default: {
          const stopped = `${report.status} at horizon ${report.horizon ?? from}`;
          const proofStarted = performance.now();
          const proof = await spec.proveImpossible?.(
            puzzle,
            { upTo: report.noneUpTo, engine: encoding.id, timeoutMs: timeoutMs - (proofStarted - started) },
            spec,
          );
          const timings = { ms: performance.now() - started, proofMs: spec.proveImpossible ? performance.now() - proofStarted : undefined };
          if (proof) {
            const certificate = `proved by ${proof.method}: ${proof.explanation} (the horizons stopped: ${stopped})`;
            return { ...base, ...timings, status: 'none', upTo: Infinity, certificate, proof: { ...proof, upTo: Infinity } };
          }
          return { ...base, ...timings, status: 'unknown', reason: report.status, certificate: stopped };
        }
      }
    },
  };
}
