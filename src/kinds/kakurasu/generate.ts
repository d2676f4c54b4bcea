// Generates Kakurasu puzzles with exactly one solution: shade a random grid and count its clues;
// while another grid meets them too, flip the intended grid at a cell where the two differ (its
// clues change with it, and that rival misses them); Z3 proves the last one unique.
import { UsageError } from '../../format/errors.ts';
import type { GridSolving } from '../../kind/grid.ts';
import { column } from '../../dsl/grid/index.ts';
import { uniqueFromShading } from '../common/unique.ts';
import { checkKakurasu } from './check.ts';
import type { Kakurasu, Shading } from './kakurasu.ts';
import { ownContext } from '../../solver/session.ts';

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

/** The same puzzle for the same options, however many were made before it in the process (ownContext). */
export const generateKakurasu = (options: Parameters<typeof makingKakurasu>[0]) => ownContext(() => makingKakurasu(options));

async function makingKakurasu({
  size,
  seed,
  solving,
}: {
  size: number;
  seed: number;
  solving: GridSolving<Kakurasu, boolean>;
}): Promise<{ puzzle: Kakurasu; shading: Shading }> {
  if (size < 2 || size > 20) throw new UsageError(`--size must be between 2 and 20 for kakurasu, found ${size}`);
  return uniqueFromShading({ kind: 'kakurasu', size, seed, density: 0.5, solving, verify: checkKakurasu, cluesOf });
}
