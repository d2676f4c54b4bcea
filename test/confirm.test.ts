// Claims no checker can test ("no solution", "unique", forced cells, "optimal", "no plan within k")
// from an engine a plugin added are confirmed by a built-in engine before they are printed: a
// refuted claim is exit 4 naming both engines, one not confirmed in time is unknown (exit 3), a
// confirmed one says by whom (confirmedBy in JSON). In compare, a claim no built-in engine shares is
// a disagreement. The plugin test/fixtures/plugins/denying.ts lies in each of these ways.
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { compare, disagreements } from '../src/compare/runner.ts';
import { type RunMeasures, runRecord } from '../src/kind/record.ts';
import { kinds } from '../src/catalogue/index.ts';
import { loadPlugin } from '../src/plugins.ts';
import { confirmGrid } from '../src/kind/confirm.ts';
import type { GridSpec } from '../src/kind/grid.ts';
import { confirmAnswer } from '../src/kind/engines/confirm.ts';
import type { Answer, PlanningSpec } from '../src/kind/planning.ts';
import { trusted } from '../src/kind/trust.ts';
import { capture } from './helpers/capture.ts';
import { expectResult } from './helpers/contract.ts';
import { readInput } from '../src/kind/input.ts';

const denying = 'test/fixtures/plugins/denying.ts';
beforeAll(() => loadPlugin(denying));
async function run(...args: string[]) {
  const io = capture();
  const code = await main([...args, '--plugin', denying], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('an engine a plugin added', () => {
  it('is the only kind of engine not trusted', () => {
    const untrusted = kinds
      .all()
      .flatMap((kind) => kind.engines.ids())
      .filter((id) => !trusted(id));
    expect(untrusted.sort()).toEqual(['aquarium/first-only', 'aquarium/no-water', 'jugs/late', 'jugs/never-there']);
  });
});

describe('a grid claim', () => {
  it('"no solution" on a solvable puzzle: refuted by the built-in engine, exit 4, no answer printed', async () => {
    const text = await run('solve', 'puzzles/aquarium/small-5x4.txt', '--engine', 'no-water');
    expect(text.code).toBe(4);
    expect(text.out).toBe('');
    expect(text.err).toMatch(
      /^puzzlebench: aquarium\/no-water claims no solution, but aquarium\/settled finds a solution it does not have, which the checker accepts: [.#]{5}( \/ [.#]{5}){3}\n$/,
    );
    const json = await run('solve', 'puzzles/aquarium/small-5x4.txt', '--engine', 'no-water', '--json');
    expect(json.code).toBe(4);
    expect(expectResult(json.out, 'invalid')).toMatchObject({ reason: 'rejected', engine: 'aquarium/no-water' });
  });

  it('"no solution" where there is none: confirmed, and JSON says by whom', async () => {
    const text = await run('solve', 'puzzles/aquarium/unsolvable-4x4.txt', '--engine', 'no-water');
    expect([text.code, text.out]).toEqual([1, 'no solution: the clues contradict the rules (confirmed by aquarium/settled)\n']);
    const json = await run('solve', 'puzzles/aquarium/unsolvable-4x4.txt', '--engine', 'no-water', '--json');
    expect(expectResult(json.out, 'no-solution').confirmedBy).toEqual({ engine: 'aquarium/settled', claim: 'no solution' });
  });

  it('"unique" on a puzzle with two solutions: refuted under --unique, --count and --forced alike', async () => {
    const puzzle = 'puzzles/aquarium/two-solutions-4x4.txt';
    const unique = await run('solve', puzzle, '--unique', '--engine', 'first-only');
    expect(unique.code).toBe(4);
    expect(unique.out).not.toContain('unique: yes');
    expect(unique.err).toMatch(/^puzzlebench: aquarium\/first-only claims a unique solution, but aquarium\/settled finds a solution it does not have/);
    const counted = await run('solve', puzzle, '--count', '5', '--engine', 'first-only');
    expect(counted.code).toBe(4);
    expect(counted.err).toMatch(/claims a unique solution, but aquarium\/settled finds a solution/);
    const forced = await run('solve', puzzle, '--forced', '--engine', 'first-only');
    expect(forced.code).toBe(4);
    expect(forced.err).toMatch(
      /^puzzlebench: aquarium\/first-only claims the forced cells, but aquarium\/settled finds other forced cells, differing in \(\d,\d\)/,
    );
  });

  it('"unique" where it is: confirmed', async () => {
    const text = await run('solve', 'puzzles/aquarium/small-5x4.txt', '--unique', '--engine', 'first-only');
    expect(text.code).toBe(0);
    expect(text.out).toContain('unique: yes (proved; confirmed by aquarium/settled)\n');
    const json = await run('solve', 'puzzles/aquarium/small-5x4.txt', '--unique', '--engine', 'first-only', '--json');
    expect(expectResult(json.out, 'solved').confirmedBy).toEqual({ engine: 'aquarium/settled', claim: 'a unique solution' });
  });

  it('not confirmed in time: unknown, never a proof', async () => {
    const aquarium = kinds.get('aquarium').made.spec as GridSpec<unknown, boolean>;
    const puzzle = aquarium.parse(readInput('puzzles/aquarium/unsolvable-4x4.txt'), {});
    const confirmation = await confirmGrid(aquarium, puzzle, { engine: 'aquarium/no-water', grids: [] }, 'aquarium/row-level', 0);
    expect(confirmation).toEqual({
      outcome: 'unknown',
      by: 'aquarium/row-level',
      claim: 'no solution',
      message: "aquarium/no-water's claim of no solution is not confirmed: aquarium/row-level did not settle it in time (no time left)",
    });
  });
});

describe('a planning claim', () => {
  it('"impossible" on a solvable jug puzzle: refuted, exit 4 (the issue: it was "proved by exhausted horizon bound")', async () => {
    const text = await run('solve', 'puzzles/jugs/classic-3-5.txt', '--engine', 'never-there');
    expect(text.code).toBe(4);
    expect(text.out).toBe('');
    expect(text.err).toMatch(
      /^puzzlebench: jugs\/never-there claims no plan of at most \d+ moves, but jugs\/state-graph finds a plan of \d+ moves, which the simulator accepts\n$/,
    );
    const json = await run('solve', 'puzzles/jugs/classic-3-5.txt', '--engine', 'never-there', '--json');
    expect(json.code).toBe(4);
    expect(expectResult(json.out, 'invalid')).toMatchObject({ reason: 'rejected', engine: 'jugs/never-there' });
  });

  it('"optimal" for a plan that is not shortest: refuted', async () => {
    const text = await run('solve', 'puzzles/jugs/classic-3-5.txt', '--engine', 'late', '--optimal');
    expect(text.code).toBe(4);
    expect(text.err).toBe(
      'puzzlebench: jugs/late claims no plan of at most 7 moves, but jugs/state-graph finds a plan of 6 moves, which the simulator accepts\n',
    );
  });

  it('"no plan within k" and "impossible" where they hold: confirmed', async () => {
    const within = await run('check', 'puzzles/jugs/classic-3-5.txt', '--within', '5', '--engine', 'never-there', '--json');
    expect(within.code).toBe(1);
    expect(expectResult(within.out, 'no-solution').confirmedBy).toEqual({ engine: 'jugs/state-graph', claim: 'no plan of at most 5 moves' });
    const impossible = await run('solve', 'puzzles/jugs/pour-4-4-3.txt', '--engine', 'never-there');
    expect(impossible.code).toBe(1);
    expect(impossible.out).toMatch(/^impossible: proved by .*\(confirmed by jugs\/state-graph\)\n$/);
  });

  it('not confirmed in time: "no plan" becomes unknown, "optimal" becomes a plan not shown shortest', async () => {
    const jugs = kinds.get('jugs');
    const spec = jugs.made.spec as PlanningSpec<unknown, unknown>;
    const puzzle = spec.parse(readInput('puzzles/jugs/classic-3-5.txt'));
    const engines = jugs.engines as Parameters<typeof confirmAnswer>[1];
    const base = { engine: 'jugs/never-there', strategy: 'qf-fd', certificate: 'unsat', problems: [], horizons: [], ms: 5 };
    const none: Answer<unknown> = { ...base, status: 'none', upTo: 5, proof: { method: 'unsat', explanation: '', upTo: 5 } };
    expect(await confirmAnswer(spec, engines, puzzle, none, 0)).toMatchObject({ status: 'unknown', reason: 'unconfirmed', proof: undefined });
    const plan: Answer<unknown> = { ...base, engine: 'jugs/late', status: 'plan', plan: [1, 2, 3], optimal: true };
    expect(await confirmAnswer(spec, engines, puzzle, plan, 0)).toMatchObject({ status: 'plan', optimal: false, proof: undefined });
    // A built-in engine's answer is never second-guessed.
    expect(await confirmAnswer(spec, engines, puzzle, { ...none, engine: 'jugs/conserving' }, 0)).toMatchObject({ status: 'none', upTo: 5 });
  });
});

describe('compare', () => {
  it('a claim no built-in engine made beside it is a disagreement, even where it happens to be true', async () => {
    // One real comparison (its children load the plugin too); the rule itself on records below.
    const alone = await compare(['puzzles/aquarium/unsolvable-4x4.txt'], {
      engines: ['no-water'],
      strategies: ['qf-fd-pb'],
      timeoutMs: 30_000,
      plugins: [denying],
    });
    expect(alone.records.map((record) => record.answer)).toEqual(['no solution']);
    expect(alone.disagreements.map((found) => found.message)).toEqual([
      "aquarium/no-water (qf-fd-pb) claims 'no solution', which no built-in engine confirmed (compare it beside one that answers)",
    ]);
  });

  const record = (engine: string, status: RunMeasures['status'], answer: string, partial?: boolean) =>
    runRecord({
      file: 'p.txt',
      kind: 'aquarium',
      engine,
      strategy: 'qf-fd-pb',
      status,
      answer,
      verdict: status === 'sat' ? 'accepted' : '-',
      totalMs: 1,
      ...(partial && { partial }),
    });

  it('beside a built-in engine with the same answer, it stands; with another, the answers disagree', () => {
    expect(disagreements([record('aquarium/no-water', 'unsat', 'no solution'), record('aquarium/row-level', 'unsat', 'no solution')])).toEqual([]);
    expect(
      disagreements([record('aquarium/first-only', 'sat', 'unique'), record('aquarium/row-level', 'sat', '2+ solutions, 12 of 16 cells forced')]).map(
        (found) => found.message,
      ),
    ).toEqual([expect.stringMatching(/^engines disagree: .*aquarium\/first-only/)]);
    // A built-in engine that did not settle the question confirms nothing.
    expect(
      disagreements([record('aquarium/first-only', 'sat', 'unique'), record('aquarium/row-level', 'sat', '1 solution, then timeout', true)]).map(
        (found) => found.message,
      ),
    ).toEqual(["aquarium/first-only (qf-fd-pb) claims 'unique', which no built-in engine confirmed (compare it beside one that answers)"]);
    // A plugin's answer that claims nothing (a solution, its uniqueness not settled) needs no confirmation.
    expect(disagreements([record('aquarium/first-only', 'sat', '1 solution, then timeout', true)])).toEqual([]);
  });
});
