// Masyu's deductions by hand (src/kinds/masyu/settle.ts) held to the brute-force oracle: on small
// random puzzles with one solution, several or none, every line they settle (drawn or crossed) is
// so in EVERY solution, and a contradiction means there is none; the bundled and corpus-sized
// puzzles' settled lines agree with their solutions; the settled encoding finds what brute force finds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gridEdges } from '../src/dsl/grid/index.ts';
import { seededRandom } from '../src/format/random.ts';
import { bruteForceMasyu } from '../src/kinds/masyu/brute.ts';
import { parseLoopGrid, parseMasyu } from '../src/kinds/masyu/format.ts';
import { randomLoop, withPearls } from '../src/kinds/masyu/generate.ts';
import { ARMS, type LoopGrid, type Masyu } from '../src/kinds/masyu/masyu.ts';
import { deductions } from '../src/kinds/masyu/settle.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { gridSolutions } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

/** Per edge (gridEdges' order), whether the loop of `grid` draws it. */
const linesOf = (p: Masyu, grid: LoopGrid) =>
  gridEdges(p).edges.map((_, edge) => ARMS[grid[gridEdges(p).from(edge).point.row][gridEdges(p).from(edge).point.col]].includes(gridEdges(p).from(edge).side));

/**
 * A random puzzle: every other one the pearls a random loop allows, a random share of them (one
 * solution or several), else pearls anywhere (several solutions or none), on up to 5x5.
 */
function randomPuzzle(random: ReturnType<typeof seededRandom>, round: number): Masyu {
  if (round % 2 === 0) {
    const [width, height] = [random.between(3, 5), random.between(3, 5)];
    const { candidates } = randomLoop({ width, height, seed: round, attempt: random.between(0, 1000) });
    const share = random.between(3, 9) / 10;
    return withPearls(
      width,
      height,
      candidates.filter(() => random.between(1, 10) <= share * 10),
    );
  }
  const [width, height] = [random.between(3, 5), random.between(3, 5)];
  const pearls = Array.from({ length: random.between(1, Math.ceil((width * height) / 5)) }, () => ({
    row: random.between(0, height - 1),
    col: random.between(0, width - 1),
    pearl: random.pick(['white', 'black'] as const),
  }));
  return withPearls(width, height, pearls);
}

const describeOf = (p: Masyu) => p.pearls.map((line) => line.map((pearl) => (pearl ? pearl[0] : '.')).join('')).join('/');

describe('the deductions by hand (settle.ts)', () => {
  it('settle only what every solution has, on random puzzles with one solution, several or none', () => {
    const random = seededRandom(25);
    const seen = { none: 0, one: 0, several: 0, settled: 0, skipped: 0 };
    // (120 puzzles: about 4 s on a quiet machine; 40 in npm test, all in test:slow.)
    for (let round = 0; round < sampleSize(40, 120); round++) {
      const p = randomPuzzle(random, round);
      // (Every solution is needed: a puzzle with too many to list is skipped, and counted.)
      const solutions = bruteForceMasyu(p, 200);
      if (solutions.length === 200) {
        seen.skipped++;
        continue;
      }
      for (const tries of [false, true]) {
        const known = deductions(p, tries);
        if (known === undefined) {
          expect(solutions, `a contradiction on ${describeOf(p)} with solutions`).toEqual([]);
          continue;
        }
        // The edges some solution draws otherwise than settled (gathered first: an expect per edge is slow).
        const wrong = new Set<number>();
        for (const solution of solutions) linesOf(p, solution).forEach((drawn, edge) => known[edge] !== undefined && known[edge] !== drawn && wrong.add(edge));
        expect([...wrong], `${describeOf(p)} (trials ${tries})`).toEqual([]);
        if (tries) seen.settled += known.filter((value) => value !== undefined).length;
      }
      seen[solutions.length === 0 ? 'none' : solutions.length === 1 ? 'one' : 'several']++;
    }
    // The draw covers every case, and the deductions do settle something.
    expect(seen.none).toBeGreaterThan(sampleSize(5, 15));
    expect(seen.one).toBeGreaterThan(sampleSize(1, 4));
    expect(seen.several).toBeGreaterThan(sampleSize(8, 25));
    expect(seen.settled).toBeGreaterThan(sampleSize(160, 500));
    expect(seen.skipped).toBeLessThan(30);
  }, 120_000);

  it("agree with the bundled puzzles' solutions, and settle those with one solution whole where they can", () => {
    for (const name of ['seed-6x6', 'small-5x5', 'link-6x6', 'wide-7x5', 'medium-8x8', 'task-10x10']) {
      const text = (suffix: string) => readFileSync(`puzzles/masyu/${name}.${suffix}`, 'utf8');
      const p = parseMasyu(text('txt'), name);
      const drawn = linesOf(p, parseLoopGrid(text('solution'), name, p.width, p.height));
      const known = deductions(p);
      expect(known, name).toBeDefined();
      known?.forEach((value, edge) => value !== undefined && expect(value, `${name} edge ${edge}`).toBe(drawn[edge]));
    }
    expect(deductions(parseMasyu(readFileSync('puzzles/masyu/unsolvable-4x4.txt', 'utf8'), 'unsolvable'))).toBeUndefined();
  });

  it('leave the settled encoding the same solutions as brute force', async () => {
    const spec = catalogue.masyu.made.spec;
    const random = seededRandom(7);
    const text = (grid: LoopGrid) => grid.map((line) => line.join('')).join('/');
    for (let round = 0; round < 30; round++) {
      const p = randomPuzzle(random, round);
      const expected = bruteForceMasyu(p, 3).map(text).sort();
      const found = (await gridSolutions(spec, 'masyu/settled', p, 3)).solutions.map((solution) => text(solution.answer)).sort();
      if (expected.length < 3) expect(found, describeOf(p)).toEqual(expected);
      else expect(found.length).toBe(3);
    }
  });
});
