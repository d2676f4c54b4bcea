// Generates Hitori puzzles with exactly one solution. Draw a shading (no two shaded side by side,
// the rest one group) and fill a Latin square, so the unshaded numbers never repeat; give each
// shaded cell a copy of an unshaded number in its row or column, so that it has to go. While
// another shading also solves it, change a number where the two differ: a cell the rival leaves
// unshaded gets a fresh copy to clash with, a cell it shades gets a number its lines lack. Z3
// proves the last one unique.
import { type Random, seededRandom } from '../../format/random.ts';
import { type Point, colPoints, groups, points, rowPoints, sideNeighbours } from '../../dsl/grid/index.ts';
import { RivalSearch, generator, type Making } from '../common/unique.ts';
import { checkHitori } from './check.ts';
import type { Hitori, Shading } from './format.ts';

/** Shade cells in a random order, each with a chance, where no neighbour is shaded and the rest stays one group. */
function drawShading(size: number, random: Random): Shading {
  const shading: Shading = Array.from({ length: size }, () => Array(size).fill(false));
  const all = points({ width: size, height: size });
  for (const cell of random.shuffle(all)) {
    if (random.next() > 0.45 || sideNeighbours(cell, { width: size, height: size }).some(({ row, col }) => shading[row][col])) continue;
    shading[cell.row][cell.col] = true;
    if (groups(all.filter(({ row, col }) => !shading[row][col])).length > 1) shading[cell.row][cell.col] = false;
  }
  return shading;
}

/** A random Latin square of 1..size: rows, columns and symbols of the cyclic one shuffled. */
function latinSquare(size: number, random: Random): number[][] {
  const order = (n: number) => random.shuffle(Array.from({ length: n }, (_, i) => i));
  const [rows, cols, symbols] = [order(size), order(size), order(size)];
  return rows.map((r) => cols.map((c) => symbols[(r + c) % size] + 1));
}

/** The cells of a cell's row and column, itself left out. */
const linesThrough = (cell: Point, size: number) =>
  [...rowPoints({ width: size }, cell.row), ...colPoints({ height: size }, cell.col)].filter(({ row, col }) => row !== cell.row || col !== cell.col);

/** A Hitori with one solution, and that solution (the size checked, the same for the same options: generator). */
export const generateHitori = generator('hitori', { least: 3, most: 20 }, makingHitori);

async function makingHitori({ size, seed, solving }: Making<Hitori, boolean>): Promise<{ puzzle: Hitori; shading: Shading }> {
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, checkHitori);
  for (let attempt = 0; attempt < 20; attempt++) {
    const random = seededRandom(seed, attempt);
    const shading = drawShading(size, random);
    const numbers = latinSquare(size, random);
    const unshadedAround = (cell: Point) => linesThrough(cell, size).filter(({ row, col }) => !shading[row][col]);
    // A shaded cell copies the number of an unshaded cell in its row or column.
    const clash = (cell: Point) => {
      const other = random.pick(unshadedAround(cell));
      numbers[cell.row][cell.col] = numbers[other.row][other.col];
    };
    for (const cell of points({ width: size, height: size })) if (shading[cell.row][cell.col]) clash(cell);
    for (let repairs = 0; repairs <= 3 * size * size; repairs++) {
      const puzzle = { width: size, height: size, numbers: numbers.map((line) => [...line]) };
      const [rival] = await search.rivals(puzzle, shading);
      if (!rival) return { puzzle, shading };
      const differing = points(puzzle).filter(({ row, col }) => shading[row][col] !== rival[row][col]);
      // A quarter of the differing cells at once: one rival often shows several loose places.
      for (const cell of random.shuffle(differing).slice(0, Math.max(1, Math.floor(differing.length / 4)))) {
        if (shading[cell.row][cell.col]) clash(cell);
        else {
          // An unshaded cell the rival shades: a number none of the unshaded cells of its lines has.
          const taken = new Set(unshadedAround(cell).map(({ row, col }) => numbers[row][col]));
          const free = Array.from({ length: size }, (_, i) => i + 1).filter((n) => !taken.has(n) && n !== numbers[cell.row][cell.col]);
          if (free.length > 0) numbers[cell.row][cell.col] = random.pick(free);
        }
      }
    }
  }
  throw new Error(`no unique ${size}x${size} hitori in 20 attempts from seed ${seed}`);
}
