import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../src/dsl/encoding.ts';
import { type BoolTerm, type IntTerm, isBoolTerm, Model, type Term } from '../src/dsl/model.ts';
import { forcedCells, solve } from '../src/solver/run.ts';
import { z3Session } from '../src/solver/session.ts';
import { availableStrategies } from '../src/solver/strategy.ts';

// Three lights, exactly `lit` of them on, the first one on when `firstOn`.
const lights = (lit: number, firstOn: boolean): Encoding<null, boolean[]> => ({
  id: 'test/lights',
  idea: 'exactly k of three lights',
  encode(m) {
    const light = [0, 1, 2].map((i) => m.bool(`light[${i}]`));
    m.answer(light);
    m.require('count', m.exactly(light, lit));
    if (firstOn) m.require('first', light[0]);
    return (values) => light.map((b) => values.bool(b));
  },
});
const trusting = { verify: () => [] };

describe('cardinality', () => {
  it('is total on empty lists and out-of-range bounds', async () => {
    const { z3 } = await z3Session();
    const m = new Model(z3);
    const cases: [ReturnType<Model['exactly']>, boolean][] = [
      [m.exactly([], 0), true],
      [m.exactly([], 1), false],
      [m.exactly([m.bool('a')], -1), false],
      [m.atMost([], 0), true],
      [m.atMost([], -1), false],
      [m.atLeast([], 0), true],
      [m.atLeast([], 1), false],
    ];
    for (const [term, expected] of cases) expect(z3.isTrue(await z3.simplify(term))).toBe(expected);
  });
});

// How many assignments of `key` satisfy the constraint `build` makes (all of them, up to 20).
async function solutionsOf(build: (m: Model) => { key: Term[]; rule: BoolTerm }): Promise<number> {
  const encoding: Encoding<null, null> = {
    id: 'test/rule',
    idea: 'one constraint over a few variables',
    encode(m) {
      const { key, rule } = build(m);
      m.answer(key);
      m.require('rule', rule);
      return () => null;
    },
  };
  const report = await solve(encoding, null, { ...trusting, limit: 20 });
  expect(report.complete).toBe(true);
  return report.solutions.length;
}

describe('weighted cardinality', () => {
  it('is total on empty lists, out-of-range bounds and zero weights', async () => {
    const { z3 } = await z3Session();
    const m = new Model(z3);
    const a = m.bool('a');
    const cases: [BoolTerm, boolean][] = [
      [m.weightedExactly([], [], 0), true],
      [m.weightedExactly([], [], 1), false],
      [m.weightedExactly([a], [2], -1), false],
      [m.weightedExactly([a], [2], 3), false],
      [m.weightedExactly([a], [0], 0), true],
      [m.weightedExactly([a], [0], 1), false],
      [m.weightedAtMost([], [], 0), true],
      [m.weightedAtMost([a], [2], -1), false],
      [m.weightedAtMost([a], [2], 2), true],
      [m.weightedAtLeast([], [], 0), true],
      [m.weightedAtLeast([], [], 1), false],
      [m.weightedAtLeast([a], [2], -1), true],
      [m.weightedAtLeast([a], [2], 3), false],
    ];
    for (const [term, expected] of cases) expect(z3.isTrue(await z3.simplify(term))).toBe(expected);
  });

  it('refuses weights that are negative, fractional or not one per literal', async () => {
    const m = new Model((await z3Session()).z3);
    const a = m.bool('a');
    expect(() => m.weightedExactly([a], [-1], 0)).toThrow(RangeError);
    expect(() => m.weightedAtMost([a], [1.5], 1)).toThrow(RangeError);
    expect(() => m.weightedAtLeast([a], [1, 2], 1)).toThrow(RangeError);
  });

  it('adds up the weights of the true literals', async () => {
    const three = (m: Model) => ['a', 'b', 'c'].map((name) => m.bool(name));
    const weights = [1, 2, 3];
    // 3 = a + b = c; 6 = all; 0 = none.
    expect(
      await solutionsOf((m) => {
        const key = three(m);
        return { key, rule: m.weightedExactly(key, weights, 3) };
      }),
    ).toBe(2);
    expect(
      await solutionsOf((m) => {
        const key = three(m);
        return { key, rule: m.weightedExactly(key, weights, 6) };
      }),
    ).toBe(1);
    expect(
      await solutionsOf((m) => {
        const key = three(m);
        return { key, rule: m.weightedExactly(key, weights, 0) };
      }),
    ).toBe(1);
    // A literal of weight 0 is free.
    expect(
      await solutionsOf((m) => {
        const key = three(m);
        return { key, rule: m.weightedExactly(key, [0, 1, 1], 2) };
      }),
    ).toBe(2);
    // At most 2: none, a, b. At least 5: b + c, all.
    expect(
      await solutionsOf((m) => {
        const key = three(m);
        return { key, rule: m.weightedAtMost(key, weights, 2) };
      }),
    ).toBe(3);
    expect(
      await solutionsOf((m) => {
        const key = three(m);
        return { key, rule: m.weightedAtLeast(key, weights, 5) };
      }),
    ).toBe(2);
  });
});

