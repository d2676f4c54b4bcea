// Generates Kakurasu puzzles with exactly one solution: shade a random grid and count its clues;
// while another grid meets them too, flip the intended grid at a cell where the two differ (its
// clues change with it, and that rival misses them); Z3 proves the last one unique.
import { UsageError } from '../../format/errors.ts';
import { seededRandom } from '../../format/random.ts';
import type { GridSolving } from '../../kind/grid.ts';
import { column } from '../../dsl/grid/index.ts';
import { RivalSearch } from '../common/unique.ts';
import { checkKakurasu } from './check.ts';
import type { Kakurasu, Shading } from './kakurasu.ts';

/** The clues a shading adds up to. */
export function cluesOf(shading: Shading): Kakurasu {
  const height = shading.length;
  const width = shading[0].length;
  return {
    width,
    height,
    columns: Array.from({ length: width }, (_, col) => column(shading, col).reduce((sum, shaded, row) => sum + (shaded ? row + 1 : 0), 0)),
    rows: shading.map((line) => line.reduce((sum, shaded, col) => sum + (shaded ? col + 1 : 0), 0)),
  };
}

export async function generateKakurasu({
  size,
  seed,
  solving,
}: {
  size: number;
  seed: number;
  solving: GridSolving<Kakurasu, boolean>;
}): Promise<{ puzzle: Kakurasu; shading: Shading }> {
  if (size < 2 || size > 20) throw new UsageError(`--size must be between 2 and 20 for kakurasu, found ${size}`);
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, checkKakurasu);
  for (let attempt = 0; attempt < 20; attempt++) {
    const random = seededRandom(seed, attempt);
    const shading = Array.from({ length: size }, () => Array.from({ length: size }, () => random.next() < 0.5));
    for (let repairs = 0; repairs <= 4 * size * size; repairs++) {
      const puzzle = cluesOf(shading);
      const [rival] = await search.rivals(puzzle, shading);
      if (!rival) return { puzzle, shading };
      const differing = shading.flatMap((line, row) => line.flatMap((cell, col) => (cell !== rival[row][col] ? [[row, col]] : [])));
      const [row, col] = random.pick(differing);
      shading[row][col] = !shading[row][col];
    }
  }
  throw new Error(`no unique ${size}x${size} kakurasu in 20 attempts from seed ${seed}`);
}
