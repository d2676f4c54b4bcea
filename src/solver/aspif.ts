// A formula of Booleans, cardinalities, pseudo-Boolean sums and bounded integers, written as a ground
// logic program in clingo's intermediate format (aspif), so that clasp solves exactly the formula Z3
// would have: there is nothing to ground, and cardinalities and sums stay weight constraints.
//
// Every declared Boolean becomes a free atom (a choice); every bounded integer becomes free atoms in
// the order encoding (`x >= v` for each v past its lower bound, each implying the one below), so that
// x is its lower bound plus the count of them. Every other subterm becomes an atom defined by rules
// (an `and` by one rule, an `or` by one per part, a sum by a weight body), which is Tseitin's
// equivalence because a program's atoms hold exactly when a rule supports them and these
// definitions never depend on themselves. Assertions become integrity constraints.
//
// Terms are read through Z3's C API on raw pointers: the high-level objects cost an allocation, a
// reference count and a finalizer each, and a large grid's formula has hundreds of thousands. The raw
// pointers stay valid because the compiler keeps every assertion it compiled (and with it every
// subterm) alive for as long as it lives, which also keeps term ids from being reused.
import { Z3_decl_kind as Op, Z3_parameter_kind as Parameter, Z3_sort_kind as Sort, type Z3_app, type Z3_ast, type Z3_context, type Z3Core } from 'z3-solver';
import type { BoolTerm, Reach } from '../dsl/model.ts';
import { UnavailableError } from './native.ts';

type Node = Z3_ast;
type Api = Z3Core;
/**
 * Three C functions of the hot path, straight from the wasm module: z3-solver wraps these (an
 * unsigned or Boolean result) in Emscripten's generic ccall, several times the cost of the call.
 */
