// One configuration of a portfolio (src/kind/engines/portfolio.ts) on its own worker thread, with
// a Z3 of its own: the kind's engine answers the task, and the answer goes back to the race.
import { kindById } from '../catalogue/find.ts';
import { closeSession, z3Session } from '../solver/session.ts';
import type { PlanEngine } from '../kind/engines/engines.ts';
import type { PortfolioReply, PortfolioTask } from '../kind/engines/portfolio.ts';
import { threadSide } from '../isolate/thread.ts';

const { data: task, post: reply } = threadSide<PortfolioTask, PortfolioReply<unknown>>('src/compare/portfolio-worker.ts');
try {
  const plugins = task.flags.plugin ?? [];
  if (plugins.length > 0) {
    const { loadPlugin } = await import('../plugins.ts');
    for (const plugin of plugins) await loadPlugin(plugin);
  }
  // The one kind this entrant runs: a built-in kind loads alone, without the rest of the catalogue.
  const kind = await kindById(task.kind);
  if (kind.made.type !== 'planning') throw new Error(`${task.kind} is not a planning kind`);
  const engine = kind.engines.get(task.entrant.engine) as PlanEngine<unknown, unknown>;
  if (task.entrant.seed !== undefined) {
    // This worker's Z3 is its own: a global parameter here touches no other configuration.
    const { api } = await z3Session();
    for (const name of ['sat.random_seed', 'smt.random_seed']) api.setParam(name, String(task.entrant.seed));
  }
  const { spec } = kind.made;
  const puzzle = spec.parse(task.input);
  // An entrant of one horizon asks once: for a plan of at most that many moves, or of exactly that
  // many (linear, started and stopped there).
  const { offset, exact } = task.entrant;
  const horizon = offset === undefined ? undefined : Math.min(task.limit, spec.lowerBound(puzzle) + offset);
  const request =
    horizon === undefined
      ? { limit: task.limit, mode: task.mode }
      : exact
        ? { limit: horizon, mode: 'shortest' as const, start: horizon, flags: { ...task.flags, schedule: 'linear' } }
        : { limit: horizon, mode: 'within' as const };
  reply({ answer: await engine.answer({ puzzle, flags: task.flags, input: task.input, ...request }) });
} catch (error) {
  reply({ error: error instanceof Error ? error.message : String(error) });
}
await closeSession().catch(() => undefined);