describe('integers and connectives', () => {
  it('folds constants: a number, an empty sum, iff, xor, not, ite', async () => {
    const { z3 } = await z3Session();
    const m = new Model(z3);
    const numberOf = async (term: IntTerm) => {
      const simplified = await z3.simplify(term);
      if (!z3.isIntVal(simplified)) throw new Error(`${simplified} is not a number`);
      return Number(simplified.value());
    };
    expect(await numberOf(m.number(-3))).toBe(-3);
    expect(await numberOf(m.number(7).sub(m.number(2)))).toBe(5);
    expect(await numberOf(m.sum([]))).toBe(0);
    expect(await numberOf(m.sum([m.number(2), m.number(3)]))).toBe(5);
    expect(await numberOf(m.ite(m.constant(true), m.number(1), 2))).toBe(1);
    expect(await numberOf(m.ite(m.constant(false), m.number(1), 2))).toBe(2);
    const [yes, no] = [m.constant(true), m.constant(false)];
    const cases: [BoolTerm, boolean][] = [
      [m.iff(yes, yes), true],
      [m.iff(no, no), true],
      [m.iff(yes, no), false],
      [m.xor(yes, no), true],
      [m.xor(no, yes), true],
      [m.xor(yes, yes), false],
      [m.xor(no, no), false],
      [m.not(no), true],
      [m.not(yes), false],
      [m.ite(yes, no, yes), false],
      [m.ite(no, no, yes), true],
    ];
    for (const [term, expected] of cases) expect(z3.isTrue(await z3.simplify(term))).toBe(expected);
  });

  it('constrains unknowns', async () => {
    // x + y = 3 with x, y in 0..2: (1, 2) and (2, 1).
    expect(
      await solutionsOf((m) => {
        const key = [m.int('x', 0, 2), m.int('y', 0, 2)];
        return { key, rule: m.sum(key).eq(3) };
      }),
    ).toBe(2);
    // A one-term sum is that term.
    expect(
      await solutionsOf((m) => {
        const key = [m.int('x', 0, 2)];
        return { key, rule: m.sum(key).eq(1) };
      }),
    ).toBe(1);
    // iff: a = b (2 of 4); xor: a != b (2 of 4).
    expect(
      await solutionsOf((m) => {
        const key = [m.bool('a'), m.bool('b')];
        return { key, rule: m.iff(key[0], key[1]) };
      }),
    ).toBe(2);
    expect(
      await solutionsOf((m) => {
        const key = [m.bool('a'), m.bool('b')];
        return { key, rule: m.xor(key[0], key[1]) };
      }),
    ).toBe(2);
    // Boolean ite: c picks a, else b: 4 of 8.
    expect(
      await solutionsOf((m) => {
        const key = [m.bool('c'), m.bool('a'), m.bool('b')];
        return { key, rule: m.ite(key[0], key[1], key[2]) };
      }),
    ).toBe(4);
    // Integer ite: x = (c ? 2 : y), x, y in 0..2: c with y free (3), not c with x = y (3).
    expect(
      await solutionsOf((m) => {
        const [c, x, y] = [m.bool('c'), m.int('x', 0, 2), m.int('y', 0, 2)];
        return { key: [c, x, y], rule: x.eq(m.ite(c, 2, y)) };
      }),
    ).toBe(6);
    // 5 - x = 4: x = 1.
    expect(
      await solutionsOf((m) => {
        const x = m.int('x', 0, 5);
        return { key: [x], rule: m.number(5).sub(x).eq(4) };
      }),
    ).toBe(1);
  });
});

