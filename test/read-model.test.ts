// Reading models through Z3's low-level API (src/solver/read-model.ts) gives what z3-solver's
// model.eval gives: for constants in the model, constants it leaves out (completed), integers, and
// and/or/not of constants; anything else falls back to eval.
import { describe, expect, it } from 'vitest';
import { type BoolTerm, type IntTerm, Model, valuesOf } from '../src/dsl/model.ts';
import { z3Session } from '../src/solver/session.ts';
import { strategies } from '../src/solver/strategy.ts';
import { APP_AST, L_FALSE, L_TRUE, OP, UNINTERPRETED } from '../src/solver/read-model.ts';

describe('values read from a model', () => {
  it('are those model.eval gives, under every strategy that runs in-process', async () => {
    const { z3 } = await z3Session();
    for (const strategy of ['default', 'qf-fd-pb', 'sat-core']) {
      const m = new Model(z3);
      const [a, b, c] = ['a', 'b', 'c'].map((name) => m.bool(name));
      // `loose` appears in no constraint: the model leaves it out and completion decides it.
      const loose = m.bool('loose');
      const level = m.int('level', 0, 6);
      m.require('rules', m.or(a, b), m.not(m.and(a, b)), m.iff(c, a), m.atMost([a, b, c], 2));
      m.require('level', level.ge(3), m.implies(a, level.le(3)), m.implies(b, level.ge(5)));
      const solver = strategies.get(strategy).makeSolver(z3);
      solver.set('model.compact', false);
      for (const constraint of m.drain()) solver.add(constraint);
      for (const ask of [[], [m.not(a)]] as BoolTerm[][]) {
        if (ask.length) solver.add(...ask);
        expect(await solver.check()).toBe('sat');
        const model = solver.model();
        const values = valuesOf(z3, model, m);
        const terms: BoolTerm[] = [a, b, c, loose, m.or(a, m.not(b)), m.and(b, c), m.not(m.or(a, b, c)), m.constant(true), m.iff(a, b), level.ge(4)];
        for (const term of terms)
          expect([strategy, term.toString(), values.bool(term)]).toEqual([strategy, term.toString(), z3.isTrue(model.eval(term, true))]);
        const expected = (term: IntTerm) => Number(model.eval(term, true).toString());
        expect(values.int(level)).toBe(expected(level));
        expect(values.int(level.add(1))).toBe(expected(level) + 1);
      }
    }
  });
});

describe("Z3's codes written out in read-model.ts", () => {
  it("are z3-solver's own enums' (written out so that the session does not load z3-solver)", async () => {
    const { Z3_ast_kind, Z3_decl_kind, Z3_lbool } = await import('z3-solver');
    expect([APP_AST, UNINTERPRETED, L_TRUE, L_FALSE]).toEqual([
      Z3_ast_kind.Z3_APP_AST,
      Z3_decl_kind.Z3_OP_UNINTERPRETED,
      Z3_lbool.Z3_L_TRUE,
      Z3_lbool.Z3_L_FALSE,
    ]);
    expect(OP).toEqual({
      true: Z3_decl_kind.Z3_OP_TRUE,
      false: Z3_decl_kind.Z3_OP_FALSE,
      and: Z3_decl_kind.Z3_OP_AND,
      or: Z3_decl_kind.Z3_OP_OR,
      not: Z3_decl_kind.Z3_OP_NOT,
    });
  });
});
