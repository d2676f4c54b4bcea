// Cardinality without pseudo-Boolean constraints: Sinz's sequential counter, in plain Booleans.
import type { BoolTerm, Model } from '../../src/dsl/model.ts';

/**
 * Exactly k of the literals are true. Register `atLeast[i][j]` holds when at least j + 1 of the
 * first i + 1 literals are; it is defined from the register before it, so the count is carried
 * along the line one literal at a time, and clauses do the rest.
 */
export function sequentialExactly(m: Model, rule: string, name: string, literals: BoolTerm[], k: number): void {
  if (k > literals.length) {
    m.require(rule, m.constant(false));
    return;
  }
  if (k === 0) {
    m.require(rule, ...literals.map((literal) => m.not(literal)));
    return;
  }
  const atLeast = literals.map((_, i) => Array.from({ length: k }, (__, j) => m.bool(`${name}:atLeast[${i},${j + 1}]`)));
  literals.forEach((literal, i) => {
    for (let j = 0; j < k; j++) {
      const before = i === 0 ? m.constant(false) : atLeast[i - 1][j];
      const oneFewerBefore = j === 0 ? m.constant(true) : i === 0 ? m.constant(false) : atLeast[i - 1][j - 1];
      m.require(rule, m.iff(atLeast[i][j], m.or(before, m.and(oneFewerBefore, literal))));
    }
    // Never a (k + 1)th: a true literal after k true ones.
    if (i > 0) m.require(rule, m.not(m.and(atLeast[i - 1][k - 1], literal)));
  });
  // At least k by the end of the line.
  m.require(rule, atLeast[literals.length - 1][k - 1]);
}
