// Killer Sudoku: the deductions by hand (settle.ts) against the backtracking oracle on small random
// puzzles, with several solutions or none as often as one; and the settled encoding against the oracle.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { killerSudokuSolving } from '../encodings/killersudoku/index.ts';
import { type Random, seededRandom } from '../src/format/random.ts';
import { boxRegions } from '../src/kinds/common/region-squares.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { type Cage, type KillerSudoku, killerForms } from '../src/kinds/killersudoku/format.ts';
import { settle } from '../src/kinds/killersudoku/settle.ts';
import { settled } from '../encodings/killersudoku/settled.ts';
import { Registry } from '../src/dsl/registry.ts';
import { randomSolution } from '../src/kinds/sudoku/generate.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.killersudoku.made.spec;

/** A random 4x4 killer: cages grown from random cells (a few cells left outside), their sums now and then off by one, a given or two. */
function randomKiller(random: Random): KillerSudoku {
  const box = { rows: 2, cols: 2 };
  const solution = randomSolution(4, box, random);
  const cageOf = solution.map((line) => line.map(() => -1));
  const cages: Cage[] = [];
  for (let start = 0; start < 16; start++) {
    const [row, col] = [start >> 2, start & 3];
    if (cageOf[row][col] !== -1 || random.next() < 0.25) continue;
    const cells = [{ row, col }];
    cageOf[row][col] = cages.length;
    const size = 1 + Math.floor(random.next() * 4);
    while (cells.length < size) {
      const from = cells[Math.floor(random.next() * cells.length)];
      const [dr, dc] = [
        [0, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
      ][Math.floor(random.next() * 4)];
      const [r, c] = [from.row + dr, from.col + dc];
      if (r < 0 || r > 3 || c < 0 || c > 3 || cageOf[r][c] !== -1) break;
      cageOf[r][c] = cages.length;
      cells.push({ row: r, col: c });
    }
    cells.sort((a, b) => a.row - b.row || a.col - b.col);
    cages.push({ sum: cells.reduce((total, cell) => total + solution[cell.row][cell.col], 0), cells });
  }
  // Now and then one sum off by one, which mostly leaves no solution.
  const roll = random.next();
  const off = cages[Math.floor(random.next() * cages.length)];
  if (roll < 0.3) off.sum = roll < 0.15 ? off.sum + 1 : Math.max(1, off.sum - 1);
  const givens = solution.map((line) => line.map((value) => (random.next() < 0.08 ? value : null)));
  return { width: 4, height: 4, box, regions: boxRegions(4, box), givens, cages };
}

/** Every 4x4 sudoku (288), by brute force: row by row, each a permutation with no number twice in a column or box. */
function allSudokus(): number[][][] {
  const permutations = (numbers: number[]): number[][] =>
    numbers.length === 1 ? [numbers] : numbers.flatMap((number, i) => permutations(numbers.filter((_, j) => j !== i)).map((rest) => [number, ...rest]));
  const lines = permutations([1, 2, 3, 4]);
  const box = (row: number, col: number) => (row >> 1) * 2 + (col >> 1);
  const fits = (grid: number[][], line: number[]) =>
    grid.every((above, row) =>
      above.every((number, col) => number !== line[col] && !line.some((other, at) => other === number && box(row, col) === box(grid.length, at))),
    );
  let grids: number[][][] = [[]];
  for (let row = 0; row < 4; row++) grids = grids.flatMap((grid) => lines.filter((line) => fits(grid, line)).map((line) => [...grid, line]));
  return grids;
}

describe('the deductions by hand (settle.ts)', () => {
  it('keep every number some solution has, and find no contradiction where there is a solution', () => {
    const sudokus = allSudokus();
    expect(sudokus.length).toBe(288);
    const random = seededRandom(13, 1);
    let [cells, several, none, refuted] = [0, 0, 0, 0, 0];
    for (let i = 0; i < 500; i++) {
      const p = randomKiller(random);
      // Every solution: each sudoku whose givens stay and whose cages hold no number twice and add up to their sums.
      const solutions = sudokus.filter(
        (grid) =>
          p.givens.every((line, row) => line.every((given, col) => given === null || grid[row][col] === given)) &&
          p.cages.every((cage) => {
            const numbers = cage.cells.map(({ row, col }) => grid[row][col]);
            return new Set(numbers).size === numbers.length && numbers.reduce((total, number) => total + number, 0) === cage.sum;
          }),
      );
      const left = settle(p);
      if (solutions.length === 0) {
        none++;
        if (left.some((numbers) => numbers.length === 0)) refuted++;
        continue;
      }
      if (solutions.length > 1) several++;
      for (const solution of solutions) solution.flat().forEach((number, cell) => expect(left[cell]).toContain(number));
      cells += left.filter((numbers) => numbers.length === 1).length;
    }
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(10);
    expect(cells).toBeGreaterThan(4000);
  });

  it('leave killersudoku/settled finding what the oracle finds', async () => {
    const random = seededRandom(13, 2);
    const puzzles = Array.from({ length: 6 }, () => randomKiller(random));
    await expectOracleAgreement({ ...spec, ...killerSudokuSolving, encodings: new Registry('encoding', [settled]) }, puzzles, 3);
  }, 60_000);

  it('forget nothing of one puzzle in the next: a cage that cannot be filled is no table for another', () => {
    // A 9x9 with one 33-cell cage (33 different numbers of 1..9: none), then a 10x10 whose one cage
    // is a single cell of sum 5. The tables of number sets are kept for the process, and the two
    // once shared a key: the 10x10 then settled its cage's cell to nothing, "no solution".
    const grid = (n: number, cage: (row: number, col: number) => boolean) =>
      Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => (cage(row, col) ? 'a' : '.')).join(' ')).join('\n');
    let cells = 0;
    const impossible = grid(9, (row, col) => (row + col) % 2 === 0 && cells++ < 33);
    const single = grid(10, (row, col) => row + col === 0);
    const parse = (cages: string) => killerForms.parse({ text: `kind: killersudoku\ncages:\n${cages}\nsums: a=5\n`, source: 'test' });
    expect(settle(parse(impossible)).some((numbers) => numbers.length === 0)).toBe(true);
    const left = settle(parse(single));
    expect(left[0]).toEqual([5]);
    expect(left.every((numbers) => numbers.length > 0)).toBe(true);
  });

  it('settle every bundled puzzle whole, as its solution', () => {
    for (const name of ['janko-killer-4x4', 'janko-killer-6x6', 'pt-killer-6x6', 'pt-killer-9x9', 'puzzleteam-killer-4x4', 'puzzleteam-killer-9x9']) {
      const file = `puzzles/killersudoku/${name}`;
      const p = killerForms.parse({ text: readFileSync(`${file}.txt`, 'utf8'), source: file });
      const solution = readFileSync(`${file}.solution`, 'utf8')
        .trim()
        .split('\n')
        .flatMap((line) => [...line.replace(/\s/g, '')].map(Number));
      expect(settle(p, false), file).toEqual(solution.map((number) => [number]));
    }
  });
});
