// Unbounded reachability: an encoding that is a transition system (its steps all alike, its states
// named) read as constrained Horn clauses for Z3's Spacer engine,
//   Reach(start)        <- the start's rules
//   Reach(state t+1)    <- Reach(state t), the rules of a step
//   Goal                <- Reach(state t), the goal at t
// Goal derivable: the goal is reachable, and Spacer's derivation names the states along a plan.
// Not derivable: Spacer's model of Reach is an inductive invariant, which is believed only once a
// plain solver has checked it (the start inside, every step keeps it, no goal state inside).
import type { Expr, Fixedpoint, FuncDecl, Sort } from 'z3-solver';
import type { PlanningEncoding, StatePart, Timeline } from '../dsl/encoding.ts';
import { type BoolTerm, equal, type IntTerm, isNonEmpty, Model, type Term, valuesOf, type Z3 } from '../dsl/model.ts';
import { type CheckStatus, z3TimeoutMs } from './check.ts';
import { refuseUnsupported } from './run.ts';
import { z3Session } from './session.ts';
import { strategies } from './strategy.ts';
import { releaseWhenIdle } from './finalizer-gate.ts';

/** The encoding read once as a transition system: the start, one step from state 1 to state 2, the goal at state 1. */
export interface TransitionSystem {
  z3: Z3;
  /** The rules of the start, over the variables declared by `encode`. */
  start: { rules: BoolTerm[]; variables: Term[]; state: Term[] };
  /** The rules of one step from `now` to `next` (and the domains of `now`), over `variables`. */
  step: { rules: BoolTerm[]; variables: Term[]; now: Term[]; next: Term[] };
  /** The goal at `step.now`. */
  goal: BoolTerm[];
}

/** A state part as a term: known values become constants. */
const termOf = (z3: Z3, part: StatePart): Term => (typeof part === 'boolean' ? z3.Bool.val(part) : typeof part === 'number' ? z3.Int.val(part) : part);
/**
 * The timeline's states, bound to it (state is a method). A transition system's timeline says its
 * states (PlanningEncoding.transitionSystem), so one without them is our error.
 */
function stateOf<M>(id: string, timeline: Timeline<M>): (t: number) => StatePart[] {
  if (!timeline.state) throw new Error(`internal error: ${id} is a transition system whose timeline has no states`);
  return timeline.state.bind(timeline);
}

/**
 * A Boolean that z3-solver types only as an expression (a relation applied, a substitution into a
 * formula), checked to be one.
 */
function boolean(z3: Z3, term: Expr<'main'>): BoolTerm {
  if (!z3.isBool(term)) throw new Error(`internal error: ${term.toString()} is not a Boolean`);
  return term;
}

/** A relation (a Boolean function) over the sorts given, and its application to terms. */
function relation(z3: Z3, name: string, domain: Sort<'main'>[]) {
  const decl: FuncDecl<'main'> = z3.Function.declare(name, ...domain, z3.Bool.sort());
  return { decl, holds: (...args: Term[]) => boolean(z3, decl.call(...args)) };
}

const all = (z3: Z3, terms: BoolTerm[]): BoolTerm => (terms.length === 0 ? z3.Bool.val(true) : terms.length === 1 ? terms[0] : z3.And(...terms));

export async function transitionSystem<P, M>(encoding: PlanningEncoding<P, M>, puzzle: P): Promise<TransitionSystem> {
  refuseUnsupported(encoding, puzzle);
  if (!encoding.transitionSystem) throw new Error(`${encoding.id} is not a transition system`);
  const { z3 } = await z3Session();
  const model = new Model(z3);
  const timeline = encoding.encode(model, puzzle);
  const stateAt = stateOf(encoding.id, timeline);
  const state = (t: number) => stateAt(t).map((part) => termOf(z3, part));
  const start = { rules: model.drain(), variables: [...model.variables], state: state(0) };
  // Step 1, not step 0: state 0 may be known values, state 1 and 2 are variables.
  timeline.step(0);
  model.drain();
  timeline.step(1);
  const [now, next] = [state(1), state(2)];
  // State 1's domains were stated by step 0; a step starts from a state within them.
  const domains = now
    .filter((part): part is IntTerm => z3.isInt(part))
    .flatMap((level) => {
      const domain = model.domainOf(level);
      return domain ? [level.ge(domain[0]), level.le(domain[1])] : [];
    });
  const rules = [...domains, ...model.drain()];
  const step = { rules, variables: model.variables.slice(start.variables.length), now, next };
  return { z3, start, step, goal: timeline.goal(1) };
}

