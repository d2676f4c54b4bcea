// Tents: the deductions by hand (settle.ts) against the backtracking oracle on small random camps,
// with several solutions or none as often as one; and the settled encoding against the oracle.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tentsSolving } from '../encodings/tents/index.ts';
import { type Random, seededRandom } from '../src/format/random.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { type Tents, parseTents } from '../src/kinds/tents/format.ts';
import { cluesOf } from '../src/kinds/tents/generate.ts';
import { deductions } from '../src/kinds/tents/settle.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.tents.made.spec;

/** A random camp: tents apart, each with a tree of its own beside it; then its counts, some of them dropped or changed. */
function randomTents(random: Random, width: number, height: number): Tents {
  const tents = Array.from({ length: height }, () => Array<boolean>(width).fill(false));
  const trees = tents.map((line) => [...line]);
  const inside = (row: number, col: number) => row >= 0 && row < height && col >= 0 && col < width;
  const free = (row: number, col: number) => inside(row, col) && !tents[row][col] && !trees[row][col];
  for (let tries = 0; tries < width * height; tries++) {
    const [row, col] = [Math.floor(random.next() * height), Math.floor(random.next() * width)];
    if (!free(row, col) || random.next() < 0.4) continue;
    if ([-1, 0, 1].some((dr) => [-1, 0, 1].some((dc) => inside(row + dr, col + dc) && tents[row + dr][col + dc]))) continue;
    const spots = [
      [row - 1, col],
      [row + 1, col],
      [row, col - 1],
      [row, col + 1],
    ].filter(([r, c]) => free(r, c));
    if (spots.length === 0) continue;
    const [treeRow, treeCol] = spots[Math.floor(random.next() * spots.length)];
    tents[row][col] = trees[treeRow][treeCol] = true;
  }
  // A stray tree now and then, which may leave no solution.
  if (random.next() < 0.2) {
    const [row, col] = [Math.floor(random.next() * height), Math.floor(random.next() * width)];
    if (free(row, col)) trees[row][col] = true;
  }
  const counted = cluesOf({ width, height, tents, trees, treeOf: new Map() });
  const change = (count: number | null) => {
    const roll = random.next();
    return roll < 0.25 ? null : roll < 0.3 && count !== null ? Math.max(0, count + (random.next() < 0.5 ? 1 : -1)) : count;
  };
  return { ...counted, columns: counted.columns.map(change), rows: counted.rows.map(change) };
}

describe('the deductions by hand (settle.ts)', () => {
  it('settle only what every solution has, and find no contradiction where there is a solution', () => {
    const random = seededRandom(25, 1);
    const { settled, byTrials, several, none, refuted } = holdToOracle({
      puzzles: Array.from({ length: sampleSize(160, 500) }, (_, i) => randomTents(random, 2 + (i % 5), 2 + ((i >> 2) % 5))),
      solutions: (p) => spec.oracle?.(p, 30) ?? [],
      limit: 30,
      deduce: (p) => deductions(p),
      untried: (p) => deductions(p, false),
      valuesOf: (solution) => solution.flat(),
    });
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled, some by the trials alone.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(sampleSize(3, 10));
    expect(settled).toBeGreaterThan(sampleSize(320, 1000));
    expect(byTrials).toBeGreaterThan(sampleSize(3, 10));
  });

  it('leave tents/settled finding what the oracle finds', async () => {
    const random = seededRandom(25, 2);
    const puzzles = Array.from({ length: 12 }, (_, i) => randomTents(random, 3 + (i % 3), 3 + ((i >> 1) % 3)));
    await expectOracleAgreement({ ...spec, ...tentsSolving }, puzzles);
  });

  // What the default encoding and strategy are chosen for (encodings/tents/index.ts): Z3 only confirms.
  it('settle every bundled puzzle with a solution file whole, the 30x30 too, as its solution', () => {
    const files = ['puzzles/tents', 'puzzles/tents/large'].flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.solution'))
        .map((name) => `${folder}/${name}`),
    );
    expect(files).toContain('puzzles/tents/large/janko-9999-30x30.solution');
    for (const file of files) {
      const p = parseTents(readFileSync(file.replace(/\.solution$/, '.txt'), 'utf8'), file);
      const found = deductions(p);
      const camp = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .flatMap((line) => [...line].map((mark) => mark === '*'));
      expect(found, file).toEqual(camp);
    }
  });
});
