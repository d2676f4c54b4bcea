// Random DSL formulas over a few Booleans and bounded integers, with every construct the DSL makes
// (cardinalities, weighted sums with negative weights, comparisons of sums, if-then-else on Booleans
// and integers, distinct): what the clasp backends (test/clasp.test.ts, test/wasm-clasp.test.ts)
// must solve exactly as Z3 does.
import { distinct } from '../../src/dsl/distinct.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type BoolTerm, type IntTerm, Model } from '../../src/dsl/model.ts';
import { AspifCompiler } from '../../src/solver/aspif.ts';
import { z3Session } from '../../src/solver/session.ts';

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

export function randomEncoding(seed: number): Encoding<null, string> {
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
 * The formula's solutions as clasp enumerates its compiled program's answer sets (in one run, by `answerSetsOf`), and
 * Z3's word on them: whether any solution lies outside them, and whether any of them is no solution.
 */
export async function compared(encoding: Encoding<null, string>, answerSetsOf: (program: string) => Promise<Set<string>[]>) {
  const { z3, api } = await z3Session();
  const model = new Model(z3);
  encoding.encode(model, null);
  const constraints = model.drain();
  const program = new AspifCompiler(api.Z3, api.em, z3.ptr).program(constraints);
  const answerSets = await answerSetsOf(program.aspif);
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
