// The deductions by hand (src/kinds/aquarium/settle.ts) held to the brute-force oracle: on small
// random Aquariums, under both level rules, with clues missing or off by one (so some have several
// solutions and some none), every solution agrees with every tank row settled, and a contradiction
// is claimed only where there is no solution.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/format/random.ts';
import type { Aquarium } from '../src/kinds/aquarium/aquarium.ts';
import { generateAquarium } from '../src/kinds/aquarium/generate.ts';
import { settle } from '../src/kinds/aquarium/settle.ts';
import { hintMarks } from '../src/kind/grid-play.ts';
import { catalogue } from '../src/catalogue/index.ts';

const spec = catalogue.aquarium.made.spec;
const oracle = spec.oracle;

/** A random small Aquarium: generated tanks and water, then clues dropped or moved by one. */
function randomAquarium(seed: number): Aquarium {
  const random = seededRandom(seed, 11);
  const [width, height] = [random.between(3, 6), random.between(3, 5)];
  const { puzzle } = generateAquarium({ width, height, seed, smallestTank: 2, largestTank: random.between(3, 7) });
  const blur = (clue: number | null, most: number) => {
    const roll = random.next();
    if (roll < 0.2) return null;
    return roll < 0.3 ? Math.max(0, Math.min(most, (clue ?? 0) + random.pick([-1, 1]))) : clue;
  };
  return {
    ...puzzle,
    rule: random.next() < 0.4 ? 'connected-level' : 'tank-level',
    rows: puzzle.rows.map((clue) => blur(clue, width)),
    columns: puzzle.columns.map((clue) => blur(clue, height)),
  };
}

describe('Aquarium deductions by hand', () => {
  it('keep every solution: each settled tank row is water or air in all of them (aquarium/settled is sound)', () => {
    const seen = { solutions: 0, unsolvable: 0, several: 0, settled: 0, broken: 0, connected: 0 };
    for (let seed = 1; seed <= 150; seed++) {
      const p = randomAquarium(seed);
      const solutions = oracle?.(p, 50) ?? [];
      const { segments, water, broken } = settle(p);
      const where = `seed ${seed}: ${JSON.stringify(p)}`;
      if (broken) expect(solutions, where).toEqual([]);
      for (const grid of solutions)
        segments.forEach(({ row, cols }, i) => {
          if (water[i] !== undefined) for (const col of cols) expect(grid[row][col], `${where} at (${row + 1},${col + 1})`).toBe(water[i]);
        });
      seen.solutions += solutions.length;
      seen.unsolvable += solutions.length === 0 ? 1 : 0;
      seen.several += solutions.length > 1 ? 1 : 0;
      seen.settled += water.filter((known) => known !== undefined).length;
      seen.broken += broken ? 1 : 0;
      seen.connected += p.rule === 'connected-level' ? 1 : 0;
    }
    // Held to puzzles of every sort, and the deductions did settle and refute some.
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(10);
  }, 60_000);

  it('keep every solution on lines of 26 to 30 cells, whose clues reach 30 (the most the sums as bits hold)', () => {
    let [settled, one, none, refuted] = [0, 0, 0, 0];
    for (let seed = 1; seed <= 24; seed++) {
      const random = seededRandom(seed, 13);
      const [long, short] = [random.between(26, 30), 2];
      const [width, height] = seed % 2 ? [long, short] : [short, long];
      const { puzzle } = generateAquarium({ width, height, seed, smallestTank: 4, largestTank: 9 });
      // Every other puzzle has a clue off by one, so some have no solution.
      const p: Aquarium = seed % 4 < 2 ? puzzle : { ...puzzle, rows: puzzle.rows.map((clue, row) => (row === 0 && clue ? clue - 1 : clue)) };
      const solutions = oracle?.(p, 50) ?? [];
      const { segments, water, broken } = settle(p);
      const where = `seed ${seed}: ${JSON.stringify(p)}`;
      if (broken) expect(solutions, where).toEqual([]);
      if (solutions.length === 1) one++;
      if (solutions.length === 0) none++;
      if (broken) refuted++;
      for (const grid of solutions)
        segments.forEach(({ row, cols }, i) => {
          if (water[i] !== undefined) for (const col of cols) expect(grid[row][col], `${where} at (${row + 1},${col + 1})`).toBe(water[i]);
        });
      settled += water.filter((known) => known !== undefined).length;
    }
    // The draw meets each case: one solution, none, and the deductions finding that out.
    expect(settled).toBeGreaterThan(10);
    expect([one, none, refuted].map((count) => count >= 3)).toEqual([true, true, true]);
  }, 60_000);

  it("a hint on a settled cell names the clues' rules, through row-level (reasonsBy), not the deductions", async () => {
    const file = 'puzzles/aquarium/seed-10x10.txt';
    const input = { source: file, text: readFileSync(file, 'utf8') };
    const marks = spec.parse(input).tanks.map((line) => line.map(() => null));
    // Every tank row of this puzzle is settled, so whichever cell the hint names is one of them.
    expect(settle(spec.parse(input)).water).not.toContain(undefined);
    const result = await hintMarks(spec, input, marks, {});
    expect(result).toMatchObject({ engine: 'aquarium/row-level' });
    expect(result.message).toMatch(/^\(\d+,\d+\) is (water|air): forced by the rules? '(row clues|column clues)'/);
    expect(result.message).not.toContain('settled');
  }, 30_000);
});
