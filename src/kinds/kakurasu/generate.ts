// Generates Kakurasu puzzles with exactly one solution: shade a random grid and count its clues;
// while another grid meets them too, flip the intended grid at a cell where the two differ (its
// clues change with it, and that rival misses them); Z3 proves the last one unique.
import { column } from '../../dsl/grid/index.ts';
import { uniqueFromShading, generator, type Making } from '../common/unique.ts';
import { checkKakurasu } from './check.ts';
import type { Kakurasu, Shading } from './format.ts';

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

/** A Kakurasu with one solution, and that solution (the size checked, the same for the same options: generator). */
export const generateKakurasu = generator('kakurasu', { least: 2, most: 20 }, makingKakurasu);

async function makingKakurasu({ size, seed, solving }: Making<Kakurasu, boolean>): Promise<{ puzzle: Kakurasu; shading: Shading }> {
  return uniqueFromShading({ kind: 'kakurasu', size, seed, density: 0.5, solving, verify: checkKakurasu, cluesOf });
}
