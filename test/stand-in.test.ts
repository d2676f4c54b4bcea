// Before Z3 has started, a run is tried on a stand-in for its context (src/solver/stand-in.ts): a
// settled grid is decided there and the process never starts Z3; anything that needs Z3 starts the
// run over on it, with the same answers. This file's process must not start Z3 before its first
// test (vitest.config.ts gives it a process of its own), so the tests run in order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import type { Encoding } from '../src/dsl/encoding.ts';
import { Deductions, Model } from '../src/dsl/model.ts';
import type { GridSpec } from '../src/kind/grid.ts';
import type { Aquarium, WaterGrid } from '../src/kinds/aquarium/aquarium.ts';
import { kinds } from '../src/catalogue/index.ts';
import { solve } from '../src/solver/run.ts';
import { closeSession, z3Started } from '../src/solver/session.ts';
import { NeedsZ3, standInZ3 } from '../src/solver/stand-in.ts';
import { capture } from './helpers/capture.ts';
import { expectResult } from './helpers/contract.ts';

const spec = kinds.get('aquarium').made.spec as unknown as GridSpec<Aquarium, boolean>;
const puzzleOf = (file: string) => spec.parse({ source: file, text: readFileSync(file, 'utf8') }, {});
const solution = (file: string) =>
  readFileSync(file.replace(/\.txt$/, '.solution'), 'utf8')
    .trim()
    .split('\n');
const run = (encoding: Encoding<Aquarium, WaterGrid>, file: string) => {
  const puzzle = puzzleOf(file);
  return solve(encoding, puzzle, { limit: 2, strategy: spec.defaultStrategy, verify: (grid) => spec.verify(puzzle, grid), standIn: true });
};

describe('the stand-in for Z3', () => {
  it("makes constants, and throws NeedsZ3 for anything else, its terms' methods too", () => {
    const z3 = standInZ3();
    const model = new Model(z3);
    expect(model.known(model.and(model.constant(true), model.not(model.constant(false))))).toBe(true);
    expect(model.known(model.exactly([model.constant(true), model.constant(false)], 1))).toBe(true);
    expect(() => model.bool('water')).toThrow(NeedsZ3);
    expect(() => z3.Solver).toThrow(NeedsZ3);
    expect(() => model.number(3).add(1)).toThrow(NeedsZ3);
    expect(() => model.constant(true).eq(model.constant(false))).toThrow(NeedsZ3);
  });

  it('makes the deductions once in a run, and times them for the encoding that reuses them', () => {
    const deductions = new Deductions();
    const first = new Model(standInZ3(), deductions);
    const second = new Model(standInZ3(), deductions);
    let made = 0;
    const deduce = (size: number) => {
      made++;
      const until = performance.now() + 30;
      while (performance.now() < until);
      return Array.from({ length: size }, () => true);
    };
    expect(first.deduced(deduce, 3)).toBe(second.deduced(deduce, 3));
    expect(made).toBe(1);
    expect(deductions.ms).toBeGreaterThanOrEqual(30);
  });
});

describe('a run before Z3 has started', () => {
  it('decides a settled grid without starting Z3: the unique solution, proved', async () => {
    expect(z3Started()).toBe(false);
    const report = await run(spec.encodings.get('aquarium/settled'), 'puzzles/aquarium/small-5x4.txt');
    expect(spec.rows(report.solutions[0].answer)).toEqual(solution('puzzles/aquarium/small-5x4.txt'));
    expect([report.solutions.length, report.complete, report.searched]).toEqual([1, true, false]);
    expect(z3Started()).toBe(false);
  });

  it('says so on the command line', async () => {
    const text = capture();
    expect(await main(['solve', 'puzzles/aquarium/u-tank-6x6.txt', '--unique'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes');
    expect(text.stderr()).toMatch(/aquarium\/settled decided by its deductions, no search: [\d.]+ s \([\d.]+ s in all, Z3 never started\)/);
    expect(z3Started()).toBe(false);
  });

  it("builds a caller's own encoding once, on Z3: only the built-in ones are tried without it", async () => {
    // A library caller's or a plugin's encode may have side effects: it is not run twice.
    const settled = spec.encodings.get('aquarium/settled');
    let built = 0;
    const own: Encoding<Aquarium, WaterGrid> = { id: 'test/counted', idea: 'settled, counted', encode: (m, p) => (built++, settled.encode(m, p)) };
    const puzzle = puzzleOf('puzzles/aquarium/small-5x4.txt');
    const report = await solve(own, puzzle, { limit: 2, strategy: spec.defaultStrategy, verify: (grid) => spec.verify(puzzle, grid) });
    expect([built, report.complete, report.solutions.length, z3Started()]).toEqual([1, true, 1, true]);
    // Z3 stopped again, for the next test to start from a process without it.
    await closeSession();
    expect(z3Started()).toBe(false);
  });

  it('starts over on Z3 where the run needs it, with the same answers: a variable, a second solution', async () => {
    // Row-level states the rules without deductions: its first Boolean needs Z3.
    expect(z3Started()).toBe(false);
    const open = await run(spec.encodings.get('aquarium/row-level'), 'puzzles/aquarium/small-5x4.txt');
    expect(z3Started()).toBe(true);
    expect(spec.rows(open.solutions[0].answer)).toEqual(solution('puzzles/aquarium/small-5x4.txt'));
    expect([open.solutions.length, open.complete, open.searched]).toEqual([1, true, true]);
    // Contradictory clues are left to Z3 by aquarium/settled, so that --explain can name them.
    const none = await run(spec.encodings.get('aquarium/settled'), 'puzzles/aquarium/unsolvable-4x4.txt');
    expect([none.status, none.solutions.length, none.complete, none.searched]).toEqual(['unsat', 0, true, true]);
    const json = capture();
    expect(await main(['solve', 'puzzles/aquarium/two-solutions-4x4.txt', '--unique', '--json'], json)).toBe(0);
    expect(expectResult(json.stdout(), 'solved').answer).toMatchObject({ solutions: 2, unique: false });
  });
});
