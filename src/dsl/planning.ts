// Planning vocabulary for bounded-horizon encodings: a timeline of states that grows one step at a
// time, a choice of one action per step, rules of the form "when these hold, then that", and frame
// axioms ("everything the action does not touch is unchanged").
//
// A Fact is a Boolean that may already be known while the formula is built (the start state is
// known in full): known facts are folded here in TypeScript, so Z3 receives only the decisions.
import type { BoolTerm, Model } from './model.ts';

export type Fact = BoolTerm | boolean;

// Each negation is a call into Z3; an encoding negates the same state Booleans many times.
const negations = new WeakMap<BoolTerm, BoolTerm>();
const negate = (term: BoolTerm): BoolTerm => {
  let negated = negations.get(term);
  if (!negated) negations.set(term, (negated = term.not()));
  return negated;
};

export function not(fact: Fact): Fact {
  return typeof fact === 'boolean' ? !fact : negate(fact);
}

/**
 * Requires "when every condition holds, one of the conclusions holds" as one flat clause, after
 * folding known facts: a false condition or a true conclusion makes the rule vacuous.
 */
export function when(m: Model, rule: string, conditions: Fact[], ...conclusions: Fact[]): void {
  const required = clause(m, conditions, ...conclusions);
  if (required !== true) m.require(rule, required);
}

/** The clause "conditions imply one of the conclusions", or true when known facts make it vacuous. */
export function clause(m: Model, conditions: Fact[], ...conclusions: Fact[]): BoolTerm | true {
  const literals: BoolTerm[] = [];
  for (const condition of conditions) {
    if (condition === false) return true;
    if (condition !== true) literals.push(negate(condition));
  }
  for (const conclusion of conclusions) {
    if (conclusion === true) return true;
    if (conclusion !== false) literals.push(conclusion);
  }
  return literals.length === 1 ? literals[0] : m.or(...literals);
}

/** Frame axiom: unless one of `changes` holds, each fact after equals the same fact before. */
export function unchangedUnless(m: Model, rule: string, changes: Fact[], before: Fact[], after: Fact[]): void {
  const quiet = changes.map(not);
  before.forEach((was, index) => {
    when(m, rule, [...quiet, was], after[index]);
    when(m, rule, [...quiet, after[index]], was);
  });
}

/** Exactly one of the options is taken; one Boolean per option, named `name[label]`. */
export function chooseOne(m: Model, rule: string, name: string, labels: string[]): BoolTerm[] {
  const options = labels.map((label) => m.bool(`${name}[${label}]`));
  m.require(rule, m.exactly(options, 1));
  return options;
}

/** The Booleans among facts (the unknown ones), for cardinality constraints over facts. */
export function unknowns(facts: Fact[]): { terms: BoolTerm[]; known: number } {
  const terms: BoolTerm[] = [];
  let known = 0;
  for (const fact of facts) {
    if (fact === true) known++;
    else if (fact !== false) terms.push(fact);
  }
  return { terms, known };
}

/** At most `bound` of the facts hold (known true facts use up part of the bound). */
export function atMostFacts(m: Model, facts: Fact[], bound: number): BoolTerm {
  const { terms, known } = unknowns(facts);
  return m.atMost(terms, bound - known);
}

/** Exactly `count` of the facts hold. */
export function exactlyFacts(m: Model, facts: Fact[], count: number): BoolTerm {
  const { terms, known } = unknowns(facts);
  return m.exactly(terms, count - known);
}

/**
 * States 0..t, made on first use by `make(t)`. State 0 is usually the known start; each step of a
 * timeline declares the next state and the action that leads to it. Make state 0 in `encode`, so
 * that the rules it requires are handed to the solver with the encoding, not lost in a goal.
 */
export class States<State> {
  private readonly states: State[] = [];

  constructor(private readonly make: (t: number) => State) {}

  at(t: number): State {
    for (let next = this.states.length; next <= t; next++) this.states.push(this.make(next));
    return this.states[t];
  }
}
