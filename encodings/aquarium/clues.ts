// The clue rule, shared by every Aquarium encoding: each clue outside the grid counts the water
// cells of its row or column. A missing clue (null) says nothing.
import { type Point, column, lineClue, exactLineCounts } from '../../src/dsl/grid/index.ts';
import type { Aquarium } from '../../src/kinds/aquarium/aquarium.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';

/** Clues over one Boolean per cell. */
export function requireClues(m: Model, p: Aquarium, water: BoolTerm[][]): void {
  exactLineCounts(m, p, water, 'clues');
}

/** A set of cells that are all water or all air, with the Boolean that says which. */
export interface Filled {
  cells: Point[];
  water: BoolTerm;
}

/**
 * Clues over Booleans that each fill several cells at once: a weighted pseudo-Boolean sum, each
 * Boolean weighted by how many of its cells lie in the row or column.
 */
export function requireWeightedClues(m: Model, p: Aquarium, parts: Filled[]): void {
  const count = (clue: number, inLine: (cell: Point) => boolean): BoolTerm => {
    // A part with no cell in the line weighs 0, which weightedExactly leaves out.
    return m.weightedExactly(
      parts.map((part) => part.water),
      parts.map((part) => part.cells.filter(inLine).length),
      clue,
    );
  };
  p.rows.forEach((clue, row) => {
    if (clue !== null)
      m.require(
        lineClue('row clues', 'row', row, clue),
        count(clue, (cell) => cell.row === row),
      );
  });
  p.columns.forEach((clue, col) => {
    if (clue !== null)
      m.require(
        lineClue('column clues', 'column', col, clue),
        count(clue, (cell) => cell.col === col),
      );
  });
}
