// Explicit-state planning. The kind lists every state its puzzle can be in (without searching);
// the moves between them are worked out here in plain TypeScript, and Z3 is asked only for the
// decisions: a distance label per state, an integer, with
//     label(start) = 0      label(after a move) <= label(before) + 1   for every move of every state.
// Labels like these never exceed the number of moves a state needs (they are a potential), so labels
// that put every goal state at `bound` or more prove that no plan has fewer than `bound` moves.
// Z3 finds them in difference logic. The largest bound that labels allow is the length of a
// shortest plan (linear-programming duality); and when no labels allow a bound, the constraints
// that contradict it are the moves along a path from the start to a goal in fewer moves, so the
// moves in Z3's unsat core make a plan. Both answers are checked here before they are believed:
// the labels inequality by inequality, the plan by the kind's simulator (by the caller).
import type { Solver } from 'z3-solver';
import { type BoolTerm, type IntTerm, Model, type Z3 } from '../dsl/model.ts';
import { type CheckStatus, checkWithin, type Deadline } from './check.ts';
import { releaseWhenIdle } from './finalizer-gate.ts';

/**
 * Every state a puzzle can be in, listed by the kind without searching (every way to share the
 * water between the jugs, say). States are named by keys; `stateGraph` checks that the start is
 * listed and that no move leads outside the list.
 */
export interface ListedStates<Move> {
  start: string;
  /** Every state a plan could pass through: all those reachable, and perhaps others. */
  states: Iterable<string>;
  /** The moves the rules allow in a state, each with the state it leads to (moves that change nothing left out). */
  next(state: string): { move: Move; to: string }[];
  goal(state: string): boolean;
}

/** The states as numbers (the start is 0) and every move between them. */
export interface StateGraph<Move> {
  keys: string[];
  moves: { from: number; to: number; move: Move }[];
  goals: number[];
}

/**
 * The graph of a listed state space, or undefined past `limit` moves; throws when the list leaves
 * out the start or a state some move leads to.
 */
export function stateGraph<Move>(space: ListedStates<Move>, limit = Infinity): StateGraph<Move> | undefined {
  const keys = [space.start, ...[...space.states].filter((key) => key !== space.start)];
  const index = new Map(keys.map((key, i) => [key, i]));
  if (index.size !== keys.length) throw new Error('the state list names a state twice');
  const moves: StateGraph<Move>['moves'] = [];
  for (const [from, key] of keys.entries()) {
    for (const { move, to } of space.next(key)) {
      const target = index.get(to);
      if (target === undefined) throw new Error(`the state list is not closed: a move from ${key} leads to ${to}, which is not listed`);
      if (moves.push({ from, to: target, move }) > limit) return undefined;
    }
  }
  return { keys, moves, goals: keys.flatMap((key, i) => (space.goal(key) ? [i] : [])) };
}

/**
 * Why `labels` fail to show that no plan has fewer than `bound` moves; empty when they show it.
 * Plain arithmetic, independent of Z3.
 */
export function labelProblems(graph: StateGraph<unknown>, labels: readonly number[], bound: number): string[] {
  const problems: string[] = [];
  if (labels.length !== graph.keys.length || !labels.every(Number.isSafeInteger)) return ['the labels are not one whole number per state'];
  if (labels[0] !== 0) problems.push(`the start is labelled ${labels[0]}, not 0`);
  const rising = graph.moves.find(({ from, to }) => labels[to] > labels[from] + 1);
  if (rising)
    problems.push(`a move from ${graph.keys[rising.from]} (${labels[rising.from]}) to ${graph.keys[rising.to]} (${labels[rising.to]}) rises by more than 1`);
  const near = graph.goals.find((goal) => labels[goal] < bound);
  if (near !== undefined) problems.push(`the goal state ${graph.keys[near]} is labelled ${labels[near]}, below ${bound}`);
  return problems;
}

/** Distance labels Z3 found, asked to put every goal at `bound` or more; `least`: the least goal label. */
export interface Labels {
  status: 'labels';
  bound: number;
  least: number;
  /** Every state's label, when read. */
  labels?: number[];
}

/** No answer: out of time, Z3's unknown, or a core that is no path to a goal. */
export interface Unsettled {
  status: CheckStatus | 'core';
}

export type GraphOutcome<Move> = { status: 'plan'; plan: Move[] } | Labels | Unsettled;

export interface Shortest<Move> {
  plan?: Move[];
  labels?: Labels;
}

/** The distance labels of one state graph as a formula, and the two questions asked of it. */
export class DistanceLabels<Move> {
  private readonly label: IntTerm[];
  /**
   * One per state with moves: "the moves out of this state take one step each", assumed, so that
   * an unsat core names the states a plan leaves (one per move, not one per state, ran past the
   * arguments a call can take at 169,000 moves).
   */
  private readonly leaves: { state: number; holds: BoolTerm }[];
  /** The least label of a goal state. */
  private readonly bound: IntTerm;
  private readonly rules: BoolTerm[];
  private solver?: Solver<'main'>;

