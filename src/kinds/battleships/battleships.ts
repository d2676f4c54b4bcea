// Battleships (puzzle-battleships.com): hide a fleet of straight ships of given lengths in the grid;
// ships never touch, not even diagonally; the numbers outside say how many ship cells each row and
// column holds; some cells are given: water, or a ship's segment (its end, middle, or a one-cell ship).
import { type Point, inside, move } from '../../dsl/grid/index.ts';

/** A given cell: `x` water, `o` a one-cell ship, `n`/`s`/`w`/`e` the north/south/west/east end of a ship, `m` a middle. */
export type Hint = 'x' | 'o' | 'n' | 's' | 'w' | 'e' | 'm';

export const HINTS: Record<Hint, string> = {
  x: 'water',
  o: 'a one-cell ship',
  n: "a ship's north end",
  s: "a ship's south end",
  w: "a ship's west end",
  e: "a ship's east end",
  m: "a ship's middle",
};

export interface Battleships {
  width: number;
  height: number;
  /** Ship cells per column, left to right; null where a column has no count. */
  columns: (number | null)[];
  /** Ship cells per row, top to bottom; null where a row has no count. */
  rows: (number | null)[];
  /** The length of every ship of the fleet, longest first. */
  fleet: number[];
  /** `hints[row][col]`: the given cells. */
  hints: (Hint | null)[][];
}

/** `ship[row][col]`: the answer. */
export type Fleet = boolean[][];

/**
 * Puzzle Team's fleet for a grid of this size when a puzzle does not give one: 6x6 has a
 * three, two twos and three ones; up to 12x12 a four, two threes, three twos, four ones; larger
 * grids a five, two fours, three threes, four twos and five ones.
 */
export function standardFleet(width: number, height: number): number[] {
  const longest = Math.max(width, height) <= 7 ? 3 : Math.max(width, height) <= 12 ? 4 : 5;
  return Array.from({ length: longest }, (_, i) => longest - i).flatMap((length) => Array<number>(longest - length + 1).fill(length));
}

/** What a cell of a grid of ships is: water, or which segment of its ship, from its side neighbours. */
export function segmentAt(size: { width: number; height: number }, ship: (point: Point) => boolean, point: Point): Hint {
  if (!ship(point)) return 'x';
  const is = (side: 'N' | 'S' | 'W' | 'E') => inside(size, move(point, side)) && ship(move(point, side));
  const [north, south, west, east] = [is('N'), is('S'), is('W'), is('E')];
  if ((north && south) || (west && east) || ((north || south) && (west || east))) return 'm';
  return south ? 'n' : north ? 's' : east ? 'w' : west ? 'e' : 'o';
}
