// Proofs that a jug puzzle has no plan of any length. Each names its method and is checked by Z3:
//  - the gcd invariant: every jug always holds a multiple of g, and the target needs another amount;
//  - an inductive invariant found by Z3's Horn-clause engine (Spacer), re-checked by a plain solver;
//  - an exhausted horizon bound: no plan within the number of states, so none at all.
// An invariant is checked as three unsat queries over the puzzle as a transition system written
// in SMT-LIB: it holds at the start (initiation), every move keeps it (consecution), and no target
// state satisfies it (safety).
import { checkJugPlan, formatTarget, type JugMove, type JugPuzzle, jugNames, unreachableTarget } from './jugs.ts';
import type { PlanningSolving } from '../../kind/planning-spec.ts';
import { LARGEST_WHOLE } from '../../format/numbers.ts';
import { levelUnit, searchJugs, stateSpaceBound } from './bfs.ts';
import { type CheckStatus, z3TimeoutMs } from '../../solver/check.ts';
import { searchHorizons } from '../../solver/horizon.ts';
import { z3Session } from '../../solver/session.ts';
import { releaseWhenIdle } from '../../solver/finalizer-gate.ts';

export interface JugProof {
  method: string;
  explanation: string;
}

// ---- The puzzle as a transition system, in SMT-LIB ----

const sum = (terms: string[]) => (terms.length === 1 ? terms[0] : `(+ ${terms.join(' ')})`);
const all = (terms: string[]) => (terms.length === 0 ? 'true' : terms.length === 1 ? terms[0] : `(and ${terms.join(' ')})`);
const any = (terms: string[]) => (terms.length === 0 ? 'false' : terms.length === 1 ? terms[0] : `(or ${terms.join(' ')})`);

/** Names of the levels now and after a move (J3, J3.next), and parameter lists over them. */
function vocabulary(puzzle: JugPuzzle) {
  const now = jugNames(puzzle.capacities);
  const next = now.map((name) => `${name}.next`);
  const params = (names: string[]) => names.map((name) => `(${name} Int)`).join(' ');
  return { now, next, params };
}

/** define-funs: `start`, one per move (`|Fill J3|`, `|Pour J5 into J3|`), `move`, `target`. */
export function transitionSystem(puzzle: JugPuzzle): string {
  const { capacities, tap } = puzzle;
  const { now, next, params } = vocabulary(puzzle);
  const jugs = capacities.map((_, jug) => jug);
  const unchanged = (touched: number[]) => jugs.filter((jug) => !touched.includes(jug)).map((jug) => `(= ${next[jug]} ${now[jug]})`);
  // Moves start from levels within the jugs; Spacer finds invariants far faster when told so.
  const inJugs = jugs.map((jug) => `(<= 0 ${now[jug]} ${capacities[jug]})`);
  const moves = new Map<string, string>();
  for (const jug of jugs.filter(() => tap)) {
    moves.set(`Fill ${now[jug]}`, all([...inJugs, `(= ${next[jug]} ${capacities[jug]})`, ...unchanged([jug])]));
    moves.set(`Empty ${now[jug]}`, all([...inJugs, `(= ${next[jug]} 0)`, ...unchanged([jug])]));
  }
  for (const from of jugs) {
    for (const to of jugs.filter((jug) => jug !== from)) {
      // Water runs until the source is empty or the destination is full; none is lost.
      const together = sum([now[from], now[to]]);
      moves.set(
        `Pour ${now[from]} into ${now[to]}`,
        all([
          ...inJugs,
          `(= ${next[to]} (ite (<= ${together} ${capacities[to]}) ${together} ${capacities[to]}))`,
          `(= ${next[from]} (- ${together} ${next[to]}))`,
          ...unchanged([from, to]),
        ]),
      );
    }
  }
  const both = `${params(now)} ${params(next)}`;
  const lines = [
    `(define-fun start (${params(now)}) Bool ${all(jugs.map((jug) => `(= ${now[jug]} ${puzzle.start[jug]})`))})`,
    ...[...moves].map(([name, body]) => `(define-fun |${name}| (${both}) Bool ${body})`),
    `(define-fun move (${both}) Bool ${any([...moves.keys()].map((name) => `(|${name}| ${now.join(' ')} ${next.join(' ')})`))})`,
    `(define-fun target (${params(now)}) Bool ${targetFormula(puzzle, now)})`,
  ];
  return `${lines.join('\n')}\n`;
}

