// Counts beside the lines as a rule (Battleships' ship cells, and the row and column clues of
// Aquarium and Thermometers): each row and column with a count holds exactly that many true
// Booleans, each count named by its place (lineClue) for an explanation and its picture.
import type { BoolTerm, Model } from '../model.ts';
import { lineClue } from './clues.ts';
import { column } from './point.ts';

/** Rows and columns of `cells` holding their counts (null: no count); `rule` names them: `row counts`, `column counts`. */
export function exactLineCounts(m: Model, counts: { rows: (number | null)[]; columns: (number | null)[] }, cells: BoolTerm[][], rule = 'counts'): void {
  counts.rows.forEach((count, row) => count !== null && m.require(lineClue(`row ${rule}`, 'row', row, count), m.exactly(cells[row], count)));
  counts.columns.forEach((count, col) => count !== null && m.require(lineClue(`column ${rule}`, 'column', col, count), m.exactly(column(cells, col), count)));
}
