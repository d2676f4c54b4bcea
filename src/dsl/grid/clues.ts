// How an encoding names a clue it requires (`m.require(lineClue(...), ...)`): in words for an
// explanation of "no solution" (`row 3: 5`, `(2,4): 3`), and by its place for the picture, which
// outlines it where the kind draws it (src/kind/conflict-picture.ts). One spelling for every kind.
import type { Instance } from '../model.ts';
import type { Point } from './point.ts';

/**
 * A clue beside a row or column (`index` from 0), drawn before the line (left, top) or with `side`
 * 'end' after it (right, bottom). `words` names the line where the side must be said (`row 3 from
 * the right`); by default `row 3`.
 */
export function lineClue(rule: string, line: 'row' | 'column', index: number, clue: number | string, side?: 'start' | 'end', words?: string): Instance {
  return { rule, where: `${words ?? `${line} ${index + 1}`}: ${clue}`, at: { line, index, ...(side && { side }) } };
}

/** A clue in a cell, named as messages name the cell, `(row,col)` from 1. */
export function cellClue(rule: string, cell: Point, clue: number | string): Instance {
  return { rule, where: `(${cell.row + 1},${cell.col + 1}): ${clue}`, at: { cells: [cell] } };
}
