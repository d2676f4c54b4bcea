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
import { expectResult } from './helpers/contract.ts';

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
