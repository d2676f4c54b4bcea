// The portfolio engine of a planning kind, `<kind>/portfolio`: several configurations of the
// kind's engines (encoding x strategy x schedule, the Horn-clause engine, and the search engine
// when the user allows it with --portfolio-search) race, each on a worker thread with a Z3 of its
// own. The first answer that settles the question wins (a plan the simulator accepts here again,
// shown shortest when the shortest is asked for; or a proof that none exists) and the other
// workers are stopped. Racing pays because the time a configuration takes is heavy-tailed and no
// configuration wins everywhere (docs/measured.md).
import type { Named } from '../../dsl/registry.ts';
import { budgetOf, moves, type PlanEngine, type Request } from './engines.ts';
import type { Flags, Input } from '../kind.ts';
import { stateGraphOf } from './graph.ts';
import type { Answer, Entrant, PlanAnswer, PlanningSpec, PlanProof } from '../planning-spec.ts';
import { startDeadline } from '../../isolate/deadline.ts';
import { entryBeside } from '../../isolate/entry.ts';
import { Thread } from '../../isolate/thread.ts';

export type { Entrant } from '../planning-spec.ts';

/** What a worker is given, and what it answers (src/compare/portfolio-worker.ts). */
export interface PortfolioTask {
  kind: string;
  input: Input;
  entrant: Entrant;
  flags: Flags;
  limit: number;
  mode: Request<unknown>['mode'];
}
export type PortfolioReply<M> = { answer: Answer<M> } | { error: string };

export interface Reply<M> {
  entrant: Entrant;
  answer?: Answer<M>;
  error?: string;
}

/** A reply with a plan in it. */
type Planned<M> = Reply<M> & { answer: PlanAnswer<M> };
const planned = <M>(reply: Reply<M>): reply is Planned<M> => reply.answer?.status === 'plan';
/** A reply that excludes every plan of at most `upTo` moves, by `proof`. */
type Bound<M> = Reply<M> & { answer: Answer<M>; upTo: number; proof: PlanProof };

/** Past the budget, how long the workers may take to give their own 'unknown' before they are stopped. */
const GRACE_MS = 2000;

/** An entrant's thread (it lives with compare's code: it reads the catalogue, which this layer may not). */
const entrantThread = entryBeside(import.meta.url, '../../compare/portfolio-worker');

const live = new Set<Thread>();
/** Workers of portfolios still running (none once every portfolio has answered). */
export const runningWorkers = () => live.size;

