// The clasp backend (src/solver/aspif.ts, src/solver/clasp.ts): a formula compiled to a ground
// program must have exactly the models Z3 finds. Random formulas over a few Booleans and bounded
// integers, with every construct the DSL makes (cardinalities, weighted sums with negative weights,
// comparisons of sums, if-then-else on Booleans and integers, distinct), are solved for all their
// solutions by both, and the sets compared. Needs the `clingo` program (Debian gringo), which
// .ci/run installs.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { distinct } from '../src/dsl/distinct.ts';
import type { Encoding } from '../src/dsl/encoding.ts';
import { type BoolTerm, type IntTerm, Model } from '../src/dsl/model.ts';
import { readInput } from '../src/kind/input.ts';
import { kinds } from '../src/kinds/index.ts';
import { AspifCompiler } from '../src/solver/aspif.ts';
import { aspif } from '../src/solver/export.ts';
import { onPath, UnavailableError } from '../src/solver/native.ts';
import { solve } from '../src/solver/run.ts';
import { strategies } from '../src/solver/strategy.ts';
import { closeSession, z3Session } from '../src/solver/session.ts';

afterAll(closeSession);

/** A small deterministic generator, so that a failing seed can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

/** A random formula of `depth` over the lights and the counters. */
function formula(m: Model, pick: (n: number) => number, lights: BoolTerm[], counters: IntTerm[], depth: number): BoolTerm {
  const some = <T>(list: T[]) => list[pick(list.length)];
  const sub = () => formula(m, pick, lights, counters, depth - 1);
  const several = () => Array.from({ length: 2 + pick(3) }, sub);
  const number = (): IntTerm => {
    const choices: (() => IntTerm)[] = [
      () => some(counters),
      () => m.ite(sub(), some(counters), some(counters)),
      () => m.ite(sub(), 1, 0),
      () => m.sum([some(counters), some(counters)]).sub(pick(4)),
      () => some(counters).mul(pick(5) - 2),
    ];
    return some(choices)();
  };
  if (depth === 0) return pick(5) === 0 ? m.not(some(lights)) : some(lights);
  const weights = (n: number, least: number) => Array.from({ length: n }, () => least + pick(4 - least));
  const choices: (() => BoolTerm)[] = [
    () => m.and(...several()),
    () => m.or(...several()),
    () => m.not(sub()),
    () => m.implies(sub(), sub()),
    () => m.iff(sub(), sub()),
    () => m.xor(sub(), sub()),
    () => m.ite(sub(), sub(), sub()),
    () => m.atMost(several(), pick(3)),
    () => m.atLeast(several(), pick(3)),
    () => m.exactly(several(), pick(3)),
    () => {
      const parts = several();
      return m.weightedAtMost(parts, weights(parts.length, 0), pick(7));
    },
    () => {
      const parts = several();
      return m.weightedExactly(parts, weights(parts.length, 0), pick(5));
    },
    // Z3's own pseudo-Booleans take negative weights, which the DSL never makes but a plugin may.
    () => {
      const [first, ...rest] = several();
      const [weight, ...others] = weights(rest.length + 1, -3);
      return pick(2) ? m.context.PbLe([first, ...rest], [weight, ...others], pick(5) - 2) : m.context.PbEq([first, ...rest], [weight, ...others], pick(5) - 2);
    },
    () => number().le(number()),
    () => number().lt(number()),
    () => number().eq(number()),
    () => distinct(m, [number(), number(), number()]),
  ];
  return some(choices)();
}

function randomEncoding(seed: number): Encoding<null, string> {
  return {
    id: `test/random-${seed}`,
    idea: 'a random formula',
    encode(m) {
      const pick = random(seed);
      const lights = Array.from({ length: 4 }, (_, i) => m.bool(`light[${i}]`));
      const counters = Array.from({ length: 3 }, (_, i) => m.int(`counter[${i}]`, i - 1, i + 1));
      for (let i = 0; i < 2; i += 1) m.require('random', formula(m, pick, lights, counters, 3));
      // Every light in the program, so that one the formula leaves free is counted both ways there too.
      for (const light of lights) m.require('free', m.or(light, m.not(light)));
      m.answer([...lights, ...counters]);
      return (values) => [...lights.map((light) => (values.bool(light) ? 1 : 0)), ...counters.map((counter) => values.int(counter))].join(' ');
    },
  };
}

/**
 * The formula's solutions as clasp enumerates its compiled program's answer sets (in one run), and
 * Z3's word on them: whether any solution lies outside them, and whether any of them is no solution.
 */
