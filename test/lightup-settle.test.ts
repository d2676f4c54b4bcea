// Light Up's deductions by hand (src/kinds/lightup/settle.ts) held to the backtracking oracle: on
// small puzzles made from random lightings, with few numbers or many, every cell they settle has
// that value in every solution (puzzles with several solutions among them).
import { describe, expect, it } from 'vitest';
import { points } from '../src/dsl/grid/index.ts';
import { seededRandom } from '../src/format/random.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkLightUp } from '../src/kinds/lightup/check.ts';
import { type LightUp, type LightUpCell, isWhite, sightOf, whiteBeside } from '../src/kinds/lightup/format.ts';
import { settle } from '../src/kinds/lightup/settle.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.lightup.made.spec;
/** Puzzles from random lightings: black cells at random, bulbs put in unlit cells at random until all are lit, and a share of the black cells numbered by their bulbs. */
function madePuzzles(count: number, numbered: number, seed: number): LightUp[] {
  const random = seededRandom(seed, 3);
  const made: LightUp[] = [];
  while (made.length < count) {
    const [width, height] = [4 + (made.length % 3), 4 + ((made.length >> 1) % 2)];
    const cells: LightUpCell[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => (random.next() < 0.3 ? 'black' : null)));
    const p: LightUp = { width, height, cells };
    const bulbs = cells.map((line) => line.map(() => false));
    const lit = cells.map((line) => line.map(() => false));
    const white = points(p).filter((cell) => isWhite(p, cell));
    for (const cell of white.sort(() => random.next() - 0.5)) {
      if (lit[cell.row][cell.col]) continue;
      bulbs[cell.row][cell.col] = true;
      for (const seen of [cell, ...sightOf(p, cell)]) lit[seen.row][seen.col] = true;
    }
    for (const cell of points(p))
      if (!isWhite(p, cell) && random.next() < numbered) cells[cell.row][cell.col] = whiteBeside(p, cell).filter(({ row, col }) => bulbs[row][col]).length;
    if (white.length > 0 && checkLightUp(p, bulbs).length === 0) made.push(p);
  }
  return made;
}

describe('the deductions by hand (settle.ts)', () => {
  it.each([
    ['few numbers', 0.3, 1],
    ['many numbers', 0.9, 2],
  ])('settle only what every solution has (%s)', (_, numbered, seed) => {
    let [checked, settled, several, byTrials] = [0, 0, 0, 0];
    for (const p of madePuzzles(sampleSize(20, 60), numbered, seed)) {
      const bulb = settle(p);
      const untried = settle(p, false);
      byTrials += bulb.filter((value, i) => value !== undefined && untried[i] === undefined).length;
      // Held to every solution: a puzzle with more than the oracle lists is left out.
      const solutions = spec.oracle?.(p, 200) ?? [];
      expect(solutions.length).toBeGreaterThan(0);
      if (solutions.length === 200) continue;
      checked++;
      if (solutions.length > 1) several++;
      for (const solution of solutions) solution.flat().forEach((isBulb, i) => expect(bulb[i] ?? isBulb).toBe(isBulb));
      settled += bulb.filter((value, i) => value !== undefined && isWhite(p, points(p)[i])).length;
    }
    // Puzzles with several solutions are among them, and the deductions do settle white cells, the
    // trials some that the rules alone leave open.
    expect(checked).toBeGreaterThan(sampleSize(16, 50));
    expect(several).toBeGreaterThan(sampleSize(1, 5));
    expect(settled).toBeGreaterThan(sampleSize(66, 200));
    expect(byTrials).toBeGreaterThan(sampleSize(1, 5));
  });

  it('settles nothing where the rules end in a contradiction (Z3 says there is no solution)', () => {
    // A 2 with one white cell beside it.
    const p: LightUp = {
      width: 2,
      height: 2,
      cells: [
        [2, null],
        ['black', 'black'],
      ],
    };
    expect(settle(p)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("every encoding finds the oracle's solutions on puzzles made so", async () => {
    await expectOracleAgreement(spec, madePuzzles(10, 0.5, 4), 3);
  });

  it('every encoding agrees with the oracle where a number breaks the rules, one with no white cell beside it too', async () => {
    // A 1 walled in by black cells, which the deductions never look at (they go by white cells).
    const walledIn: LightUp = {
      width: 3,
      height: 3,
      cells: [
        [1, 'black', null],
        ['black', null, null],
        [null, null, null],
      ],
    };
    // Each made puzzle's numbers one higher: most then have no solution.
    const raised = madePuzzles(8, 0.5, 6).map((p) => ({
      ...p,
      cells: p.cells.map((line) => line.map((cell) => (typeof cell === 'number' ? Math.min(cell + 1, 4) : cell))),
    }));
    expect(spec.oracle?.(walledIn, 1)).toEqual([]);
    expect(raised.filter((p) => spec.oracle?.(p, 1).length === 0).length).toBeGreaterThan(3);
    await expectOracleAgreement(spec, [walledIn, ...raised], 3);
  });
});
