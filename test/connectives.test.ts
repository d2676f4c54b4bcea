// The Model's connectives (src/dsl/connectives.ts): what `require` hands Z3 means what the
// encoding wrote, and comes as clauses where the constraint is one.
import { describe, expect, it } from 'vitest';
import { type BoolTerm, Model } from '../src/dsl/model.ts';
import { seededRandom } from '../src/format/random.ts';
import { z3Session } from '../src/solver/session.ts';

const APP = 1;
const UNINTERPRETED = 49167;
const OR = 262;
const NOT = 265;

/** Z3's own test (inc_sat_solver's is_clause): a constant or its negation, or an or of those. */
async function clauseTest() {
  const { z3, api } = await z3Session();
  const Z = api.Z3;
  const kind = (ast: never) => (Z.get_ast_kind(z3.ptr, ast) === APP ? Z.get_decl_kind(z3.ptr, Z.get_app_decl(z3.ptr, ast)) : -1);
  const arg = (ast: never, i: number) => Z.get_app_arg(z3.ptr, ast, i) as never;
  const constant = (ast: never) => kind(ast) === UNINTERPRETED && Z.get_app_num_args(z3.ptr, ast) === 0;
  const literal = (ast: never) => constant(ast) || (kind(ast) === NOT && constant(arg(ast, 0)));
  return (term: BoolTerm) => {
    const ast = term.ast as never;
    if (literal(ast)) return true;
    return kind(ast) === OR && Array.from({ length: Z.get_app_num_args(z3.ptr, ast) }, (_, i) => arg(ast, i)).every(literal);
  };
}

describe('connectives', () => {
  it('state the same constraint as plain Z3 terms, and clauses where it is made of them', async () => {
    const { z3 } = await z3Session();
    const isClause = await clauseTest();
    const random = seededRandom(7);
    const m = new Model(z3);
    const vars = Array.from({ length: 5 }, (_, i) => m.bool(`v${i}`));
    // A random formula both ways: through the Model, and through Z3 directly.
    const build = (depth: number): [BoolTerm, BoolTerm] => {
      const pick = random.between(0, depth === 0 ? 2 : 9);
      if (pick <= 1) {
        const v = vars[random.between(0, vars.length - 1)];
        return pick === 0 ? [v, v] : [m.not(v), z3.Not(v)];
      }
      if (pick === 2) {
        const value = random.between(0, 1) === 1;
        return [m.constant(value), z3.Bool.val(value)];
      }
      const [a, b] = [build(depth - 1), build(depth - 1)];
      if (pick <= 4) return [m.or(a[0], b[0]), z3.Or(a[1], b[1])];
      if (pick <= 6) return [m.and(a[0], b[0]), z3.And(a[1], b[1])];
      if (pick === 7) return [m.implies(a[0], b[0]), z3.Implies(a[1], b[1])];
      if (pick === 8) return [m.iff(a[0], b[0]), z3.Iff(a[1], b[1])];
      return [m.not(a[0]), z3.Not(a[1])];
    };
    for (let round = 0; round < 150; round++) {
      const [dsl, plain] = build(3);
      m.require('random', dsl);
      const parts = m.drain();
      const solver = new z3.Solver();
      solver.add(z3.Not(z3.Iff(z3.And(z3.Bool.val(true), ...parts), plain)));
      expect(await solver.check(), `${plain.toString()} as ${parts.map(String).join(', ')}`).toBe('unsat');
    }
    // The shapes an encoding writes come out as clauses.
    const [a, b, c, d] = vars;
    const lines = m.or(a, b);
    m.require(
      'shapes',
      m.or(a, m.constant(false)),
      m.implies(a, b),
      m.implies(m.and(a, b), m.or(c, m.not(d))),
      m.iff(a, m.not(b)),
      m.and(m.or(a, b), m.or(c, m.or(d, a))),
      m.or(m.not(lines), c),
      m.implies(m.constant(false), m.and(a, m.iff(a, m.and(b, c)))),
    );
    const parts = m.drain();
    expect(parts.length).toBe(9);
    for (const part of parts) expect(isClause(part), part.toString()).toBe(true);
  });
});
