// Hitori's deductions by hand (src/kinds/hitori/settle.ts) held to the backtracking oracle, and the
// settled encoding against it too.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/format/random.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { deductions } from '../src/kinds/hitori/settle.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.hitori.made.spec;
/**
 * Small grids of a Latin pattern (each number once per line) with some cells then set at random:
 * many have several solutions, some one, some none (random numbers alone have mostly none).
 */
const randomPuzzles = (seed: number, count: number) => {
  const random = seededRandom(seed, 3);
  return Array.from({ length: count }, (_, i) => {
    const [width, height] = [2 + (i % 4), 2 + ((i >> 2) % 4)];
    const side = Math.max(width, height);
    const step = random.between(1, side - 1);
    const numbers = Array.from({ length: height }, (_, row) => Array.from({ length: width }, (_, col) => ((row * step + col) % side) + 1));
    for (let changes = random.between(1, (width * height) / 2); changes > 0; changes--)
      numbers[random.between(0, height - 1)][random.between(0, width - 1)] = random.between(1, side);
    return { width, height, numbers };
  });
};

describe('the deductions by hand (settle.ts)', () => {
  // Every cell the deductions settle has that shading in every solution, and they find a
  // contradiction only where there is no solution.
  it('settle only what every solution has, and find no contradiction where there is a solution', () => {
    const { settled, byTrials, several, none, refuted } = holdToOracle({
      puzzles: randomPuzzles(13, sampleSize(40, 120)),
      solutions: (p) => spec.oracle?.(p, 20) ?? [],
      deduce: (p) => deductions(p),
      untried: (p) => deductions(p, false),
      valuesOf: (solution) => solution.flat(),
    });
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled, some by the trials alone.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(sampleSize(3, 10));
    expect(settled).toBeGreaterThan(sampleSize(100, 300));
    expect(byTrials).toBeGreaterThan(sampleSize(33, 100));
  });

  it('leave the settled encoding with the same solutions as the oracle', async () => {
    await expectOracleAgreement(spec, randomPuzzles(17, 12), 3);
  });
});
