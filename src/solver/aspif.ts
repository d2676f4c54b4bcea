// A formula of Booleans, cardinalities, pseudo-Boolean sums and bounded integers, written as a ground
// logic program in clingo's intermediate format (aspif), so that clasp solves exactly the formula Z3
// would have: there is nothing to ground, and cardinalities and sums stay weight constraints.
//
// Every Boolean constant of the formula becomes a free atom (a choice); every bounded integer
// becomes free atoms in the order encoding (`x >= v` for each v past its lower bound, each implying
// the one below), so that x is its lower bound plus the count of them. What it cannot state so (a
// function, an unbounded or huge domain) is refused with an UnavailableError, never approximated. Every other subterm becomes an atom defined by rules
// (an `and` by one rule, an `or` by one per part, a sum by a weight body), which is Tseitin's
// equivalence because a program's atoms hold exactly when a rule supports them and these
// definitions never depend on themselves. Assertions become integrity constraints.
//
// The compiler keeps every assertion it compiled (and with it every subterm) alive for as long as
// it lives, so the raw pointers it reads terms by stay valid and term ids are never reused.
import { Z3_decl_kind as Op, Z3_sort_kind as Sort } from 'z3-solver';
import type { BoolTerm, Reach } from '../dsl/model.ts';
import { addTo, AspifProgram, type Linear, type Literal, minus, negate } from './aspif-program.ts';
import { UnavailableError } from './native.ts';
import { type Node, Terms } from './z3-terms.ts';

type Declaration = ReturnType<Terms['decl']>;

/** The most values an integer may take in the order encoding. The DSL's domains (ranks, clocks, levels) stay far below. */
const MAX_STEPS = 100_000n;

/** The compiled program, and which shown atom stands for which Boolean, or which bit of which integer. */
export interface Program {
  aspif: string;
  booleans: Map<string, string>;
  integers: Map<string, { name: string; lower: bigint; bits: string[] }>;
}

/**
 * Compiles a solver's assertions, check after check. What an earlier check compiled is kept: the
 * definitions of subterms hold in every program (an atom defined and never required constrains
 * nothing), so a check after a cut or a blocked solution compiles only what is new.
 */
export class AspifCompiler {
  private readonly out = new AspifProgram();
  private readonly terms: Terms;
  private readonly ints = new Map<number, { lower: bigint; bits: Literal[] }>();
  private readonly memo = new Map<number, Literal>();
  private readonly required = new Map<number, string[]>();
  private readonly kept: BoolTerm[] = [];
  private readonly shown = { booleans: new Map<string, string>(), integers: new Map<string, { name: string; lower: bigint; bits: string[] }>() };
  /** Each shown constant's declaration, to give it its value in a model (kept alive with its term). */
  private readonly declarations = { booleans: new Map<string, Declaration>(), integers: new Map<Declaration, { lower: bigint; bits: string[] }>() };
  private readonly bounds = new Map<string, { lower?: bigint; upper?: bigint }>();

  /** `api` and `module` are a z3-solver session's `api.Z3` and `api.em`; `context` a Context's `ptr`. */
  constructor(api: ConstructorParameters<typeof Terms>[0], module: unknown, context: unknown) {
    this.terms = new Terms(api, module, context);
  }

  /**
   * Compiles what is new among these assertions, and returns their ids; an UnavailableError names
   * the first term it cannot express. The first `permanent` of them are never popped (the solver's
   * base level): only they may bound an integer, since its order encoding is built once, for good.
   */
  compile(assertions: readonly BoolTerm[], permanent = assertions.length): number[] {
    const ids = assertions.map((term) => this.terms.id(term.ptr));
    const fresh = assertions.flatMap((term, i) =>
      this.required.has(ids[i]) ? [] : [{ term, id: ids[i], tops: this.conjuncts(term.ptr), permanent: i < permanent }],
    );
    // An integer's order encoding needs its bounds first: the DSL states them as top-level facts.
    // A bound in a pushed scope or an assumption would outlive its scope in the encoding, so it counts only as a constraint.
    for (const { tops } of fresh.filter((assertion) => assertion.permanent)) for (const top of tops) this.noteBound(top);
    for (const { term, id, tops } of fresh) {
      this.kept.push(term);
      const lines: string[] = [];
      for (const top of tops) this.require(top, lines);
      this.required.set(id, lines);
    }
    return ids;
  }

  /** The program of these assertions (compiled first, as `compile` does). */
  program(assertions: readonly BoolTerm[], permanent = assertions.length): Program {
    const requirements = this.compile(assertions, permanent).flatMap((id) => this.required.get(id) ?? []);
    return { aspif: this.out.text(requirements), booleans: this.shown.booleans, integers: this.shown.integers };
  }

