// Skyscrapers: the deductions by hand (settle.ts) against the backtracking oracle on small random
// puzzles, with several solutions or none as often as one; and the settled encoding against the oracle.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { skyscrapersSolving } from '../encodings/skyscrapers/index.ts';
import { settled, settledWith } from '../encodings/skyscrapers/settled.ts';
import { Registry } from '../src/dsl/registry.ts';
import { type Random, seededRandom } from '../src/format/random.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { SIDES, type Skyscrapers, parseSkyscrapers, seen, sightLine } from '../src/kinds/skyscrapers/format.ts';
import { candidates } from '../src/kinds/skyscrapers/settle.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.skyscrapers.made.spec;

/** A random Latin square's true clues, some dropped, some off by one; a few givens, some of them wrong. */
function randomSkyscrapers(random: Random, n: number): Skyscrapers {
  const pick = (count: number) => Math.floor(random.next() * count);
  const [rowOrder, colOrder, heightOrder] = [0, 1, 2].map(() => Array.from({ length: n }, (_, i) => i).sort(() => random.next() - 0.5));
  const square = rowOrder.map((r) => colOrder.map((c) => heightOrder[(r + c) % n] + 1));
  const clue = (side: (typeof SIDES)[number], i: number) => {
    const roll = random.next();
    const count = seen(sightLine(n, side, i).map(({ row, col }) => square[row][col]));
    return roll < 0.45 ? null : roll < 0.49 ? Math.min(n, Math.max(1, count + (random.next() < 0.5 ? 1 : -1))) : count;
  };
  const sides = Object.fromEntries(SIDES.map((side) => [side, Array.from({ length: n }, (_, i) => clue(side, i))])) as Pick<
    Skyscrapers,
    (typeof SIDES)[number]
  >;
  const givens = square.map((line) => line.map((height) => (random.next() < 0.1 ? (random.next() < 0.1 ? 1 + pick(n) : height) : null)));
  return { width: n, height: n, ...sides, givens };
}

describe('the deductions by hand (settle.ts)', () => {
  it('keep every height some solution has, and find no contradiction where there is a solution', () => {
    const random = seededRandom(25, 3);
    let [struck, several, none, byTrials] = [0, 0, 0, 0];
    const refuted = [0, 0];
    for (let i = 0; i < 180; i++) {
      const n = 3 + (i % 3);
      const p = randomSkyscrapers(random, n);
      const solutions = spec.oracle?.(p, 200) ?? [];
      const struckBefore = struck;
      for (const tries of [false, true]) {
        const left = candidates(p, tries);
        const empty = left.flat().some((mask) => mask === 0);
        for (const solution of solutions)
          solution.forEach((line, row) =>
            line.forEach((height, col) =>
              expect(left[row][col] & (1 << (height - 1)), `puzzle ${i}${tries ? ' with trials' : ''}: (${row},${col})`).not.toBe(0),
            ),
          );
        if (solutions.length > 0) expect(empty, `puzzle ${i}`).toBe(false);
        if (empty) refuted[tries ? 1 : 0]++;
        const count = left.flat().reduce((sum, mask) => sum + n - mask.toString(2).replace(/0/g, '').length, 0);
        if (tries && !empty && count > struck - struckBefore) byTrials++;
        if (!tries) struck += count;
      }
      if (solutions.length > 1) several++;
      if (solutions.length === 0) none++;
    }
    // Each case is met: several solutions, none (and found so by the deductions), heights struck.
    expect(several).toBeGreaterThan(20);
    expect(none).toBeGreaterThan(45);
    expect(refuted[0]).toBeGreaterThan(35);
    // The trials strike heights the line deductions leave.
    expect(byTrials).toBeGreaterThan(5);
    expect(struck).toBeGreaterThan(1000);
  });

  it('leave skyscrapers/settled finding what the oracle finds', async () => {
    const random = seededRandom(25, 4);
    const puzzles = Array.from({ length: 9 }, (_, i) => randomSkyscrapers(random, 3 + (i % 3)));
    const settledOnly = { ...spec, ...skyscrapersSolving, encodings: new Registry('encoding', [settled, settledWith(true)]) };
    await expectOracleAgreement(settledOnly, puzzles, 3);
  }, 30_000);

  it('keep each bundled solution', () => {
    for (const name of ['janko-6x6', 'janko-8x8', 'janko-8x8-b', 'tatham-6x6', 'pt-task-5x5']) {
      const p = parseSkyscrapers(readFileSync(`puzzles/skyscrapers/${name}.txt`, 'utf8'), name);
      const left = candidates(p, true);
      const solution = readFileSync(`puzzles/skyscrapers/${name}.solution`, 'utf8').trim().split('\n');
      solution.forEach((line, row) =>
        [...line.replace(/\s/g, '')].forEach((height, col) => expect(left[row][col] & (1 << (Number(height) - 1)), `${name} (${row},${col})`).not.toBe(0)),
      );
    }
  });
});
