// The modelling DSL: a thin layer over z3-solver's high-level API that adds puzzle vocabulary.
// Everything here is synchronous; only src/solver/ awaits Z3. Encodings build every term through a
// Model (or the term methods .eq, .not, .add, ...): they never reach Z3's context themselves, so
// each constructor they use is one that is total on the edge cases a puzzle produces.
import type { Expr, Model as Z3Model } from 'z3-solver';
import { Connectives } from './connectives.ts';
import type { BoolTerm, IntTerm, Term, Z3 } from './terms.ts';

export type { BoolTerm, IntTerm, Term, Z3 } from './terms.ts';

/** A list with at least one element, as Z3's pseudo-Boolean constructors take them. */
export type NonEmpty<T> = [T, ...T[]];
export const isNonEmpty = <T>(list: T[]): list is NonEmpty<T> => list.length > 0;

/**
 * `a = b` for a term of either sort against another or a known value (Z3 checks the sorts agree).
 * Bool's and Arith's own `eq` each take only their sort, so the union Term has no callable `eq`;
 * the one they both refine, Expr's, takes any.
 */
export function equal(a: Term, b: Term | boolean | number): BoolTerm {
  const expr: Expr<'main'> = a;
  return expr.eq(b);
}

/**
 * Whether a term is a Boolean, without asking Z3: z3-solver's isBool wraps the term's sort in a new
 * object (a finalizer each) and asks its kind, three calls into Z3 per term, and a run asks it of
 * every answer term for every solution (1200 on a 25x25 Masyu). z3-solver makes every Boolean term
 * of a context an instance of one class; where an integer would pass the same test (another
 * version of the library), its own isBool answers instead.
 */
export function isBoolTerm(z3: Z3, term: Term): term is BoolTerm {
  let test = boolTests.get(z3);
  if (!test) {
    const bool: object = Object.getPrototypeOf(z3.Bool.val(true));
    const int: Term = z3.Int.val(0);
    test = Object.prototype.isPrototypeOf.call(bool, int) ? (t) => z3.isBool(t) : (t) => Object.prototype.isPrototypeOf.call(bool, t);
    boolTests.set(z3, test);
  }
  return test(term);
}
const boolTests = new WeakMap<Z3, (term: Term) => boolean>();

/** The terms, each checked to be a Boolean: an answer key of Booleans, to block or pin. */
export function booleans(z3: Z3, terms: readonly Term[]): BoolTerm[] {
  return terms.map((term) => {
    if (!z3.isBool(term)) throw new Error(`internal error: ${term.toString()} is not a Boolean`);
    return term;
  });
}

/**
 * A cell that holds one of several values (a LITS letter, a Masyu loop piece, a one-hot cell's
 * number), each with the Boolean that says the cell holds it: exactly one holds in any solution. A
 * value left out is one the cell never holds. A hint asks about the Boolean itself, which Z3 reads
 * far more cheaply than "the sum of d times holds-d is 4".
 */
export type Choice = ReadonlyMap<string | number, BoolTerm>;

/** What names a cell's value for Model.cells: a term, a Choice, or nothing (not the player's to decide). */
export type CellTerm = Term | Choice | undefined;

export const isChoice = (cell: CellTerm): cell is Choice => cell instanceof Map;

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

/**
 * Where an instance of a rule sits on a grid, so that a picture can point at it: the clue beside a
 * row or column (`index` from 0; `side` 'end' for one drawn right of a row or below a column, as
 * Skyscrapers has both), or cells (a clue in a cell, a region). Rows and columns count from 0.
 */
export type Place = { line: 'row' | 'column'; index: number; side?: 'start' | 'end' } | { cells: { row: number; col: number }[] };

/** Which instance of a rule: its words (`row 3: 5`) and, for pictures, where it sits. */
export interface Instance {
  rule: string;
  where: string;
  at?: Place;
}

/** A constraint with the rule it was required under, and which instance of the rule, where the encoding says. */
export interface RuleConstraint {
  rule: string;
  where?: string;
  at?: Place;
  constraint: BoolTerm;
}

/** How big a formula is, per rule, so encodings can be compared on size as well as speed. */
export interface FormulaSize {
  variables: number;
  /** The constraints stated up front (lazy cuts are counted apart, under `lazy`). */
  constraints: number;
  perRule: Record<string, number>;
  /** Only for a model with lazy rules: the cuts they added, and the checks repeated for them. */
  lazy?: { rules: string[]; cuts: number; rounds: number };
}