function targetFormula(puzzle: JugPuzzle, level: string[]): string {
  const { target } = puzzle;
  switch (target.kind) {
    case 'any':
      return any(level.map((name) => `(= ${name} ${target.amount})`));
    case 'jug':
      return `(= ${level[target.jug]} ${target.amount})`;
    case 'total':
      return `(= ${sum(level)} ${target.amount})`;
    case 'exactly':
      return all(target.levels.map((amount, jug) => `(= ${level[jug]} ${amount})`));
    case 'amounts':
      return all(
        [...new Set(target.amounts)].map(
          (amount) => `(>= ${sum(level.map((name) => `(ite (= ${name} ${amount}) 1 0)`))} ${target.amounts.filter((a) => a === amount).length})`,
        ),
      );
  }
}

// ---- Checking an invariant ----

export interface InvariantCheck {
  /** Each obligation is proved when its query is unsat. */
  initiation: CheckStatus;
  consecution: CheckStatus;
  safety: CheckStatus;
  holds: boolean;
}

/** Checks an invariant, given as an SMT-LIB Boolean over the jug names (J3, J5), with a fresh solver. */
export async function checkInvariant(puzzle: JugPuzzle, invariant: string, timeoutMs = 10_000): Promise<InvariantCheck> {
  const { z3 } = await z3Session();
  const { now, next, params } = vocabulary(puzzle);
  const declare = (names: string[]) => names.map((name) => `(declare-const ${name} Int)`).join('\n');
  const preamble = `${transitionSystem(puzzle)}(define-fun invariant (${params(now)}) Bool ${invariant})\n${declare(now)}\n${declare(next)}\n`;
  const holdsNow = `(invariant ${now.join(' ')})`;
  const queries = {
    initiation: `(and (start ${now.join(' ')}) (not ${holdsNow}))`,
    consecution: `(and ${holdsNow} (move ${now.join(' ')} ${next.join(' ')}) (not (invariant ${next.join(' ')})))`,
    safety: `(and ${holdsNow} (target ${now.join(' ')}))`,
  };
  const solver = new z3.Solver();
  const check = async (query: string): Promise<CheckStatus> => {
    solver.reset();
    solver.set('timeout', z3TimeoutMs(timeoutMs));
    solver.fromString(`${preamble}(assert ${query})\n`);
    return solver.check();
  };
  let initiation: CheckStatus, consecution: CheckStatus, safety: CheckStatus;
  try {
    // One after another, in this order, on the one solver.
    initiation = await check(queries.initiation);
    consecution = await check(queries.consecution);
    safety = await check(queries.safety);
  } finally {
    // Freed here, between checks, rather than by a finalizer while another check runs.
    releaseWhenIdle(solver);
  }
  return { initiation, consecution, safety, holds: [initiation, consecution, safety].every((s) => s === 'unsat') };
}

// ---- The methods ----

/** The amounts the target needs in some jug (or in all together), to compare with the level unit. */
function targetAmounts(puzzle: JugPuzzle): number[] {
  const { target } = puzzle;
  return target.kind === 'exactly' ? target.levels : target.kind === 'amounts' ? target.amounts : [target.amount];
}

/** Target amounts that are not a multiple of the gcd unit (none when the unit is 1). */
const offUnit = (puzzle: JugPuzzle, unit = levelUnit(puzzle)) => (unit === 1 ? [] : targetAmounts(puzzle).filter((amount) => amount % unit !== 0));

/**
 * The target is out of reach for a reason the puzzle states itself (past every capacity, or not a
 * multiple of the gcd), which proveJugsImpossible names: worth more to a user than a search's word.
 */
export const plainlyImpossible = (puzzle: JugPuzzle) => unreachableTarget(puzzle) !== undefined || offUnit(puzzle).length > 0;

