// Several puzzles in one run: solve A B C and --lines FILE, text and JSON lines (each line a result
// in the contract, the last a summary in its own schema), bad input as one result among the
// others, the exit status the worst of theirs. (Each puzzle's own --timeout under the real
// command's watchdog: test/slow/batch-deadline.test.ts.)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { type Result, batchSchema } from '../src/kind/contract.ts';
import { capture } from './helpers/capture.ts';
import { expectContract } from './helpers/contract.ts';

const TASK = '3_3_3_4_5_4_5_4_2_4_3_4;1,2,2,2,2,2,1,2,2,1,3,2,1,1,1,1,3,2,1,4,4,1,3,3,5,4,4,1,3,6,5,5,5,5,6,6';

/** JSON lines: every line but the last a result in the contract; the last the summary. */
function jsonLines(stdout: string) {
  const lines = stdout.trimEnd().split('\n');
  const results = lines.slice(0, -1).map((line) => expectContract(line) as Result);
  const summary = batchSchema.parse(JSON.parse(lines.at(-1) ?? ''));
  return { results, summary };
}

describe('several puzzles in one run', () => {
  it('solves each file in turn; a bad one is a result among the others; the worst status is the exit', async () => {
    const io = capture();
    const code = await main(
      ['solve', 'puzzles/aquarium/small-5x4.txt', 'puzzles/aquarium/unsolvable-4x4.txt', 'no-such-file.txt', 'puzzles/jugs/classic-3-5.txt'],
      io,
    );
    expect(code).toBe(2);
    const out = io.stdout();
    expect(out.match(/^== .*$/gm)).toEqual([
      '== puzzles/aquarium/small-5x4.txt (aquarium)',
      '== puzzles/aquarium/unsolvable-4x4.txt (aquarium)',
      '== no-such-file.txt',
      '== puzzles/jugs/classic-3-5.txt (jugs)',
    ]);
    expect(out).toContain('no solution: the clues contradict the rules\n');
    expect(out).toContain('no-such-file.txt: path: no such file');
    expect(out.trimEnd().split('\n').at(-1)).toMatch(/^4 puzzles: 2 solved, 1 no-solution, 1 invalid \([\d.]+ s in all\)$/);
  }, 60_000);

  it('--json: one result per line in the contract, then the summary', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/aquarium/small-5x4.txt', 'puzzles/aquarium/two-solutions-4x4.txt', '--unique', '--json'], io)).toBe(0);
    const { results, summary } = jsonLines(io.stdout());
    expect(results.map((result) => [result.input, result.status])).toEqual([
      ['puzzles/aquarium/small-5x4.txt', 'solved'],
      ['puzzles/aquarium/two-solutions-4x4.txt', 'solved'],
    ]);
    expect(summary).toMatchObject({ command: 'solve', type: 'summary', status: 'solved', total: 2, counts: { solved: 2, 'no-solution': 0, invalid: 0 } });
  }, 60_000);

  it('--lines: each line of a file is a puzzle, named by its line; comments and blank lines are skipped', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'puzzlebench-lines-')), 'month.txt');
    writeFileSync(file, `# two Aquarium tasks and a slip\n${TASK}\n\n3_3;1,2\n${TASK}\n`);
    const io = capture();
    expect(await main(['solve', '--lines', file, '--kind', 'aquarium', '--json'], io)).toBe(2);
    const { results, summary } = jsonLines(io.stdout());
    expect(results.map((result) => [result.input, result.status])).toEqual([
      [`${file}:2`, 'solved'],
      [`${file}:4`, 'invalid'],
      [`${file}:5`, 'solved'],
    ]);
    expect(summary).toMatchObject({ status: 'invalid', total: 3, counts: { solved: 2, invalid: 1 } });
  }, 60_000);

  it('--total-timeout: the puzzles the whole run leaves no time for are unknown, not tried, and still one line each', async () => {
    const io = capture();
    // The first needs a search (it has two solutions): Z3's check alone takes milliseconds. A
    // puzzle its deductions settle took under one in a process that had loaded the catalogue for an
    // earlier file (npm test's shared processes), and left the second puzzle time to be tried.
    const files = ['puzzles/aquarium/two-solutions-4x4.txt', 'puzzles/aquarium/seed-10x10.txt', 'no-such-file.txt'];
    expect(await main(['solve', ...files, '--total-timeout', '0.001', '--json'], io)).toBe(3);
    const { results, summary } = jsonLines(io.stdout());
    expect(results.map((result) => result.input)).toEqual(files);
    // The first is asked with what is left (a millisecond at most); the others are not even read.
    for (const result of results.slice(1)) {
      expect(result).toMatchObject({ status: 'unknown', reason: 'deadline', kind: null });
      expect(result.message).toBe("unknown: not tried, the run's --total-timeout of 0.001 s had passed");
    }
    expect(summary).toMatchObject({ status: 'unknown', total: 3 });
    expect(summary.counts.unknown).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('on a terminal, a progress bar on stderr names the puzzle under way and is cleared before each answer', async () => {
    const io = { ...capture(), interactive: true };
    const files = ['puzzles/aquarium/small-5x4.txt', 'puzzles/aquarium/two-solutions-4x4.txt'];
    expect(await main(['solve', ...files], io)).toBe(0);
    const clear = '\r\x1b[K';
    expect(io.stderr().startsWith(`${clear}[....................] 0/2 ${files[0]}${clear}`)).toBe(true);
    expect(io.stderr()).toContain(`${clear}[##########..........] 1/2 ${files[1]}${clear}`);
    expect(io.stdout()).not.toContain('\r');
    // Piped, no bar.
    const piped = capture();
    expect(await main(['solve', ...files], piped)).toBe(0);
    expect(piped.stderr()).not.toContain('\r');
  }, 60_000);

  it('check over a level pack, and a picture refused for several puzzles', async () => {
    const io = capture();
    expect(await main(['check', 'puzzles/watersort/tiny-two-colours.txt', 'puzzles/watersort/tiny-ball.txt', '--within', '1'], io)).toBe(1);
    expect(io.stdout()).toMatch(/2 puzzles: .*no-solution/);
    const svg = capture();
    expect(await main(['solve', 'puzzles/aquarium/small-5x4.txt', 'puzzles/aquarium/small-5x4.txt', '--svg', 'out.svg'], svg)).toBe(2);
    expect(svg.stderr()).toContain('--svg draws one puzzle');
  }, 60_000);
});
