// Bounded-horizon planning: grow one timeline step by step, and at each horizon from the admissible
// lower bound upward ask for the goal at that horizon. The first horizon that is sat is the
// optimum; every horizon before it was proved unsat.
import type { Solver } from 'z3-solver';
import type { PlanningEncoding } from '../dsl/encoding.ts';
import { type BoolTerm, type FormulaSize, Model, type Z3 } from '../dsl/model.ts';
import { Deadline, type CheckStatus, statisticsOf } from './check.ts';
import { checkRefined, type Refined } from './lazy.ts';
import { refuseUnsupported } from './run.ts';
import { z3Session } from './session.ts';
import { type Strategy, strategies } from './strategy.ts';

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

/** Where the goal of each horizon is asked: the strategy says whether a solver is kept or made anew. */
interface Horizons {
  /** The solver of the latest check (for its model and statistics). */
  solver: Solver<'main'>;
  add(constraints: BoolTerm[]): void;
  /**
   * Checks the goal at one horizon, with the values of a model when sat. Cuts of lazy rules go
   * into the goal's scope and leave with it: sound, only not reused at the next horizon.
   */
  check(goal: BoolTerm[], deadline: Deadline): Promise<Refined>;
  /** Drops the goal of the horizon just checked. */
  done(): void;
}

/** One solver for all horizons: the timeline is added once, each goal in a pushed scope. */
function reusedSolver(z3: Z3, strategy: Strategy, model: Model): Horizons {
  const solver = strategy.makeSolver(z3);
  return {
    solver,
    add: (constraints) => constraints.forEach((constraint) => solver.add(constraint)),
    check(goal, deadline) {
      solver.push();
      goal.forEach((term) => solver.add(term));
      return checkRefined(solver, model, deadline);
    },
    done: () => solver.pop(),
  };
}

/** A new solver per horizon, given the whole timeline and the goal as top-level facts. */
function freshSolvers(z3: Z3, strategy: Strategy, model: Model): Horizons {
  const timeline: BoolTerm[] = [];
  const horizons = {
    solver: strategy.makeSolver(z3),
    add: (constraints: BoolTerm[]) => constraints.forEach((constraint) => timeline.push(constraint)),
    check(goal: BoolTerm[], deadline: Deadline) {
      horizons.solver = strategy.makeSolver(z3);
      [...timeline, ...goal].forEach((term) => horizons.solver.add(term));
      return checkRefined(horizons.solver, model, deadline);
    },
    done: () => undefined,
  };
  return horizons;
}

export async function searchHorizons<P, M>(encoding: PlanningEncoding<P, M>, puzzle: P, options: HorizonOptions<M>): Promise<HorizonReport<M>> {
  refuseUnsupported(encoding, puzzle);
  const { z3, warm } = await z3Session();
  const deadline = new Deadline(options.timeoutMs);
  const model = new Model(z3);
  const strategy = strategies.get(options.strategy ?? 'default');
  const horizons = (strategy.freshPerHorizon ? freshSolvers : reusedSolver)(z3, strategy, model);
  const steps: HorizonStep[] = [];
  let encodeMs = 0;
  let solveMs = 0;
  const report = (status: HorizonReport<M>['status'], extra: Partial<HorizonReport<M>> = {}): HorizonReport<M> => ({
    status, steps, problems: [], size: model.size(), encodeMs, solveMs, statistics: statisticsOf(horizons.solver), ...extra,
  });

  let started = performance.now();
  const timeline = encoding.encode(model, puzzle);
  horizons.add(model.drain());
  encodeMs += performance.now() - started;
  await warm;
  for (let horizon = 0; horizon <= options.to; horizon++) {
    if (horizon > 0) {
      started = performance.now();
      timeline.step(horizon - 1);
      horizons.add(model.drain());
      encodeMs += performance.now() - started;
    }
    if (horizon < options.from) continue;
    started = performance.now();
    const checked = await horizons.check(timeline.goal(horizon), deadline);
    const { status } = checked;
    const ms = performance.now() - started;
    solveMs += ms;
    const step = { horizon, status, ms };
    steps.push(step);
    options.onHorizon?.(step);
    if (checked.status === 'sat') {
      const plan = timeline.decode(checked.values, horizon);
      horizons.done();
      const problems = options.verify(plan);
      return problems.length > 0 ? report('rejected', { problems, horizon }) : report('sat', { plan, horizon });
    }
    horizons.done();
    if (status !== 'unsat') return report(status, { horizon });
  }
  return report('unsat');
}
