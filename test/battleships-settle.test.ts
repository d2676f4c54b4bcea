// Battleships' deductions by hand (settle.ts) and the encoding over them (battleships/settled),
// held to the backtracking oracle on small random puzzles: fleets hidden at random, some of their
// counts and segments given, some counts put off by one (no solution), few clues (several).
import { describe, expect, it } from 'vitest';
import { battleshipsSolving } from '../encodings/battleships/index.ts';
import { column, points } from '../src/dsl/grid/index.ts';
import { seededRandom } from '../src/format/random.ts';
import { type Battleships, segmentAt } from '../src/kinds/battleships/format.ts';
import { deductions } from '../src/kinds/battleships/settle.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.battleships.made.spec;

/** A random puzzle of `size`: a fleet placed where it fits (ships apart), then a share of its counts and cells given. */
function randomPuzzle(random: { next(): number }, size: number): Battleships {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const fleet = [3, 2, 2, 1, 1].slice(0, 2 + Math.floor(random.next() * 4));
  const placed: number[] = [];
  for (const length of fleet)
    for (let attempt = 0; attempt < 20; attempt++) {
      const across = random.next() < 0.5;
      const [row, col] = [Math.floor(random.next() * (size - (across ? 0 : length - 1))), Math.floor(random.next() * (size - (across ? length - 1 : 0)))];
      const cells = Array.from({ length }, (_, i) => (across ? { row, col: col + i } : { row: row + i, col }));
      // No ship cell within one step (diagonals too) of the new ship.
      const near = (r: number, c: number) => cells.some((cell) => Math.abs(cell.row - r) <= 1 && Math.abs(cell.col - c) <= 1);
      if (points({ width: size, height: size }).some(({ row: r, col: c }) => grid[r][c] && near(r, c))) continue;
      for (const cell of cells) grid[cell.row][cell.col] = true;
      placed.push(length);
      break;
    }
  const share = 0.1 + 0.4 * random.next();
  const hints = grid.map((line, row) =>
    line.map((ship, col) => (random.next() < share ? (ship ? segmentAt({ width: size, height: size }, (q) => grid[q.row][q.col], { row, col }) : 'x') : null)),
  );
  // A count now and then off by one: often no solution.
  const count = (cells: boolean[]) => (random.next() < 0.5 ? null : cells.filter(Boolean).length + (random.next() < 0.05 ? 1 : 0));
  return { width: size, height: size, fleet: placed, hints, rows: grid.map(count), columns: grid[0].map((_, col) => count(column(grid, col))) };
}

describe('the deductions by hand (settle.ts)', () => {
  it('settle only what every solution has, and find no contradiction where there is a solution', () => {
    const random = seededRandom(25, 5);
    const { settled, several, none, refuted } = holdToOracle({
      puzzles: Array.from({ length: sampleSize(75, 300) }, (_, i) => randomPuzzle(random, 3 + (i % 3))),
      solutions: (p) => spec.oracle?.(p, 20) ?? [],
      deduce: (p) => deductions(p)?.flat(),
      valuesOf: (solution) => solution.flat(),
    });
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(sampleSize(2, 10));
    expect(settled).toBeGreaterThan(sampleSize(250, 1000));
  });

  it('leave every encoding (battleships/settled among them) with the oracle’s solutions', async () => {
    const random = seededRandom(26, 5);
    await expectOracleAgreement(
      { ...spec, ...battleshipsSolving },
      Array.from({ length: 16 }, (_, i) => randomPuzzle(random, 4 + (i % 2))),
    );
  });
});
