import { afterAll, describe, expect, it } from 'vitest';
import type { Encoding } from '../src/dsl/encoding.ts';
import { Model } from '../src/dsl/model.ts';
import { forcedCells, solve } from '../src/solver/run.ts';
import { closeSession, z3Session } from '../src/solver/session.ts';
import { availableStrategies } from '../src/solver/strategy.ts';

afterAll(closeSession);

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
      [m.exactly([], 0), true], [m.exactly([], 1), false], [m.exactly([m.bool('a')], -1), false],
      [m.atMost([], 0), true], [m.atMost([], -1), false], [m.atLeast([], 0), true], [m.atLeast([], 1), false],
    ];
    for (const [term, expected] of cases) expect(z3.isTrue(await z3.simplify(term))).toBe(expected);
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
