// The library's one-line questions (src/api.ts): results in the JSON contract, bad input as a result
// too, and a program that asks them ends by itself, without closeSession(), even when it asks again
// after Z3's threads were let go (a thread let go during a check would end the process mid-answer).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check, compare, kinds, solve } from '../src/api.ts';
import type { PuzzleOf } from '../src/api.ts';
import { expectContract, expectResult, gridOf } from './helpers/contract.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const json = (value: unknown) => JSON.stringify(value);

describe('solve, check and compare as values', () => {
  it('solve: a grid, its uniqueness settled, the kind detected', async () => {
    const result = expectResult(json(await solve('puzzles/aquarium/two-solutions-4x4.txt')), 'solved');
    expect(result.kind).toBe('aquarium');
    expect(gridOf(result)).toMatchObject({ solutions: 2, unique: false });
    const forced = expectResult(json(await solve('puzzles/aquarium/two-solutions-4x4.txt', { forced: true })), 'solved');
    expect(gridOf(forced).forced).toHaveLength(4);
  });

  it('solve and check: plans, shortest and within k', async () => {
    const shortest = expectResult(json(await solve('puzzles/jugs/classic-3-5.txt')), 'solved');
    expect(shortest.answer).toMatchObject({ type: 'plan', moves: 6 });
    const none = expectResult(json(await check('puzzles/jugs/classic-3-5.txt', { within: 5 })), 'no-solution');
    expect(none.within).toBe(5);
  });

  it('bad input and a question a kind cannot answer are results, not exceptions', async () => {
    expect(expectResult(json(await solve('no/such/file.txt')), 'invalid').message).toMatch(/no such file/);
    expect(expectResult(json(await check('puzzles/aquarium/small-5x4.txt', { within: 3 })), 'invalid').message).toBe(
      'aquarium puzzles have no moves; use solve',
    );
    expect(expectResult(json(await solve({ source: 'mine', text: 'kind: aquarium\n' })), 'invalid').input).toBe('mine');
  });

  it('compare: the comparison in its contract', async () => {
    const comparison = expectContract(json(await compare(['puzzles/jugs/pour-4-4-3.txt'], { engines: ['jugs/bfs'] })));
    expect(comparison).toMatchObject({ command: 'compare', status: 'solved', disagreements: [] });
  });
});

describe('each kind by name, typed', () => {
  it("a grid kind's solve takes a file or the kind's own value, and answers a grid", async () => {
    const file = await kinds.aquarium.solve('puzzles/aquarium/small-5x4.txt', { unique: true });
    expectResult(json(file), 'solved');
    // Typed: a solved grid kind's answer is a grid, with no narrowing on answer.type.
    if (file.status === 'solved') expect(file.answer.unique).toBe(true);
    // A Kakurasu written in code: rows 1 and 2 add up to 1 and 2, columns likewise (one shading).
    const made: PuzzleOf<'kakurasu'> = { width: 2, height: 2, columns: [1, 2], rows: [1, 2] };
    const value = await kinds.kakurasu.solve(made, { unique: true });
    expect(value).toMatchObject({ status: 'solved', kind: 'kakurasu', input: '<kakurasu>', answer: { type: 'grid', grid: ['#.', '.#'], unique: true } });
    expectResult(json(value), 'solved');
  });

  it("a planning kind's check and solve answer plans; the kind is the one named, not detected", async () => {
    const within = await kinds.jugs.check('puzzles/jugs/classic-3-5.txt', { within: 5 });
    expect(within).toMatchObject({ status: 'no-solution', kind: 'jugs', within: 5 });
    const shortest = await kinds.jugs.solve('puzzles/jugs/classic-3-5.txt');
    if (shortest.status !== 'solved') throw new Error(shortest.message);
    expect(shortest.answer.plan).toHaveLength(6);
    // An Aquarium given to the jugs kind is read as jugs, and refused with the place.
    const wrong = await kinds.jugs.solve('puzzles/aquarium/small-5x4.txt');
    expect(wrong).toMatchObject({ status: 'invalid', kind: 'jugs' });
  });

  it('the registry is still there, with every kind', () => {
    expect(kinds.get('lits').id).toBe('lits');
    expect(kinds.ids()).toContain('aquarium');
    expect(Object.keys(kinds)).toEqual(kinds.ids());
  });
});

describe('a program that uses the library', () => {
  it('ends by itself, after questions asked one after another and at once', () => {
    const program = join(mkdtempSync(join(tmpdir(), 'puzzlebench-api-')), 'program.mts');
    writeFileSync(
      program,
      `
      import { solve, check } from ${JSON.stringify(pathToFileURL(join(root, 'src/index.ts')).href)};
      const first = await solve('puzzles/aquarium/small-5x4.txt', { unique: true });
      // Asked again after the threads were let go: they must hold the process while this one runs.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [second, third] = await Promise.all([solve('puzzles/aquarium/seed-10x10.txt'), check('puzzles/jugs/classic-3-5.txt', { within: 6 })]);
      console.log([first, second, third].map((result) => result.status).join(' '));`,
    );
    const started = performance.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', program], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.signal, 'killed by the test: the process did not end by itself').toBeNull();
    expect([run.status, run.stdout.trim()], run.stderr).toEqual([0, 'solved solved solved']);
    expect((performance.now() - started) / 1000).toBeLessThan(30);
  });
});
