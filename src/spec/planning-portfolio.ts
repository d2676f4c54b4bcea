// The portfolio engine of a planning kind, `<kind>/portfolio`: several configurations of the
// kind's engines (encoding x strategy x schedule, the Horn-clause engine, and the search engine
// when the user allows it with --portfolio-search) race, each on a worker thread with a Z3 of its
// own. The first answer that settles the question wins (a plan the simulator accepts here again,
// shown shortest when the shortest is asked for; or a proof that none exists) and the other
// workers are stopped. Racing pays because the time a configuration takes is heavy-tailed and no
// configuration wins everywhere (README, "Measured").
import { Worker } from 'node:worker_threads';
import type { Named } from '../dsl/registry.ts';
import { budgetOf, type PlanEngine, type Request } from './planning-engines.ts';
import type { Flags, Input } from './kind.ts';
import type { Answer, PlanningSpec } from './planning-spec.ts';

/** One configuration of the race. */
export interface Entrant {
  engine: string;
  strategy?: string;
  schedule?: string;
  /** Z3's random seed for the SAT core, set in the worker's own Z3. */
  seed?: number;
}

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

/** Past the budget, how long the workers may take to give their own 'unknown' before they are stopped. */
const GRACE_MS = 2000;

const live = new Set<Worker>();
/** Workers of portfolios still running (none once every portfolio has answered). */
export const runningWorkers = () => live.size;

const label = (entrant: Entrant) => [entrant.engine, entrant.strategy, entrant.schedule, entrant.seed === undefined ? undefined : `seed ${entrant.seed}`].filter(Boolean).join(', ');

/** The default field: the default encoding under linear and doubling, and the Horn engine. */
function entrants<P, M>(spec: PlanningSpec<P, M>, engines: Named[], flags: Flags): Entrant[] {
  const encodings = spec.encodings.ids();
  const encoding = encodings.includes(spec.defaultEngine) ? spec.defaultEngine : encodings[0];
  const field: Entrant[] = spec.portfolio ?? [
    { engine: encoding, schedule: 'linear' },
    { engine: encoding, schedule: 'doubling' },
    ...engines.filter((engine) => engine.id === `${spec.id}/horn`).map((engine) => ({ engine: engine.id })),
  ];
  return flags.portfolioSearch ? [{ engine: spec.search.id }, ...field] : field;
}

export function portfolioEngine<P, M>(spec: PlanningSpec<P, M>, engines: () => Named[]): PlanEngine<P, M> {
  const id = `${spec.id}/portfolio`;
  const worker = new URL(import.meta.url.endsWith('.ts') ? '../compare/portfolio-worker-tsx.mjs' : '../compare/portfolio-worker.js', import.meta.url);
  return {
    id,
    idea: 'races configurations (encoding x strategy x schedule, the Horn engine; the search engine with --portfolio-search) on worker threads, one Z3 each; the first settled, verified answer wins',
    encoded: false,
    noun: 'a portfolio',
    async answer({ puzzle, flags, limit, mode, input }) {
      if (!input) throw new Error('a portfolio needs the puzzle as given, to hand to its workers');
      const started = performance.now();
      const budget = budgetOf(flags);
      const field = entrants(spec, engines(), flags);
      const settled = (answer: Answer<M>) => answer.status === 'none' || (answer.status === 'plan' && (mode === 'within' || answer.optimal !== false));
      const replies: { entrant: Entrant; answer?: Answer<M>; error?: string }[] = [];
      const workers: Worker[] = [];
      const winner = await new Promise<{ entrant: Entrant; answer: Answer<M> } | undefined>((resolve) => {
        let pending = field.length;
        const timer = setTimeout(() => resolve(undefined), budget + GRACE_MS);
        const done = (result?: { entrant: Entrant; answer: Answer<M> }) => {
          clearTimeout(timer);
          resolve(result);
        };
        for (const entrant of field) {
          const task: PortfolioTask = { kind: spec.id, input, entrant, flags: { ...flags, engine: entrant.engine, strategy: entrant.strategy, schedule: entrant.schedule }, limit, mode };
          const thread = new Worker(worker, { workerData: task });
          workers.push(thread);
          live.add(thread);
          let replied = false;
          const finish = (reply: PortfolioReply<M>) => {
            if (replied) return;
            replied = true;
            const answer = 'answer' in reply ? reply.answer : undefined;
            // The simulator here checks every plan again: a worker's word is not enough.
            if (answer?.status === 'plan' && spec.verify(puzzle, answer.plan!).length > 0) {
              replies.push({ entrant, answer: { ...answer, status: 'rejected', reason: 'rejected', problems: spec.verify(puzzle, answer.plan!) } });
            } else replies.push({ entrant, answer, error: 'error' in reply ? reply.error : undefined });
            if (answer && settled(answer) && replies.at(-1)!.answer!.status !== 'rejected') done({ entrant, answer });
            else if (--pending === 0) done(undefined);
          };
          thread.on('message', (reply: PortfolioReply<M>) => finish(reply));
          thread.on('error', (error) => finish({ error: error.message }));
          thread.on('exit', () => {
            live.delete(thread);
            finish({ error: 'the worker stopped without an answer' });
          });
        }
      });
      await Promise.all(workers.map(async (thread) => {
        await thread.terminate();
        live.delete(thread);
      }));
      const ms = performance.now() - started;
      const race = `${field.length} configurations raced`;
      if (winner) {
        const { entrant, answer } = winner;
        return { ...answer, engine: id, ms, certificate: `${answer.certificate} (won by ${label(entrant)}, ${race})` };
      }
      // No settled answer: a plan not shown shortest is still an answer; a rejected one is a bug found.
      const plan = replies.find((reply) => reply.answer?.status === 'plan');
      const rejected = replies.find((reply) => reply.answer?.status === 'rejected');
      const chosen = plan ?? rejected;
      if (chosen) return { ...chosen.answer!, engine: id, ms, certificate: `${chosen.answer!.certificate} (from ${label(chosen.entrant)}, ${race})` };
      const why = replies.map((reply) => `${label(reply.entrant)}: ${reply.error ?? reply.answer?.certificate ?? reply.answer?.status}`).join('; ');
      return { engine: id, strategy: 'native', status: 'unknown', reason: 'timeout', certificate: `no configuration settled it (${why || race})`, problems: [], horizons: [], ms };
    },
  };
}