/** Every jug always holds a multiple of g (the gcd of capacities and starting amounts). */
export async function proveByGcd(puzzle: JugPuzzle): Promise<JugProof | undefined> {
  const unit = levelUnit(puzzle);
  const odd = offUnit(puzzle, unit);
  // A vector target could also fail on a jug that must hold a multiple; 'any' needs only one.
  if (odd.length === 0) return undefined;
  const { now } = vocabulary(puzzle);
  const check = await checkInvariant(puzzle, all(now.map((name) => `(= (mod ${name} ${unit}) 0)`)));
  if (!check.holds) return undefined;
  return {
    method: 'gcd invariant',
    explanation:
      `every jug always holds a multiple of ${unit} (the gcd of the capacities and starting amounts): ` +
      `true at the start, and kept by every move (Z3: the inductive step is unsat); ` +
      `the target '${formatTarget(puzzle)}' needs ${odd[0]}, which is not a multiple of ${unit}`,
  };
}

/** Asks Z3's Horn-clause engine for an invariant, then re-checks it with a plain solver. */
export async function proveByHorn(puzzle: JugPuzzle, timeoutMs = 10_000): Promise<{ proof?: JugProof; status: CheckStatus | 'rejected'; invariant?: string }> {
  const { z3 } = await z3Session();
  const { now, next, params } = vocabulary(puzzle);
  const reach = (names: string[]) => `(Reach ${names.join(' ')})`;
  const rules = [
    `(=> (start ${now.join(' ')}) ${reach(now)})`,
    `(=> (and ${reach(now)} (move ${now.join(' ')} ${next.join(' ')})) ${reach(next)})`,
    `(=> (and ${reach(now)} (target ${now.join(' ')})) false)`,
  ];
  const text =
    `(declare-fun Reach (${now.map(() => 'Int').join(' ')}) Bool)\n${transitionSystem(puzzle)}` +
    rules.map((rule) => `(assert (forall (${params(now)} ${params(next)}) ${rule}))`).join('\n');
  const solver = new z3.Solver('HORN');
  let answer: CheckStatus;
  let model = '';
  try {
    solver.set('timeout', z3TimeoutMs(timeoutMs));
    solver.fromString(text);
    // In a Horn system, sat means the rules have a model: an interpretation of Reach that contains
    // the start, is closed under moves and excludes the target. The target is unreachable.
    answer = await solver.check();
    if (answer === 'sat') model = solver.model().sexpr();
    if (answer === 'unknown' && /timeout|canceled/i.test(solver.reasonUnknown())) answer = 'timeout';
  } finally {
    releaseWhenIdle(solver);
  }
  if (answer !== 'sat') return { status: answer };
  const invariant = reachBody(model, now);
  if (!invariant) return { status: 'rejected' };
  const check = await checkInvariant(puzzle, invariant, timeoutMs);
  if (!check.holds) return { status: 'rejected', invariant };
  return {
    status: 'sat',
    invariant,
    proof: {
      method: 'inductive invariant (Z3 Horn clauses)',
      explanation:
        `Z3's Horn-clause engine found an invariant, and a plain solver re-checked it holds at the start, ` +
        `is kept by every move and excludes the target (three unsat queries): ${invariant.replace(/\s+/g, ' ')}`,
    },
  };
}

