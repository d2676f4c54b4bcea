// The in-process clasp backend (src/solver/wasm-clasp.ts): the ground program native-clasp hands
// to the `clingo` program, solved by clingo-wasm instead. It must find exactly the solutions Z3
// finds (random formulas, unsatisfiable ones among them, and real puzzles whose lazy rules clasp
// takes whole as reachability), and give up on its deadline rather than run past it.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Encoding } from '../src/dsl/encoding.ts';
import type { Grid } from '../src/kind/cells.ts';
import type { GridSpec } from '../src/kind/grid.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { solve } from '../src/solver/run.ts';
import { strategies } from '../src/solver/strategy.ts';
import { stopWasmClasp } from '../src/solver/wasm-clasp.ts';
import { compared, randomEncoding } from './helpers/random-formula.ts';
import { sampleSize } from './helpers/tier.ts';

afterAll(stopWasmClasp);

const available = !strategies.get('wasm-clasp').unavailable?.();

/** Every solution under a strategy, sorted (the checker left out: a random formula has none). */
async function solutionsUnder<A>(encoding: Encoding<null, A>, strategy: string) {
  const report = await solve(encoding, null, { strategy, verify: () => [], limit: 500 });
  expect(report.complete).toBe(true);
  return report.solutions.map(({ answer }) => String(answer)).sort();
}

/** A puzzle's solutions (at most two: the answer and whether it is unique) under a strategy, each held to the kind's checker. */
async function puzzleUnder(kind: 'masyu' | 'lits', file: string, encodingId: string | undefined, strategy: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const spec = catalogue[kind].made.spec as GridSpec<any, any>;
  const puzzle = spec.parse({ source: file, text: readFileSync(file, 'utf8') });
  const encoding = spec.encodings.get(encodingId ?? spec.defaultEncoding);
  const report = await solve(encoding, puzzle, { strategy, limit: 2, verify: (grid: Grid) => spec.verify(puzzle, grid) });
  return { status: report.status, complete: report.complete, answers: report.solutions.map(({ answer }) => JSON.stringify(answer)).sort() };
}

describe.skipIf(!available)('wasm-clasp', () => {
  const formulas = sampleSize(8, 16);
  it(`finds exactly the solutions Z3 finds, on ${formulas} random formulas (one run each, all answer sets)`, async () => {
    const clingo = (await import('clingo-wasm')).default;
    const answerSetsOf = async (program: string) => {
      const result = await clingo.run(program, 0, ['--mode=clasp']);
      if (result.Result === 'ERROR') throw new Error(result.Error);
      return result.Call.flatMap(({ Witnesses }) => Witnesses ?? []).map(({ Value }) => new Set(Value));
    };
    let unsatisfiable = 0;
    for (let seed = 1; seed <= formulas; seed += 1) {
      const { solutions, missed, wrong } = await compared(randomEncoding(seed), answerSetsOf);
      expect({ seed, missed, wrong }).toEqual({ seed, missed: 'unsat', wrong: 'unsat' });
      if (solutions === 0) unsatisfiable += 1;
    }
    // Both verdicts were exercised, not only one.
    expect(unsatisfiable).toBeGreaterThan(sampleSize(1, 3));
    expect(unsatisfiable).toBeLessThan(sampleSize(7, 14));
  });

  it('solves through the strategy, model read back, solutions blocked one by one', async () => {
    // Seed 18: 24 solutions, seed 24: 96, seed 7: none.
    for (const seed of [18, 24, 7])
      expect(await solutionsUnder(randomEncoding(seed), 'wasm-clasp')).toEqual(await solutionsUnder(randomEncoding(seed), 'qf-fd'));
  });

  // Masyu's loop and LITS's one group are lazy rules, which clasp takes whole (reachability).
  const puzzles: ['masyu' | 'lits', string, string?][] = [
    ['masyu', 'puzzles/masyu/small-5x5.txt'],
    ['masyu', 'puzzles/masyu/small-5x5.txt', 'masyu/edges-lazy-cuts-line-clauses-patterns'],
    ['masyu', 'puzzles/masyu/two-solutions-5x5.txt', 'masyu/edges-lazy-cuts-line-clauses-patterns'],
    ['masyu', 'puzzles/masyu/unsolvable-4x4.txt', 'masyu/edges-lazy-cuts'],
    ['lits', 'puzzles/lits/wide-7x5.txt'],
    ['lits', 'puzzles/lits/two-solutions-5x5.txt'],
    ['lits', 'puzzles/lits/unsolvable-4x4.txt', 'lits/cells-lazy-cuts'],
  ];
  for (const [kind, file, encodingId] of puzzles) {
    it(`${file} (${encodingId ?? 'default'}): the same answers as the default strategy, uniqueness included`, async () => {
      const clasp = await puzzleUnder(kind, file, encodingId, 'wasm-clasp');
      expect(clasp).toEqual(await puzzleUnder(kind, file, encodingId, 'default'));
      // Two answers end the search (they settle uniqueness); fewer must be all there are.
      expect(clasp.complete || clasp.answers.length === 2).toBe(true);
    });
  }

  it('gives up on its deadline, promptly, and solves again afterwards', async () => {
    // Pigeons into one hole fewer: unsatisfiable, and exponential for clause learning.
    const pigeons: Encoding<null, string> = {
      id: 'test/pigeons',
      idea: '13 pigeons, 12 holes',
      encode(m) {
        const sits = Array.from({ length: 13 }, (_, pigeon) => Array.from({ length: 12 }, (_, hole) => m.bool(`sits[${pigeon},${hole}]`)));
        for (const row of sits) m.require('a hole each', m.atLeast(row, 1));
        for (let hole = 0; hole < 12; hole += 1)
          m.require(
            'one to a hole',
            m.atMost(
              sits.map((row) => row[hole]),
              1,
            ),
          );
        m.answer(sits.flat());
        return () => 'impossible';
      },
    };
    const started = performance.now();
    const report = await solve(pigeons, null, { strategy: 'wasm-clasp', verify: () => [], timeoutMs: 300 });
    expect(['timeout', 'unknown']).toContain(report.status);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await solutionsUnder(randomEncoding(3), 'wasm-clasp')).toEqual(await solutionsUnder(randomEncoding(3), 'qf-fd'));
  });
});