export interface RawCalls {
  _Z3_get_ast_id(context: number, term: number): number;
  _Z3_get_app_num_args(context: number, term: number): number;
}
/** An atom (positive) or its default negation (negative), as aspif writes literals. */
type Literal = number;
/** A linear sum of literals with integer weights plus a constant: an integer term in the order encoding. */
interface Linear {
  constant: bigint;
  weights: Map<Literal, bigint>;
}

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
  private readonly lines: string[] = [];
  private atoms = 0;
  private readonly ints = new Map<number, { lower: bigint; bits: Literal[] }>();
  private readonly memo = new Map<number, Literal>();
  private readonly required = new Map<number, string[]>();
  private readonly kept: BoolTerm[] = [];
  private readonly shown = { booleans: new Map<string, string>(), integers: new Map<string, { name: string; lower: bigint; bits: string[] }>() };
  private readonly bounds = new Map<string, { lower?: bigint; upper?: bigint }>();
  private truth: Literal | undefined;
  private readonly context: Z3_context;

  private readonly raw: RawCalls;
  private readonly pointer: number;

  constructor(
    private readonly api: Api,
    raw: unknown,
    context: unknown,
  ) {
    this.raw = raw as RawCalls;
    this.context = context as Z3_context;
    this.pointer = context as number;
  }

  /** The program of these assertions; an UnavailableError names the first term it cannot express. */
  program(assertions: readonly BoolTerm[]): Program {
    const fresh = assertions.filter((term) => !this.required.has(this.id(term.ptr)));
    const tops = fresh.map((term) => this.conjuncts(term.ptr));
    // An integer's order encoding needs its bounds first: the DSL states them as top-level facts.
    for (const top of tops.flat()) this.noteBound(top);
    fresh.forEach((term, i) => {
      this.kept.push(term);
      const lines: string[] = [];
      for (const top of tops[i]) this.require(top, lines);
      this.required.set(this.id(term.ptr), lines);
    });
    const requirements = assertions.flatMap((term) => this.required.get(this.id(term.ptr)) ?? []);
    const body = [...this.lines, ...requirements];
    return { aspif: `asp 1 0 0\n${body.join('\n')}${body.length ? '\n' : ''}0\n`, booleans: this.shown.booleans, integers: this.shown.integers };
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
    const reached = holds.map(() => this.fresh());
    let before: Literal | undefined;
    holds.forEach((here, node) => {
      this.rule([reached[node]], before === undefined ? [here] : [here, -before]);
      const seen = this.fresh();
      this.rule([seen], [here]);
      if (before !== undefined) this.rule([seen], [before]);
      before = seen;
      this.lines.push(`1 0 0 0 2 ${here} ${-reached[node]}`);
    });
    for (const { between, via } of links) {
      const through = via === undefined ? [] : [this.literal(via.ptr)];
      for (const [from, to] of [between, [between[1], between[0]]]) this.rule([reached[to]], [reached[from], holds[to], ...through]);
    }
  }

  private conjuncts(term: Node): Node[] {
    return this.kind(term) === Op.Z3_OP_AND ? this.children(term).flatMap((part) => this.conjuncts(part)) : [term];
  }

  // --- Reading terms through the C API ----------------------------------------------------------

  // Every term of a quantifier-free formula is an application (constants and numbers too), so a
  // term is taken as one without asking: Z3's to_app is a cast.
  private decl(term: Node) {
    return this.api.get_app_decl(this.context, term as unknown as Z3_app);
  }

  private kind(term: Node): number {
    return this.api.get_decl_kind(this.context, this.decl(term));
  }

  private children(term: Node): Node[] {
    const app = term as unknown as Z3_app;
    const count = this.raw._Z3_get_app_num_args(this.pointer, term as unknown as number) >>> 0;
    return Array.from({ length: count }, (_, i) => this.api.get_app_arg(this.context, app, i));
  }

  private arg(term: Node, i: number): Node {
    return this.api.get_app_arg(this.context, term as unknown as Z3_app, i);
  }

  private id(term: Node): number {
    return this.raw._Z3_get_ast_id(this.pointer, term as unknown as number) >>> 0;
  }

  private name(term: Node): string {
    return this.api.get_symbol_string(this.context, this.api.get_decl_name(this.context, this.decl(term)));
  }

  private sortKind(term: Node): number {
    return this.api.get_sort_kind(this.context, this.api.get_sort(this.context, term));
  }

  private isBool(term: Node): boolean {
    return this.sortKind(term) === Sort.Z3_BOOL_SORT;
  }

  /** A declaration's numeric parameters: a cardinality's bound, a pseudo-Boolean's bound and weights. */
  private params(term: Node): bigint[] {
    const decl = this.decl(term);
    return Array.from({ length: this.api.get_decl_num_parameters(this.context, decl) }, (_, i) =>
      this.api.get_decl_parameter_kind(this.context, decl, i) === Parameter.Z3_PARAMETER_INT
        ? BigInt(this.api.get_decl_int_parameter(this.context, decl, i))
        : BigInt(this.api.get_decl_rational_parameter(this.context, decl, i)),
    );
  }

  private numeral(term: Node): bigint {
    return BigInt(this.api.get_numeral_string(this.context, term));
  }

  private fresh(): number {
    this.atoms += 1;
    return this.atoms;
  }

  /** `head :- body.`; an empty head is an integrity constraint. */
  private rule(head: number[], body: Literal[]) {
    this.lines.push(`1 0 ${head.length}${head.map((atom) => ` ${atom}`).join('')} 0 ${body.length}${body.map((literal) => ` ${literal}`).join('')}`);
  }

  /** `head :- bound <= #sum { weight: literal }.`, weights positive. */
  private weightRule(head: number[], bound: bigint, weights: [Literal, bigint][]) {
    const body = weights.map(([literal, weight]) => ` ${literal} ${weight}`).join('');
    this.lines.push(`1 0 ${head.length}${head.map((atom) => ` ${atom}`).join('')} 1 ${bound} ${weights.length}${body}`);
  }

  /** A free atom, shown under the name `a<atom>` so that its value can be read back. */
  private choice(): number {
    const atom = this.fresh();
    this.lines.push(`1 1 1 ${atom} 0 0`);
    const label = `a${atom}`;
    this.lines.push(`4 ${label.length} ${label} 1 ${atom}`);
    return atom;
  }

  private true(): Literal {
    if (this.truth === undefined) {
      this.truth = this.fresh();
      this.rule([this.truth], []);
    }
    return this.truth;
  }

  // --- Boolean terms ---------------------------------------------------------------------------

  /** The integrity constraint that requires the term, into `out` (kept with its assertion). */
  private require(term: Node, out: string[]) {
    const kind = this.kind(term);
    let body: Literal[];
    if (kind === Op.Z3_OP_OR) body = this.children(term).map((part) => -this.literal(part));
    else if (kind === Op.Z3_OP_IMPLIES) body = [this.literal(this.arg(term, 0)), -this.literal(this.arg(term, 1))];
    else if (kind === Op.Z3_OP_TRUE) return;
    else body = [-this.literal(term)];
    out.push(`1 0 0 0 ${body.length}${body.map((literal) => ` ${literal}`).join('')}`);
  }

  private literal(term: Node): Literal {
    const id = this.id(term);
    const known = this.memo.get(id);
    if (known !== undefined) return known;
    const literal = this.define(term);
    this.memo.set(id, literal);
    return literal;
  }

  private define(term: Node): Literal {
    const parts = () => this.children(term).map((part) => this.literal(part));
    switch (this.kind(term)) {
      case Op.Z3_OP_TRUE:
        return this.true();
      case Op.Z3_OP_FALSE:
        return -this.true();
      case Op.Z3_OP_UNINTERPRETED:
        return this.boolean(term);
      case Op.Z3_OP_NOT:
        return -this.literal(this.arg(term, 0));
      case Op.Z3_OP_AND:
        return this.and(parts());
      case Op.Z3_OP_OR:
        return this.or(parts());
      case Op.Z3_OP_IMPLIES:
        return this.or([-this.literal(this.arg(term, 0)), this.literal(this.arg(term, 1))]);
      case Op.Z3_OP_XOR: {
        const [a, b] = parts();
        return this.or([this.and([a, -b]), this.and([-a, b])]);
      }
      case Op.Z3_OP_ITE: {
        if (!this.isBool(this.arg(term, 1))) return this.unsupported(term);
        const [condition, then, otherwise] = parts();
        return this.or([this.and([condition, then]), this.and([-condition, otherwise])]);
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
    const text = this.api.ast_to_string(this.context, term).replace(/\s+/g, ' ');
    throw new UnavailableError(`clasp takes Booleans, sums and bounded integers; not '${text.length > 60 ? `${text.slice(0, 59)}…` : text}'`);
  }

  private boolean(term: Node): Literal {
    if (!this.isBool(term)) return this.unsupported(term);
    const atom = this.choice();
    this.shown.booleans.set(`a${atom}`, this.name(term));
    return atom;
  }

  private and(parts: Literal[]): Literal {
    const atom = this.fresh();
    this.rule([atom], parts);
    return atom;
  }

  private or(parts: Literal[]): Literal {
    const atom = this.fresh();
    for (const part of parts) this.rule([atom], [part]);
    return atom;
  }

  private equal(term: Node): Literal {
    const args = this.children(term);
    if (args.length !== 2) return this.and(args.slice(1).map((other) => this.same(args[0], other)));
    return this.same(args[0], args[1]);
  }

  private same(a: Node, b: Node): Literal {
    if (this.isBool(a)) {
      const [x, y] = [this.literal(a), this.literal(b)];
      return this.or([this.and([x, y]), this.and([-x, -y])]);
    }
    return this.compare(this.minus(this.linear(a), this.linear(b)), 'eq');
  }

  private distinct(term: Node): Literal {
    const args = this.children(term);
    const pairs: Literal[] = [];
    for (let i = 0; i < args.length; i += 1) for (let j = i + 1; j < args.length; j += 1) pairs.push(-this.same(args[i], args[j]));
    return this.and(pairs);
  }

  /** Z3's cardinality and pseudo-Boolean atoms: their bound and weights are the declaration's parameters. */
  private pseudoBoolean(term: Node): Literal {
    const kind = this.kind(term);
    const params = this.params(term);
    const literals = this.children(term).map((part) => this.literal(part));
    const bound = params[0];
    const weights = kind === Op.Z3_OP_PB_AT_MOST || kind === Op.Z3_OP_PB_AT_LEAST ? literals.map(() => 1n) : params.slice(1);
    const sum: Linear = { constant: -bound, weights: new Map() };
    literals.forEach((literal, i) => this.addTo(sum, literal, weights[i]));
    if (kind === Op.Z3_OP_PB_AT_MOST || kind === Op.Z3_OP_PB_LE) return this.compare(sum, 'le');
    if (kind === Op.Z3_OP_PB_EQ) return this.compare(sum, 'eq');
    return this.compare(sum, 'ge');
  }

  private comparison(term: Node): Literal {
    const difference = this.minus(this.linear(this.arg(term, 0)), this.linear(this.arg(term, 1)));
    switch (this.kind(term)) {
      case Op.Z3_OP_LE:
        return this.compare(difference, 'le');
      case Op.Z3_OP_GE:
        return this.compare(difference, 'ge');
      case Op.Z3_OP_LT:
        return this.compare({ ...difference, constant: difference.constant + 1n }, 'le');
      default:
        return this.compare({ ...difference, constant: difference.constant - 1n }, 'ge');
    }
  }

  /** A literal for `sum >= 0`, `sum <= 0` or `sum = 0`, as weight bodies with positive weights. */
  private compare(sum: Linear, relation: 'ge' | 'le' | 'eq'): Literal {
    if (relation === 'le') return this.atLeast(this.negate(sum));
    if (relation === 'ge') return this.atLeast(sum);
    return this.and([this.atLeast(sum), this.atLeast(this.negate(sum))]);
  }

  /** `sum >= 0` as one weight rule: a negative weight w on l is w + |w| on not l. */
  private atLeast(sum: Linear): Literal {
    let bound = -sum.constant;
    const weights: [Literal, bigint][] = [];
    for (const [literal, weight] of sum.weights) {
      if (weight > 0n) weights.push([literal, weight]);
      else if (weight < 0n) {
        weights.push([-literal, -weight]);
        bound -= weight;
      }
    }
    const total = weights.reduce((all, [, weight]) => all + weight, 0n);
    if (bound <= 0n) return this.true();
    if (bound > total) return -this.true();
    const atom = this.fresh();
    this.weightRule([atom], bound, weights);
    return atom;
  }

  private negate(sum: Linear): Linear {
    return { constant: -sum.constant, weights: new Map([...sum.weights].map(([literal, weight]) => [literal, -weight])) };
  }

  private minus(a: Linear, b: Linear): Linear {
    const result: Linear = { constant: a.constant - b.constant, weights: new Map(a.weights) };
    for (const [literal, weight] of b.weights) this.addTo(result, literal, -weight);
    return result;
  }

  private addTo(sum: Linear, literal: Literal, weight: bigint) {
    // A negative literal counts as 1 - its atom: the weights stay on atoms, so that terms cancel.
    if (literal < 0) {
      sum.constant += weight;
      literal = -literal;
      weight = -weight;
    }
    const total = (sum.weights.get(literal) ?? 0n) + weight;
    if (total === 0n) sum.weights.delete(literal);
    else sum.weights.set(literal, total);
  }

  // --- Integer terms ---------------------------------------------------------------------------

  /** Records `x >= n`, `x <= n` (either way round) asserted at the top: the bounds of x. */
  private noteBound(term: Node) {
    const kind = this.kind(term);
    if (kind !== Op.Z3_OP_LE && kind !== Op.Z3_OP_GE) return;
    const [a, b] = [this.arg(term, 0), this.arg(term, 1)];
    const isVariable = (side: Node) => this.kind(side) === Op.Z3_OP_UNINTERPRETED && this.sortKind(side) === Sort.Z3_INT_SORT;
    const number = (side: Node) => (this.kind(side) === Op.Z3_OP_ANUM ? this.numeral(side) : undefined);
    const [variable, value, upper] = isVariable(a) ? [a, number(b), kind === Op.Z3_OP_LE] : [b, number(a), kind === Op.Z3_OP_GE];
    if (!isVariable(variable) || value === undefined) return;
    const name = this.name(variable);
    const known = this.bounds.get(name) ?? {};
    if (upper) known.upper = known.upper === undefined || value < known.upper ? value : known.upper;
    else known.lower = known.lower === undefined || value > known.lower ? value : known.lower;
    this.bounds.set(name, known);
  }

  private linear(term: Node): Linear {
    const kind = this.kind(term);
    const args = () => this.children(term).map((part) => this.linear(part));
    switch (kind) {
      case Op.Z3_OP_ANUM:
        return { constant: this.numeral(term), weights: new Map() };
      case Op.Z3_OP_UNINTERPRETED:
        return this.integer(term);
      case Op.Z3_OP_ADD:
        return args().reduce((sum, part) => this.minus(sum, this.negate(part)));
      case Op.Z3_OP_SUB:
        return args().reduce((difference, part) => this.minus(difference, part));
      case Op.Z3_OP_UMINUS:
        return this.negate(this.linear(this.arg(term, 0)));
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
        const condition = this.literal(this.arg(term, 0));
        const [then, otherwise] = [this.linear(this.arg(term, 1)), this.linear(this.arg(term, 2))];
        const gap = this.minus(then, otherwise);
        if (gap.weights.size === 0) {
          const result: Linear = { constant: otherwise.constant, weights: new Map(otherwise.weights) };
          this.addTo(result, condition, gap.constant);
          return result;
        }
        return this.chosen(condition, then, otherwise);
      }
      default:
        return this.unsupported(term);
    }
  }

  private integer(term: Node): Linear {
    const id = this.id(term);
    let known = this.ints.get(id);
    if (!known) {
      const name = this.name(term);
      const { lower, upper } = this.bounds.get(name) ?? {};
      if (lower === undefined || upper === undefined) throw new UnavailableError(`clasp takes bounded integers only; '${name}' has no bounds stated`);
      known = { lower, bits: this.ladder(upper - lower) };
      this.ints.set(id, known);
      this.shown.integers.set(name, { name, lower, bits: known.bits.map((bit) => `a${bit}`) });
    }
    return { constant: known.lower, weights: new Map(known.bits.map((bit) => [bit, 1n])) };
  }

  /** `steps` free atoms, each implied by the next: a value in the order encoding. */
  private ladder(steps: bigint): Literal[] {
    const bits: Literal[] = [];
    for (let step = 0n; step < steps; step += 1n) {
      const bit = this.choice();
      if (bits.length) this.rule([], [bit, -bits[bits.length - 1]]);
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
    this.rule([], [condition, -this.compare(this.minus(value, then), 'eq')]);
    this.rule([], [-condition, -this.compare(this.minus(value, otherwise), 'eq')]);
    return value;
  }
}
