// Several puzzles in one run, under the real command's watchdog (cli/deadline.ts): each puzzle has
// the whole --timeout from its own start. The middle one cannot be answered in time; the ones after
// it are still asked, and answered. In the slow suite: it spends its --timeout on purpose.
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
});
