// A run whose formula is all constants (a settle pass decided every cell) is decided without Z3
// (src/solver/closed.ts); the first term that is not a constant hands it to Z3. Either way the
// answers must be Z3's: the same solutions, the same completeness, the same "no solution".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../src/dsl/encoding.ts';
import type { BoolTerm, Model } from '../src/dsl/model.ts';
import { seededRandom } from '../src/format/random.ts';
import { main } from '../src/cli/main.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { Loaded, forcedCells, solve } from '../src/solver/run.ts';
import { z3Session } from '../src/solver/session.ts';
import { strategies } from '../src/solver/strategy.ts';
import { capture } from './helpers/capture.ts';
import { expectResult } from './helpers/contract.ts';
import { sampleSize } from './helpers/tier.ts';

const trusting = { verify: () => [] };

/**
 * A row of lamps, some settled (true or false) and some open; no two neighbours both lit, at
 * least one lit, and, when `lazily`, at most two lit as a lazy rule (each lit triple cut).
 * `settled` as constants, or as open lamps pinned by a rule (which Z3 must decide).
 */
const lamps = (settled: (boolean | undefined)[], lazily: boolean, asConstants: boolean): Encoding<null, boolean[]> => ({
  id: 'test/lamps',
  idea: 'a row of lamps, some settled',
  encode(m) {
    const lamp = settled.map((value, i) => (value !== undefined && asConstants ? m.constant(value) : m.bool(`lamp[${i}]`)));
    settled.forEach((value, i) => {
      if (value !== undefined && !asConstants) m.require('settled', value ? lamp[i] : m.not(lamp[i]));
    });
    m.answer(lamp);
    lamp.slice(1).forEach((right, i) => m.require('apart', m.not(m.and(lamp[i], right))));
    m.require('one lit', m.or(...lamp));
    if (lazily) atMostTwoLazily(m, lamp);
    return (values) => lamp.map((on) => values.bool(on));
  },
});

function atMostTwoLazily(m: Model, lamp: BoolTerm[]): void {
  m.lazy('at most two', (values) => {
    const lit = lamp.filter((on) => values.bool(on));
    return lit.length > 2 ? [m.not(m.and(...lit.slice(0, 3)))] : [];
  });
}

/** Every solution by brute force. */
function bruteForce(settled: (boolean | undefined)[], lazily: boolean): string[] {
  const found: string[] = [];
  for (let bits = 0; bits < 2 ** settled.length; bits++) {
    const lamp = settled.map((_, i) => Boolean(bits & (1 << i)));
    if (settled.some((value, i) => value !== undefined && value !== lamp[i])) continue;
    if (lamp.some((on, i) => on && lamp[i + 1])) continue;
    if (!lamp.some(Boolean)) continue;
    if (lazily && lamp.filter(Boolean).length > 2) continue;
    found.push(lamp.map(Number).join(''));
  }
  return found.sort();
}

/** All solutions through one run, and whether Z3 was needed. */
function allSolutions(encoding: Encoding<null, boolean[]>) {
  return Loaded.with(encoding, null, trusting, async (run) => {
    const found: string[] = [];
    // At most 2^6 solutions: a run that finds more repeats one (a wrong answer, and no end).
    while (found.length <= 64) {
      const next = await run.next();
      if (!next.solution) return { found: found.sort(), status: next.status, searched: run.searched };
      found.push(next.solution.answer.map(Number).join(''));
      run.exclude(run.differsFrom(next.solution.key));
    }
    throw new Error(`more than 64 solutions: ${found.slice(0, 4).join(', ')}, ...`);
  });
}

describe('a formula of constants', () => {
  const rounds = sampleSize(40, 120);
  it(`gives the solutions brute force gives, with or without Z3, on ${rounds} random rows`, async () => {
    const random = seededRandom(25);
    let closed = 0;
    let none = 0;
    for (let round = 0; round < rounds; round++) {
      const length = random.between(1, 6);
      // Mostly settled, so that many rows are settled whole.
      const settled = Array.from({ length }, () => (random.next() < 0.15 ? undefined : random.next() < 0.4));
      const lazily = random.next() < 0.5;
      const expected = bruteForce(settled, lazily);
      const asConstants = await allSolutions(lamps(settled, lazily, true));
      const pinned = await allSolutions(lamps(settled, lazily, false));
      const label = `${JSON.stringify(settled)}${lazily ? ' lazily' : ''}`;
      expect(asConstants.found, label).toEqual(expected);
      expect(pinned.found, label).toEqual(expected);
      expect(asConstants.status, label).toBe('unsat');
      expect(pinned.searched, label).toBe(true);
      if (!asConstants.searched) closed++;
      if (expected.length === 0) none++;
    }
    // Both sides of the test were exercised: rows decided without Z3, and rows with no solution.
    expect(closed).toBeGreaterThan(sampleSize(12, 40));
    expect(none).toBeGreaterThan(sampleSize(3, 12));
  });

  it('is decided without Z3 when settled whole, and goes to Z3 at the first open term', async () => {
    const whole = await allSolutions(lamps([true, false, true], false, true));
    expect(whole).toEqual({ found: ['101'], status: 'unsat', searched: false });
    // A lazy rule that cuts the one assignment: no solution, still without Z3.
    const cut = await allSolutions(lamps([true, false, true, false, true], true, true));
    expect(cut).toEqual({ found: [], status: 'unsat', searched: false });
    // One open lamp: Z3 decides.
    const open = await allSolutions(lamps([true, false, undefined], false, true));
    expect(open).toEqual({ found: ['100', '101'], status: 'unsat', searched: true });
  });

  it('proves uniqueness, finds forced cells and reads integers as Z3 does', async () => {
    const settledNumber: Encoding<null, number> = {
      id: 'test/number',
      idea: 'a settled number',
      encode(m) {
        const number = m.number(7);
        m.answer(number);
        return (values) => values.int(number);
      },
    };
    const report = await solve(settledNumber, null, { ...trusting, limit: 2 });
    expect(report.solutions.map((solution) => solution.answer)).toEqual([7]);
    expect(report.complete).toBe(true);
    const forced = await forcedCells(lamps([false, true, false], false, true), null, trusting);
    expect(forced.forced).toEqual([false, true, false]);
    expect(forced.complete).toBe(true);
  });

  it('still runs a strategy that is another program, or says it is missing', async () => {
    for (const strategy of strategies.all().filter((each) => each.unavailable)) {
      const asked = solve(lamps([true, false], false, true), null, { ...trusting, strategy: strategy.id, limit: 2 });
      if (strategy.unavailable?.()) await expect(asked, strategy.id).rejects.toThrow(/not available/);
      else expect(await asked, strategy.id).toMatchObject({ status: 'sat', complete: true, searched: true });
    }
  });

  it('stays without Z3 when a lazy cut folds to false beside one that does not', async () => {
    const cut: Encoding<null, boolean[]> = {
      id: 'test/cut',
      idea: 'a lazy rule that cuts the one assignment',
      encode(m) {
        const lamp = [m.constant(true)];
        const spare = m.bool('spare');
        m.answer(lamp);
        m.lazy('never', () => [m.constant(false), spare]);
        return (values) => lamp.map((on) => values.bool(on));
      },
    };
    const report = await solve(cut, null, { ...trusting, limit: 2 });
    expect(report).toMatchObject({ status: 'unsat', searched: false, size: { lazy: { rounds: 1, cuts: 2 } } });
  });

  it('answers "timeout" past the deadline, as a check would', async () => {
    const report = await solve(lamps([true, false], false, true), null, { ...trusting, timeoutMs: 0 });
    expect(report.status).toBe('timeout');
  });
});