/**
 * A lazy rule's test of a candidate model: the constraints (cuts) this model breaks, each one
 * implied by the rule, so adding it for good removes no solution; none when the model keeps the rule.
 */
export type Cuts = (values: Values) => BoolTerm[];

/**
 * A lazy rule stated whole as reachability, for a backend that has it natively (clasp, whose
 * unfounded-set check is exactly "reached from the root by a chain of support"): every node whose
 * Boolean holds is reached from the first such node along links whose nodes hold and whose own
 * Boolean, if any, holds. Links go both ways.
 */
export interface Reach {
  nodes: readonly BoolTerm[];
  links: readonly { between: readonly [number, number]; via?: BoolTerm }[];
}

/**
 * The deductions by hand of one run (Model.deduced), shared by the Models it builds: each is made
 * once, and timed, so that a Model that reuses them counts their time in its encoding.
 */
export class Deductions {
  private readonly made = new Map<unknown, unknown>();
  /** The time spent making them so far. */
  ms = 0;

  of<A extends unknown[], R>(deduce: (...args: A) => R, args: A): R {
    if (!this.made.has(deduce)) {
      const started = performance.now();
      this.made.set(deduce, deduce(...args));
      this.ms += performance.now() - started;
    }
    return this.made.get(deduce) as R;
  }
}

/**
 * A formula under construction. Encodings declare variables, group constraints under the name of
 * the rule they express, and mark the variables that make up an answer. Constraints are collected
 * here and handed to a solver by src/solver (which may take them in several batches, as a
 * planning timeline grows).
 */
export class Model {
  private readonly byRule = new Map<string, number>();
  private readonly queue: RuleConstraint[] = [];
  private readonly answerKey: Term[] = [];
  private readonly lazyRules: { rule: string; cuts: Cuts; whole?: Reach }[] = [];
  private readonly lazyCount = { cuts: 0, rounds: 0 };
  private cellTerms?: readonly (readonly CellTerm[])[] | (() => CellTerm[][]);
  private readonly declared: Term[] = [];
  private readonly domains = new Map<IntTerm, [number, number]>();
  /** While a guard is set, every constraint required holds only when the guard does. */
  private guard: BoolTerm | undefined;

  /** Builds the Boolean connectives so that Z3 gets clauses where it can (./connectives.ts). */
  private readonly connectives: Connectives;

  /**
   * `deductions`: what deduced() computed for the run, shared by the Models of one run: a run tried
   * before Z3 has started and started over on it (src/solver/stand-in.ts) makes its deductions once.
   */
  constructor(
    private readonly z3: Z3,
    private readonly deductions = new Deductions(),
  ) {
    this.connectives = new Connectives(z3);
  }

  /**
   * `deduce(...args)`, the deductions by hand on the puzzle (a kind's settle pass: plain
   * TypeScript, no terms), made once per run: a run's encoding asks with the same arguments each
   * time. Its result is shared: read it, never change it.
   */
  deduced<A extends unknown[], R>(deduce: (...args: A) => R, ...args: A): R {
    return this.deductions.of(deduce, args);
  }

  /**
   * The Z3 context the terms live in, for src/solver (reading models, making solvers) and
   * src/dsl only. Encodings use the methods below instead; test/dsl.test.ts checks they do.
   */
  get context(): Z3 {
    return this.z3;
  }

  bool(name: string): BoolTerm {
    const term = this.connectives.declared(this.z3.Bool.const(name));
    this.declared.push(term);
    return term;
  }

  /** An integer with its domain [lo, hi] required under the rule 'domain'. */
  int(name: string, lo: number, hi: number): IntTerm {
    const term = this.z3.Int.const(name);
    this.declared.push(term);
    this.domains.set(term, [lo, hi]);
    // A domain is part of the variable, never conditional: QF_FD bit-blasts only bounded integers.
    const guard = this.guard;
    this.guard = undefined;
    this.require('domain', term.ge(lo), term.le(hi));
    this.guard = guard;
    return term;
  }

  /** The domain an integer variable was declared with. */
  domainOf(term: IntTerm): [number, number] | undefined {
    return this.domains.get(term);
  }

  /** Every variable declared so far, in order (the Horn engine quantifies over them). */
  get variables(): readonly Term[] {
    return this.declared;
  }