/** A rule "head if body", its variables bound. */
function rule(z3: Z3, variables: Term[], body: BoolTerm[], head: BoolTerm): BoolTerm {
  const implication = z3.Implies(all(z3, body), head);
  return isNonEmpty(variables) ? z3.ForAll(variables, implication) : implication;
}

/** A condition on a state, given its parts. */
export type Invariant = (state: Term[]) => BoolTerm;

export interface Reachability {
  status: 'reachable' | 'unreachable' | CheckStatus;
  /** Reachable: the states along a plan, start first, as Spacer's derivation gives them (when it could be read). */
  chain?: Term[][];
  /** Unreachable: Spacer's invariant. */
  invariant?: Invariant;
  ms: number;
}

/** Asks Spacer whether the goal is reachable. */
export async function spacer(system: TransitionSystem, timeoutMs: number): Promise<Reachability> {
  const { z3, start, step } = system;
  const reach = relation(
    z3,
    'Reach',
    step.now.map((part) => part.sort),
  );
  const goal = relation(z3, 'Goal', []);
  const holds = (state: Term[]) => reach.holds(...state);
  const fixedpoint: Fixedpoint<'main'> = new z3.Fixedpoint();
  const started = performance.now();
  try {
    fixedpoint.set('engine', 'spacer');
    fixedpoint.set('timeout', z3TimeoutMs(timeoutMs));
    fixedpoint.registerRelation(reach.decl);
    fixedpoint.registerRelation(goal.decl);
    fixedpoint.addRule(rule(z3, start.variables, start.rules, holds(start.state)), 'start');
    fixedpoint.addRule(rule(z3, step.variables, [holds(step.now), ...step.rules], holds(step.next)), 'step');
    fixedpoint.addRule(rule(z3, step.variables, [holds(step.now), ...system.goal], goal.holds()), 'goal');
    const answer = await fixedpoint.query(goal.holds());
    const ms = performance.now() - started;
    if (answer === 'sat') return { status: 'reachable', chain: derivation(z3, fixedpoint.getAnswer(), reach.decl), ms };
    // Spacer's model of Reach: a formula over (:var i), the i-th part of the state.
    const cover = answer === 'unsat' ? fixedpoint.getCoverDelta(-1, reach.decl) : null;
    if (answer === 'unsat') return { status: 'unreachable', invariant: cover ? (state) => boolean(z3, z3.substituteVars(cover, ...state)) : undefined, ms };
    return { status: ms >= timeoutMs || /timeout|canceled/i.test(fixedpoint.getReasonUnknown()) ? 'timeout' : 'unknown', ms };
  } finally {
    // Freed here, between checks, rather than by a finalizer while another check runs.
    releaseWhenIdle(fixedpoint);
  }
}

/**
 * The states of Spacer's derivation of the goal, in order: each step of it (a hyper-resolution)
 * concludes Reach of one state from Reach of the one before, so its conclusions, read innermost
 * first, are the states along a plan. Undefined when the answer is not of that shape.
 */