describe('solve on a settled grid', () => {
  async function solved(file: string) {
    const io = capture();
    const code = await main(['solve', file, '--unique', '--json'], io);
    expect(code).toBe(0);
    return expectResult(io.stdout(), 'solved');
  }

  it('says that its deductions settled every cell, and where Z3 searched, that it did', async () => {
    // The bundled 10x10 settles whole; the generated 30x30 (seed 1) leaves 291 tank rows open.
    const settled = await solved('puzzles/aquarium/seed-10x10.txt');
    expect(settled.proof).toMatchObject({ method: 'every cell settled by deductions' });
    expect(settled.size).toMatchObject({ variables: 0 });
    const text = capture();
    await main(['solve', 'puzzles/aquarium/seed-10x10.txt', '--unique'], text);
    expect(text.stderr()).toMatch(/aquarium\/settled decided by its deductions, no search: /);
    const searched = await solved('bench/puzzles/aquarium-30x30-1.txt');
    expect(searched.size?.variables).toBeGreaterThan(0);
    expect(searched.proof).toMatchObject({ method: 'unsat after excluding the solutions found' });
  });

  it('decides a Slitherlink settled whole without Z3, though its loop is a lazy rule', async () => {
    // Its cells are constants where the deductions put them inside or outside (encodings/slitherlink/settled.ts).
    const settled = await solved('puzzles/slitherlink/janko-10x10.txt');
    expect(settled.proof).toMatchObject({ method: 'every cell settled by deductions' });
    expect(settled.size).toMatchObject({ variables: 0 });
    // Z3 started, as by any run before: the line then counts its start-up (test/stand-in.test.ts has the line without it).
    await z3Session();
    const text = capture();
    await main(['solve', 'puzzles/slitherlink/janko-10x10.txt', '--unique'], text);
    expect(text.stderr()).toMatch(/slitherlink\/settled decided by its deductions, no search: [\d.]+ s \([\d.]+ s with Z3 start-up\)/);
    // Two solutions leave cells open: Z3 searches and finds both.
    const two = capture();
    expect(await main(['solve', 'puzzles/slitherlink/two-solutions-3x2.txt', '--unique', '--json'], two)).toBe(0);
    expect(expectResult(two.stdout(), 'solved').answer).toMatchObject({ solutions: 2, unique: false });
  });

  it("gives compare's row the words: decided by the deductions, or searched", async () => {
    const input = { source: 'puzzles/aquarium/small-5x4.txt', text: readFileSync('puzzles/aquarium/small-5x4.txt', 'utf8') };
    const settled = await catalogue.aquarium.runEngine(input, 'aquarium/settled', 'qf-fd-pb', 60_000);
    expect(settled.detail).toMatch(/^first solution after [\d.]+ s, decided by its deductions, no search$/);
    const searched = await catalogue.aquarium.runEngine(input, 'aquarium/row-level', 'qf-fd-pb', 60_000);
    expect(searched.detail).toMatch(/^first solution after [\d.]+ s$/);
  });

  it('names the deductions in the proof of forced cells and of no solution, and not a strategy that never ran', async () => {
    const forced = capture();
    expect(await main(['solve', 'puzzles/aquarium/small-5x4.txt', '--forced', '--json'], forced)).toBe(0);
    expect(expectResult(forced.stdout(), 'solved').proof).toMatchObject({ method: 'every cell settled by deductions' });
    const unique = await solved('puzzles/aquarium/small-5x4.txt');
    expect(unique.message).toMatch(/^solved by aquarium\/settled \(its deductions, no search\)/);
    const none = capture();
    expect(await main(['solve', 'puzzles/tents/unsolvable-3x2.txt', '--json'], none)).toBe(1);
    expect(expectResult(none.stdout(), 'no-solution').proof).toMatchObject({ method: 'deductions' });
  });
});