  /** A rows x cols grid of Booleans named `name[r,c]`. */
  boolGrid(name: string, rows: number, cols: number): BoolTerm[][] {
    return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => this.bool(`${name}[${r},${c}]`)));
  }

  /**
   * A Boolean a deduction by hand may have settled already: the constant `value` where it is known,
   * else a variable named `name`. Why: a settled cell is no decision; the connectives and the counts
   * fold the constant away, and the open cells alone tell solutions apart.
   */
  settledBool(name: string, value: boolean | undefined): BoolTerm {
    return value === undefined ? this.bool(name) : this.constant(value);
  }

  /**
   * boolGrid over what a settle pass decided: a cell `settled` knows is that constant, an open one
   * the Boolean boolGrid would name `name[r,c]`, so the open cells' model is the same as without it.
   */
  settledGrid(name: string, rows: number, cols: number, settled: (row: number, col: number) => boolean | undefined): BoolTerm[][] {
    return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => this.settledBool(`${name}[${r},${c}]`, settled(r, c))));
  }

  intGrid(name: string, rows: number, cols: number, lo: number, hi: number): IntTerm[][] {
    return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => this.int(`${name}[${r},${c}]`, lo, hi)));
  }

  constant(value: boolean): BoolTerm {
    return this.connectives.constant(value);
  }

  /**
   * What a term is known to be without a solver: true or false for the constants (and what folded
   * into them), undefined for anything else.
   */
  known(term: BoolTerm): boolean | undefined {
    return this.connectives.known(term);
  }

  /** An integer constant, for arithmetic that starts from a known number (`m.number(3).sub(x)`). */
  number(value: number): IntTerm {
    return this.z3.Int.val(value);
  }

  // Cardinality is total: an empty list, k < 0 or k > n all give the right constant, because
  // Z3's pseudo-Boolean constructors reject empty argument lists.
  // A constant literal (a cell a settle pass decided: settledGrid) is counted here and left out:
  // a true one lowers k by one, a false one counts for nothing. Why: Z3 gets only the open
  // literals, and an encoding may state a rule over a whole line instead of filtering it itself.
  // Exactly k is at most k and at least k, a conjunction that `require` hands Z3 as two
  // cardinalities: Z3 makes a pseudo-Boolean equation with one rational coefficient per literal, each
  // pushed through the wasm build's exception trampolines, about 5x the cost of the two cardinalities
  // (1000 lines of 15: 47 ms against 8 ms); its SAT core states an equation as the same two anyway.
  exactly(literals: BoolTerm[], k: number): BoolTerm {
    const { open, held } = this.folded(literals);
    const left = k - held;
    if (left < 0 || left > open.length) return this.constant(false);
    return this.and(this.openAtMost(open, left), this.openAtLeast(open, left));
  }

  atMost(literals: BoolTerm[], k: number): BoolTerm {
    const { open, held } = this.folded(literals);
    return this.openAtMost(open, k - held);
  }

  atLeast(literals: BoolTerm[], k: number): BoolTerm {
    const { open, held } = this.folded(literals);
    return this.openAtLeast(open, k - held);
  }

  /** The literals that are not constants, and how many are the constant true. */
  private folded(literals: BoolTerm[]): { open: BoolTerm[]; held: number } {
    let held = 0;
    const open = literals.filter((literal) => {
      const value = this.connectives.known(literal);
      if (value === true) held++;
      return value === undefined;
    });
    return { open, held };
  }

  /** At most k of literals none of which is a constant. */
  private openAtMost(literals: BoolTerm[], k: number): BoolTerm {
    if (k < 0) return this.constant(false);
    // k >= 0 here, so the list is not empty past the second test.
    if (k >= literals.length || !isNonEmpty(literals)) return this.constant(true);
    // Not all of them is a clause (as atLeast 1 is).
    if (k === literals.length - 1) return this.or(...literals.map((literal) => this.not(literal)));
    return this.z3.AtMost(literals, k);
  }

  /** At least k of literals none of which is a constant. */
  private openAtLeast(literals: BoolTerm[], k: number): BoolTerm {
    if (k <= 0) return this.constant(true);
    // k > 0 here, so the list is not empty past the second test.
    if (k > literals.length || !isNonEmpty(literals)) return this.constant(false);
    // At least one is a clause, which the SAT core keeps as one and QF_FD passes on unrewritten
    // (./connectives.ts).
    if (k === 1) return this.or(...literals);
    return this.z3.AtLeast(literals, k);
  }

  // Weighted cardinality (pseudo-Boolean): the weights of the true literals add up to k. Total in
  // the same way, against the total weight instead of the count; a literal of weight 0 counts for
  // nothing and is left out, so an all-zero line is an empty one. Constants fold as above: a false
  // one is left out, a true one's weight taken off the bound.

  /** The weights of the true literals add up to exactly k. */
  weightedExactly(literals: BoolTerm[], weights: number[], k: number): BoolTerm {
    const terms = weighted(literals, weights, (literal) => this.connectives.known(literal));
    const left = k - terms.held;
    if (left < 0 || left > terms.total) return this.constant(false);
    if (!terms.pb) return this.constant(true);
    return this.z3.PbEq(terms.pb.literals, terms.pb.weights, left);
  }

  /** The weights of the true literals add up to at most `bound`. */
  weightedAtMost(literals: BoolTerm[], weights: number[], bound: number): BoolTerm {
    const terms = weighted(literals, weights, (literal) => this.connectives.known(literal));
    const left = bound - terms.held;
    if (left < 0) return this.constant(false);
    // No literals left means a total of 0, which the bound (>= 0 here) reaches.
    if (left >= terms.total || !terms.pb) return this.constant(true);
    // A bug in the encoding if it comes to this: it must refuse such numbers before it builds.
    if (![...terms.pb.weights, left].every(pbCoefficient))
      throw new Error(`a pseudo-Boolean weight or bound past ${PB_COEFFICIENT_LIMIT}, which Z3 would wrap`);
    return this.z3.PbLe(terms.pb.literals, terms.pb.weights, left);
  }

  /** The weights of the true literals add up to at least `bound`. */
  weightedAtLeast(literals: BoolTerm[], weights: number[], bound: number): BoolTerm {
    const terms = weighted(literals, weights, (literal) => this.connectives.known(literal));
    const left = bound - terms.held;
    if (left <= 0) return this.constant(true);
    // No literals left means a total of 0, which the bound (> 0 here) passes.
    if (left > terms.total || !terms.pb) return this.constant(false);
    return this.z3.PbGe(terms.pb.literals, terms.pb.weights, left);
  }

  /** The sum of integer terms; 0 for none (Z3's Sum needs at least one). */
  sum(terms: IntTerm[]): IntTerm {
    return terms.length === 0 ? this.number(0) : this.z3.Sum(terms[0], ...terms.slice(1));
  }

  // The connectives fold constants and build clauses where they can (./connectives.ts).
  and(...terms: BoolTerm[]): BoolTerm {
    return this.connectives.and(...terms);
  }

  or(...terms: BoolTerm[]): BoolTerm {
    return this.connectives.or(...terms);
  }

  implies(premise: BoolTerm, conclusion: BoolTerm): BoolTerm {
    return this.connectives.implies(premise, conclusion);
  }

  not(term: BoolTerm): BoolTerm {
    return this.connectives.not(term);
  }

  /** Both hold or neither does. */
  iff(a: BoolTerm, b: BoolTerm): BoolTerm {
    return this.connectives.iff(a, b);
  }

  /** Exactly one of the two holds (a side Boolean flips when someone crosses). */
  xor(a: BoolTerm, b: BoolTerm): BoolTerm {
    return this.z3.Xor(a, b);
  }

  /** `then` when the condition holds, else `otherwise`: an integer, or a Boolean. */
  ite(condition: BoolTerm, then: IntTerm | number, otherwise: IntTerm | number): IntTerm;
  ite(condition: BoolTerm, then: BoolTerm, otherwise: BoolTerm): BoolTerm;
  ite(condition: BoolTerm, then: Term | number, otherwise: Term | number): Term {
    return this.z3.If(condition, then, otherwise);
  }

  /**
   * Asserts constraints under the name of the rule they express; `{ rule, where }` also says which
   * instance of it this is (`row 3: 5`), so that an explanation of "no solution" can name the clue.
   */
  require(rule: string | Instance, ...constraints: BoolTerm[]): void {
    const { rule: name, where, at } = typeof rule === 'string' ? { rule, where: undefined, at: undefined } : rule;
    this.byRule.set(name, (this.byRule.get(name) ?? 0) + constraints.length);
    const { guard } = this;
    // Unguarded, a constraint goes to Z3 as the clauses it is made of, where it is (./connectives.ts).
    for (const constraint of constraints)
      for (const part of guard ? [this.z3.Implies(guard, constraint)] : this.connectives.clauses(constraint))
        this.queue.push({
          rule: name,
          ...(where !== undefined && { where }),
          ...(at !== undefined && { at }),
          constraint: part,
        });
  }

  /**
   * Runs `build` with every constraint it requires made conditional on `guard`: with the guard
   * false they all lapse. The planning layer uses it to let a step of a timeline stay put.
   */
  guarded<T>(guard: BoolTerm, build: () => T): T {
    const outer = this.guard;
    this.guard = outer ? this.z3.And(outer, guard) : guard;
    try {
      return build();
    } finally {
      this.guard = outer;
    }
  }

  /**
   * A rule stated lazily: instead of constraints up front, a test that src/solver runs on every
   * model it finds. While some lazy rule returns cuts, they are added to the same solver and the
   * check is repeated; only a model that no lazy rule cuts is decoded. For rules whose full
   * statement is large (connectivity) but which the first models nearly keep. `whole` states the
   * rule at once for a backend with reachability; its models then need no cut.
   */
  lazy(rule: string, cuts: Cuts, whole?: Reach): void {
    this.lazyRules.push({ rule, cuts, whole });
  }

  /** The lazy rules stated whole as reachability, for src/solver's clasp backend. */
  get reachability(): Reach[] {
    return this.lazyRules.flatMap((entry) => (entry.whole ? [entry.whole] : []));
  }

  /** The names of the lazy rules, which an exported formula does not contain. */
  get lazyRuleNames(): string[] {
    return [...new Set(this.lazyRules.map((entry) => entry.rule))];
  }

  /**
   * For src/solver: the cuts every lazy rule asks for on this model (none: it keeps them all),
   * counted under their rule; a round is one model that was cut.
   */
  cutsFor(values: Values): BoolTerm[] {
    const cuts = this.cutsByRule(values).flatMap((entry) => entry.cuts.flatMap((cut) => this.connectives.clauses(cut)));
    if (cuts.length > 0) this.lazyCount.rounds++;
    this.lazyCount.cuts += cuts.length;
    return cuts;
  }

  /**
   * The cuts each lazy rule asks for on this model, under the rule's name (uncounted): an
   * explanation keeps them behind the rule's own literal. Each cut is implied by its rule alone,
   * never by a clue, so it may stay while clues are left out.
   */
  cutsByRule(values: Values): { rule: string; cuts: BoolTerm[] }[] {
    return this.lazyRules.map(({ rule, cuts }) => ({ rule, cuts: cuts(values) })).filter((entry) => entry.cuts.length > 0);
  }

  /** Marks the variables that make up a solution (for uniqueness, counting and forced cells). */
  answer(...terms: (Term | Term[] | Term[][])[]): void {
    for (const term of terms.flat(2)) this.answerKey.push(term);
  }

  get answerTerms(): readonly Term[] {
    return this.answerKey;
  }

  /**
   * Grid answers: the term that holds each cell's value, `grid[row][col]` (a Boolean, or an integer
   * for a number), so that a player's marks can be stated as constraints (serve's hints). Two cells
   * may share a term (a tank row that fills as one). A cell of letters or loop pieces is a Choice;
   * one the player does not decide (a Bridges island) is left undefined. Given as a function, the
   * terms are built only when asked for (a hint), not on every solve.
   */
  cells(grid: CellTerm[][] | (() => CellTerm[][])): void {
    this.cellTerms = grid;
  }

  get cellGrid(): readonly (readonly CellTerm[])[] | undefined {
    if (typeof this.cellTerms === 'function') this.cellTerms = this.cellTerms();
    return this.cellTerms;
  }

  /** Hands over the constraints added since the last call. */
  drain(): BoolTerm[] {
    return this.drainByRule().map((entry) => entry.constraint);
  }

  /** The same, each with the name of the rule it was required under (to ask which rules force what). */
  drainByRule(): RuleConstraint[] {
    return this.queue.splice(0);
  }

  size(): FormulaSize {
    const perRule = Object.fromEntries(this.byRule);
    const constraints = [...this.byRule.values()].reduce((sum, n) => sum + n, 0);
    const lazy = this.lazyRules.length > 0 ? { lazy: { rules: this.lazyRuleNames, ...this.lazyCount } } : {};
    return { variables: this.declared.length, constraints, perRule, ...lazy };
  }
}