const label = (entrant: Entrant) =>
  [
    entrant.engine,
    entrant.strategy,
    entrant.schedule,
    entrant.offset === undefined ? undefined : `${entrant.exact ? 'exactly' : 'at most'} lower bound + ${entrant.offset}`,
    entrant.seed === undefined ? undefined : `seed ${entrant.seed}`,
    entrant.planOnly ? 'its plan only' : undefined,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The field: the kind's own, or the default encoding under linear and doubling and the Horn engine,
 * with the state-graph engine first when the puzzle's states can be listed.
 */
export function entrants<P, M>(spec: PlanningSpec<P, M>, puzzle: P, engines: Named[], flags: Flags, mode: Request<P>['mode']): Entrant[] {
  const encodings = spec.encodings.ids();
  const encoding = encodings.includes(spec.defaultEngine) ? spec.defaultEngine : encodings[0];
  const defaults: Entrant[] = [
    ...(stateGraphOf(spec, puzzle) ? [{ engine: `${spec.id}/state-graph` }] : []),
    { engine: encoding, schedule: 'linear' },
    { engine: encoding, schedule: 'doubling' },
    ...engines.filter((engine) => engine.id === `${spec.id}/horn`).map((engine) => ({ engine: engine.id })),
  ];
  // check --within keeps the first line's single horizons (each asked at most at K, in the worker):
  // a plan of exactly k <= K answers it, and so does none of exactly K at the lower bound. A
  // reserve of one horizon would only ask one of them again.
  const field = (spec.portfolio ?? defaults).filter((entrant) => mode === 'shortest' || entrant.offset === undefined || !entrant.reserve);
  // check --within: one question at K answers it, the first to run unless single horizons race,
  // then the first reserve (it answers where they cannot: no plan of exactly their horizons).
  if (mode === 'within' && !field.some((entrant) => entrant.schedule === 'doubling')) {
    const single = field.some((entrant) => entrant.offset !== undefined);
    const doubling = { engine: field.find((entrant) => entrant.offset !== undefined)?.engine ?? encoding, schedule: 'doubling', reserve: single };
    const firstReserve = field.findIndex((entrant) => entrant.reserve);
    field.splice(!single ? 0 : firstReserve === -1 ? field.length : firstReserve, 0, doubling);
  }
  return flags.portfolioSearch ? [{ engine: spec.search.id }, ...field] : field;
}

/**
 * A plan-only entrant's answer as the race takes it: its plan, claiming no optimality unless it is
 * as short as the admissible lower bound (which proves it); a plan the simulator rejected stays
 * rejected (a bug found); nothing else it answers is taken.
 */
export function planOnly<M>(answer: Answer<M>, lowerBound: number): Answer<M> | undefined {
  if (answer.status === 'rejected') return answer;
  if (answer.status !== 'plan') return undefined;
  const { length } = answer.plan;
  if (length > lowerBound) return { ...answer, optimal: false, proof: undefined, certificate: `a plan of ${moves(length)}, not shown shortest by it` };
  const certificate = `the lower bound, ${moves(length)}, is admissible`;
  return {
    ...answer,
    optimal: true,
    certificate,
    proof: { method: 'admissible lower bound', explanation: certificate, ...(length > 0 && { upTo: length - 1 }) },
  };
}

/**
 * What the replies so far settle together: the shortest verified plan, and the widest "no plan of
 * at most n moves" (a proof of none, or a plan's proof of optimality), perhaps from two workers.
 */
export function settle<M>(replies: Reply<M>[], mode: Request<unknown>['mode'], limit: number): { plan?: Planned<M>; bound?: Bound<M> } | undefined {
  // Of plans equally short, one its own worker shows shortest settles alone (a plan-only entrant's needs another's proof).
  const plans = replies.filter(planned).sort((a, b) => a.answer.plan.length - b.answer.plan.length || Number(b.answer.optimal) - Number(a.answer.optimal));
  const bounds = replies
    .flatMap((reply): Bound<M>[] => {
      const { answer } = reply;
      if (answer?.status === 'none') return [{ ...reply, answer, upTo: answer.upTo, proof: answer.proof }];
      const proof = answer?.status === 'plan' ? answer.proof : undefined;
      return answer && proof?.upTo !== undefined ? [{ ...reply, answer, upTo: proof.upTo, proof }] : [];
    })
    .sort((a, b) => b.upTo - a.upTo);
  const [plan, bound] = [plans[0], bounds[0]];
  if (bound?.upTo === Infinity || (!plan && bound && bound.upTo >= limit)) return { bound };
  if (!plan) return undefined;
  if (mode === 'within' || plan.answer.optimal) return { plan };
  if (bound && bound.upTo >= plan.answer.plan.length - 1) return { plan, bound };
  return undefined;
}

/**
 * After a plan of p moves, is the one question left, "no plan of p - 1 moves?", already being asked
 * by a running single-horizon entrant (at the lower bound when exactly, at p - 1 when at most)? A
 * reserve started then would only ask it again, on the core that entrant needs.
 */
export function openQuestionAsked<M>(replies: Reply<M>[], running: Entrant[], lowerBound: number): boolean {
  const plans = replies.flatMap((reply) => (reply.answer?.status === 'plan' ? [reply.answer.plan.length] : []));
  if (plans.length === 0) return false;
  const open = Math.min(...plans) - 1;
  return running.some(({ offset, exact }) => offset !== undefined && lowerBound + offset === open && (!exact || open === lowerBound));
}

/** Has an entrant of one horizon already answered the question this one would ask (a second seed, say)? */
export function answeredAlready<M>(replies: Reply<M>[], entrant: Entrant): boolean {
  if (entrant.offset === undefined) return false;
  return replies.some((reply) => reply.answer && reply.entrant.offset === entrant.offset && Boolean(reply.entrant.exact) === Boolean(entrant.exact));
}

/**
 * How far an entrant asks. A whole schedule started once a plan of p moves is known asks no further
 * than p - 1: "none of at most p - 1" settles the race with that plan (and a shorter plan it finds
 * is shown shortest by its own walk), where walking on to p would ask Z3 for a plan already in hand.
 */
export function askedUpTo<M>(replies: Reply<M>[], entrant: Entrant, mode: Request<unknown>['mode'], limit: number): number {
  const plans = replies.flatMap((reply) => (reply.answer?.status === 'plan' ? [reply.answer.plan.length] : []));
  if (mode !== 'shortest' || entrant.offset !== undefined || plans.length === 0) return limit;
  return Math.min(limit, Math.min(...plans) - 1);
}

export function portfolioEngine<P, M>(spec: PlanningSpec<P, M>, engines: () => Named[]): PlanEngine<P, M> {
  const id = `${spec.id}/portfolio`;
  return {
    id,
    idea: 'races configurations (encoding x strategy x schedule or one horizon each, the Horn engine; the search engine with --portfolio-search) on worker threads, one Z3 each; the first settled, verified answer wins, a plan from one and its proof from another combined',
    encoded: false,
    noun: 'a portfolio',
    async answer({ puzzle, flags, limit, mode, input }) {
      if (!input) throw new Error('a portfolio needs the puzzle as given, to hand to its workers');
      const started = performance.now();
      const lowerBound = spec.lowerBound(puzzle);
      // A single horizon past K is asked at K (the worker caps it): so it is named, in the certificate too.
      const field = entrants(spec, puzzle, engines(), flags, mode).map((entrant) =>
        entrant.offset !== undefined && lowerBound + entrant.offset > limit ? { ...entrant, offset: Math.max(0, limit - lowerBound) } : entrant,
      );
      const replies: Reply<M>[] = [];
      const workers: Thread[] = [];
      /** Each entrant's reply when its thread is stopped before it answered. */
      const unanswered: (() => void)[] = [];
      const outcome = await new Promise<ReturnType<typeof settle<M>>>((resolve) => {
        const first = field.filter((entrant) => !entrant.reserve);
        const reserves = field.filter((entrant) => entrant.reserve);
        const running: Entrant[] = [];
        // Once over, late replies (workers being stopped) start nothing.
        let over = false;
        const done = (result: ReturnType<typeof settle<M>>) => {
          over = true;
          deadline.clear();
          resolve(result);
        };
        const deadline = startDeadline(budgetOf(flags) + GRACE_MS, () => done(undefined));
        // An answer that settles nothing frees a core: a reserve takes it, unless it would only ask
        // again what a running entrant asks; with none left and nobody running, the race is over.
        const next = (settled: ReturnType<typeof settle<M>>, entrant: Entrant) => {
          if (over) return;
          if (settled) return done(settled);
          running.splice(running.indexOf(entrant), 1);
          while (reserves.length > 0 && answeredAlready(replies, reserves[0])) reserves.shift();
          const reserve = openQuestionAsked(replies, running, lowerBound) ? undefined : reserves.shift();
          if (reserve) start(reserve);
          else if (running.length === 0) done(undefined);
        };
        const start = (entrant: Entrant) => {
          running.push(entrant);
          const task: PortfolioTask = {
            kind: spec.id,
            input,
            entrant,
            flags: { ...flags, engine: entrant.engine, strategy: entrant.strategy, schedule: entrant.schedule },
            limit: askedUpTo(replies, entrant, mode, limit),
            mode,
          };
          let replied = false;
          const finish = (reply: PortfolioReply<M>) => {
            if (replied) return;
            replied = true;
            const given = 'answer' in reply ? reply.answer : undefined;
            const answer = given && entrant.planOnly ? planOnly(given, lowerBound) : given;
            // The simulator here checks every plan again: a worker's word is not enough.
            const problems = answer?.status === 'plan' ? spec.verify(puzzle, answer.plan) : [];
            replies.push({
              entrant,
              error: 'error' in reply ? reply.error : given && !answer ? `${given.status}: only a plan is taken from it` : undefined,
              answer: answer && (problems.length > 0 ? { ...answer, status: 'rejected', reason: 'rejected', problems } : answer),
            });
            next(settle(replies, mode, limit), entrant);
          };
          const stopped = () => finish({ error: 'the worker stopped without an answer' });
          const thread: Thread = new Thread<never, PortfolioReply<M>>(entrantThread, task, {
            message: finish,
            error: (error) => finish({ error: error.message }),
            exit: () => {
              live.delete(thread);
              stopped();
            },
          });
          workers.push(thread);
          unanswered.push(stopped);
          live.add(thread);
        };
        (first.length > 0 ? first : reserves.splice(0)).forEach(start);
      });
      await Promise.all(
        workers.map(async (thread) => {
          await thread.stop();
          live.delete(thread);
        }),
      );
      // Those still racing say so in the certificate of a race nobody settled.
      for (const stopped of unanswered) stopped();
      const ms = performance.now() - started;
      const race =
        workers.length === field.length
          ? `${field.length} configurations raced`
          : `${workers.length} of ${field.length} configurations raced (${field.length - workers.length} held in reserve)`;
      const { plan, bound } = outcome ?? {};
      if (plan && bound && bound !== plan) {
        // A plan from one worker, the proof that nothing shorter exists from another.
        const length = plan.answer.plan.length;
        const { proof } = bound;
        const certificate = `${bound.answer.certificate} (${label(bound.entrant)}); the plan from ${label(plan.entrant)} (${race})`;
        return {
          ...plan.answer,
          engine: id,
          ms,
          optimal: true,
          certificate,
          horizons: [...plan.answer.horizons, ...bound.answer.horizons],
          proof: {
            method: proof.method,
            explanation: `${proof.explanation} (${label(bound.entrant)}); the plan of ${length} moves from ${label(plan.entrant)}`,
            upTo: length - 1,
          },
        };
      }
      const winner = plan ?? bound;
      if (winner) return { ...winner.answer, engine: id, ms, certificate: `${winner.answer.certificate} (won by ${label(winner.entrant)}, ${race})` };
      // Nothing settled: a plan not shown shortest is still an answer; a rejected one is a bug found.
      const chosen = replies.find((reply) => reply.answer?.status === 'plan') ?? replies.find((reply) => reply.answer?.status === 'rejected');
      if (chosen?.answer) return { ...chosen.answer, engine: id, ms, certificate: `${chosen.answer.certificate} (from ${label(chosen.entrant)}, ${race})` };
      const why = replies.map((reply) => `${label(reply.entrant)}: ${reply.error ?? reply.answer?.certificate ?? reply.answer?.status}`).join('; ');
      return {
        engine: id,
        strategy: 'native',
        status: 'unknown',
        reason: 'timeout',
        certificate: `no configuration settled it (${why || race})`,
        problems: [],
        horizons: [],
        ms,
      };
    },
  };
}
