// Star Battle's deductions by hand (src/kinds/starbattle/settle.ts) held to the brute-force oracle
// on small random puzzles, many with several solutions or none; and the settled encodings on every
// corpus and bundled puzzle, to its known answer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/format/random.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { bruteForceStarBattle } from '../src/kinds/starbattle/brute.ts';
import { type StarBattle, parseStarBattle, parseStarBattleTask } from '../src/kinds/starbattle/format.ts';
import { randomStars } from '../src/kinds/starbattle/generate.ts';
import { deductions } from '../src/kinds/starbattle/settle.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { corpusRows, gridSolutions, rowsOf } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.starbattle.made.spec;

/**
 * Regions grown from `seeds` cells at random, one step at a time, until they cover the grid; the
 * seeds are taken `perRegion` at a time (a region of two seeds may be in two parts).
 */
function grownRegions(size: number, seeds: { row: number; col: number }[], random: ReturnType<typeof seededRandom>, perRegion = 1): number[][] {
  const regions = Array.from({ length: size }, () => Array<number>(size).fill(-1));
  seeds.forEach(({ row, col }, index) => (regions[row][col] = Math.floor(index / perRegion)));
  for (let left = size * size - seeds.length; left > 0; ) {
    const [row, col] = [random.between(0, size - 1), random.between(0, size - 1)];
    if (regions[row][col] !== -1) continue;
    const [dr, dc] = [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ][random.between(0, 3)];
    const next = regions[row + dr]?.[col + dc];
    if (next === undefined || next === -1) continue;
    regions[row][col] = next;
    left--;
  }
  // Numbered in order of first appearance, as the parsers give them.
  const ids = new Map<number, number>();
  return regions.map((line) => line.map((id) => ids.get(id) ?? (ids.set(id, ids.size), ids.size - 1)));
}

/** The stars of a random placement, or undefined where none was found. */
function placedStars(size: number, stars: number, random: ReturnType<typeof seededRandom>) {
  const placed = randomStars(size, stars, random);
  return placed?.flatMap((line, row) => line.flatMap((star, col) => (star ? [{ row, col }] : [])));
}

const LIMIT = 60;
const holdStarBattle = (puzzles: StarBattle[]) =>
  holdToOracle({
    puzzles,
    solutions: (p) => bruteForceStarBattle(p, LIMIT),
    limit: LIMIT,
    deduce: (p) => deductions(p),
    untried: (p) => deductions(p, false),
    valuesOf: (solution) => solution.flat(),
  });

