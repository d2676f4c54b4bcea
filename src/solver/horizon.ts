// Bounded-horizon planning: grow one timeline step by step and ask for the goal at the horizons a
// schedule picks (schedule.ts). The linear schedule asks "a plan of exactly k moves?" at each
// horizon from the admissible lower bound upward; the others ask "a plan of at most k moves?" of a
// timeline that can stay (src/dsl/stay.ts), which lets them jump between horizons and bisect.
// Every plan found goes through the simulator before it counts.
import type { Solver } from 'z3-solver';
import type { PlanningEncoding, Timeline } from '../dsl/encoding.ts';
import { type BoolTerm, type FormulaSize, Model, type Z3 } from '../dsl/model.ts';
import { canStay, type StayingTimeline, stayingTimeline } from '../dsl/stay.ts';
import { UsageError } from '../errors.ts';
import { Deadline, type CheckStatus, statisticsOf } from './check.ts';
import { type Refined, checkRefined } from './lazy.ts';
import { refuseUnsupported } from './run.ts';
import { type AskOptions, type HorizonQuestions, type Outcome, type Schedule, schedules } from './schedule.ts';
import { inTurn, z3Session } from './session.ts';
import { type Strategy, strategies } from './strategy.ts';
import { releaseWhenIdle } from './finalizer-gate.ts';

export interface HorizonStep {
  horizon: number;
  status: CheckStatus;
  ms: number;
  /** The question was "a plan of at most `horizon` moves?" (absent: of exactly that many). */
  atMost?: boolean;
}

export interface HorizonOptions<Move> {
  strategy?: string;
  timeoutMs?: number;
  /** An admissible lower bound on the plan length: horizons below it are not asked. */
  from: number;
  /** The largest horizon to try. */
  to: number;
  /**
   * The first horizon linear asks, when not `from` (a portfolio entrant that leaves the horizons
   * below to another worker). Horizons skipped are not excluded: only unsat answers exclude.
   */
  start?: number;
  /** The independent simulator: why a plan fails (empty when it reaches the goal). */
  verify: (plan: Move[]) => string[];
  onHorizon?: (step: HorizonStep) => void;
  /** How horizons are picked (schedule.ts): linear when absent. */
  schedule?: string;
  /**
   * Any plan of at most `to` moves will do (check --within), not the shortest: a timeline that can
   * stay is asked once, at `to`, unless the schedule is linear.
   */
  within?: boolean;
}

export interface HorizonReport<Move> {
  /** sat: a verified plan of `horizon` moves; unsat: no plan of at most `to`; otherwise why it stopped, at `horizon`. */
  status: CheckStatus | 'rejected';
  plan?: Move[];
  horizon?: number;
  /**
   * No plan of at most this many moves exists (by the lower bound and the unsat horizons): a plan
   * is shown optimal when this is one less than its length.
   */
  noneUpTo: number;
  schedule: string;
  steps: HorizonStep[];
  problems: string[];
  size: FormulaSize;
  encodeMs: number;
  solveMs: number;
  statistics: Record<string, number>;
}

/**
 * The horizons of one timeline, as a schedule drives them: `ask(k)` grows the timeline to k steps
 * and checks the goal there, and the answers so far are kept here (the shortest verified plan, the
 * largest horizon known to have no plan).
 */
export class Horizons<Move> implements HorizonQuestions<Move> {
  readonly steps: HorizonStep[] = [];
  /** Horizons ask for plans of at most k moves (the timeline can stay). */
  readonly atMost: boolean;
  /** The shortest verified plan found so far. */
  best?: Move[];
  noneUpTo: number;
  /** Why the search cannot go on: a rejected plan, a timeout, an unknown. */
  stopped?: { status: CheckStatus | 'rejected'; horizon: number };
  problems: string[] = [];
  encodeMs = 0;
  solveMs = 0;
  private grown = 0;
  /** The constraints of the encoding, then of each step: a new solver is given those up to its horizon. */
  private readonly layers: BoolTerm[][] = [];
  private readonly shared?: Solver<'main'>;
  private readonly kept = new Map<number, { solver: Solver<'main'>; ms: number; pauses: number }>();
  /** Z3's statistics of the latest check. */
  private statistics: Record<string, number> = {};
  /** The steps below this one are stated to move in the shared solver (see pinMoves). */
  private pinned = 0;