function derivation(z3: Z3, answer: Expr<'main'> | null, reach: FuncDecl<'main'>): Term[][] | undefined {
  if (!answer) return undefined;
  const seen = new Set<number>();
  const states: Term[][] = [];
  const ground = (term: Expr<'main'>): term is Term => z3.isIntVal(term) || (z3.isBool(term) && (z3.isTrue(term) || z3.isFalse(term)));
  // Children before their node, with a stack of our own: a derivation nests as deep as the plan is long.
  const stack: { node: Expr<'main'>; expanded: boolean }[] = [{ node: answer, expanded: false }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    if (!z3.isApp(top.node)) continue;
    const children: Expr<'main'>[] = top.node.children();
    if (!top.expanded) {
      if (seen.has(top.node.id())) continue;
      seen.add(top.node.id());
      stack.push({ node: top.node, expanded: true });
      for (const child of [...children].reverse()) stack.push({ node: child, expanded: false });
      continue;
    }
    const conclusion = children.at(-1);
    if (top.node.decl().name() === 'hyper-res' && conclusion && z3.isApp(conclusion) && conclusion.decl().eqIdentity(reach)) {
      const parts: Expr<'main'>[] = conclusion.children();
      if (parts.every(ground)) states.push(parts);
    }
  }
  return states.length > 0 ? states : undefined;
}

export interface InvariantCheck {
  /** Each obligation is proved when its query is unsat. */
  initiation: CheckStatus;
  consecution: CheckStatus;
  safety: CheckStatus;
  holds: boolean;
}

/**
 * Checks an invariant with a plain solver: the start satisfies it, every step from a state that
 * satisfies it leads to one that does, and no goal state satisfies it. Three unsat queries, or the
 * invariant is not believed.
 */
export async function checkInvariant(system: TransitionSystem, invariant: Invariant, timeoutMs = 10_000): Promise<InvariantCheck> {
  const { z3, start, step } = system;
  const queries = {
    initiation: [...start.rules, invariant(start.state).not()],
    consecution: [invariant(step.now), ...step.rules, invariant(step.next).not()],
    safety: [invariant(step.now), ...system.goal],
  };
  const check = async (query: BoolTerm[]): Promise<CheckStatus> => {
    const solver = new z3.Solver();
    try {
      solver.set('timeout', z3TimeoutMs(timeoutMs));
      for (const constraint of query) solver.add(constraint);
      return await solver.check();
    } finally {
      releaseWhenIdle(solver);
    }
  };
  // One after another, in this order.
  const initiation = await check(queries.initiation);
  const consecution = await check(queries.consecution);
  const safety = await check(queries.safety);
  return { initiation, consecution, safety, holds: [initiation, consecution, safety].every((s) => s === 'unsat') };
}

/** The invariant over the state parts of state 1, for reading. */
export const invariantText = (system: TransitionSystem, invariant: Invariant) => invariant(system.step.now).toString().replace(/\s+/g, ' ');

/**
 * The moves between the states of a derivation: the encoding at that many steps with every state
 * pinned to the derivation's, solved once (each step's move is all that is left to find), decoded
 * and verified. Undefined when the states do not make a plan of the encoding.
 */
export async function planAlong<P, M>(
  encoding: PlanningEncoding<P, M>,
  puzzle: P,
  chain: Term[][],
  options: { strategy: string; timeoutMs: number; verify: (plan: M[]) => string[] },
): Promise<M[] | undefined> {
  const { z3 } = await z3Session();
  const model = new Model(z3);
  const timeline = encoding.encode(model, puzzle);
  const horizon = chain.length - 1;
  for (let t = 0; t < horizon; t++) timeline.step(t);
  const solver = strategies.get(options.strategy).makeSolver(z3);
  try {
    for (const constraint of [...model.drain(), ...timeline.goal(horizon)]) solver.add(constraint);
    const stateAt = stateOf(encoding.id, timeline);
    chain.forEach((parts, t) => stateAt(t).forEach((part, i) => solver.add(equal(termOf(z3, part), parts[i]))));
    solver.set('timeout', z3TimeoutMs(options.timeoutMs));
    if ((await solver.check()) !== 'sat') return undefined;
    const plan = timeline.decode(valuesOf(z3, solver.model(), model), horizon);
    return options.verify(plan).length === 0 ? plan : undefined;
  } finally {
    releaseWhenIdle(solver);
  }
}
