// All different: the one constraint of the number-placing kinds (Sudoku, Futoshiki, Skyscrapers,
// Kakuro) that the Model does not have. Z3's own `distinct`, so the arithmetic solver sees it whole
// (QF_FD bit-blasts it into pairwise differences).
import type { BoolTerm, IntTerm, Model } from './model.ts';

/** No two of the terms are equal; true for fewer than two (Z3's Distinct needs at least one). */
export function distinct(m: Model, terms: readonly IntTerm[]): BoolTerm {
  if (terms.length < 2) return m.constant(true);
  return m.context.Distinct(...terms);
}