  constructor(
    private readonly z3: Z3,
    private readonly model: Model,
    private readonly timeline: Timeline<Move> | StayingTimeline<Move>,
    private readonly strategy: Strategy,
    private readonly deadline: Deadline,
    readonly from: number,
    readonly to: number,
    private readonly verify: (plan: Move[]) => string[],
    private readonly onHorizon?: (step: HorizonStep) => void,
    /** Where linear starts (HorizonOptions.start). */
    readonly start = from,
  ) {
    this.atMost = 'moving' in timeline;
    this.noneUpTo = from - 1;
    this.layers.push(model.drain());
    this.shared = strategy.freshPerHorizon ? undefined : strategy.makeSolver(z3);
    if (this.shared) addAll(this.shared, this.layers[0]);
  }

  /** True when asking more is pointless: out of time, or a plan was rejected. */
  get over(): boolean {
    return this.stopped?.status === 'rejected' || this.deadline.passed();
  }

  /** A plan of at most `horizon` moves is known, or none is: nothing to ask there. */
  settled(horizon: number): boolean {
    return horizon <= this.noneUpTo || (this.atMost && this.best !== undefined && this.best.length <= horizon);
  }

  /**
   * Encodes the steps up to `horizon`, stopping early at the run's deadline: a step is built
   * synchronously, and 38 steps of a 14-tube water level took 8 s, which no check's timeout could
   * cut short (the command line's watchdog stops its thread; a library call has none).
   */
  private grow(horizon: number) {
    const started = performance.now();
    for (; this.grown < horizon && !this.deadline.passed(); this.grown++) {
      this.timeline.step(this.grown);
      const layer = this.model.drain();
      this.layers.push(layer);
      if (this.shared) addAll(this.shared, layer);
    }
    this.encodeMs += performance.now() - started;
    this.pinMoves();
  }

  /**
   * Every plan has more than `noneUpTo` moves, so the steps up to it move: said as facts, this lets
   * them propagate as in a plan of exactly k moves (an undecided "step t moves" holds back its step).
   */
  private pinMoves() {
    if (!('moving' in this.timeline)) return;
    for (; this.pinned <= Math.min(this.noneUpTo, this.grown - 1); this.pinned++) {
      const moves = this.timeline.moving(this.pinned);
      if (moves === true) continue;
      this.shared?.add(moves);
      for (const { solver } of this.kept.values()) solver.add(moves);
    }
  }

  /** The facts "step t moves" below `horizon` that the unsat horizons so far allow. */
  private pinnedBelow(horizon: number): BoolTerm[] {
    if (!('moving' in this.timeline)) return [];
    const timeline = this.timeline;
    return Array.from({ length: Math.max(0, Math.min(this.noneUpTo + 1, horizon)) }, (_, t) => timeline.moving(t)).filter(
      (moves): moves is BoolTerm => moves !== true,
    );
  }

  /** A solver holding the timeline up to `horizon` and the goal there, with a way to drop the goal again. */
  private solverAt(horizon: number, keep: boolean): { solver: Solver<'main'>; done: () => void } {
    const kept = this.kept.get(horizon);
    if (kept) return { solver: kept.solver, done: () => undefined };
    const started = performance.now();
    const goal = this.timeline.goal(horizon);
    this.encodeMs += performance.now() - started;
    const { shared } = this;
    if (shared && !keep) {
      shared.push();
      addAll(shared, goal);
      return { solver: shared, done: () => shared.pop() };
    }
    const solver = this.strategy.makeSolver(this.z3);
    for (const layer of this.layers.slice(0, horizon + 1)) addAll(solver, layer);
    addAll(solver, [...goal, ...this.pinnedBelow(horizon)]);
    if (keep) this.kept.set(horizon, { solver, ms: 0, pauses: 0 });
    return { solver, done: () => undefined };
  }

