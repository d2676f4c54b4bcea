// The puzzle with only some of its clues (GridRules.keepClues): what `--explain` re-checks its
// explanation on. A clue is kept when a place the explanation names is its place, as the
// encodings name them (src/dsl/grid/clues.ts: a line's clue, a cell's clue); the others are null.
import type { Place } from '../../dsl/model.ts';

type Clues = (number | null)[];

/** Whether the clue of line `index` (on `side`, when the kind has clues at both ends) is named. */
const lineKept = (kept: readonly Place[], line: 'row' | 'column', index: number, side?: 'start' | 'end') =>
  kept.some((at) => 'line' in at && at.line === line && at.index === index && (at.side ?? 'start') === (side ?? 'start'));

/** The row and column clues kept where named, the others taken away. */
export const keepLineClues = <P extends { rows: Clues; columns: Clues }>(puzzle: P, kept: readonly Place[]): P => ({
  ...puzzle,
  rows: puzzle.rows.map((clue, row) => (lineKept(kept, 'row', row) ? clue : null)),
  columns: puzzle.columns.map((clue, col) => (lineKept(kept, 'column', col) ? clue : null)),
});

/** Clues on both ends of each line (`start`: left or top; `end`: right or bottom), kept where named. */
export const keepEndClues = (clues: Clues, kept: readonly Place[], line: 'row' | 'column', side: 'start' | 'end'): Clues =>
  clues.map((clue, index) => (lineKept(kept, line, index, side) ? clue : null));

/** The clues in cells (the grid `field`) kept where a named place holds the cell, the others taken away. */
export function keepCellClues<P, K extends keyof P>(puzzle: P, field: K & (P[K] extends (number | null)[][] ? K : never), kept: readonly Place[]): P {
  const named = new Set(kept.flatMap((at) => ('cells' in at ? at.cells.map(({ row, col }) => `${row},${col}`) : [])));
  const grid = puzzle[field] as (number | null)[][];
  return { ...puzzle, [field]: grid.map((line, row) => line.map((clue, col) => (named.has(`${row},${col}`) ? clue : null))) };
}
