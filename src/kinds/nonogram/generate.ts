// Generates Nonograms with exactly one solution: shade a random grid and read its clues; while
// another grid shows them too, flip the intended grid at a cell where the two differ (its clues
// change with it, and that rival no longer fits them); Z3 proves the last one unique.
import { UsageError } from '../../format/errors.ts';
import { cols, rows } from '../../dsl/grid/index.ts';
import type { GridSolving } from '../../kind/grid.ts';
import { uniqueFromShading } from '../common/unique.ts';
import { checkNonogram } from './check.ts';
import { type Nonogram, type Shading, runsOf } from './nonogram.ts';
import { ownContext } from '../../solver/session.ts';

/** The clues a shading shows. */
export function cluesOf(shading: Shading): Nonogram {
  const size = { width: shading[0].length, height: shading.length };
  const line = (points: { row: number; col: number }[]) => runsOf(points.map(({ row, col }) => shading[row][col]));
  return { ...size, columns: cols(size).map(line), rows: rows(size).map(line) };
}

/** The same puzzle for the same options, however many were made before it in the process (ownContext). */
export const generateNonogram = (options: Parameters<typeof makingNonogram>[0]) => ownContext(() => makingNonogram(options));

async function makingNonogram({
  size,
  seed,
  solving,
}: {
  size: number;
  seed: number;
  solving: GridSolving<Nonogram, boolean>;
}): Promise<{ puzzle: Nonogram; shading: Shading }> {
  if (size < 2 || size > 30) throw new UsageError(`--size must be between 2 and 30 for nonogram, found ${size}`);
  // A little over half shaded: long runs, which pin a grid down sooner than scattered cells.
  return uniqueFromShading({ kind: 'nonogram', size, seed, density: 0.6, solving, verify: checkNonogram, cluesOf });
}