  async ask(horizon: number, options: AskOptions = {}): Promise<Outcome> {
    if (this.over) return { status: 'timeout' };
    this.grow(horizon);
    if (this.over) return { status: 'timeout' };
    const keep = options.keep ?? false;
    const started = performance.now();
    const resumed = this.kept.get(horizon);
    let { solver, done } = this.solverAt(horizon, keep);
    const budget = options.sliceConflicts;
    const sliced = budget !== undefined;
    const limit = (pauses: number) => Math.min(UNLIMITED_CONFLICTS, (budget ?? 0) * 2 ** pauses);
    if (sliced) budgetConflicts(solver, limit(this.kept.get(horizon)?.pauses ?? 0));
    // A solver sliced before (the shared one, asked with a slice but not kept) keeps its budget
    // until told otherwise: an unsliced check on it would stop at that budget and read 'unknown'.
    else if (slicedSolvers.delete(solver)) solver.set('max_conflicts', UNLIMITED_CONFLICTS);
    // Lazy rules (Model.lazy) are kept by refining the model: cuts go into the solver the check
    // used, inside the goal's scope when it is the shared one (sound; only not reused).
    let { status, values } = await checkRefined(solver, this.model, this.deadline);
    if (status === 'unknown' && resumed && !(sliced && outOfConflicts(solver))) {
      // Z3's QF_FD solver, stopped in the middle of a check, may give up on the next one
      // ("interpreted functions sent to SAT solver"): the horizon starts again on a new solver.
      releaseWhenIdle(resumed.solver);
      this.kept.delete(horizon);
      ({ solver, done } = this.solverAt(horizon, keep));
      // A horizon resumed was kept, and is kept again on its new solver.
      const renewed = this.kept.get(horizon);
      if (!renewed) throw new Error(`internal error: horizon ${horizon} resumed without keeping it`);
      renewed.ms = resumed.ms;
      renewed.pauses = resumed.pauses;
      if (sliced) budgetConflicts(solver, limit(renewed.pauses));
      ({ status, values } = await checkRefined(solver, this.model, this.deadline));
    }
    const ms = performance.now() - started;
    this.solveMs += ms;
    this.statistics = statisticsOf(solver);
    const kept = this.kept.get(horizon);
    if (status === 'unknown' && sliced && outOfConflicts(solver) && !this.deadline.passed()) {
      if (kept) {
        kept.ms += ms;
        kept.pauses++;
      }
      done();
      return { status: 'paused' };
    }
    this.kept.delete(horizon);
    let confirmMs = 0;
    if (status === 'unsat' && kept && kept.pauses > 0) {
      // An unsat from a solver that paused and resumed is asked again of one that never paused:
      // no checker could catch a wrong one, and "no plan of at most k" is what proves a plan
      // optimal (a resumed QF_FD solver stopped by a timeout gave models breaking its formula;
      // the conflict budget has given no wrong answer, but an unsat is believed only when shown).
      const confirming = performance.now();
      ({ status, values } = await this.askAfresh(horizon));
      confirmMs = performance.now() - confirming;
      this.solveMs += confirmMs;
    }
    this.record({ horizon, status, ms: ms + confirmMs + (kept?.ms ?? 0), ...(this.atMost && { atMost: true }) });
    let outcome: Outcome = { status: status === 'sat' ? 'rejected' : status };
    if (status === 'sat') {
      // checkRefined gives the values with every 'sat'.
      if (!values) throw new Error(`internal error: sat at horizon ${horizon} without values`);
      outcome = this.found(horizon, this.timeline.decode(values, horizon));
    }
    if (status === 'unsat') this.excluded(horizon);
    if (status === 'timeout' || status === 'unknown') this.stopped ??= { status, horizon };
    done();
    if (kept) releaseWhenIdle(kept.solver);
    return outcome;
  }

  /** The horizon's goal checked whole, without a conflict budget, on a solver that never paused. */
  private async askAfresh(horizon: number): Promise<Refined> {
    const { solver, done } = this.solverAt(horizon, false);
    if (slicedSolvers.delete(solver)) solver.set('max_conflicts', UNLIMITED_CONFLICTS);
    try {
      return await checkRefined(solver, this.model, this.deadline);
    } finally {
      done();
      if (solver !== this.shared) releaseWhenIdle(solver);
    }
  }

  private record(step: HorizonStep) {
    this.steps.push(step);
    this.onHorizon?.(step);
  }

  private found(horizon: number, plan: Move[]): Outcome {
    const problems = this.verify(plan);
    if (problems.length > 0) {
      this.problems = problems;
      this.stopped = { status: 'rejected', horizon };
      return { status: 'rejected' };
    }
    if (!this.best || plan.length < this.best.length) this.best = plan;
    return { status: 'sat', moves: plan.length };
  }

  /** Unsat at `horizon`: at most k moves, or (asked in order from the bound) exactly k. */
  private excluded(horizon: number) {
    if (this.atMost) this.noneUpTo = Math.max(this.noneUpTo, horizon);
    else if (horizon === this.noneUpTo + 1) this.noneUpTo = horizon;
    this.pinMoves();
  }

