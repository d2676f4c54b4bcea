// The JSON contract where things go wrong, and for compare: bad input and usage (exit 2), answers
// the checker or simulator rejects (exit 4), each a result on stdout under --json; and compare's
// records in the same status vocabulary, the finer word kept as the reason.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aquariumEncodings } from '../encodings/aquarium/index.ts';
import { jugEncodings } from '../encodings/jugs/index.ts';
import { main } from '../src/cli/main.ts';
import { formats } from '../src/compare/report.ts';
import type { Aquarium, WaterGrid } from '../src/kinds/aquarium/aquarium.ts';
import type { JugMove, JugPuzzle } from '../src/kinds/jugs/jugs.ts';
import type { Encoding, PlanningEncoding } from '../src/dsl/encoding.ts';
import { type RunStatus, runRecord, statusOfRun } from '../src/kind/record.ts';
import { capture } from './helpers/capture.ts';
import { expectComparison, expectResult } from './helpers/contract.ts';
import { catalogue } from '../src/catalogue/index.ts';

const aquarium = catalogue.aquarium;
const jugs = catalogue.jugs;

async function run(...argv: string[]) {
  const io = capture();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('errors under --json', () => {
  it('bad input: exit 2, status invalid, the file and the position as data, the line on stderr as before', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'bad.txt');
    writeFileSync(file, 'jugs: 3 5\nstart: 0 9\ntarget: any 4\n');
    const { code, out, err } = await run('solve', file, '--json');
    expect(code).toBe(2);
    const result = expectResult(out, 'invalid');
    expect(result).toMatchObject({ command: 'solve', reason: 'input', input: file, error: { source: file, position: 'line 2' } });
    expect(result.error.message).toMatch(/more than its capacity/);
    expect(err).toContain(result.error.message);
    // Without --json nothing but the line on stderr, as always.
    expect((await run('solve', file)).out).toBe('');
  });

  it("a missing file, an unknown option and a wrong strategy are the user's to fix: invalid, exit 2", async () => {
    const missing = await run('check', 'no/such/file.txt', '--within', '3', '--json');
    expect(missing.code).toBe(2);
    expect(expectResult(missing.out, 'invalid')).toMatchObject({ command: 'check', reason: 'input', error: { source: 'no/such/file.txt' } });
    const option = await run('solve', 'puzzles/jugs/classic-3-5.txt', '--json', '--frobnicate');
    expect(option.code).toBe(2);
    expect(expectResult(option.out, 'invalid')).toMatchObject({ reason: 'usage', error: { message: "unknown option '--frobnicate'" } });
    const strategy = await run('solve', 'puzzles/watersort/tiny-two-colours.txt', '--json', '--strategy', 'qf-fd');
    expect(strategy.code).toBe(2);
    expect(expectResult(strategy.out, 'invalid').message).toMatch(/search engine and takes none/);
    const compared = await run('compare', 'no/such/file.txt', '--format', 'json');
    expect(compared.code).toBe(2);
    expect(expectResult(compared.out, 'invalid').command).toBe('compare');
  });

  it('--help under --json prints help, not an error', async () => {
    const help = await run('solve', '--help', '--json');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: puzzlebench solve/);
  });
});

describe('answers the checker rejects, under --json', () => {
  // Encodings with a bug on purpose: the water upside down, the plan backwards.
  const inverted: Encoding<Aquarium, WaterGrid> = {
    id: 'aquarium/test-inverted',
    idea: 'row-level, read upside down',
    encode(m, puzzle) {
      const decode = aquariumEncodings.get('aquarium/row-level').encode(m, puzzle);
      return (values) => decode(values).map((row) => row.map((water) => !water));
    },
  };
  const backwards: PlanningEncoding<JugPuzzle, JugMove> = {
    id: 'jugs/test-backwards',
    idea: 'conserving, read backwards',
    encode(m, puzzle) {
      const timeline = jugEncodings.get('jugs/conserving').encode(m, puzzle);
      return { step: (t) => timeline.step(t), goal: (h) => timeline.goal(h), decode: (values, h) => timeline.decode(values, h).reverse() };
    },
  };
  aquarium.addEncoding(inverted);
  jugs.addEncoding(backwards);

  it("a grid: exit 4, status invalid, the checker's problems as data", async () => {
    const { code, out } = await run('solve', 'puzzles/aquarium/small-5x4.txt', '--engine', inverted.id, '--json');
    expect(code).toBe(4);
    const result = expectResult(out, 'invalid');
    expect(result).toMatchObject({ reason: 'rejected', engine: inverted.id });
    expect(result.error.problems!.length).toBeGreaterThan(0);
  });

  it("a plan: exit 4, status invalid, the simulator's problems as data", async () => {
    const { code, out } = await run('solve', 'puzzles/jugs/classic-3-5.txt', '--engine', backwards.id, '--json');
    expect(code).toBe(4);
    expect(expectResult(out, 'invalid').error.problems![0]).toMatch(/does not meet the target|^move \d+/);
  });
});

