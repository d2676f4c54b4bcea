// Lazy rules (Model.lazy, src/solver/lazy.ts): a rule given as a test on models, whose cuts are
// added to the solver until a model passes. Every way of asking (solve, count, forced cells,
// planning horizons) must see exactly the solutions of the rule stated up front.
import { describe, expect, it } from 'vitest';
import type { Encoding, PlanningEncoding } from '../src/dsl/encoding.ts';
import type { BoolTerm, Model, Values } from '../src/dsl/model.ts';
import { eagerOnly, smtlib2 } from '../src/solver/export.ts';
import { main } from '../src/cli/main.ts';
import { capture } from './helpers/capture.ts';
import { searchHorizons } from '../src/solver/horizon.ts';
import { forcedCells, solve } from '../src/solver/run.ts';
import { availableStrategies } from '../src/solver/strategy.ts';

const trusting = { verify: () => [] };

/** "At most one light is on", as a lazy rule: each pair of lights on in a model is cut. */
function atMostOneLazily(m: Model, light: BoolTerm[]) {
  m.lazy('at most one', (values: Values) =>
    light.flatMap((a, i) => light.slice(i + 1).flatMap((b) => (values.bool(a) && values.bool(b) ? [m.not(m.and(a, b))] : []))),
  );
}

// `count` lights; the lazy rule, or the same rule stated up front.
const lights = (count: number, lazily: boolean, extra?: (m: Model, light: BoolTerm[]) => void): Encoding<null, boolean[]> => ({
  id: 'test/lights',
  idea: 'at most one light on',
  encode(m) {
    const light = Array.from({ length: count }, (_, i) => m.bool(`light[${i}]`));
    m.answer(light);
    if (lazily) atMostOneLazily(m, light);
    else m.require('at most one', m.atMost(light, 1));
    extra?.(m, light);
    return (values) => light.map((on) => values.bool(on));
  },
});

const sorted = (grids: boolean[][]) => grids.map((grid) => grid.map(Number).join('')).sort();