/** The body of `(define-fun Reach ((x!0 Int) ...) Bool body)` in a model, over the jug names. */
function reachBody(model: string, names: string[]): string | undefined {
  const at = model.indexOf('(define-fun Reach');
  if (at < 0) return undefined;
  let depth = 0;
  let end = at;
  for (; end < model.length; end++) {
    if (model[end] === '(') depth++;
    if (model[end] === ')' && --depth === 0) break;
  }
  const definition = model.slice(at, end + 1);
  const match = /^\(define-fun Reach \(((?:\s*\([^()]+\))*)\s*\)\s*Bool\s+([\s\S]*)\)$/.exec(definition);
  if (!match) return undefined;
  const params = [...match[1].matchAll(/\(\s*(\S+)\s+Int\s*\)/g)].map((param) => param[1]);
  if (params.length !== names.length) return undefined;
  const renamed = new Map(params.map((param, i) => [param, names[i]]));
  const escaped = params.map((param) => param.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&'));
  return match[2].trim().replace(new RegExp(`(${escaped.join('|')})(?![\\w!.])`, 'g'), (param) => {
    // The pattern matches the parameters only, and each has its name.
    const name = renamed.get(param);
    if (name === undefined) throw new Error(`jugs proof: parameter '${param}' of Reach has no name (a bug)`);
    return name;
  });
}

/** The jug encodings, which the catalogue hands over: the bound is exhausted with `jugs/conserving`. */
type JugSolving = PlanningSolving<JugPuzzle, JugMove>;

/** True when "no plan of at most `upTo` moves" reaches `longest` (compared exactly, whatever their size). */
const covers = (upTo: number, longest: bigint) => upTo === Infinity || BigInt(upTo) >= longest;

/**
 * A shortest plan never repeats a state, so it has fewer moves than there are states. `known`: no
 * plan of at most `upTo` moves is already established (by a search whose claims are tested against
 * the BFS oracle); when that does not reach the bound, the conserving encoding is asked at every
 * horizon up to it.
 */
export async function proveByBound(
  puzzle: JugPuzzle,
  solving: JugSolving,
  known?: { upTo: number; engine: string },
  timeoutMs = 30_000,
): Promise<JugProof | undefined> {
  // The count is a bigint: with large jugs it passes 2^53, where a number would round it down and
  // the bound would stop short of the plans it must cover.
  const states = stateSpaceBound(puzzle);
  const longest = states - 1n;
  let by = known ? `${known.engine} found no plan of at most ${known.upTo} moves` : '';
  if (!known || !covers(known.upTo, longest)) {
    // Horizons are numbers; no search walks 2^53 of them, and a capped walk would prove nothing.
    if (longest > BigInt(LARGEST_WHOLE)) return undefined;
    const engine = solving.encodings.get('jugs/conserving');
    const report = await searchHorizons(engine, puzzle, { strategy: 'qf-fd', from: 0, to: Number(longest), timeoutMs, verify: () => [] });
    if (report.status !== 'unsat') return undefined;
    by = `${engine.id} found no plan at any horizon 0..${longest} (unsat at each)`;
  }
  const unit = levelUnit(puzzle);
  const kinds = [`levels within the capacities`, ...(unit > 1 ? [`multiples of ${unit}`] : []), ...(puzzle.tap ? [] : ['the starting total'])];
  return {
    method: 'exhausted horizon bound',
    explanation: `the jugs can be in at most ${states} states (${kinds.join(', ')}), so a shortest plan has at most ${longest} moves; ${by}`,
  };
}

/**
 * The first method that proves the puzzle impossible: the capacities, gcd, a covered bound, Horn, then the bound by
 * search. A plan found by BFS and accepted by the simulator shows there is nothing to prove, and
 * spares a long wait for the Horn engine on a solvable puzzle.
 */
export async function proveJugsImpossible(
  puzzle: JugPuzzle,
  known: { upTo: number; engine: string; timeoutMs?: number } | undefined,
  solving: JugSolving,
): Promise<JugProof | undefined> {
  // Each stage gets its usual limit or what is left of the caller's budget, whichever is less.
  const until = performance.now() + (known?.timeoutMs ?? Infinity);
  // Whole milliseconds: Z3 reads 'timeout' as an unsigned integer.
  const within = (usual: number) => Math.max(1, Math.floor(Math.min(usual, until - performance.now())));
  // A target past what the jugs can hold needs no search: the capacities are the proof.
  const beyond = unreachableTarget(puzzle);
  if (beyond) return { method: 'the capacities', explanation: beyond };
  const gcd = await proveByGcd(puzzle);
  if (gcd) return gcd;
  if (known && covers(known.upTo, stateSpaceBound(puzzle) - 1n)) return proveByBound(puzzle, solving, known);
  const found = searchJugs(puzzle, { timeoutMs: within(2000) });
  if (found.plan && checkJugPlan(puzzle, found.plan).length === 0) return undefined;
  return (await proveByHorn(puzzle, within(10_000))).proof ?? (await proveByBound(puzzle, solving, undefined, within(30_000)));
}
