// Bounded-horizon planning: grow one timeline and one solver step by step, and at each horizon
// from the admissible lower bound upward ask, in a pushed scope, for the goal at that horizon.
// The first horizon that is sat is the optimum; every horizon before it was proved unsat.
import type { PlanningEncoding } from '../dsl/encoding.ts';
import { type FormulaSize, Model, valuesOf } from '../dsl/model.ts';
import { Deadline, checkWithin, type CheckStatus, statisticsOf } from './check.ts';
import { z3Session } from './session.ts';
import { strategies } from './strategy.ts';

export interface HorizonStep {
  horizon: number;
  status: CheckStatus;
  ms: number;
}

export interface HorizonOptions<Move> {
  strategy?: string;
  timeoutMs?: number;
  /** An admissible lower bound on the plan length: horizons below it are not asked. */
  from: number;
  /** The largest horizon to try. */
  to: number;
  /** The independent simulator: why a plan fails (empty when it reaches the goal). */
  verify: (plan: Move[]) => string[];
  onHorizon?: (step: HorizonStep) => void;
}

export interface HorizonReport<Move> {
  /** sat: a plan of `horizon` moves, none shorter from `from`; unsat: no plan of at most `to`. */
  status: CheckStatus | 'rejected';
  plan?: Move[];
  horizon?: number;
  steps: HorizonStep[];
  problems: string[];
  size: FormulaSize;
  encodeMs: number;
  solveMs: number;
  statistics: Record<string, number>;
}

export async function searchHorizons<P, M>(encoding: PlanningEncoding<P, M>, puzzle: P, options: HorizonOptions<M>): Promise<HorizonReport<M>> {
  const { z3, warm } = await z3Session();
  const deadline = new Deadline(options.timeoutMs);
  const model = new Model(z3);
  const solver = strategies.get(options.strategy ?? 'default').makeSolver(z3);
  const steps: HorizonStep[] = [];
  let encodeMs = 0;
  let solveMs = 0;
  const report = (status: HorizonReport<M>['status'], extra: Partial<HorizonReport<M>> = {}): HorizonReport<M> => ({
    status, steps, problems: [], size: model.size(), encodeMs, solveMs, statistics: statisticsOf(solver), ...extra,
  });

  let started = performance.now();
  const timeline = encoding.encode(model, puzzle);
  solver.add(...model.drain());
  encodeMs += performance.now() - started;
  await warm;
  for (let horizon = 0; horizon <= options.to; horizon++) {
    if (horizon > 0) {
      started = performance.now();
      timeline.step(horizon - 1);
      solver.add(...model.drain());
      encodeMs += performance.now() - started;
    }
    if (horizon < options.from) continue;
    started = performance.now();
    solver.push();
    solver.add(...timeline.goal(horizon));
    const status = await checkWithin(solver, deadline);
    const ms = performance.now() - started;
    solveMs += ms;
    const step = { horizon, status, ms };
    steps.push(step);
    options.onHorizon?.(step);
    if (status === 'sat') {
      const plan = timeline.decode(valuesOf(z3, solver.model()), horizon);
      solver.pop();
      const problems = options.verify(plan);
      return problems.length > 0 ? report('rejected', { problems, horizon }) : report('sat', { plan, horizon });
    }
    solver.pop();
    if (status !== 'unsat') return report(status, { horizon });
  }
  return report('unsat');
}