describe('the deductions by hand (settle.ts)', () => {
  // One star: regions grown from the stars of a random placement (one solution at least: often
  // one, at times several), and from random cells (often none); 4x4 to 7x7.
  it('settle only what every solution has, and find no contradiction where there is a solution (one star)', () => {
    const random = seededRandom(5, 1);
    const puzzles: StarBattle[] = [];
    for (let i = 0; puzzles.length < sampleSize(80, 320); i++) {
      const size = 4 + (i % 4);
      const starCells = placedStars(size, 1, random);
      if (!starCells) continue;
      const seeds = i % 2 === 0 ? starCells : Array.from({ length: size }, (_, k) => ({ row: random.between(0, size - 1), col: k }));
      const unique = new Map(seeds.map((seed) => [seed.row * size + seed.col, seed]));
      if (unique.size < size) continue;
      puzzles.push({ size, stars: 1, regions: grownRegions(size, [...unique.values()], random) });
    }
    const { settled, byTrials, several, none, refuted } = holdStarBattle(puzzles);
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled, some by the trials alone.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(sampleSize(8, 40));
    expect(settled).toBeGreaterThan(sampleSize(600, 2500));
    expect(byTrials).toBeGreaterThan(sampleSize(25, 100));
  });

  // Two stars, where the bands, the pieces and the runs of lines count past one: each region grown
  // from two stars of a random placement, taken in order along a random slant so that a region's
  // two seeds tend to lie near each other (one solution at least, often several); and from half
  // the stars, one a region (the regions then hold them unevenly: often no solution). 8x8 and 9x9.
  it('settle only what every solution has, and find no contradiction where there is a solution (two stars)', () => {
    const random = seededRandom(7, 2);
    const puzzles: StarBattle[] = [];
    for (let i = 0; puzzles.length < sampleSize(40, 150); i++) {
      const size = 8 + (i % 2);
      const starCells = placedStars(size, 2, random);
      if (!starCells) continue;
      const slant = random.next();
      const along = starCells
        .map((cell) => ({ cell, at: cell.row * slant + cell.col * (1 - slant) + random.next() * 2 }))
        .sort((a, b) => a.at - b.at)
        .map(({ cell }) => cell);
      const paired = i % 5 < 3;
      puzzles.push({ size, stars: 2, regions: paired ? grownRegions(size, along, random, 2) : grownRegions(size, along.slice(0, size), random) });
    }
    const { settled, several, none, refuted } = holdStarBattle(puzzles);
    expect(several).toBeGreaterThan(sampleSize(7, 30));
    expect(Math.min(none, refuted)).toBeGreaterThan(sampleSize(4, 20));
    expect(settled).toBeGreaterThan(sampleSize(250, 1000));
  });

  it('agree with the published solution of every corpus puzzle, and settle most of them whole', () => {
    const rows = corpusRows('starbattle/puzzleteam.tsv');
    let whole = 0;
    for (const [, , params, task, solution] of rows) {
      const p = parseStarBattleTask(task, params, { stars: /(\d+) stars?/.exec(params)?.[1] ?? '1' });
      const settled = deductions(p);
      expect(settled, params).toBeDefined();
      const stars = solution.split('/').join('');
      settled?.forEach((star, cell) => star === undefined || expect(star, `${params}, cell ${cell}`).toBe(stars[cell] === '*'));
      if (settled?.every((star) => star !== undefined)) whole++;
    }
    if (rows.length > 0) expect(whole).toBeGreaterThan(rows.length / 2);
  });
});

describe('the settled encodings', () => {
  const bundled = ['two-stars-10x10', 'sampler-8x8', 'snippet-7x7', 'task-6x6'].map((name) => ({
    label: name,
    puzzle: parseStarBattle(readFileSync(`puzzles/starbattle/${name}.txt`, 'utf8'), name),
    answer: readFileSync(`puzzles/starbattle/${name}.solution`, 'utf8').trim().split('\n').join('/'),
  }));
  const corpus = corpusRows('starbattle/puzzleteam.tsv').map(([, , params, task, solution]) => ({
    label: params,
    puzzle: parseStarBattleTask(task, params, { stars: /(\d+) stars?/.exec(params)?.[1] ?? '1' }),
    answer: solution,
  }));
  for (const encoding of ['starbattle/settled', 'starbattle/settled-pieces']) {
    it(`${encoding}: every bundled and corpus puzzle to its known answer, proved unique`, async () => {
      for (const { label, puzzle, answer } of [...bundled, ...corpus]) {
        const report = await gridSolutions(spec, encoding, puzzle, 2);
        expect([report.complete, report.solutions.map((found) => rowsOf(spec, found.answer))], label).toEqual([true, [answer]]);
      }
    }, 120_000);
  }

  it('find no solution where there is none, and both where there are two', async () => {
    for (const [name, count] of [
      ['unsolvable-5x5', 0],
      ['two-solutions-5x5', 2],
    ] as const) {
      const puzzle = parseStarBattle(readFileSync(`puzzles/starbattle/${name}.txt`, 'utf8'), name);
      const oracle = bruteForceStarBattle(puzzle, 5)
        .map((found) => rowsOf(spec, found))
        .sort();
      expect(oracle.length).toBe(count);
      for (const encoding of ['starbattle/settled', 'starbattle/settled-pieces']) {
        const report = await gridSolutions(spec, encoding, puzzle, 5);
        expect(report.solutions.map((found) => rowsOf(spec, found.answer)).sort(), `${encoding} on ${name}`).toEqual(oracle);
      }
    }
  });
});