/**
 * The literals of a weighted count with their weights, those of weight 0 and the constants (`constantValue`
 * tells them) left out (`pb`, none when none is left); the total weight of those kept, and `held`,
 * that of the constant-true ones. Weights are non-negative integers: the constant folding above
 * relies on it, and a negative or fractional weight would be a slip in an encoding, so it throws.
 */
function weighted(
  literals: BoolTerm[],
  weights: number[],
  constantValue: (literal: BoolTerm) => boolean | undefined,
): { total: number; held: number; pb?: { literals: NonEmpty<BoolTerm>; weights: NonEmpty<number> } } {
  if (weights.length !== literals.length) throw new RangeError(`${literals.length} literals but ${weights.length} weights`);
  for (const weight of weights) {
    if (!Number.isInteger(weight) || weight < 0) throw new RangeError(`weight ${weight} is not a non-negative integer`);
  }
  let held = 0;
  const kept = literals.flatMap((literal, i) => {
    const value = weights[i] > 0 ? constantValue(literal) : false;
    if (value === true) held += weights[i];
    return value === undefined ? [{ literal, weight: weights[i] }] : [];
  });
  const total = kept.reduce((sum, term) => sum + term.weight, 0);
  if (!isNonEmpty(kept)) return { total, held };
  const [first, ...rest] = kept;
  return {
    total,
    held,
    pb: { literals: [first.literal, ...rest.map((term) => term.literal)], weights: [first.weight, ...rest.map((term) => term.weight)] },
  };
}