  constructor(
    private readonly z3: Z3,
    private readonly graph: StateGraph<Move>,
  ) {
    const m = new Model(z3);
    // A shortest plan visits no state twice, so it has fewer moves than there are states:
    // a label (or bound) of `states` stands for "not reachable".
    const states = graph.keys.length;
    this.label = graph.keys.map((key) => m.int(`label[${key}]`, 0, states));
    this.bound = m.int('goal label', 0, states);
    m.require('start', this.label[0].eq(0));
    // A move takes one step: the state it leads to is at most one further from the start.
    const onward = graph.keys.map((): number[] => []);
    for (const { from, to } of graph.moves) onward[from].push(to);
    this.leaves = onward.flatMap((targets, state) => {
      if (targets.length === 0) return [];
      const further = this.label[state].add(1);
      const holds = m.bool(`moves from ${graph.keys[state]}`);
      m.require('move', m.implies(holds, m.and(...targets.map((to) => this.label[to].le(further)))));
      return [{ state, holds }];
    });
    // Every goal state is at least `bound` moves away.
    for (const goal of graph.goals) m.require('goal', this.label[goal].ge(this.bound));
    this.rules = m.drain();
  }

  /**
   * Labels with every goal at `bound` or more (no plan of fewer moves), or else a plan of fewer
   * moves, read from the unsat core. One solver answers every bound asked (it learns as it goes).
   * Only the goals' labels are read back unless `wanted` says the rest are (reading every label of
   * 3,000 states took 0.3 s).
   */
  async below(bound: number, deadline: Deadline, wanted: (least: number) => boolean = () => true): Promise<GraphOutcome<Move>> {
    const solver = (this.solver ??= this.newSolver());
    const status = await checkWithin(solver, deadline, [this.bound.eq(bound), ...this.leaves.map((leave) => leave.holds)]);
    if (status === 'sat') {
      const model = solver.model();
      const read = (state: number) => Number(model.eval(this.label[state], true).toString());
      const least = Math.min(this.graph.keys.length, ...this.graph.goals.map(read));
      return { status: 'labels', bound, least, ...(wanted(least) && { labels: this.label.map((_, state) => read(state)) }) };
    }
    if (status !== 'unsat') return { status };
    const core = new Set([...solver.unsatCore()].map((literal) => literal.id()));
    const plan = this.pathThrough(new Set(this.leaves.filter((leave) => core.has(leave.holds.id())).map((leave) => leave.state)));
    return plan ? { status: 'plan', plan } : { status: 'core' };
  }

  /**
   * The shortest plan and the labels that prove it shortest (their least goal label is its length;
   * none are needed for a plan of no moves), or the labels alone when no goal can be reached.
   */
  async shortest(deadline: Deadline): Promise<Shortest<Move> | Unsettled> {
    const states = this.graph.keys.length;
    let plan: Move[] | undefined;
    let least = 0;
    const settles = (least: number) => least >= states || (plan !== undefined && plan.length <= least);
    // The bound doubles until a plan turns up (labels that put every goal far away come quickly, and
    // so does an unsat core near the shortest plan), then the gap between them is halved.
    for (let bound = 1; ; ) {
      const outcome = await this.below(bound, deadline, settles);
      if (outcome.status === 'labels') {
        least = outcome.least;
        if (outcome.labels) return { plan: least >= states ? undefined : plan, labels: outcome };
      } else if (outcome.status === 'plan') {
        plan = outcome.plan;
        if (plan.length === 0) return { plan };
      } else return { status: outcome.status };
      // A plan no longer than labels read in part: ask its length again for labels read in full.
      bound =
        plan === undefined ? Math.min(states, Math.max(least + 1, 2 * bound)) : plan.length <= least ? plan.length : Math.floor((least + plan.length + 1) / 2);
    }
  }

  release(): void {
    if (this.solver) releaseWhenIdle(this.solver);
    this.solver = undefined;
  }

  private newSolver(): Solver<'main'> {
    const solver = new this.z3.Solver('QF_IDL');
    for (const rule of this.rules) solver.add(rule);
    return solver;
  }

  /** The shortest path from the start to a goal leaving only the given states (a core's handful). */
  private pathThrough(states: Set<number>): Move[] | undefined {
    const moves = this.graph.moves.flatMap((move, i) => (states.has(move.from) ? [i] : []));
    const goals = new Set(this.graph.goals);
    const came = new Map<number, number | null>([[0, null]]);
    const queue = [0];
    for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
      if (goals.has(state)) {
        const plan: Move[] = [];
        for (let move = came.get(state); move != null; move = came.get(this.graph.moves[move].from)) plan.unshift(this.graph.moves[move].move);
        return plan;
      }
      for (const i of moves) {
        const { from, to } = this.graph.moves[i];
        if (from === state && !came.has(to)) {
          came.set(to, i);
          queue.push(to);
        }
      }
    }
    return undefined;
  }
}
