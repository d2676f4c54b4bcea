// The clasp backend (src/solver/aspif.ts, src/solver/clasp.ts): a formula compiled to a ground
// program must have exactly the models Z3 finds. Random formulas over a few Booleans and bounded
// integers, with every construct the DSL makes (cardinalities, weighted sums with negative weights,
// comparisons of sums, if-then-else on Booleans and integers, distinct), are solved for all their
// solutions by both, and the sets compared. Needs the `clingo` program (Debian gringo), which
// .ci/run installs.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../src/dsl/encoding.ts';
import { type BoolTerm, Model } from '../src/dsl/model.ts';
import { readInput } from '../src/kind/input.ts';
import { kinds } from '../src/catalogue/index.ts';
import { AspifCompiler } from '../src/solver/aspif.ts';
import { aspif } from '../src/solver/export.ts';
import { onPath, UnavailableError } from '../src/solver/native.ts';
import { solve } from '../src/solver/run.ts';
import { strategies } from '../src/solver/strategy.ts';
import { z3Session } from '../src/solver/session.ts';
import { compared, randomEncoding } from './helpers/random-formula.ts';

/** The answer sets of a ground program, all of them, as the `clingo` program prints them. */
async function clingoAnswerSets(program: string): Promise<Set<string>[]> {
  const run = spawnSync('clingo', ['--mode=clasp', '--models=0', '-'], { input: program, encoding: 'utf8' });
  return run.stdout.split('\n').flatMap((line, i, lines) => (/^Answer: /.test(line) ? [new Set(lines[i + 1].split(' '))] : []));
}

describe.skipIf(!onPath('clingo'))('native-clasp', () => {
  it('finds exactly the solutions Z3 finds, on 40 random formulas', async () => {
    let unsatisfiable = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const { solutions, missed, wrong } = await compared(randomEncoding(seed), clingoAnswerSets);
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