  /** Writes an answer set (its shown atoms) into a Z3 model as the value of every constant compiled. */
  fill(model: unknown, holds: ReadonlySet<string>) {
    for (const [atom, declaration] of this.declarations.booleans) this.terms.assign(model, declaration, holds.has(atom));
    for (const [declaration, { lower, bits }] of this.declarations.integers) {
      this.terms.assign(model, declaration, lower + BigInt(bits.filter((bit) => holds.has(bit)).length));
    }
  }

  /**
   * Reachability, as ASP states connectivity: the root is the first node that holds (a chain of
   * "some node so far holds" atoms finds it), a node is reached from the root or from a reached
   * neighbour over a link that holds, and every node that holds must be reached. The reach rules
   * support one another in cycles; clasp's unfounded-set check refuses support that goes round a
   * cycle without starting at the root, which is what makes this connectivity.
   */
  reach({ nodes, links }: Reach) {
    const holds = nodes.map((node) => this.literal(node.ptr));
    const reached = holds.map(() => this.out.fresh());
    let before: Literal | undefined;
    holds.forEach((here, node) => {
      this.out.rule([reached[node]], before === undefined ? [here] : [here, -before]);
      const seen = this.out.fresh();
      this.out.rule([seen], [here]);
      if (before !== undefined) this.out.rule([seen], [before]);
      before = seen;
      this.out.rule([], [here, -reached[node]]);
    });
    for (const { between, via } of links) {
      const through = via === undefined ? [] : [this.literal(via.ptr)];
      for (const [from, to] of [between, [between[1], between[0]]]) this.out.rule([reached[to]], [reached[from], holds[to], ...through]);
    }
  }

  private conjuncts(term: Node): Node[] {
    return this.terms.kind(term) === Op.Z3_OP_AND ? this.terms.children(term).flatMap((part) => this.conjuncts(part)) : [term];
  }

  // --- Boolean terms ---------------------------------------------------------------------------

  /** The integrity constraint that requires the term, into `out` (kept with its assertion). */
  private require(term: Node, out: string[]) {
    const kind = this.terms.kind(term);
    let body: Literal[];
    if (kind === Op.Z3_OP_OR) body = this.terms.children(term).map((part) => -this.literal(part));
    else if (kind === Op.Z3_OP_IMPLIES) body = [this.literal(this.terms.arg(term, 0)), -this.literal(this.terms.arg(term, 1))];
    else if (kind === Op.Z3_OP_TRUE) return;
    else body = [-this.literal(term)];
    out.push(AspifProgram.integrity(body));
  }

  private literal(term: Node): Literal {
    const id = this.terms.id(term);
    const known = this.memo.get(id);
    if (known !== undefined) return known;
    const literal = this.define(term);
    this.memo.set(id, literal);
    return literal;
  }

  private define(term: Node): Literal {
    const parts = () => this.terms.children(term).map((part) => this.literal(part));
    switch (this.terms.kind(term)) {
      case Op.Z3_OP_TRUE:
        return this.out.true();
      case Op.Z3_OP_FALSE:
        return -this.out.true();
      case Op.Z3_OP_UNINTERPRETED:
        return this.boolean(term);
      case Op.Z3_OP_NOT:
        return -this.literal(this.terms.arg(term, 0));
      case Op.Z3_OP_AND:
        return this.out.and(parts());
      case Op.Z3_OP_OR:
        return this.out.or(parts());
      case Op.Z3_OP_IMPLIES:
        return this.out.or([-this.literal(this.terms.arg(term, 0)), this.literal(this.terms.arg(term, 1))]);
      case Op.Z3_OP_XOR: {
        const [a, b] = parts();
        return this.out.or([this.out.and([a, -b]), this.out.and([-a, b])]);
      }
      case Op.Z3_OP_ITE: {
        if (!this.terms.isBool(this.terms.arg(term, 1))) return this.unsupported(term);
        const [condition, then, otherwise] = parts();
        return this.out.or([this.out.and([condition, then]), this.out.and([-condition, otherwise])]);
      }
      case Op.Z3_OP_EQ:
      case Op.Z3_OP_IFF:
        return this.equal(term);
      case Op.Z3_OP_DISTINCT:
        return this.distinct(term);
      case Op.Z3_OP_PB_AT_MOST:
      case Op.Z3_OP_PB_AT_LEAST:
      case Op.Z3_OP_PB_LE:
      case Op.Z3_OP_PB_GE:
      case Op.Z3_OP_PB_EQ:
        return this.pseudoBoolean(term);
      case Op.Z3_OP_LE:
      case Op.Z3_OP_GE:
      case Op.Z3_OP_LT:
      case Op.Z3_OP_GT:
        return this.comparison(term);
      default:
        return this.unsupported(term);
    }
  }

