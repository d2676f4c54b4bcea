// The Model's Boolean connectives, built so that Z3 gets clauses wherever a constraint is one.
// Why: Z3's QF_FD solver runs seven preprocessing passes (simplify three times, propagate values,
// card2bv, sharing, bit-blasting) over every batch of assertions, unless every assertion it has
// been given is a clause (a literal, or an or of literals); then it hands them to its SAT core as
// they are. In the wasm build those passes cost more than the search on large loop puzzles (a 25x25
// Masyu: ~90 ms of a ~110 ms first check). So, with no change of meaning:
// - constants fold away (a border's missing line is the constant false: `a or false` is `a`);
// - an or of ors is one or, and not(not a) is a;
// - `implies` between literals, or from a conjunction of literals to a disjunction of them, is
//   the clause itself;
// - at `require`, a conjunction is its conjuncts, and `a iff b` of two literals is two clauses.
// The shapes are remembered here, in plain TypeScript, for the terms this Model built: nothing is
// asked of Z3. A term built elsewhere (x.ge(1), a cardinality) is taken as it is.
import type { BoolTerm, Z3 } from './terms.ts';

/** The most clauses one or is distributed into. */
const MAX_DISTRIBUTED = 16;

type Shape = { op: 'and' | 'or' | 'iff'; args: BoolTerm[] };

export class Connectives {
  private truth?: BoolTerm;
  private falsity?: BoolTerm;
  /** Each negation built, both ways: not(a) is built once, and not(not a) is a. */
  private readonly negation = new WeakMap<BoolTerm, BoolTerm>();
  /** Declared Booleans and their negations: Z3's literals. */
  private readonly literals = new WeakSet<BoolTerm>();
  private readonly shapes = new WeakMap<BoolTerm, Shape>();

  constructor(private readonly z3: Z3) {}

  /** A declared Boolean, a literal of the clauses. */
  declared(term: BoolTerm): BoolTerm {
    this.literals.add(term);
    return term;
  }

  constant(value: boolean): BoolTerm {
    if (value) return (this.truth ??= this.z3.Bool.val(true));
    return (this.falsity ??= this.z3.Bool.val(false));
  }

  /**
   * The value of a constant built here (`constant`, or a connective that folded to one), undefined
   * for any other term: the counts fold such literals out as the connectives do (./model.ts), and a
   * run whose constraints are all constants is decided without Z3 (src/solver/closed.ts).
   */
  known(term: BoolTerm): boolean | undefined {
    if (term === this.truth) return true;
    if (term === this.falsity) return false;
    return undefined;
  }

  not(term: BoolTerm): BoolTerm {
    if (term === this.truth) return this.constant(false);
    if (term === this.falsity) return this.constant(true);
    let negated = this.negation.get(term);
    if (negated) return negated;
    negated = this.z3.Not(term);
    this.negation.set(term, negated);
    this.negation.set(negated, term);
    if (this.literals.has(term)) this.literals.add(negated);
    return negated;
  }

  and(...terms: BoolTerm[]): BoolTerm {
    return this.junction('and', terms);
  }

  or(...terms: BoolTerm[]): BoolTerm {
    return this.junction('or', terms);
  }

  implies(premise: BoolTerm, conclusion: BoolTerm): BoolTerm {
    const given = this.partsOf(premise, 'and');
    const then = this.partsOf(conclusion, 'or');
    if (given && then) return this.or(...given.map((term) => this.not(term)), ...then);
    if (premise === this.truth) return conclusion;
    if (premise === this.falsity || conclusion === this.truth) return this.constant(true);
    if (conclusion === this.falsity) return this.not(premise);
    return this.z3.Implies(premise, conclusion);
  }

  iff(a: BoolTerm, b: BoolTerm): BoolTerm {
    if (a === this.truth) return b;
    if (b === this.truth) return a;
    if (a === this.falsity) return this.not(b);
    if (b === this.falsity) return this.not(a);
    const both = this.z3.Iff(a, b);
    this.shapes.set(both, { op: 'iff', args: [a, b] });
    return both;
  }

  /**
   * A constraint as the clauses it is made of where its shape says (a conjunction, each conjunct;
   * an equivalence of two literals, two clauses), else itself; nothing for the constant true.
   */
  clauses(constraint: BoolTerm): BoolTerm[] {
    if (constraint === this.truth) return [];
    const shape = this.shapes.get(constraint);
    if (shape?.op === 'and') return shape.args.flatMap((term) => this.clauses(term));
    if (shape?.op === 'iff' && shape.args.every((term) => this.literals.has(term))) {
      const [a, b] = shape.args;
      return [this.or(this.not(a), b), this.or(a, this.not(b))];
    }
    if (shape?.op === 'or') return this.distributed(shape.args) ?? [constraint];
    return [constraint];
  }

  /**
   * An or whose arguments are literals and negated ors of literals (a lazy loop cut: "not on the
   * loop here, or not there, or a line leaves"), as clauses: each negated or is a conjunction of
   * negated literals, distributed. Undefined when there is something else, or too many clauses.
   */
  private distributed(args: BoolTerm[]): BoolTerm[] | undefined {
    if (args.every((arg) => this.literals.has(arg))) return undefined;
    let clauses: BoolTerm[][] = [[]];
    for (const arg of args) {
      if (this.literals.has(arg)) {
        for (const clause of clauses) clause.push(arg);
        continue;
      }
      const inner = this.shapes.get(this.negation.get(arg) ?? arg);
      if (!this.negation.has(arg) || inner?.op !== 'or' || !inner.args.every((term) => this.literals.has(term))) return undefined;
      if (clauses.length * inner.args.length > MAX_DISTRIBUTED) return undefined;
      clauses = clauses.flatMap((clause) => inner.args.map((term) => [...clause, this.not(term)]));
    }
    return clauses.map((clause) => this.or(...clause));
  }

  /** An and or an or, constants folded, nested ones of the same kind flattened. */
  private junction(op: 'and' | 'or', terms: BoolTerm[]): BoolTerm {
    const [unit, zero] = op === 'and' ? [this.truth, this.falsity] : [this.falsity, this.truth];
    const kept: BoolTerm[] = [];
    for (const term of terms) {
      if (term === zero) return term;
      if (term === unit) continue;
      const shape = this.shapes.get(term);
      if (shape?.op === op) kept.push(...shape.args);
      else kept.push(term);
    }
    if (kept.length === 0) return this.constant(op === 'and');
    if (kept.length === 1) return kept[0];
    const built = op === 'and' ? this.z3.And(...kept) : this.z3.Or(...kept);
    this.shapes.set(built, { op, args: kept });
    return built;
  }

  /** A literal alone, or the arguments of a junction of literals of the kind `op`; undefined otherwise. */
  private partsOf(term: BoolTerm, op: 'and' | 'or'): BoolTerm[] | undefined {
    if (this.literals.has(term)) return [term];
    const shape = this.shapes.get(term);
    return shape?.op === op && shape.args.every((arg) => this.literals.has(arg)) ? shape.args : undefined;
  }
}