describe('running out of memory', () => {
  // Z3 at its memory limit throws 'out of memory' from inside a call (session.ts sets the limit so
  // that it does not abort); an encoding that throws the same stands in for a formula too large.
  const greedy: Encoding<Aquarium, WaterGrid> = {
    id: 'aquarium/test-greedy',
    idea: 'fails as Z3 does at its memory limit',
    encode() {
      throw new Error('out of memory');
    },
  };
  aquarium.addEncoding(greedy);

  it('says so in one line naming the limit, exit 4, and as an error result under --json', async () => {
    const text = await run('solve', 'puzzles/aquarium/small-5x4.txt', '--engine', greedy.id);
    expect([text.code, text.err]).toEqual([4, expect.stringMatching(/^puzzlebench: out of memory: Z3 may use \d+ MB; try a smaller instance/)]);
    expect(text.err).not.toContain('internal error');
    const json = await run('solve', 'puzzles/aquarium/small-5x4.txt', '--engine', greedy.id, '--json');
    expect(json.code).toBe(4);
    expect(expectResult(json.out, 'error')).toMatchObject({ reason: 'memory' });
  });
});

describe('compare --format json', () => {
  it('maps every finer word of a run onto the one status vocabulary', () => {
    expect(statusOfRun).toEqual({
      sat: 'solved',
      unsat: 'no-solution',
      unknown: 'unknown',
      timeout: 'unknown',
      crashed: 'error',
      unsupported: 'error',
      rejected: 'invalid',
    });
    const record = (status: RunStatus) =>
      runRecord({
        file: 'a.txt',
        kind: 'jugs',
        engine: 'jugs/bfs',
        strategy: 'native',
        status,
        answer: '-',
        verdict: '-',
        totalMs: 12.345,
        solveMs: 1.26,
      });
    const written = formats.get('json').write({ records: Object.keys(statusOfRun).map((status) => record(status as RunStatus)), disagreements: [] });
    const comparison = expectComparison(written);
    expect(comparison.records.map((r) => [r.reason, r.status])).toEqual(Object.entries(statusOfRun));
    expect(comparison.records[0].timings).toEqual({ solveMs: 1.3, totalMs: 12.3 });
  });

  it('a real comparison: the records, and the verdict of the whole as a status', async () => {
    const { code, out } = await run(
      'compare',
      'puzzles/jugs/pour-4-4-3.txt',
      'puzzles/bridge/classic-17.txt',
      '--engines',
      'jugs/bfs,bridge/bfs',
      '--format',
      'json',
    );
    expect(code).toBe(0);
    const comparison = expectComparison(out);
    expect(comparison).toMatchObject({ command: 'compare', status: 'solved', disagreements: [] });
    expect(comparison.records.map((r) => [r.engine, r.status, r.reason])).toEqual([
      ['jugs/bfs', 'no-solution', 'unsat'],
      ['bridge/bfs', 'solved', 'sat'],
    ]);
    // The same words as solve's (--engine, --strategy, --json) give the same comparison.
    const same = await run(
      'compare',
      'puzzles/jugs/pour-4-4-3.txt',
      'puzzles/bridge/classic-17.txt',
      '--engine',
      'jugs/bfs,bridge/bfs',
      '--strategy',
      'native',
      '--json',
    );
    expect(expectComparison(same.out).records.map((r) => [r.engine, r.status, r.reason])).toEqual(
      comparison.records.map((r) => [r.engine, r.status, r.reason]),
    );
    const broken = formats.get('json').write({ records: [], disagreements: [{ file: 'a.txt', message: 'engines disagree: x | y' }] });
    expect(expectComparison(broken)).toMatchObject({ status: 'invalid', message: 'DISAGREEMENT (a bug found): a.txt: engines disagree: x | y' });
  }, 60_000);
});