/**
 * A faster reading of a model than `model.eval` (src/solver/read-model.ts registers one per context,
 * through Z3's low-level API): for a model, a reading of a term's value, a Boolean or an integer, or
 * undefined where it cannot tell, and `model.eval` answers instead.
 */
export type ModelReader = (model: Z3Model<'main'>) => (term: Term) => boolean | bigint | undefined;
const modelReaders = new WeakMap<Z3, ModelReader>();

export function readModelsWith(z3: Z3, reader: ModelReader): void {
  modelReaders.set(z3, reader);
}

/**
 * Values read from a Z3 model, with unconstrained variables completed to a default. Integers are
 * read exactly (as Z3's numeral, a bigint) and must be whole numbers JavaScript holds exactly, and
 * within the domain they were declared with when `declared` (the Model that made them) is given.
 * Each term is read once: lazy rules and decoders ask for the same terms again and again.
 */
export function valuesOf(z3: Z3, model: Z3Model<'main'>, declared?: Pick<Model, 'domainOf'>): Values {
  const fast = modelReaders.get(z3)?.(model);
  const read = new Map<Term, boolean | number>();
  const once = <T extends boolean | number>(term: Term, slow: () => T): T => {
    let value = read.get(term) as T | undefined;
    if (value === undefined) read.set(term, (value = slow()));
    return value;
  };
  return {
    bool: (term) =>
      once(term, () => {
        const value = fast?.(term);
        return typeof value === 'boolean' ? value : z3.isTrue(model.eval(term, true));
      }),
    int: (term) =>
      once(term, () => {
        // Decoded values are levels, counts and minutes, all within the inputs' exact range. One past
        // 2^53 - 1 would round, and one outside its domain (a model read back from a native solver
        // that left the variable out, completed to 0) is no value of the puzzle: either stops the run
        // instead of handing the decoder a wrong number (the simulator would reject the plan anyway).
        const known = fast?.(term);
        let exact: bigint;
        if (typeof known === 'bigint') exact = known;
        else {
          const numeral = model.eval(term, true);
          if (!z3.isIntVal(numeral)) throw new Error(`a model value that is not a whole number (${term.toString()} = ${numeral.toString()})`);
          exact = numeral.value();
        }
        if (exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < -BigInt(Number.MAX_SAFE_INTEGER)) {
          throw new Error(`a model value past 2^53 - 1 (${term.toString()} = ${exact})`);
        }
        const value = Number(exact);
        const domain = declared?.domainOf(term);
        if (domain && (value < domain[0] || value > domain[1])) {
          throw new Error(`a model value outside its domain (${term.toString()} = ${value}, declared from ${domain[0]} to ${domain[1]})`);
        }
        return value;
      }),
  };
}
