// Skyscrapers (puzzle-skyscrapers.com): fill an n x n grid with buildings of heights 1..n, each
// height once in every row and column; a clue outside the grid counts the buildings seen from
// there, a taller one hiding every lower one behind it.
import type { Point } from '../../dsl/grid/index.ts';

export type Clues = (number | null)[];

export interface Skyscrapers {
  width: number;
  height: number;
  /** Above each column, below each column (left to right), left of each row, right of each row (top to bottom). */
  top: Clues;
  bottom: Clues;
  left: Clues;
  right: Clues;
  givens: (number | null)[][];
}

export const SIDES = ['top', 'bottom', 'left', 'right'] as const;
export type Side = (typeof SIDES)[number];

/** The cells a clue looks along, nearest first. */
export function sightLine(n: number, side: Side, i: number): Point[] {
  const steps = Array.from({ length: n }, (_, k) => k);
  if (side === 'top') return steps.map((row) => ({ row, col: i }));
  if (side === 'bottom') return steps.map((k) => ({ row: n - 1 - k, col: i }));
  if (side === 'left') return steps.map((col) => ({ row: i, col }));
  return steps.map((k) => ({ row: i, col: n - 1 - k }));
}

/** Where each side's clues stand: beside a row or a column, before it (top, left) or after it, and in words. */
const PLACES = {
  top: { line: 'column', end: 'start', words: 'above column' },
  bottom: { line: 'column', end: 'end', words: 'below column' },
  left: { line: 'row', end: 'start', words: 'left of row' },
  right: { line: 'row', end: 'end', words: 'right of row' },
} as const;

/**
 * Every clue with its line of sight, how messages name it ("the clue 3 above column 2"), and where
 * it stands (`place`: its line, from 0, and which end), for an encoding to name it by.
 */
export const sightLines = (p: Skyscrapers) =>
  SIDES.flatMap((side) =>
    p[side].flatMap((clue, i) =>
      clue === null
        ? []
        : [
            {
              clue,
              cells: sightLine(p.width, side, i),
              name: `the clue ${clue} ${PLACES[side].words} ${i + 1}`,
              place: { line: PLACES[side].line, index: i, side: PLACES[side].end, words: `${PLACES[side].words} ${i + 1}` },
            },
          ],
    ),
  );

/** How many buildings of these heights one sees, nearest first. */
export function seen(heights: readonly number[]): number {
  let tallest = 0;
  let count = 0;
  for (const height of heights) if (height > tallest) [tallest, count] = [height, count + 1];
  return count;
}
