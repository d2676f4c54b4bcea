// Slitherlink's deductions by hand (settle.ts) held to the backtracking oracle on small random
// puzzles, many with several solutions or none.
import { describe, expect, it } from 'vitest';
import { SIDES } from '../src/dsl/grid/index.ts';
import { seededRandom } from '../src/format/random.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkSlitherlink } from '../src/kinds/slitherlink/check.ts';
import { type Slitherlink, onLoop } from '../src/kinds/slitherlink/format.ts';
import { type Kin, deductions } from '../src/kinds/slitherlink/settle.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.slitherlink.made.spec;

/** A puzzle of the given size: clues counted from a random loop (so it has a solution), or random clues (often none), on a share of the cells. */
function puzzle(random: { next(): number }, width: number, height: number, fromLoop: boolean): Slitherlink {
  const share = 0.2 + 0.6 * random.next();
  for (;;) {
    const shape = Array.from({ length: height }, () => Array.from({ length: width }, () => random.next() < 0.5));
    const bare = { width, height, clues: shape.map((line) => line.map(() => null)) };
    if (fromLoop && checkSlitherlink(bare, shape).length > 0) continue;
    const clues = shape.map((line, row) =>
      line.map((_, col) => {
        if (random.next() >= share) return null;
        return fromLoop ? SIDES.filter((side) => onLoop(shape, { row, col }, side)).length : Math.floor(random.next() * 4);
      }),
    );
    return { width, height, clues };
  }
}

/** Whether a solution has what the deductions say of each cell: inside as the outside differs, or as its named cell (flipped when it differs). */
const agrees = (known: Kin[], inside: boolean[]) =>
  known.every((kin, cell) => inside[cell] === (kin.with < 0 ? kin.differs : inside[kin.with] !== kin.differs));
const settledCount = (known: Kin[]) => known.filter((kin, cell) => kin.with !== cell).length;

describe('the deductions by hand (settle.ts)', () => {
  // Every relation the deductions settle (a cell inside or outside, two cells alike or apart) holds
  // in every solution, and they find a contradiction only where there is no solution.
  it('settle only what every solution has, and find no contradiction where there is a solution', () => {
    const random = seededRandom(25, 5);
    let [settled, byTrials, several, none, refuted] = [0, 0, 0, 0, 0];
    for (let i = 0; i < sampleSize(100, 300); i++) {
      const [width, height] = [2 + (i % 4), 2 + ((i >> 2) % 4)];
      const p = puzzle(random, width, height, i % 3 !== 0);
      const solutions = spec.oracle?.(p, 20) ?? [];
      // At the limit, a solution past it could break a deduction unseen: such a puzzle is left out.
      if (solutions.length === 20) continue;
      const found = deductions(p);
      if (solutions.length === 0) {
        none++;
        if (found === undefined) refuted++;
        continue;
      }
      if (solutions.length > 1) several++;
      expect(found, JSON.stringify(p)).toBeDefined();
      for (const solution of solutions) expect(agrees(found ?? [], solution.flat()), JSON.stringify({ p, solution })).toBe(true);
      const untried = deductions(p, false) ?? [];
      settled += settledCount(found ?? []);
      byTrials += settledCount(found ?? []) - settledCount(untried);
    }
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled, some by the trials alone.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(sampleSize(3, 10));
    expect(settled).toBeGreaterThan(sampleSize(160, 500));
    expect(byTrials).toBeGreaterThan(sampleSize(3, 10));
  });
});
