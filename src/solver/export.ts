// An encoded instance written out for other solvers: SMT-LIB2 always, DIMACS where the formula is
// propositional after bit-blasting.
import type { BoolTerm } from '../dsl/model.ts';
import { toDimacs, UnavailableError } from './native.ts';
import { z3Session } from './session.ts';

/** An encoded instance: every constraint, with a title for the file's first comment line. */
export interface Formula {
  title: string;
  constraints: BoolTerm[];
}

export async function smtlib2(formula: Formula): Promise<string> {
  const { z3 } = await z3Session();
  const solver = new z3.Solver();
  // One at a time: spread as arguments, a large formula overflows the stack.
  for (const constraint of formula.constraints) solver.add(constraint);
  return `; ${formula.title}\n${solver.toSmtlib2()}\n`;
}

export async function dimacs(formula: Formula): Promise<string> {
  const { z3 } = await z3Session();
  const cnf = await toDimacs(z3, formula.constraints).catch((error: unknown) => {
    throw error instanceof UnavailableError ? new UnavailableError(`--dimacs: ${error.message}; --smt2 writes any formula`) : error;
  });
  return `c ${formula.title}\n${cnf}\n`;
}