  private unsupported(term: Node): never {
    const text = this.terms.text(term).replace(/\s+/g, ' ');
    throw new UnavailableError(`clasp takes Booleans, sums and bounded integers; not '${text.length > 60 ? `${text.slice(0, 59)}…` : text}'`);
  }

  private boolean(term: Node): Literal {
    // A function's application is no constant: f(x) and f(y) must agree when x = y, which atoms would not.
    if (!this.terms.isBool(term) || this.terms.children(term).length > 0) return this.unsupported(term);
    const atom = this.out.choice();
    this.shown.booleans.set(`a${atom}`, this.terms.name(term));
    this.declarations.booleans.set(`a${atom}`, this.terms.decl(term));
    return atom;
  }

  private equal(term: Node): Literal {
    const args = this.terms.children(term);
    if (args.length !== 2) return this.out.and(args.slice(1).map((other) => this.same(args[0], other)));
    return this.same(args[0], args[1]);
  }

  private same(a: Node, b: Node): Literal {
    if (this.terms.isBool(a)) {
      const [x, y] = [this.literal(a), this.literal(b)];
      return this.out.or([this.out.and([x, y]), this.out.and([-x, -y])]);
    }
    return this.out.compare(minus(this.linear(a), this.linear(b)), 'eq');
  }

  private distinct(term: Node): Literal {
    const args = this.terms.children(term);
    const pairs: Literal[] = [];
    for (let i = 0; i < args.length; i += 1) for (let j = i + 1; j < args.length; j += 1) pairs.push(-this.same(args[i], args[j]));
    return this.out.and(pairs);
  }

  /** Z3's cardinality and pseudo-Boolean atoms: their bound and weights are the declaration's parameters. */
  private pseudoBoolean(term: Node): Literal {
    const kind = this.terms.kind(term);
    const params = this.terms.params(term);
    const literals = this.terms.children(term).map((part) => this.literal(part));
    const bound = params[0];
    const weights = kind === Op.Z3_OP_PB_AT_MOST || kind === Op.Z3_OP_PB_AT_LEAST ? literals.map(() => 1n) : params.slice(1);
    const sum: Linear = { constant: -bound, weights: new Map() };
    literals.forEach((literal, i) => addTo(sum, literal, weights[i]));
    if (kind === Op.Z3_OP_PB_AT_MOST || kind === Op.Z3_OP_PB_LE) return this.out.compare(sum, 'le');
    if (kind === Op.Z3_OP_PB_EQ) return this.out.compare(sum, 'eq');
    return this.out.compare(sum, 'ge');
  }

  private comparison(term: Node): Literal {
    const difference = minus(this.linear(this.terms.arg(term, 0)), this.linear(this.terms.arg(term, 1)));
    switch (this.terms.kind(term)) {
      case Op.Z3_OP_LE:
        return this.out.compare(difference, 'le');
      case Op.Z3_OP_GE:
        return this.out.compare(difference, 'ge');
      case Op.Z3_OP_LT:
        return this.out.compare({ ...difference, constant: difference.constant + 1n }, 'le');
      default:
        return this.out.compare({ ...difference, constant: difference.constant - 1n }, 'ge');
    }
  }

  // --- Integer terms ---------------------------------------------------------------------------

  /** Records `x >= n`, `x <= n` (either way round) asserted at the top: the bounds of x. */
  private noteBound(term: Node) {
    const kind = this.terms.kind(term);
    if (kind !== Op.Z3_OP_LE && kind !== Op.Z3_OP_GE) return;
    const [a, b] = [this.terms.arg(term, 0), this.terms.arg(term, 1)];
    const isVariable = (side: Node) =>
      this.terms.kind(side) === Op.Z3_OP_UNINTERPRETED && this.terms.sortKind(side) === Sort.Z3_INT_SORT && this.terms.children(side).length === 0;
    const number = (side: Node) => (this.terms.kind(side) === Op.Z3_OP_ANUM ? this.terms.numeral(side) : undefined);
    const [variable, value, upper] = isVariable(a) ? [a, number(b), kind === Op.Z3_OP_LE] : [b, number(a), kind === Op.Z3_OP_GE];
    if (!isVariable(variable) || value === undefined) return;
    const name = this.terms.name(variable);
    const known = this.bounds.get(name) ?? {};
    if (upper) known.upper = known.upper === undefined || value < known.upper ? value : known.upper;
    else known.lower = known.lower === undefined || value > known.lower ? value : known.lower;
    this.bounds.set(name, known);
  }

