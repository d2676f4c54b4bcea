// The modelling DSL: a thin layer over z3-solver's high-level API that adds puzzle vocabulary.
// Everything here is synchronous; only src/solver/ awaits Z3.
import type { Arith, Bool, Context, Model as Z3Model } from 'z3-solver';

export type Z3 = Context<'main'>;
export type BoolTerm = Bool<'main'>;
export type IntTerm = Arith<'main'>;
export type Term = BoolTerm | IntTerm;

/** Reads a solution back out of a Z3 model, in puzzle terms. */
export interface Values {
  bool(term: BoolTerm): boolean;
  int(term: IntTerm): number;
}

/**
 * The largest weight or bound of a pseudo-Boolean constraint: Z3's C API takes them as 32-bit
 * integers, and z3-solver passes larger numbers through without a word, wrapped (a torch of
 * 2^32 + 16 minutes became 16, and "no plan" followed). Encodings refuse larger numbers first.
 */
export const PB_COEFFICIENT_LIMIT = 2 ** 31 - 1;

const pbCoefficient = (value: number) => Number.isSafeInteger(value) && Math.abs(value) <= PB_COEFFICIENT_LIMIT;

/** How big a formula is, per rule, so encodings can be compared on size as well as speed. */
export interface FormulaSize {
  variables: number;
  constraints: number;
  perRule: Record<string, number>;
}

/**
 * A formula under construction. Encodings declare variables, group constraints under the name of
 * the rule they express, and mark the variables that make up an answer. Constraints are collected
 * here and handed to a solver by src/solver (which may take them in several batches, as a
 * planning timeline grows).
 */
export class Model {
  private readonly byRule = new Map<string, number>();
  private readonly queue: { rule: string; constraint: BoolTerm }[] = [];
  private readonly answerKey: Term[] = [];
  private variableCount = 0;

  constructor(readonly z3: Z3) {}

  bool(name: string): BoolTerm {
    this.variableCount++;
    return this.z3.Bool.const(name);
  }

  /** An integer with its domain [lo, hi] required under the rule 'domain'. */
  int(name: string, lo: number, hi: number): IntTerm {
    this.variableCount++;
    const term = this.z3.Int.const(name);
    this.require('domain', term.ge(lo), term.le(hi));
    return term;
  }

  /** A rows x cols grid of Booleans named `name[r,c]`. */
  boolGrid(name: string, rows: number, cols: number): BoolTerm[][] {
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => this.bool(`${name}[${r},${c}]`)),
    );
  }

  intGrid(name: string, rows: number, cols: number, lo: number, hi: number): IntTerm[][] {
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => this.int(`${name}[${r},${c}]`, lo, hi)),
    );
  }

  constant(value: boolean): BoolTerm {
    return this.z3.Bool.val(value);
  }

  // Cardinality is total: an empty list, k < 0 or k > n all give the right constant, because
  // Z3's pseudo-Boolean constructors reject empty argument lists.
  exactly(literals: BoolTerm[], k: number): BoolTerm {
    if (k < 0 || k > literals.length) return this.constant(false);
    if (literals.length === 0) return this.constant(true);
    return this.z3.PbEq(literals as [BoolTerm, ...BoolTerm[]], literals.map(() => 1) as [number, ...number[]], k);
  }

  atMost(literals: BoolTerm[], k: number): BoolTerm {
    if (k < 0) return this.constant(false);
    if (k >= literals.length) return this.constant(true);
    return this.z3.AtMost(literals as [BoolTerm, ...BoolTerm[]], k);
  }

  atLeast(literals: BoolTerm[], k: number): BoolTerm {
    if (k <= 0) return this.constant(true);
    if (k > literals.length) return this.constant(false);
    return this.z3.AtLeast(literals as [BoolTerm, ...BoolTerm[]], k);
  }

  /** Weighted sum of literals at most `bound` (pseudo-Boolean; weights must be positive integers). */
  weightedAtMost(literals: BoolTerm[], weights: number[], bound: number): BoolTerm {
    if (bound < 0) return this.constant(false);
    if (literals.length === 0) return this.constant(true);
    // A bug in the encoding if it comes to this: it must refuse such numbers before it builds.
    if (![...weights, bound].every(pbCoefficient)) throw new Error(`a pseudo-Boolean weight or bound past ${PB_COEFFICIENT_LIMIT}, which Z3 would wrap`);
    return this.z3.PbLe(literals as [BoolTerm, ...BoolTerm[]], weights as [number, ...number[]], bound);
  }

  and(...terms: BoolTerm[]): BoolTerm {
    return terms.length === 0 ? this.constant(true) : this.z3.And(...terms);
  }

  or(...terms: BoolTerm[]): BoolTerm {
    return terms.length === 0 ? this.constant(false) : this.z3.Or(...terms);
  }

  implies(premise: BoolTerm, conclusion: BoolTerm): BoolTerm {
    return this.z3.Implies(premise, conclusion);
  }

  /** Asserts constraints under the name of the rule they express. */
  require(rule: string, ...constraints: BoolTerm[]): void {
    this.byRule.set(rule, (this.byRule.get(rule) ?? 0) + constraints.length);
    for (const constraint of constraints) this.queue.push({ rule, constraint });
  }

  /** Marks the variables that make up a solution (for uniqueness, counting and forced cells). */
  answer(...terms: (Term | Term[] | Term[][])[]): void {
    for (const term of terms.flat(2)) this.answerKey.push(term);
  }

  get answerTerms(): readonly Term[] {
    return this.answerKey;
  }

  /** Hands over the constraints added since the last call. */
  drain(): BoolTerm[] {
    return this.queue.splice(0).map((entry) => entry.constraint);
  }

  size(): FormulaSize {
    const perRule = Object.fromEntries(this.byRule);
    const constraints = [...this.byRule.values()].reduce((sum, n) => sum + n, 0);
    return { variables: this.variableCount, constraints, perRule };
  }
}

/** Values read from a Z3 model, with unconstrained variables completed to a default. */
export function valuesOf(z3: Z3, model: Z3Model<'main'>): Values {
  return {
    bool: (term) => z3.isTrue(model.eval(term, true)),
    int(term) {
      // Decoded values are levels, counts and minutes, all within the inputs' exact range; a value
      // past it would round, so it stops the run instead (the simulator would reject the plan anyway).
      const text = model.eval(term, true).toString();
      const value = Number(text);
      if (!Number.isSafeInteger(value)) throw new Error(`a model value past 2^53 - 1 (${term.toString()} = ${text})`);
      return value;
    },
  };
}
