// Why a grid has no solution: a small set of the puzzle's clues that cannot hold together under
// its rules, and the rules that take part. Each instance the encoding names
// (`require({ rule, where })`, a clue), and each rule it does not break down, stands behind a
// literal of its own. The rules always hold (they are the puzzle's); the clues of Z3's unsat core
// are shrunk by deletion (each left out in turn, dropped when the rest is still unsat) until none
// can go or the time is spent; the rules named are those of the last core.
//
// Rules stated lazily (lazy cuts) are not in the formula up front: every check here refines as a
// run does (lazy.ts), and the cuts a lazy rule asks for are added behind that rule's literal. A cut
// is implied by its rule alone (model.ts), so it stays sound while clues are left out, and a "sat"
// is a model every lazy rule accepts: a clue is dropped only when the rest really has no solution.
import type { Solver } from 'z3-solver';
import type { Encoding } from '../dsl/encoding.ts';
import { type BoolTerm, Model, type Place, type RuleConstraint, valuesOf } from '../dsl/model.ts';
import { type CheckStatus, Deadline, checkWithin } from './check.ts';
import { releaseWhenIdle } from './finalizer-gate.ts';
import { refuseUnsupported } from './run.ts';
import { inTurn, z3Session } from './session.ts';

/** One member of an explanation: a rule, and which instance of it (and where it sits) where the encoding names one. */
export interface Conflicting {
  rule: string;
  where?: string;
  at?: Place;
}

export type Explanation =
  /** `minimal`: no member can be left out (the deletion pass finished in time); `cuts`: the lazy cuts it took. */
  { status: 'explained'; conflict: Conflicting[]; minimal: boolean; cuts: number } | { status: 'unknown'; reason: string };

const keyOf = (rule: string, where?: string) => `${rule}\u0000${where ?? ''}`;

/** The rule instances of a drained model, each instance's constraints together. */
function instancesOf(constraints: RuleConstraint[]): { member: Conflicting; constraints: BoolTerm[] }[] {
  const byKey = new Map<string, { member: Conflicting; constraints: BoolTerm[] }>();
  for (const { rule, where, at, constraint } of constraints) {
    const key = keyOf(rule, where);
    const member: Conflicting = where === undefined ? { rule } : { rule, where, ...(at && { at }) };
    const entry = byKey.get(key) ?? { member, constraints: [] as BoolTerm[] };
    entry.constraints.push(constraint);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** In its turn in the session's context, as every run (inTurn). */
export function explainNone<P, A>(encoding: Encoding<P, A>, puzzle: P, options: { timeoutMs: number }): Promise<Explanation> {
  return inTurn(() => explaining(encoding, puzzle, options));
}

async function explaining<P, A>(encoding: Encoding<P, A>, puzzle: P, options: { timeoutMs: number }): Promise<Explanation> {
  refuseUnsupported(encoding, puzzle);
  const { z3 } = await z3Session();
  const deadline = new Deadline(options.timeoutMs);
  const model = new Model(z3);
  encoding.encode(model, puzzle);
  const instances = instancesOf(model.drainByRule());
  // A lazy rule with no eager part is a rule instance of its own, with no constraints until cut.
  for (const rule of model.lazyRuleNames)
    if (!instances.some(({ member }) => member.where === undefined && member.rule === rule)) instances.push({ member: { rule }, constraints: [] });
  // Z3's general solver: it takes assumptions and gives cores, which the tactic-based strategies do not.
  const solver = new z3.Solver();
  try {
    return await shrink(solver, model, instances, deadline);
  } finally {
    releaseWhenIdle(solver);
  }
}

async function shrink(
  solver: Solver<'main'>,
  model: Model,
  instances: { member: Conflicting; constraints: BoolTerm[] }[],
  deadline: Deadline,
): Promise<Explanation> {
  const z3 = model.context;
  const literals = instances.map((_, i) => z3.Bool.const(`explain!${i}`));
  instances.forEach(({ constraints }, i) => {
    if (constraints.length > 0) solver.add(z3.Implies(literals[i], z3.And(...constraints)));
  });
  let added = 0;
  const ruleLiteral = new Map(instances.flatMap(({ member }, i) => (member.where === undefined ? [[member.rule, literals[i]] as const] : [])));
  /** One check under the kept instances, refined until no lazy rule cuts its model. */
  const check = async (kept: number[]): Promise<CheckStatus> => {
    for (;;) {
      const status = await checkWithin(
        solver,
        deadline,
        kept.map((i) => literals[i]),
      );
      if (status !== 'sat') return status;
      const cuts = model.cutsByRule(valuesOf(z3, solver.model(), model));
      if (cuts.length === 0) return status;
      for (const { rule, cuts: implied } of cuts) {
        const literal = ruleLiteral.get(rule);
        if (literal === undefined) throw new Error(`internal error: the lazy rule '${rule}' has no literal`);
        solver.add(z3.Implies(literal, z3.And(...implied)));
        added += implied.length;
      }
    }
  };
  const first = await check(instances.map((_, i) => i));
  // The run that came first found none; with every rule refined, neither does this unless it timed out.
  if (first === 'sat') return { status: 'unknown', reason: 'the rules and clues have a solution here' };
  if (first !== 'unsat') return { status: 'unknown', reason: first };
  const indexOf = new Map(literals.map((literal, i) => [literal.toString(), i]));
  const coreOf = (): number[] => [...solver.unsatCore()].map((literal) => indexOf.get(literal.toString())).filter((i): i is number => i !== undefined);
  const rules = instances.flatMap((instance, i) => (instance.member.where === undefined ? [i] : []));
  const isClue = (i: number) => instances[i].member.where !== undefined;
  let core = coreOf();
  let clues = core.filter(isClue);
  let minimal = true;
  for (const candidate of [...clues]) {
    if (!clues.includes(candidate)) continue;
    if (deadline.passed()) {
      minimal = false;
      break;
    }
    const without = clues.filter((i) => i !== candidate);
    const status = await check([...rules, ...without]);
    if (status === 'unsat') {
      core = coreOf();
      clues = core.filter((i) => isClue(i) && without.includes(i));
    } else if (status !== 'sat') minimal = false;
  }
  const named = new Set([...clues, ...core.filter((i) => !isClue(i))]);
  // The clues first, then the rules, each in the encoding's order.
  const order = (i: number) => (isClue(i) ? 0 : instances.length) + i;
  return { status: 'explained', conflict: [...named].sort((a, b) => order(a) - order(b)).map((i) => instances[i].member), minimal, cuts: added };
}

/** The explanation in words: "row 3: 5 (row clues), column 2: 0 (column clues) and the rule 'level' cannot all hold". */
export function explanationText(conflict: readonly Conflicting[]): string {
  const parts = conflict.map(({ rule, where }) => (where === undefined ? `the rule '${rule}'` : `${where} (${rule})`));
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${listed} cannot all hold`;
}
