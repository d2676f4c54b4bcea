// An encoded instance written out for other solvers: SMT-LIB2 always, DIMACS where the formula is
// propositional after bit-blasting.
import type { BoolTerm, Reach } from '../dsl/model.ts';
import { toDimacs, UnavailableError } from './native.ts';
import { z3Session } from './session.ts';

/** An encoded instance: every constraint, with a title for the file's first comment line. */
export interface Formula {
  title: string;
  constraints: BoolTerm[];
  /**
   * Rules the encoding states lazily (Model.lazy): they exist only as cuts made during a solve, so
   * the exported formula is the eager part alone, whose models may break them.
   */
  lazyRules?: string[];
  /** The lazy rules that are stated whole as reachability too, which an aspif export keeps. */
  reachability?: Reach[];
  /** How many variables the encoding declared: none when its deductions by hand settled the whole puzzle. */
  variables?: number;
}

/**
 * What a reader of the file should know: what a formula with lazy rules leaves out, and that a
 * formula of no variables is the puzzle already settled (an encoding with deductions by hand, the
 * default of several kinds, hands the solver only what they left open). None for a plain formula.
 */
export function formulaNotes(formula: Formula): string[] {
  const settled =
    formula.variables === 0
      ? [
          "no variables: the encoding's deductions by hand settled every cell, so this formula is constants only; an encoding without them (`puzzlebench encodings`) states the rules whole",
        ]
      : [];
  return [...eagerOnly(formula), ...settled];
}

/** The comment lines that say what a formula with lazy rules leaves out; none without. */
export function eagerOnly(formula: Formula): string[] {
  if (!formula.lazyRules?.length) return [];
  const rules = formula.lazyRules.map((rule) => `'${rule}'`).join(', ');
  return [
    `eager part only: the lazy rule${formula.lazyRules.length === 1 ? '' : 's'} ${rules} ${formula.lazyRules.length === 1 ? 'is' : 'are'} not in this formula`,
    '(puzzlebench adds their cuts while solving), so its models may break them; pick an encoding that states them up front for a complete formula',
  ];
}

export async function smtlib2(formula: Formula): Promise<string> {
  const { z3 } = await z3Session();
  const solver = new z3.Solver();
  // One at a time: spread as arguments, a large formula overflows the stack.
  for (const constraint of formula.constraints) solver.add(constraint);
  const notes = formulaNotes(formula)
    .map((line) => `; ${line}\n`)
    .join('');
  return `; ${formula.title}\n${notes}${solver.toSmtlib2()}\n`;
}

/**
 * The formula as a ground logic program in clingo's aspif, for `clingo --mode=clasp FILE` (see
 * src/solver/aspif.ts), lazy rules stated whole as reachability included. Its shown atoms are the
 * formula's Booleans by name, and each integer as `name>=v` for the values past its lower bound.
 */
export async function aspif(formula: Formula): Promise<string> {
  const { z3, api } = await z3Session();
  const { AspifCompiler } = await import('./aspif.ts');
  const compiler = new AspifCompiler(api.Z3, api.em, z3.ptr);
  compiler.compile(formula.constraints);
  for (const reach of formula.reachability ?? []) compiler.reach(reach);
  const program = compiler.program(formula.constraints);
  const names = new Map(program.booleans);
  for (const { name, lower, bits } of program.integers.values()) bits.forEach((bit, i) => names.set(bit, `${name}>=${lower + BigInt(i) + 1n}`));
  // The compiler shows atoms as `a<atom>` (a run reads its answer back by them); a reader wants names.
  return program.aspif.replace(/^4 \d+ (a\d+) /gm, (_line, label: string) => {
    const name = names.get(label) ?? label;
    return `4 ${Buffer.byteLength(name)} ${name} `;
  });
}

export async function dimacs(formula: Formula): Promise<string> {
  const { z3 } = await z3Session();
  const cnf = await toDimacs(z3, formula.constraints).catch((error: unknown) => {
    throw error instanceof UnavailableError ? new UnavailableError(`--dimacs: ${error.message}; --smt2 writes any formula`) : error;
  });
  const notes = formulaNotes(formula)
    .map((line) => `c ${line}\n`)
    .join('');
  return `c ${formula.title}\n${notes}${cnf}\n`;
}
