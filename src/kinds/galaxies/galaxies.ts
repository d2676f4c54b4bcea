// Galaxies / Tentai Show (puzzle-galaxies.com): cut the grid into regions (galaxies), each with
// exactly one dot, at its centre: turned half a turn about the dot, the galaxy covers itself.
// Dots lie at cell centres, midpoints of cell sides, or cell corners. The answer gives each cell
// the number of its galaxy's dot: dots are numbered 1.. in reading order.
import { type Point, inside } from '../../dsl/grid/index.ts';

/** A dot in half-cells: cell (r,c)'s centre is (2r, 2c), its right side's midpoint (2r, 2c+1), its bottom right corner (2r+1, 2c+1). */
export interface Dot {
  y: number;
  x: number;
}

export interface Galaxies {
  width: number;
  height: number;
  /** In reading order of their half-cell positions. */
  dots: Dot[];
}

/** `galaxy[row][col]`: the number (from 1) of the dot at the centre of the cell's galaxy. */
export type Cutting = number[][];

/** The cell a half-turn about the dot takes this one to (maybe off the grid). */
export const mirror = (dot: Dot, { row, col }: Point): Point => ({ row: dot.y - row, col: dot.x - col });

/** The cells the dot lies in or on: one, two or four; they are the galaxy's. */
export const dotCells = ({ y, x }: Dot): Point[] =>
  [...new Set([Math.floor(y / 2), Math.ceil(y / 2)])].flatMap((row) => [...new Set([Math.floor(x / 2), Math.ceil(x / 2)])].map((col) => ({ row, col })));

/** Whether a cell may belong to the dot's galaxy: its mirror image lies on the grid. */
export const mayHold = (p: Galaxies, dot: Dot, cell: Point) => inside(p, mirror(dot, cell));
