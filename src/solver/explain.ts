// Why a grid has no solution: a small set of the puzzle's clues that cannot hold together under
// its rules, and the rules that take part. Each instance the encoding names
// (`require({ rule, where })`, a clue), and each rule it does not break down, stands behind a
// literal of its own. The rules always hold (they are the puzzle's); the clues of Z3's unsat core
// are shrunk by deletion (each left out in turn, dropped when the rest is still unsat) until none
// can go or the time is spent; the rules named are those of the last core. Rules stated lazily (lazy cuts) are not in the formula:
// when the contradiction needs one, there is no explanation to give.
import type { Encoding } from '../dsl/encoding.ts';
import { type BoolTerm, Model, type RuleConstraint } from '../dsl/model.ts';
import { Deadline, checkWithin } from './check.ts';
import { refuseUnsupported } from './run.ts';
import { z3Session } from './session.ts';

/** One member of an explanation: a rule, and which instance of it where the encoding names one. */
export interface Conflicting {
  rule: string;
  where?: string;
}

export type Explanation =
  /** `minimal`: no member can be left out (the deletion pass finished in time). */
  | { status: 'explained'; conflict: Conflicting[]; minimal: boolean }
  /** The eager rules have a solution: the contradiction is in a lazy rule's part. */
  | { status: 'lazy'; rules: string[] }
  | { status: 'unknown'; reason: string };

/** The rule instances of a drained model, each instance's constraints together. */
function instancesOf(constraints: RuleConstraint[]): { member: Conflicting; constraints: BoolTerm[] }[] {
  const byKey = new Map<string, { member: Conflicting; constraints: BoolTerm[] }>();
  for (const { rule, where, constraint } of constraints) {
    const key = `${rule}\u0000${where ?? ''}`;
    const entry = byKey.get(key) ?? { member: where === undefined ? { rule } : { rule, where }, constraints: [] };
    entry.constraints.push(constraint);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

export async function explainNone<P, A>(encoding: Encoding<P, A>, puzzle: P, options: { timeoutMs: number }): Promise<Explanation> {
  refuseUnsupported(encoding, puzzle);
  const { z3 } = await z3Session();
  const deadline = new Deadline(options.timeoutMs);
  const model = new Model(z3);
  encoding.encode(model, puzzle);
  const instances = instancesOf(model.drainByRule());
  // Z3's general solver: it takes assumptions and gives cores, which the tactic-based strategies do not.
  const solver = new z3.Solver();
  const literals = instances.map((_, i) => z3.Bool.const(`explain!${i}`));
  instances.forEach(({ constraints }, i) => solver.add(z3.Implies(literals[i], z3.And(...constraints))));
  const check = (kept: number[]) =>
    checkWithin(
      solver,
      deadline,
      kept.map((i) => literals[i]),
    );
  const first = await check(instances.map((_, i) => i));
  if (first === 'sat') return { status: 'lazy', rules: model.lazyRuleNames };
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
  return { status: 'explained', conflict: [...named].sort((a, b) => a - b).map((i) => instances[i].member), minimal };
}

/** The explanation in words: "row 3: 5 (row clues), column 2: 0 (column clues) and the rule 'level' cannot all hold". */
export function explanationText(conflict: readonly Conflicting[]): string {
  const parts = conflict.map(({ rule, where }) => (where === undefined ? `the rule '${rule}'` : `${where} (${rule})`));
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${listed} cannot all hold`;
}
