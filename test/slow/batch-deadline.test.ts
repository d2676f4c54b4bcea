// Several puzzles in one run, under the real command's watchdog (cli/deadline.ts): each puzzle has
// the whole --timeout from its own start. The middle one cannot be answered in time; the ones after
// it are still asked, and answered. --total-timeout ends the whole run as --timeout ends a puzzle.
// In the slow suite: it spends its deadlines on purpose.
import { describe, expect, it } from 'vitest';
import { type Result, batchSchema } from '../../src/kind/contract.ts';
import { sourceCli } from '../helpers/cli.ts';
import { expectContract } from '../helpers/contract.ts';

/** `solve FILES --json` through the plugin whose encoding never returns on grids wider than 6: its exit, result lines and summary. */
function spinning(files: string[], flags: string[]) {
  const run = sourceCli(
    ['solve', ...files, '--plugin', 'test/fixtures/plugins/spinning.ts', '--engine', 'aquarium/spins-when-wide', ...flags, '--json'],
    120_000,
  );
  const lines = run.stdout.trimEnd().split('\n');
  const results = () => lines.slice(0, -1).map((line) => expectContract(line) as Result);
  // Read when asked, after the exit status: a run that broke says why first.
  return { run, results, summary: () => batchSchema.parse(JSON.parse(lines.at(-1) ?? '')) };
}

describe('several puzzles, each with its own --timeout', () => {
  it('a puzzle out of time is unknown; the next ones are answered', () => {
    // Level 133 within 38 (the unsat half of its certificate): 40 s and more, past 15 s; the tiny levels: moments.
    const run = sourceCli(
      [
        'check',
        'puzzles/watersort/tiny-two-colours.txt',
        'puzzles/watersort/seed-water-133.txt',
        'puzzles/watersort/tiny-ball.txt',
        '--within',
        '38',
        '--engine',
        'watersort/strengthened',
        '--timeout',
        '15',
        '--json',
      ],
      120_000,
    );
    const lines = run.stdout.trimEnd().split('\n');
    const results = lines.slice(0, -1).map((line) => expectContract(line) as Result);
    expect(results.map((result) => result.status)).toEqual(['solved', 'unknown', 'solved']);
    expect(batchSchema.parse(JSON.parse(lines.at(-1) ?? ''))).toMatchObject({ total: 3, counts: { solved: 2, unknown: 1 } });
    expect(run.status).toBe(3);
  }, 150_000);

  it('--total-timeout: the whole run ends by its deadline, counted from the process start, even in a puzzle that would not stop', () => {
    // The first puzzle is solved inside it, start-up and the plugin's probe included, on a loaded machine too.
    const total = 20;
    const {
      run,
      results: resultLines,
      summary,
    } = spinning(
      ['puzzles/aquarium/small-5x4.txt', 'puzzles/aquarium/seed-10x10.txt', 'puzzles/aquarium/u-tank-6x6.txt'],
      ['--timeout', '100', '--total-timeout', String(total)],
    );
    expect(run.status, run.stderr).toBe(3);
    const results = resultLines();
    // The promise of --timeout, kept for the whole run: 1.5 T, and a little for start-up under load.
    expect(run.seconds).toBeLessThan(total * 1.5 + 5);
    // The second never returns: the whole run's watchdog stops it there; the third is not asked,
    // and still has its line, and the summary counts them all.
    expect(results.map((result) => [result.input, result.status])).toEqual([
      ['puzzles/aquarium/small-5x4.txt', 'solved'],
      ['puzzles/aquarium/seed-10x10.txt', 'unknown'],
      ['puzzles/aquarium/u-tank-6x6.txt', 'unknown'],
    ]);
    expect(results[1].message).toContain(`unknown after ${total} s (the whole run)`);
    // Read before it spun: the watchdog's result names its kind, as the run's own result would.
    expect(results[1].kind).toBe('aquarium');
    expect(results[2].message).toContain('not tried');
    expect(summary()).toMatchObject({ total: 3, status: 'unknown', counts: { solved: 1, unknown: 2 } });
  }, 150_000);

  it('a puzzle the watchdog has to stop (its formula never built) is unknown, and the run goes on in a new thread', () => {
    const {
      run,
      results: resultLines,
      summary,
    } = spinning(['puzzles/aquarium/small-5x4.txt', 'puzzles/aquarium/seed-10x10.txt', 'puzzles/aquarium/u-tank-6x6.txt'], ['--timeout', '12']);
    expect(run.status, run.stderr).toBe(3);
    const results = resultLines();
    expect(results.map((result) => result.input)).toEqual([
      'puzzles/aquarium/small-5x4.txt',
      'puzzles/aquarium/seed-10x10.txt',
      'puzzles/aquarium/u-tank-6x6.txt',
    ]);
    expect(results[0].status).toBe('solved');
    expect(results[1]).toMatchObject({ status: 'unknown', reason: 'deadline', message: expect.stringContaining('the run goes on') });
    // Asked in the new thread (read, its kind told): solved, or unknown on a machine too loaded for 12 s.
    expect(results[2]).toMatchObject({ kind: 'aquarium', engine: 'aquarium/spins-when-wide' });
    expect(summary()).toMatchObject({ total: 3 });
    expect(run.seconds).toBeLessThan(3 * 12 * 1.5 + 10);
  }, 150_000);

  it('the last puzzle stopped by its own --timeout still ends the run with its line and the summary', () => {
    const { run, results: resultLines, summary } = spinning(['puzzles/aquarium/small-5x4.txt', 'puzzles/aquarium/seed-10x10.txt'], ['--timeout', '12']);
    expect(run.status, run.stderr).toBe(3);
    const results = resultLines();
    expect(results.map((result) => [result.input, result.status])).toEqual([
      ['puzzles/aquarium/small-5x4.txt', 'solved'],
      ['puzzles/aquarium/seed-10x10.txt', 'unknown'],
    ]);
    expect(results[1].message).not.toContain('whole run');
    expect(summary()).toMatchObject({ total: 2, status: 'unknown', counts: { solved: 1, unknown: 1 } });
  }, 150_000);
});
