// An encoded instance written out for other solvers: SMT-LIB2 always, DIMACS where the formula is
// propositional after bit-blasting.
import type { BoolTerm } from '../dsl/model.ts';
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
  const notes = eagerOnly(formula)
    .map((line) => `; ${line}\n`)
    .join('');
  return `; ${formula.title}\n${notes}${solver.toSmtlib2()}\n`;
}

export async function dimacs(formula: Formula): Promise<string> {
  const { z3 } = await z3Session();
  const cnf = await toDimacs(z3, formula.constraints).catch((error: unknown) => {
    throw error instanceof UnavailableError ? new UnavailableError(`--dimacs: ${error.message}; --smt2 writes any formula`) : error;
  });
  const notes = eagerOnly(formula)
    .map((line) => `c ${line}\n`)
    .join('');
  return `c ${formula.title}\n${notes}${cnf}\n`;
}
