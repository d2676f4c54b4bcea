// A ground logic program in clingo's intermediate format (aspif, clingo's "Potassco" format
// version 1), written rule by rule: atoms are numbers, a literal is an atom or its negation (minus),
// and linear sums of literals become weight bodies. src/solver/aspif.ts writes formulas with it.

/** An atom (positive) or its default negation (negative), as aspif writes literals. */
export type Literal = number;

/** A linear sum of literals with integer weights plus a constant: an integer term in the order encoding. */
export interface Linear {
  constant: bigint;
  weights: Map<Literal, bigint>;
}

export class AspifProgram {
  /** The statements so far, one per line. */
  readonly lines: string[] = [];
  private atoms = 0;
  private truth: Literal | undefined;

  fresh(): number {
    this.atoms += 1;
    return this.atoms;
  }

  /** `head :- body.`; an empty head is an integrity constraint. */
  rule(head: number[], body: Literal[]) {
    this.lines.push(`1 0 ${head.length}${head.map((atom) => ` ${atom}`).join('')} 0 ${body.length}${body.map((literal) => ` ${literal}`).join('')}`);
  }

  /** `head :- bound <= #sum { weight: literal }.`, weights positive. */
  weightRule(head: number[], bound: bigint, weights: [Literal, bigint][]) {
    const body = weights.map(([literal, weight]) => ` ${literal} ${weight}`).join('');
    this.lines.push(`1 0 ${head.length}${head.map((atom) => ` ${atom}`).join('')} 1 ${bound} ${weights.length}${body}`);
  }

  /** A free atom, shown under the name `a<atom>` so that its value can be read back. */
  choice(): number {
    const atom = this.fresh();
    this.lines.push(`1 1 1 ${atom} 0 0`);
    const label = `a${atom}`;
    this.lines.push(`4 ${label.length} ${label} 1 ${atom}`);
    return atom;
  }

  true(): Literal {
    if (this.truth === undefined) {
      this.truth = this.fresh();
      this.rule([this.truth], []);
    }
    return this.truth;
  }

  /** An atom that holds when all the parts do. */
  and(parts: Literal[]): Literal {
    const atom = this.fresh();
    this.rule([atom], parts);
    return atom;
  }

  /** An atom that holds when some part does. */
  or(parts: Literal[]): Literal {
    const atom = this.fresh();
    for (const part of parts) this.rule([atom], [part]);
    return atom;
  }

  /** A literal for `sum >= 0`, `sum <= 0` or `sum = 0`, as weight bodies with positive weights. */
  compare(sum: Linear, relation: 'ge' | 'le' | 'eq'): Literal {
    if (relation === 'le') return this.atLeast(negate(sum));
    if (relation === 'ge') return this.atLeast(sum);
    return this.and([this.atLeast(sum), this.atLeast(negate(sum))]);
  }

  /** `sum >= 0` as one weight rule: a negative weight w on l is w + |w| on not l. */
  atLeast(sum: Linear): Literal {
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

  /** The whole program: these statements and the extra ones (requirements kept apart). */
  text(extra: readonly string[]): string {
    const body = [...this.lines, ...extra];
    return `asp 1 0 0\n${body.join('\n')}${body.length ? '\n' : ''}0\n`;
  }

  /** An integrity constraint `:- body.` as a statement, for a caller that keeps it apart. */
  static integrity(body: readonly Literal[]): string {
    return `1 0 0 0 ${body.length}${body.map((literal) => ` ${literal}`).join('')}`;
  }
}

export function negate(sum: Linear): Linear {
  return { constant: -sum.constant, weights: new Map([...sum.weights].map(([literal, weight]) => [literal, -weight])) };
}

export function minus(a: Linear, b: Linear): Linear {
  const result: Linear = { constant: a.constant - b.constant, weights: new Map(a.weights) };
  for (const [literal, weight] of b.weights) addTo(result, literal, -weight);
  return result;
}

export function addTo(sum: Linear, literal: Literal, weight: bigint) {
  // A negative literal counts as 1 - its atom: the weights stay on atoms, so that terms cancel.
  let [atom, onAtom] = [literal, weight];
  if (literal < 0) {
    sum.constant += weight;
    [atom, onAtom] = [-literal, -weight];
  }
  const total = (sum.weights.get(atom) ?? 0n) + onAtom;
  if (total === 0n) sum.weights.delete(atom);
  else sum.weights.set(atom, total);
}
