// One deadline for the whole run, the slow cases (test/deadline.test.ts has one of each kind): more
// works that no Z3 check can time out, the SAT core stopped mid-check, and the budget kept back for
// a proof. Each is a process of the CLI as users run it, several seconds; wall limits are generous
// (start-up under tsx, and a loaded 2-core machine), the exit code and the words are exact.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUnknownInTime, leftOver, sourceCli as cli } from '../helpers/cli.ts';
import { expectResult } from '../helpers/contract.ts';

const folder = mkdtempSync(join(tmpdir(), 'puzzlebench-deadline-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

const hard = {
  // Jugs of 10^8 litres with a tap: 5 * 10^7 litres is reachable (gcd 1), so no proof of
  // impossibility ends the run, but only by a plan of about 10^8 moves, which no horizon reaches.
  'jugs of 10^8 litres, a plan of 10^8 moves': ['solve', file('big-jugs.txt', 'jugs: 100000001 100000000\nstart: 0 0\ntap: yes\ntarget: any 50000000\n')],
  // Generating the site's largest Star Battle takes minutes of rival searches.
  'generating a 25x25 Star Battle with 6 stars': ['generate', 'starbattle', '--size', '25', '--stars', '6'],
  // Twelve people on the bridge (the most it takes): the search space is 2^13 sides and the horizons long.
  'a bridge of twelve people': [
    'solve',
    file('bridge-12.txt', `people: ${Array.from({ length: 12 }, (_, i) => `P${i} ${i + 1}`).join(', ')}\ncapacity: 2\ntorch: 500\n`),
  ],
};

describe('--timeout bounds the whole run', () => {
  for (const [what, args] of Object.entries(hard)) {
    it(`${what}: unknown, exit 3, within 1.5 T plus start-up, nothing left running`, () => expectUnknownInTime(args, folder));
  }

  it("a puzzle the watchdog stops after reading it: its result names the input and the kind, as the run's own would", () => {
    // The plugin's encoding never returns on a 10x10 grid: only the watchdog ends the run, after the puzzle was read.
    const spinning = ['--plugin', 'test/fixtures/plugins/spinning.ts', '--engine', 'aquarium/spins-when-wide'];
    const run = cli(['solve', 'puzzles/aquarium/seed-10x10.txt', ...spinning, '--timeout', '3', '--json']);
    expect(run.status, run.stderr).toBe(3);
    expect(expectResult(run.stdout, 'unknown')).toMatchObject({
      kind: 'aquarium',
      input: 'puzzles/aquarium/seed-10x10.txt',
      reason: 'deadline',
      message: 'unknown after 3 s (the run was stopped at its deadline)',
    });
  });

  it("the SAT core alone (water sort's default strategy) stops at the deadline too, mid-check", () => {
    // Level 133 under strengthened: the check at 38 pours runs in Z3's 'sat' tactic when the time
    // is up (a quarter of the budget is kept for a proof, which the search engine does not find).
    // The promise, not the race: whether Z3's own timeout or the watchdog ends the check first
    // depends on the machine's load, so the words after 'unknown after' are not pinned.
    const run = cli(['solve', 'puzzles/watersort/seed-water-133.txt', '--engine', 'strengthened', '--timeout', '2', '--json']);
    expect(run.status, run.stderr).toBe(3);
    expect(expectResult(run.stdout, 'unknown').command).toBe('solve');
    expect(run.seconds).toBeLessThan(2 * 1.5 + 12);
    expect(leftOver(folder)).toEqual([]);
  });

  it('jugs of 10^8 litres without a tap: the budget kept back for a proof proves there is no plan', () => {
    // Only two states are reachable, (0, 10^8) and (10^8, 0): the horizons cannot see that, Spacer can.
    // The budget counts from the process's start, and the proof gets the quarter kept back: at 10 s,
    // a loaded machine's start-up left Spacer too little and the run said 'unknown' (issue 31); at
    // 24 s, a CI run beside other work at a load of 13 ran out too (Spacer takes 2-3 s there).
    const puzzle = file('big-jugs-no-tap.txt', 'jugs: 100000001 100000000\nstart: 0 100000000\ntap: no\ntarget: any 5\n');
    const run = cli(['solve', puzzle, '--engine', 'jugs/conserving', '--timeout', '40']);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^impossible: proved by inductive invariant \(Z3 Horn clauses\)/);
    expect(leftOver(folder)).toEqual([]);
    // By default the state graph lists those two states (without looping over 10^8 levels) and
    // labels them, well inside the budget.
    const listed = cli(['solve', puzzle, '--timeout', '10']);
    expect(listed.status, listed.stderr).toBe(1);
    expect(listed.stdout).toMatch(/^impossible: proved by distance labels: distance labels over all 2 states/);
    expect(listed.seconds).toBeLessThan(8);
  });
});
