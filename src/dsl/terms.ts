// The term types of the DSL, apart from the Model so that the pieces it is built from (the
// connectives) can name them without importing the Model back.
import type { Arith, Bool, Context } from 'z3-solver';

export type Z3 = Context<'main'>;
export type BoolTerm = Bool<'main'>;
export type IntTerm = Arith<'main'>;
export type Term = BoolTerm | IntTerm;