  /** Frees the solvers of horizons left unanswered (a schedule that gave up on them). */
  release() {
    for (const { solver } of this.kept.values()) releaseWhenIdle(solver);
    this.kept.clear();
  }

  report(schedule: string): HorizonReport<Move> {
    const base = {
      noneUpTo: this.noneUpTo,
      schedule,
      steps: this.steps,
      problems: this.problems,
      size: this.model.size(),
      encodeMs: this.encodeMs,
      solveMs: this.solveMs,
      statistics: this.statistics,
    };
    if (this.stopped?.status === 'rejected') return { ...base, status: 'rejected', horizon: this.stopped.horizon };
    if (this.best) return { ...base, status: 'sat', plan: this.best, horizon: this.best.length };
    if (this.noneUpTo >= this.to) return { ...base, status: 'unsat' };
    const stopped = this.stopped ?? { status: 'timeout' as const, horizon: this.noneUpTo + 1 };
    return { ...base, status: stopped.status, horizon: stopped.horizon };
  }
}

/** Z3's max_conflicts when unset (an unsigned int: a budget doubled past it would wrap). */
const UNLIMITED_CONFLICTS = 2 ** 32 - 1;
/** The solvers a conflict budget was set on. */
const slicedSolvers = new WeakSet<Solver<'main'>>();
function budgetConflicts(solver: Solver<'main'>, conflicts: number) {
  slicedSolvers.add(solver);
  solver.set('max_conflicts', conflicts);
}

/** The check stopped at its conflict budget (AskOptions.sliceConflicts): Z3 says so in words. */
const outOfConflicts = (solver: Solver<'main'>) => /max.conflicts/i.test(solver.reasonUnknown());

/** Adds constraints one at a time: spread as arguments, a large layer could overflow the stack. */
function addAll(solver: Solver<'main'>, constraints: BoolTerm[]) {
  for (const constraint of constraints) solver.add(constraint);
}

/** The schedule asked for, checked against what the encoding's timeline can do. */
function scheduleFor<M>(encodingId: string, timeline: Timeline<M>, options: HorizonOptions<M>): Schedule {
  const stays = canStay(timeline);
  // check --within: one question at `to` answers it, when the timeline can stay.
  const schedule = schedules.get(options.schedule ?? (options.within && stays ? 'doubling' : 'linear'));
  if (schedule.atMost && !stays) {
    throw new UsageError(
      `--schedule ${schedule.id} asks for plans of at most k moves, and ${encodingId} does not name its states, so its steps cannot stay; use --schedule linear`,
    );
  }
  return schedule;
}

/**
 * The shortest plan the schedule finds, from one model and solver. The search holds the session's
 * Z3 context from its first term to its last check: one started beside it, or after its caller
 * stopped waiting for it (a test that timed out), waits its turn (inTurn).
 */
export function searchHorizons<P, M>(encoding: PlanningEncoding<P, M>, puzzle: P, options: HorizonOptions<M>): Promise<HorizonReport<M>> {
  return inTurn(() => searching(encoding, puzzle, options));
}

async function searching<P, M>(encoding: PlanningEncoding<P, M>, puzzle: P, options: HorizonOptions<M>): Promise<HorizonReport<M>> {
  refuseUnsupported(encoding, puzzle);
  const { z3, warm } = await z3Session();
  const deadline = new Deadline(options.timeoutMs);
  const model = new Model(z3);
  const strategy = strategies.get(options.strategy ?? 'default');
  const started = performance.now();
  const plain = encoding.encode(model, puzzle);
  const schedule = scheduleFor(encoding.id, plain, options);
  const timeline = schedule.atMost ? stayingTimeline(model, plain, options.from) : plain;
  const horizons = new Horizons(
    z3,
    model,
    timeline,
    strategy,
    deadline,
    options.from,
    options.to,
    options.verify,
    options.onHorizon,
    Math.max(options.from, options.start ?? options.from),
  );
  horizons.encodeMs += performance.now() - started;
  await warm;
  try {
    if (options.within && schedule.atMost) {
      if (options.to >= options.from) await horizons.ask(options.to);
    } else {
      await schedule.shortest(horizons);
    }
  } finally {
    horizons.release();
  }
  return horizons.report(schedule.id);
}
