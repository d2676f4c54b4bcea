// Slitherlink (puzzle-loop.com, "Loop"): draw one closed loop along the grid lines, through the
// grid's vertices, never touching or crossing itself; a number in a cell says how many of the
// cell's four sides the loop runs along.
//
// The answer is written as the cells the loop encloses: `#` inside the loop, `.` outside. One loop
// and its inside say the same thing (the loop runs exactly between an inside cell and an outside
// one, or an inside cell and the border), and the inside is a grid of cells, as every answer here is.
import { type Point, move } from '../../dsl/grid/index.ts';

export interface Slitherlink {
  width: number;
  height: number;
  /** `clues[row][col]`: 0-3, or null for a cell without a number. */
  clues: (number | null)[][];
}

/** `inside[row][col]`: the cell lies inside the loop. */
export type Inside = boolean[][];

/** The four sides of a cell as its neighbours across them (off the grid: the outside). */
export const SIDE_NAMES = { N: 'top', E: 'right', S: 'bottom', W: 'left' } as const;

/** Whether the loop runs between a cell and its neighbour across a side: one is inside, the other not (off the grid is outside). */
export function onLoop(inside: readonly (readonly (boolean | undefined)[])[], cell: Point, side: keyof typeof SIDE_NAMES): boolean | undefined {
  const other = move(cell, side);
  const there = other.row < 0 || other.row >= inside.length || other.col < 0 || other.col >= inside[0].length ? false : inside[other.row][other.col];
  const here = inside[cell.row][cell.col];
  return here === undefined || there === undefined ? undefined : here !== there;
}
