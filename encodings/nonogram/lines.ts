// What both Nonogram encodings share: every line of the grid with its clue, as the cells' terms.
import { cols, rows } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import type { Nonogram } from '../../src/kinds/nonogram/format.ts';

export interface Line {
  name: string;
  rule: 'row clues' | 'column clues';
  clue: number[];
  cells: BoolTerm[];
}

export const clueLines = (p: Nonogram, shaded: BoolTerm[][]): Line[] => [
  ...rows(p).map((points, row) => ({
    name: `row${row + 1}`,
    rule: 'row clues' as const,
    clue: p.rows[row],
    cells: points.map(({ row, col }) => shaded[row][col]),
  })),
  ...cols(p).map((points, col) => ({
    name: `col${col + 1}`,
    rule: 'column clues' as const,
    clue: p.columns[col],
    cells: points.map(({ row, col }) => shaded[row][col]),
  })),
];
