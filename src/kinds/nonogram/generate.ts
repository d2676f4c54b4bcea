// Generates Nonograms with exactly one solution: shade a random grid and read its clues; while
// another grid shows them too, flip the intended grid at a cell where the two differ (its clues
// change with it, and that rival no longer fits them); Z3 proves the last one unique.
import { cols, rows } from '../../dsl/grid/index.ts';
import { uniqueFromShading, generator, type Making } from '../common/unique.ts';
import { checkNonogram } from './check.ts';
import { type Nonogram, type Shading, runsOf } from './format.ts';

/** The clues a shading shows. */
export function cluesOf(shading: Shading): Nonogram {
  const size = { width: shading[0].length, height: shading.length };
  const line = (points: { row: number; col: number }[]) => runsOf(points.map(({ row, col }) => shading[row][col]));
  return { ...size, columns: cols(size).map(line), rows: rows(size).map(line) };
}

/** A Nonogram with one solution, and that solution (the size checked, the same for the same options: generator). */
export const generateNonogram = generator('nonogram', { least: 2, most: 30 }, makingNonogram);

async function makingNonogram({ size, seed, solving }: Making<Nonogram, boolean>): Promise<{ puzzle: Nonogram; shading: Shading }> {
  // A little over half shaded: long runs, which pin a grid down sooner than scattered cells.
  return uniqueFromShading({ kind: 'nonogram', size, seed, density: 0.6, solving, verify: checkNonogram, cluesOf });
}