describe('isBoolTerm', () => {
  it('tells Booleans from integers as z3-solver does, without asking Z3', async () => {
    const { z3 } = await z3Session();
    const m = new Model(z3);
    const [a, x] = [m.bool('a'), m.int('x', 0, 3)];
    const terms: Term[] = [a, m.not(a), m.and(a, m.bool('b')), m.exactly([a], 1), m.constant(false), x.ge(1), x, x.add(1), m.number(2), m.ite(a, x, 1)];
    for (const term of terms) expect(isBoolTerm(z3, term)).toBe(z3.isBool(term));
    expect(terms.map((term) => isBoolTerm(z3, term))).toEqual([true, true, true, true, true, true, false, false, false, false]);
  });
});

describe('encodings', () => {
  // Encodings build terms through the Model only, so every constructor they reach is one that is
  // total on a puzzle's edge cases and every constraint is counted under its rule. TypeScript keeps
  // Model's z3 field private; this also catches a cast around it, the context accessor, and an
  // encoding that brings in its own z3-solver.
  it('never reach Z3 except through the Model', () => {
    const root = fileURLToPath(new URL('../encodings/', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(`${root}/${file}`, 'utf8');
      expect(text, file).not.toMatch(/\.z3\b/);
      expect(text, file).not.toMatch(/\.context\b/);
      expect(text, file).not.toMatch(/['"]z3-solver['"]/);
    }
  });
});

describe('solve', () => {
  it('counts every solution and knows when the count is complete, under every strategy', async () => {
    for (const { id: strategy } of availableStrategies()) {
      const report = await solve(lights(2, false), null, { ...trusting, strategy, limit: 10 });
      expect(report.solutions, strategy).toHaveLength(3);
      expect(report.complete).toBe(true);
      const keys = new Set(report.solutions.map((s) => s.answer.join()));
      expect(keys.size).toBe(3);
    }
  });

  it('says unsat when there is no solution, under every strategy', async () => {
    for (const { id: strategy } of availableStrategies()) {
      const report = await solve(lights(2, true), null, { ...trusting, strategy, limit: 1 });
      expect(report.status).toBe('sat');
      const none = await solve(lights(4, false), null, { ...trusting, strategy });
      expect(none.status).toBe('unsat');
    }
  });

  it('rejects an answer the checker refuses', async () => {
    const report = await solve(lights(1, false), null, { verify: () => ['always wrong'] });
    expect(report.status).toBe('rejected');
    expect(report.solutions).toHaveLength(0);
  });

  it('reports formula size per rule', async () => {
    const report = await solve(lights(1, true), null, trusting);
    expect(report.size.perRule).toEqual({ count: 1, first: 1 });
    expect(report.size.variables).toBe(3);
  });
});

describe('forced cells', () => {
  it('finds the cells equal in every solution', async () => {
    const report = await forcedCells(lights(2, true), null, trusting);
    expect(report.forced).toEqual([true, undefined, undefined]);
    const unique = await forcedCells(lights(3, false), null, trusting);
    expect(unique.forced).toEqual([true, true, true]);
    expect(unique.complete).toBe(true);
  });
});