describe('lazy rules', () => {
  it('give the same solutions as the rule stated up front, under every strategy', async () => {
    for (const { id: strategy } of availableStrategies()) {
      const eager = await solve(lights(4, false), null, { ...trusting, strategy, limit: 20 });
      const lazy = await solve(lights(4, true), null, { ...trusting, strategy, limit: 20 });
      expect(lazy.complete, strategy).toBe(true);
      expect(sorted(lazy.solutions.map((s) => s.answer)), strategy).toEqual(sorted(eager.solutions.map((s) => s.answer)));
      expect(lazy.solutions, strategy).toHaveLength(5);
    }
  });

  it('count their cuts and the checks repeated for them, apart from the eager constraints', async () => {
    // Eager: all four on; the lazy rule then has something to cut, and at last nothing is left.
    const allOn = lights(4, true, (m, light) => m.require('all on', m.and(...light)));
    const report = await solve(allOn, null, { ...trusting, limit: 2 });
    expect(report.status).toBe('unsat');
    expect(report.size.constraints).toBe(1);
    expect(report.size.lazy?.rules).toEqual(['at most one']);
    expect(report.size.lazy?.rounds).toBe(1);
    expect(report.size.lazy?.cuts).toBe(6);
    const eager = await solve(lights(4, false), null, trusting);
    expect(eager.size.lazy).toBeUndefined();
  });

  it('are kept by the forced cells', async () => {
    // Eager: some light on; lazily at most one, and the first one on: then only the first.
    const firstOn = lights(3, true, (m, light) => {
      m.require('some on', m.or(...light));
      m.lazy('first on', (values) => (values.bool(light[0]) ? [] : [light[0]]));
    });
    const report = await forcedCells(firstOn, null, trusting);
    expect(report.forced).toEqual([true, false, false]);
    expect(report.complete).toBe(true);
  });

  it('are bounded by the deadline: a rule that cuts every model ends in a timeout', async () => {
    const never: Encoding<null, boolean[]> = {
      id: 'test/never',
      idea: 'a lazy rule no model keeps',
      encode(m) {
        const bit = Array.from({ length: 40 }, (_, i) => m.bool(`bit[${i}]`));
        m.answer(bit);
        // Each model is cut by its own negation: 2^40 rounds before unsat.
        m.lazy('never', (values) => [m.or(...bit.map((b) => (values.bool(b) ? m.not(b) : b)))]);
        return (values) => bit.map((b) => values.bool(b));
      },
    };
    const started = performance.now();
    const report = await solve(never, null, { ...trusting, timeoutMs: 300 });
    expect(report.status).toBe('timeout');
    expect(report.size.lazy!.rounds).toBeGreaterThan(1);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('are kept by planning horizons', async () => {
    // A counter that may add 1 or 2 at each step, reaching 4; lazily, no step may add 2.
    const counter: PlanningEncoding<null, number> = {
      id: 'test/counter',
      idea: 'count to four by ones and twos',
      encode(m) {
        const level = [m.int('level[0]', 0, 0)];
        const big: BoolTerm[] = [];
        return {
          step(t) {
            big.push(m.bool(`big[${t}]`));
            level.push(m.int(`level[${t + 1}]`, 0, 8));
            m.require('step', level[t + 1].eq(level[t].add(m.ite(big[t], 2, 1))));
          },
          goal: (horizon) => [level[horizon].eq(4)],
          decode: (values, horizon) => big.slice(0, horizon).map((b) => (values.bool(b) ? 2 : 1)),
        };
      },
    };
    const ones: PlanningEncoding<null, number> = {
      ...counter,
      encode(m) {
        const timeline = counter.encode(m, null);
        const steps: BoolTerm[] = [];
        m.lazy('ones only', (values) => steps.filter((b) => values.bool(b)).map((b) => m.not(b)));
        return {
          ...timeline,
          step(t) {
            timeline.step(t);
            steps.push(m.bool(`big[${t}]`));
          },
        };
      },
    };
    const plain = await searchHorizons(counter, null, { ...trusting, from: 0, to: 6 });
    expect(plain.horizon).toBe(2);
    const lazy = await searchHorizons(ones, null, { ...trusting, from: 0, to: 6 });
    expect(lazy.status).toBe('sat');
    expect(lazy.plan).toEqual([1, 1, 1, 1]);
    expect(lazy.size.lazy!.cuts).toBeGreaterThan(0);
  });

  it('are named in an exported formula, which is the eager part only', async () => {
    expect(eagerOnly({ title: 't', constraints: [] })).toEqual([]);
    const text = await smtlib2({ title: 'lights', constraints: [], lazyRules: ['connected'] });
    expect(text).toMatch(/^; lights\n; eager part only: the lazy rule 'connected' is not in this formula/);
  });
});

describe('an exported formula that the deductions by hand settled whole', () => {
  // The default Aquarium encoding settles seed-10x10 before Z3: its formula has no variables, which
  // a user exporting for another solver would otherwise find out from an empty file.
  it('says so, in the file and on stderr; a formula with variables says nothing', async () => {
    const settled = capture();
    expect(await main(['export', 'puzzles/aquarium/seed-10x10.txt', '--smt2', '-'], settled)).toBe(0);
    expect(settled.stdout()).toMatch(/^; aquarium\/settled on .*\n; no variables: the encoding's deductions by hand settled every cell/);
    expect(settled.stderr()).toMatch(/^warning: no variables: /);
    const whole = capture();
    expect(await main(['export', 'puzzles/aquarium/seed-10x10.txt', '--engine', 'row-level', '--smt2', '-'], whole)).toBe(0);
    expect(whole.stdout()).toMatch(/\(declare-fun /);
    expect(whole.stdout()).not.toMatch(/no variables/);
    expect(whole.stderr()).toBe('');
  });
});
