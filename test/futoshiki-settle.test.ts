// Futoshiki: the deductions by hand (settle.ts) against the backtracking oracle on small random
// puzzles, with several solutions or none as often as one; the line filter against brute force;
// and the settled encodings against the oracle.
import { describe, expect, it } from 'vitest';
import { futoshikiSolving } from '../encodings/futoshiki/index.ts';
import { type Random, seededRandom } from '../src/format/random.ts';
import type { Futoshiki } from '../src/kinds/futoshiki/format.ts';
import { candidates, placeable } from '../src/kinds/futoshiki/settle.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { Registry } from '../src/dsl/registry.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.futoshiki.made.spec;

/** A random Latin square's true signs, some kept, a few turned round; a few givens, some of them wrong. */
function randomFutoshiki(random: Random, n: number): Futoshiki {
  const [rowOrder, colOrder, numberOrder] = [0, 1, 2].map(() => Array.from({ length: n }, (_, i) => i).sort(() => random.next() - 0.5));
  const square = rowOrder.map((r) => colOrder.map((c) => numberOrder[(r + c) % n] + 1));
  const signs: Futoshiki['signs'] = [];
  const share = 0.3 + 0.5 * random.next();
  square.forEach((line, row) =>
    line.forEach((number, col) => {
      for (const other of [
        { row, col: col + 1 },
        { row: row + 1, col },
      ]) {
        const next = square[other.row]?.[other.col];
        if (next === undefined || random.next() > share) continue;
        const truthful = random.next() < 0.95 ? number < next : number > next;
        signs.push(truthful ? { less: { row, col }, more: other } : { less: other, more: { row, col } });
      }
    }),
  );
  const givens = square.map((line) =>
    line.map((number) => (random.next() < 0.12 ? (random.next() < 0.15 ? 1 + Math.floor(random.next() * n) : number) : null)),
  );
  return { width: n, height: n, givens, signs };
}

const numbersOf = (mask: number) => [...mask.toString(2)].reverse().flatMap((bit, i) => (bit === '1' ? [i + 1] : []));

describe('the deductions by hand (settle.ts)', () => {
  it('settle only what every solution has, and find no contradiction where there is a solution', () => {
    const random = seededRandom(31, 3);
    // 3x3 and 4x4: the oracle takes seconds on a 5x5.
    const puzzles = Array.from({ length: sampleSize(100, 300) }, (_, i) => randomFutoshiki(random, 3 + (i % 2)));
    const { settled, byTrials, several, none, refuted } = holdToOracle({
      puzzles,
      solutions: (p) => spec.oracle?.(p, 50) ?? [],
      limit: 50,
      deduce: (p) => candidates(p, true)?.flat(),
      untried: (p) => candidates(p, false)?.flat(),
      valuesOf: (solution) => solution.flat(),
      settles: (mask) => mask !== 0 && (mask & (mask - 1)) === 0,
      allows: (mask, number) => (mask & (1 << ((number as number) - 1))) !== 0,
    });
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled, some by the trials alone.
    expect({ several: several > sampleSize(13, 40), none: none > sampleSize(20, 60), refuted: refuted > sampleSize(16, 50) }).toEqual({
      several: true,
      none: true,
      refuted: true,
    });
    expect(settled).toBeGreaterThan(sampleSize(400, 1200));
    expect(byTrials).toBeGreaterThan(sampleSize(1, 5));
  });

  it("keep in a line's cell exactly the numbers some placement of 1..n puts there", () => {
    const random = seededRandom(7, 2);
    for (let round = 0; round < 400; round++) {
      const n = 2 + (round % 4);
      const masks = Array.from({ length: n }, () => Math.floor(random.next() * 2 ** n) | (random.next() < 0.3 ? 2 ** n - 1 : 0));
      // Every order of 1..n, kept where each cell may hold its number.
      const orders: number[][] = [];
      const extend = (order: number[]) => {
        if (order.length === n) return void orders.push(order);
        for (let d = 1; d <= n; d++) if (!order.includes(d) && masks[order.length] & (1 << (d - 1))) extend([...order, d]);
      };
      extend([]);
      const expected = orders.length === 0 ? null : masks.map((_, cell) => orders.reduce((kept, order) => kept | (1 << (order[cell] - 1)), 0));
      expect(placeable(masks, n), `${masks.map(numbersOf).join(' / ')}`).toEqual(expected);
    }
  });
});

describe('the settled encodings against the backtracking oracle', () => {
  it('find the same solutions on small random puzzles, several or none among them', async () => {
    const random = seededRandom(11, 3);
    const puzzles = Array.from({ length: 10 }, (_, i) => randomFutoshiki(random, 3 + (i % 2)));
    const encodings = new Registry(
      'encoding',
      ['futoshiki/settled', 'futoshiki/settled-trials'].map((id) => futoshikiSolving.encodings.get(id)),
    );
    await expectOracleAgreement({ ...spec, ...futoshikiSolving, encodings }, puzzles, 4);
  }, 60_000);
});
