// One deadline for the whole run: --timeout T ends with 'unknown' (exit 3) even where the work is
// not a Z3 check (building a formula, a search, a proof), and leaves no process behind. The CLI is
// run as users run it, as its own process; wall limits are generous (start-up under tsx, and a
// loaded 2-core machine), the exit code and the words are exact. One run of each kind of promise
// is here; the other works that no check can time out (jugs of 10^8 litres, a 25x25 generator, a
// bridge of twelve), the SAT core mid-check and the proof in the budget kept back are
// test/slow/deadline.test.ts, a process of several seconds each.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUnknownInTime, sourceCli as cli } from './helpers/cli.ts';
import { expectContract, expectResult } from './helpers/contract.ts';
import { type Result, batchSchema } from '../src/kind/contract.ts';

const folder = mkdtempSync(join(tmpdir(), 'puzzlebench-deadline-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

/** 28 colours (numbered) shuffled into 28 tubes of 4, and two empty tubes: 30 tubes in all. */
function thirtyTubes(): string {
  const units = Array.from({ length: 28 * 4 }, (_, unit) => Math.floor(unit / 4) + 1);
  let state = 7;
  for (let unit = units.length - 1; unit > 0; unit--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const other = state % (unit + 1);
    [units[unit], units[other]] = [units[other], units[unit]];
  }
  const tubes = Array.from({ length: 28 }, (_, tube) => units.slice(tube * 4, tube * 4 + 4).join(' '));
  return ['capacity: 4', ...tubes, '-', '-', ''].join('\n');
}

// Encoding the 14-tube level for one-hot on one reused QF_FD solver takes longer than the budget:
// no Z3 check to time out.
const oneHot = ['solve', 'puzzles/watersort/seed-water-133.txt', '--engine', 'one-hot', '--strategy', 'qf-fd-pb'];

describe('--timeout bounds the whole run', () => {
  it('a 14-tube level under one-hot: unknown, exit 3, within 1.5 T plus start-up, nothing left running', () => expectUnknownInTime(oneHot, folder));

  it("a 30-tube level under strengthened is refused up front (its horizon limit is below the plan's least length)", () => {
    const run = cli(['solve', file('thirty.txt', thirtyTubes()), '--engine', 'watersort/strengthened', '--timeout', '10']);
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /^puzzlebench: watersort\/strengthened is built for at most 18 moves on this puzzle .* the search engine watersort\/search answers it\n$/,
    );
  });

  it('says unknown as JSON under --json', () => {
    const run = cli([...oneHot, '--timeout', '1', '--json']);
    expect(run.status, run.stderr).toBe(3);
    const result = expectResult(run.stdout, 'unknown');
    expect(result.command).toBe('solve');
  });

  it('answers as before when the run ends in time', () => {
    const run = cli(['solve', 'puzzles/aquarium/small-5x4.txt', '--unique', '--timeout', '30']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('unique: yes (proved)');
  });
});

// --timeout 0.05 (or --total-timeout) ends before Node has loaded the solving thread: the watchdog
// fires while no puzzle is named yet, and its results still name each one, in the documented shape.
describe('a deadline that passes before any puzzle is read', () => {
  const three = ['puzzles/aquarium/small-5x4.txt', 'puzzles/aquarium/u-tank-6x6.txt', 'bench/puzzles/lits-50x50.txt'];

  for (const flag of ['--total-timeout', '--timeout']) {
    it(`several puzzles under ${flag}: a JSON line for each, then the summary`, () => {
      const run = cli(['solve', ...three, flag, '0.05', '--json']);
      expect(run.status, run.stderr).toBe(3);
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(4);
      const results = lines.slice(0, 3).map((line) => expectContract(line) as Result);
      expect(results.map((result) => [result.input, result.status])).toEqual(three.map((input) => [input, 'unknown']));
      expect(batchSchema.parse(JSON.parse(lines[3]))).toMatchObject({ total: 3, status: 'unknown', counts: { unknown: 3 } });
    });
  }

  it('one puzzle: its result names the input (and --kind, when given), and the hint builds on T', () => {
    const run = cli(['solve', 'bench/puzzles/lits-50x50.txt', '--kind', 'lits', '--timeout', '0.05', '--json']);
    expect(run.status, run.stderr).toBe(3);
    const result = expectResult(run.stdout, 'unknown');
    expect(result).toMatchObject({
      input: 'bench/puzzles/lits-50x50.txt',
      kind: 'lits',
      message: 'unknown after 0.05 s (the run was stopped at its deadline)',
    });
    const text = cli(['solve', 'bench/puzzles/lits-50x50.txt', '--timeout', '0.5']);
    expect(text.stderr).toContain('try --timeout 2\n');
  });
});
