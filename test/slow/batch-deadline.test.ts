// Several puzzles in one run, under the real command's watchdog (cli/deadline.ts): each puzzle has
// the whole --timeout from its own start. The middle one cannot be answered in time; the ones after
// it are still asked, and answered. --total-timeout ends the whole run as --timeout ends a puzzle.
// In the slow suite: it spends its deadlines on purpose.
import { describe, expect, it } from 'vitest';
import { batchSchema } from '../../src/kind/contract.ts';
import { sourceCli } from '../helpers/cli.ts';
import { expectContract } from '../helpers/contract.ts';

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
    const results = lines.slice(0, -1).map((line) => expectContract(line));
    expect(results.map((result) => result.status)).toEqual(['solved', 'unknown', 'solved']);
    expect(batchSchema.parse(JSON.parse(lines.at(-1) ?? ''))).toMatchObject({ total: 3, counts: { solved: 2, unknown: 1 } });
    expect(run.status).toBe(3);
  }, 150_000);

  it('--total-timeout: the run ends by its deadline, counted from the process start; what it did not reach is not answered', () => {
    const total = 20;
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
        '100',
        '--total-timeout',
        String(total),
        '--json',
      ],
      120_000,
    );
    expect(run.status, run.stderr).toBe(3);
    // The promise of --timeout, kept for the whole run: 1.5 T, and a little for start-up under load.
    expect(run.seconds).toBeLessThan(total * 1.5 + 5);
    const results = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type?: string; status: string; input?: string; message: string });
    const answers = results.filter((result) => result.type !== 'summary');
    expect(answers[0]).toMatchObject({ status: 'solved', input: 'puzzles/watersort/tiny-two-colours.txt' });
    // Level 133 is out of time whichever clock stops it: its own budget (then the last is not tried,
    // and the summary follows) or, on a loaded machine, the watchdog (which stops the run there).
    expect(answers.slice(1).map((result) => result.status)).toEqual(answers.length === 3 ? ['unknown', 'unknown'] : ['unknown']);
    if (answers.length === 3) expect(answers[2].message).toContain('not tried');
  }, 150_000);
});