async function compared(encoding: Encoding<null, string>) {
  const { z3, api } = await z3Session();
  const model = new Model(z3);
  encoding.encode(model, null);
  const constraints = model.drain();
  const program = new AspifCompiler(api.Z3, api.em, z3.ptr).program(constraints);
  const run = spawnSync('clingo', ['--mode=clasp', '--models=0', '-'], { input: program.aspif, encoding: 'utf8' });
  const answerSets = run.stdout.split('\n').flatMap((line, i, lines) => (/^Answer: /.test(line) ? [new Set(lines[i + 1].split(' '))] : []));
  // Each answer set as the values it gives the lights and the counters, pinned as Z3 terms.
  const pins = answerSets.map((holds) => [
    ...[...program.booleans].map(([atom, name]) => z3.Bool.const(name).eq(holds.has(atom))),
    ...[...program.integers.values()].map(({ name, lower, bits }) =>
      z3.Int.const(name).eq(z3.Int.val(lower + BigInt(bits.filter((bit) => holds.has(bit)).length))),
    ),
  ]);
  const among = z3.Or(...pins.map((pin) => z3.And(...pin)));
  // The counters' domains stated apart: the negated formula negates them too, and QF_FD answers
  // 'unknown' to unbounded integers.
  const domains = [...program.integers.values()].flatMap(({ name, lower, bits }) => [
    z3.Int.const(name).ge(z3.Int.val(lower)),
    z3.Int.const(name).le(z3.Int.val(lower + BigInt(bits.length))),
  ]);
  const ask = async (...facts: BoolTerm[]) => {
    const solver = new z3.Solver('QF_FD');
    for (const fact of [...domains, ...facts]) solver.add(fact);
    return solver.check();
  };
  const formula = z3.And(...constraints);
  return { solutions: answerSets.length, missed: await ask(formula, z3.Not(among)), wrong: await ask(z3.Not(formula), among) };
}

describe.skipIf(!onPath('clingo'))('native-clasp', () => {
  it('finds exactly the solutions Z3 finds, on 40 random formulas', async () => {
    let unsatisfiable = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const { solutions, missed, wrong } = await compared(randomEncoding(seed));
      expect({ seed, missed, wrong }).toEqual({ seed, missed: 'unsat', wrong: 'unsat' });
      if (solutions === 0) unsatisfiable += 1;
    }
    // Both verdicts were exercised, not only one.
    expect(unsatisfiable).toBeGreaterThan(3);
    expect(unsatisfiable).toBeLessThan(37);
  }, 120_000);

  it('solves through the strategy, model read back, solutions blocked one by one', async () => {
    for (const seed of [3, 7]) {
      const encoding = randomEncoding(seed);
      const [clasp, z3] = await Promise.all(['native-clasp', 'qf-fd'].map((strategy) => solve(encoding, null, { strategy, verify: () => [], limit: 300 })));
      expect(clasp.complete && z3.complete).toBe(true);
      expect(clasp.solutions.map(({ answer }) => answer).sort()).toEqual(z3.solutions.map(({ answer }) => answer).sort());
    }
  });

  it('export --aspif writes a program clingo solves alone: the loop stated whole, atoms by name, one answer', async () => {
    const kind = kinds.get('masyu');
    // The rules undeduced: Masyu's default (settled) makes the lines its deductions settle constants, not atoms.
    const formula = await kind.formula!(readInput('puzzles/masyu/task-10x10.txt'), { encoding: 'masyu/edges-lazy-cuts-line-clauses-patterns' });
    const run = spawnSync('clingo', ['--mode=clasp', '--models=0', '-'], { input: await aspif(formula), encoding: 'utf8' });
    expect(run.stdout).toMatch(/^Models\s*:\s*1\s*$/m);
    const atoms = run.stdout.match(/^Answer: 1\n(.*)$/m)![1].split(' ');
    expect(atoms.length).toBeGreaterThan(40);
    for (const atom of atoms) expect(atom).toMatch(/^line\[\(\d+,\d+\)-\(\d+,\d+\)\]$/);
  });

  it('a bound in a pushed scope or an assumption ends with it (the order encoding takes permanent bounds only)', async () => {
    const { z3 } = await z3Session();
    const solver = strategies.get('native-clasp').makeSolver(z3);
    const x = z3.Int.const('x');
    solver.add(x.ge(0), x.le(10));
    solver.push();
    solver.add(x.le(3));
    expect(await solver.check()).toBe('sat');
    solver.pop();
    expect(await solver.check(x.ge(5))).toBe('sat');
    // An integer bounded by assumptions alone is refused; bounded for good later, it takes those bounds.
    const y = z3.Int.const('y');
    await expect(solver.check(y.ge(0), y.le(2))).rejects.toThrow(/'y' has no bounds stated/);
    solver.add(y.ge(7), y.le(10));
    expect(await solver.check()).toBe('sat');
  });

  it('refuses what it cannot state: a function application, a huge domain', async () => {
    const { z3 } = await z3Session();
    const holds = z3.Function.declare('holds', z3.Int.sort(), z3.Bool.sort());
    const [a, b] = [z3.Int.const('a'), z3.Int.const('b')];
    const applied = strategies.get('native-clasp').makeSolver(z3);
    applied.add(a.ge(0), a.le(2), b.ge(0), b.le(2), holds.call(a), z3.Not(holds.call(b)), a.eq(b));
    await expect(applied.check()).rejects.toThrow(UnavailableError);
    const huge = strategies.get('native-clasp').makeSolver(z3);
    huge.add(a.ge(0), a.le(10 ** 9), a.gt(5));
    await expect(huge.check()).rejects.toThrow(/at most 100000 values/);
  });

  it('says which term it cannot take (an unbounded integer) instead of solving something else', async () => {
    const unbounded: Encoding<null, number> = {
      id: 'test/unbounded',
      idea: 'an integer with no domain',
      encode(m) {
        const free = m.context.Int.const('free');
        m.require('open', free.gt(3));
        m.answer([free]);
        return (values) => values.int(free);
      },
    };
    await expect(solve(unbounded, null, { strategy: 'native-clasp', verify: () => [] })).rejects.toThrow(UnavailableError);
  });
});
