// Horizon schedules: which plan lengths to ask about, in which order, to find the shortest plan
// (or show there is none) between the admissible lower bound and the largest horizon. Linear asks
// "exactly k moves?" from the bound upward, so its first sat is the optimum. The others ask "at
// most k moves?" (a timeline that can stay, src/dsl/stay.ts): a sat at k gives a plan of at most k
// moves and an unsat at k excludes every shorter plan too, so they may overshoot and come back.
import type { Named } from '../dsl/registry.ts';
import { Registry } from '../dsl/registry.ts';

/** What one question at a horizon came to: `paused` when its time slice ran out before the deadline. */
export type Outcome = { status: 'sat'; moves: number } | { status: 'unsat' | 'timeout' | 'unknown' | 'rejected' | 'paused' };

export interface AskOptions {
  /**
   * Stop this check after so many conflicts of Z3's search and report `paused` (the deadline still
   * rules); each pause of a horizon doubles its next slice, so that a solver that cannot resume
   * (a tactic, which starts over at every check) still finishes. Conflicts, not milliseconds: Z3
   * stopped by its timeout may be stopped anywhere, and a QF_FD solver so stopped and then resumed
   * answered with models that break the formula (jugs/unary-table under rintanen-b, under load); a
   * conflict budget stops the search only between conflicts, and makes the schedule deterministic.
   */
  sliceConflicts?: number;
  /** Keep a solver of this horizon's own, so that asking again resumes its search. */
  keep?: boolean;
}

/**
 * The horizons of one timeline as a schedule sees them (the class Horizons in horizon.ts, which
 * imports the schedules: declared here, so that this file need not import it back).
 */
export interface HorizonQuestions<Move> {
  readonly from: number;
  readonly to: number;
  /** Where linear starts (HorizonOptions.start). */
  readonly start: number;
  /** The shortest verified plan found so far. */
  readonly best?: Move[];
  /** No plan of at most this many moves exists. */
  readonly noneUpTo: number;
  /** True when asking more is pointless: out of time, or a plan was rejected. */
  readonly over: boolean;
  /** A plan of at most `horizon` moves is known, or none is: nothing to ask there. */
  settled(horizon: number): boolean;
  /** Grows the timeline to `horizon` steps and asks for the goal there. */
  ask(horizon: number, options?: AskOptions): Promise<Outcome>;
}

export interface Schedule extends Named {
  /** Asks "a plan of at most k moves?" (timelines that can stay only); else "of exactly k?". */
  atMost: boolean;
  /**
   * Asks horizons until the shortest plan is known (a verified plan and no plan one move shorter),
   * no plan of at most `to` moves exists, or the horizons can go no further (out of time).
   */
  shortest<Move>(horizons: HorizonQuestions<Move>): Promise<void>;
}

/** Done: the best plan is shown optimal, or nothing is left to ask. */
const finished = <Move>(h: HorizonQuestions<Move>) => h.over || h.noneUpTo >= h.to || (h.best !== undefined && h.noneUpTo >= h.best.length - 1);

/** Bisection between the largest horizon without a plan and the best plan's length. */
async function bisect<Move>(h: HorizonQuestions<Move>): Promise<void> {
  while (!finished(h) && h.best) {
    const outcome = await h.ask(Math.floor((h.noneUpTo + h.best.length) / 2));
    if (outcome.status !== 'sat' && outcome.status !== 'unsat') return;
  }
}

const linear: Schedule = {
  id: 'linear',
  idea: 'exactly k moves? at k = the lower bound, then k+1, ...: the first sat is the optimum (one solver, each goal pushed and popped)',
  // h.start is h.from unless a portfolio entrant starts further up; its first sat is then a plan
  // whose optimality rests on another worker's unsat answers below it.
  atMost: false,
  async shortest(h) {
    for (let horizon = h.start; horizon <= h.to && !finished(h); horizon++) {
      const outcome = await h.ask(horizon);
      if (outcome.status !== 'unsat') return;
    }
  },
};

const doubling: Schedule = {
  id: 'doubling',
  idea: 'at most k moves? at k = the lower bound, then twice as far each time until sat; then bisection between the last unsat and the plan found',
  atMost: true,
  async shortest(h) {
    for (let horizon = h.from; !finished(h); ) {
      const outcome = await h.ask(horizon);
      if (outcome.status === 'sat') break;
      if (outcome.status !== 'unsat' || horizon >= h.to) return;
      horizon = Math.min(h.to, Math.max(horizon + 1, 2 * horizon));
    }
    await bisect(h);
  },
};

/** Rintanen's algorithm B: how many horizons run side by side, and the share of each. */
const PROCESSES = 4;
const GAMMA = 0.8;
/** A round's conflicts for the smallest horizon; horizon i of a round gets this times GAMMA^i. */
const ROUND_CONFLICTS = 2000;
const SLICE_MIN_CONFLICTS = 100;

const rintanenB: Schedule = {
  id: 'rintanen-b',
  idea: "Rintanen's algorithm B: horizons lb, lb+s, lb+2s, ... (s = lb/4, at least 1) run side by side, the i-th smallest for a share 0.8^i of each round (in conflicts), on solvers of their own that resume; an unsat one is replaced by the next; after a plan, only shorter horizons run",
  atMost: true,
  async shortest(h) {
    const spacing = Math.max(1, Math.ceil(h.from / PROCESSES));
    let next = h.from;
    let active: number[] = [];
    while (!finished(h)) {
      const limit = h.best ? h.best.length - 1 : h.to;
      active = active.filter((horizon) => !h.settled(horizon) && horizon <= limit);
      // After a plan of j moves, j - 1 is the horizon that decides its optimality.
      if (h.best && !active.includes(limit)) active.push(limit);
      for (; active.length < PROCESSES && next <= limit; next += spacing) {
        if (!h.settled(next) && !active.includes(next)) active.push(next);
      }
      // The largest horizon stands for every one past the last started.
      if (active.length < PROCESSES && !active.includes(limit) && !h.settled(limit)) active.push(limit);
      active.sort((a, b) => a - b);
      if (active.length === 0) return;
      for (const [i, horizon] of active.entries()) {
        if (h.settled(horizon)) continue;
        const outcome = await h.ask(horizon, { keep: true, sliceConflicts: Math.max(SLICE_MIN_CONFLICTS, Math.round(ROUND_CONFLICTS * GAMMA ** i)) });
        if (outcome.status === 'timeout' || outcome.status === 'unknown' || outcome.status === 'rejected') return;
        if (outcome.status === 'sat') break;
      }
    }
  },
};

export const schedules = new Registry<Schedule>('schedule', [linear, doubling, rintanenB]);
