// A seed gives the same puzzle run after run, for the generators whose searches ask Z3 for rival
// solutions. In separate processes: within one process the model Z3 returns can depend on what the
// session solved before, so only a fresh process shows that the seed alone decides. In the slow
// suite: four processes that each start Z3 and generate an 8x8 took 22 s of a 5-minute `npm test`.
import { describe, expect, it } from 'vitest';
import { sourceCli } from '../helpers/cli.ts';

const generate = (kind: string, size: number, seed: number) => sourceCli(['generate', kind, '--size', String(size), '--seed', String(seed)]);

describe('generate makes the same puzzle for the same seed, run after run', () => {
  for (const [kind, size, seed] of [
    ['starbattle', 8, 7],
    ['lits', 8, 7],
  ] as const) {
    it(`${kind} ${size}x${size}, seed ${seed}`, () => {
      const [first, second] = [generate(kind, size, seed), generate(kind, size, seed)];
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout.length).toBeGreaterThan(0);
      expect(second.stdout).toBe(first.stdout);
    }, 120_000);
  }
});
