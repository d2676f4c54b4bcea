// Generates Nonograms with exactly one solution: shade a random grid and read its clues; while
// another grid shows them too, flip the intended grid at a cell where the two differ (its clues
// change with it, and that rival no longer fits them); Z3 proves the last one unique.
import { UsageError } from '../../format/errors.ts';
import { seededRandom } from '../../format/random.ts';
import { cols, rows } from '../../dsl/grid/index.ts';
import type { GridSolving } from '../../kind/grid.ts';
import { RivalSearch } from '../common/unique.ts';
import { checkNonogram } from './check.ts';
import { type Nonogram, type Shading, runsOf } from './nonogram.ts';

/** The clues a shading shows. */
export function cluesOf(shading: Shading): Nonogram {
  const size = { width: shading[0].length, height: shading.length };
  const line = (points: { row: number; col: number }[]) => runsOf(points.map(({ row, col }) => shading[row][col]));
  return { ...size, columns: cols(size).map(line), rows: rows(size).map(line) };
}

export async function generateNonogram({
  size,
  seed,
  solving,
}: {
  size: number;
  seed: number;
  solving: GridSolving<Nonogram, boolean>;
}): Promise<{ puzzle: Nonogram; shading: Shading }> {
  if (size < 2 || size > 30) throw new UsageError(`--size must be between 2 and 30 for nonogram, found ${size}`);
  const search = await RivalSearch.start(solving.encodings.get(solving.defaultEncoding), solving.defaultStrategy, checkNonogram);
  for (let attempt = 0; attempt < 20; attempt++) {
    const random = seededRandom(seed, attempt);
    // A little over half shaded: long runs, which pin a grid down sooner than scattered cells.
    const shading = Array.from({ length: size }, () => Array.from({ length: size }, () => random.next() < 0.6));
    for (let repairs = 0; repairs <= 4 * size * size; repairs++) {
      const puzzle = cluesOf(shading);
      const [rival] = await search.rivals(puzzle, shading);
      if (!rival) return { puzzle, shading };
      const differing = shading.flatMap((line, row) => line.flatMap((cell, col) => (cell !== rival[row][col] ? [[row, col]] : [])));
      const [row, col] = random.pick(differing);
      shading[row][col] = !shading[row][col];
    }
  }
  throw new Error(`no unique ${size}x${size} nonogram in 20 attempts from seed ${seed}`);
}