  private linear(term: Node): Linear {
    const kind = this.terms.kind(term);
    const args = () => this.terms.children(term).map((part) => this.linear(part));
    switch (kind) {
      case Op.Z3_OP_ANUM:
        return { constant: this.terms.numeral(term), weights: new Map() };
      case Op.Z3_OP_UNINTERPRETED:
        return this.integer(term);
      case Op.Z3_OP_ADD:
        return args().reduce((sum, part) => minus(sum, negate(part)));
      case Op.Z3_OP_SUB:
        return args().reduce((difference, part) => minus(difference, part));
      case Op.Z3_OP_UMINUS:
        return negate(this.linear(this.terms.arg(term, 0)));
      case Op.Z3_OP_MUL: {
        const parts = args();
        const variable = parts.filter((part) => part.weights.size > 0);
        if (variable.length > 1) return this.unsupported(term);
        const factor = parts.filter((part) => part.weights.size === 0).reduce((product, part) => product * part.constant, 1n);
        const base = variable[0] ?? { constant: 1n, weights: new Map() };
        return { constant: base.constant * factor, weights: new Map([...base.weights].map(([literal, weight]) => [literal, weight * factor])) };
      }
      case Op.Z3_OP_ITE: {
        // c ? a : b is b + c * (a - b): exact when a - b is a constant (a count's 1 or 0), else an integer of its own.
        const condition = this.literal(this.terms.arg(term, 0));
        const [then, otherwise] = [this.linear(this.terms.arg(term, 1)), this.linear(this.terms.arg(term, 2))];
        const gap = minus(then, otherwise);
        if (gap.weights.size === 0) {
          const result: Linear = { constant: otherwise.constant, weights: new Map(otherwise.weights) };
          addTo(result, condition, gap.constant);
          return result;
        }
        return this.chosen(condition, then, otherwise);
      }
      default:
        return this.unsupported(term);
    }
  }

  private integer(term: Node): Linear {
    const id = this.terms.id(term);
    let known = this.ints.get(id);
    if (!known) {
      if (this.terms.children(term).length > 0) return this.unsupported(term);
      const name = this.terms.name(term);
      const { lower, upper } = this.bounds.get(name) ?? {};
      if (lower === undefined || upper === undefined) throw new UnavailableError(`clasp takes bounded integers only; '${name}' has no bounds stated`);
      known = { lower, bits: this.ladder(upper - lower) };
      this.ints.set(id, known);
      this.shown.integers.set(name, { name, lower, bits: known.bits.map((bit) => `a${bit}`) });
      this.declarations.integers.set(this.terms.decl(term), { lower, bits: known.bits.map((bit) => `a${bit}`) });
    }
    return { constant: known.lower, weights: new Map(known.bits.map((bit) => [bit, 1n])) };
  }

  /** `steps` free atoms, each implied by the next: a value in the order encoding. */
  private ladder(steps: bigint): Literal[] {
    // An atom per value: a domain past this is refused rather than built (10^9 atoms would exhaust memory first).
    if (steps > MAX_STEPS) throw new UnavailableError(`clasp takes integers of at most ${MAX_STEPS} values; one here has ${steps + 1n}`);
    const bits: Literal[] = [];
    for (let step = 0n; step < steps; step += 1n) {
      const bit = this.out.choice();
      if (bits.length) this.out.rule([], [bit, -bits[bits.length - 1]]);
      bits.push(bit);
    }
    return bits;
  }

  /** An integer equal to `then` when the condition holds and to `otherwise` when not. */
  private chosen(condition: Literal, then: Linear, otherwise: Linear): Linear {
    const range = (sum: Linear) =>
      [...sum.weights.values()].reduce(([low, high], weight) => (weight > 0n ? [low, high + weight] : [low + weight, high]), [sum.constant, sum.constant]);
    // Math.min and Math.max take no bigints.
    const ends = [...range(then), ...range(otherwise)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const lower = ends[0];
    const bits = this.ladder(ends[3] - lower);
    const value: Linear = { constant: lower, weights: new Map(bits.map((bit) => [bit, 1n])) };
    this.out.rule([], [condition, -this.out.compare(minus(value, then), 'eq')]);
    this.out.rule([], [-condition, -this.out.compare(minus(value, otherwise), 'eq')]);
    return value;
  }
}
