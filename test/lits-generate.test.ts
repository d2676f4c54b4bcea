// The LITS generator: the intended shading passes the checker, the puzzle has no other solution
// (by the brute-force oracle on small grids, by Z3 with the default encoding on larger ones, not
// the one the generator proves with), the regions are whole and hold a tetromino, the TypeScript
// rival search agrees with the oracle (that a seed gives the same puzzle run after run is
// test/slow/generate-seeds.test.ts).
import { describe, expect, it } from 'vitest';
import { defaultLitsEncoding, litsSolving } from '../encodings/lits/index.ts';
import { UsageError } from '../src/errors.ts';
import { bruteForceLits } from '../src/kinds/lits/brute.ts';
import { groups } from '../src/dsl/grid/index.ts';
import { checkLits } from '../src/kinds/lits/check.ts';
import { generateLits, rivalFinder } from '../src/kinds/lits/generate.ts';
import { type Lits, type LitsGrid, regionCells } from '../src/kinds/lits/format.ts';
import { gridSolutions, rowsOf } from './helpers/grid.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { sampled } from './helpers/tier.ts';

const litsSpec = catalogue.lits.made.spec;

const rows = (grid: LitsGrid) => rowsOf(litsSpec, grid);
const z3Solutions = (p: Lits, limit: number) => gridSolutions(litsSpec, defaultLitsEncoding, p, limit);

function expectWholeRegions(p: Lits) {
  const cells = regionCells(p);
  expect(
    cells.every((region) => region.length >= 4),
    'a region of fewer than 4 cells',
  ).toBe(true);
  expect(
    cells.every((region) => groups(region).length === 1),
    'a region in pieces',
  ).toBe(true);
  // Ids by first appearance, reading row by row, as the task format writes them.
  const order = [...new Set(p.regions.flat())];
  expect(order).toEqual(order.map((_, i) => i));
}

describe('generate lits', () => {
  it('makes small puzzles that the brute-force oracle finds unique', async () => {
    // Every other in npm test (each size), all in test:slow.
    const made = [
      [4, 1],
      [5, 1],
      [5, 2],
      [5, 3],
      [6, 1],
      [6, 4],
    ];
    for (const [size, seed] of sampled(made, (_, index) => index % 2 === 0)) {
      const { puzzle, solution } = await generateLits({ size, seed, solving: litsSolving });
      expect(checkLits(puzzle, solution), `${size}x${size} seed ${seed}`).toEqual([]);
      expectWholeRegions(puzzle);
      expect(bruteForceLits(puzzle, 2).map(rows), `${size}x${size} seed ${seed}`).toEqual([rows(solution)]);
    }
  }, 60_000);

  it('makes larger puzzles that Z3 finds unique with the default encoding', async () => {
    // The 8x8 in npm test, all three in test:slow.
    for (const [size, seed] of sampled(
      [
        [8, 1],
        [10, 2],
        [12, 3],
      ],
      ([size]) => size === 8,
    )) {
      const { puzzle, solution } = await generateLits({ size, seed, solving: litsSolving });
      expect(checkLits(puzzle, solution), `${size}x${size} seed ${seed}`).toEqual([]);
      expectWholeRegions(puzzle);
      const report = await z3Solutions(puzzle, 2);
      expect([report.complete, report.solutions.map((s) => rows(s.answer))], `${size}x${size} seed ${seed}`).toEqual([true, [rows(solution)]]);
    }
  }, 60_000);

  it('has a rival search that finds what the oracle finds', () => {
    // Two halves of a 5x4 grid take tetrominoes in many ways: each of the oracle's solutions in turn
    // the intended one, the search finds all the others as rivals.
    const p: Lits = {
      width: 4,
      height: 5,
      regions: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 1, 1],
        [1, 1, 1, 1],
        [1, 1, 1, 1],
      ],
    };
    const all = bruteForceLits(p, 1000);
    expect(all.length).toBeGreaterThan(1);
    expect(all.length).toBeLessThan(1000);
    // Each solution in turn in test:slow, every fourth in npm test.
    for (const intended of sampled(all, (_, index) => index % 4 === 0)) {
      const rivals = rivalFinder(p, intended)(1000, 1_000_000)!;
      expect(rivals.map(rows).sort()).toEqual(
        all
          .filter((grid) => rows(grid) !== rows(intended))
          .map(rows)
          .sort(),
      );
    }
  });

  it('refuses sizes outside 4..50', async () => {
    await expect(generateLits({ size: 3, seed: 1, solving: litsSolving })).rejects.toThrow(UsageError);
    await expect(generateLits({ size: 51, seed: 1, solving: litsSolving })).rejects.toThrow(/between 4 and 50/);
  });

  // The same puzzle for the same seed in separate processes: test/slow/generate-seeds.test.ts.
});
