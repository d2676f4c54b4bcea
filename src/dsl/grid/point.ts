// Points of a rectangular grid and the ways to step between them: the geometry every grid kind
// used to write by hand (`row * width + col`, `[[0, 1], [1, 0], ...]`, `inside(...)`). Plain
// TypeScript, no Z3: kinds, checkers, oracles, generators and encodings all speak it. A `Point` is
// a position; what a cell holds is `Cell` (src/kind/cells.ts).

/** A cell's position: row 0 is the top, col 0 the left. */
export interface Point {
  row: number;
  col: number;
}

/** A grid's extent, which every puzzle with cells already carries. */
export interface Size {
  width: number;
  height: number;
}

/** The four sides a cell shares with its neighbours, by compass point (north is up). */
export type Side = 'N' | 'E' | 'S' | 'W';
/** The four corners a cell shares only with its diagonal neighbours. */
export type Diagonal = 'NE' | 'SE' | 'SW' | 'NW';
export type Direction = Side | Diagonal;

/** The sides clockwise from north: the order neighbour lists come in unless a caller asks otherwise. */
export const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];
/** The corners clockwise from north-east. */
export const DIAGONALS: readonly Diagonal[] = ['NE', 'SE', 'SW', 'NW'];
/** All eight directions clockwise from north: the cells that touch a cell, even at a corner. */
export const AROUND: readonly Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/**
 * The directions that lead forward in reading order (right, or into the next row), so that
 * stepping from every point once in them visits each pair of neighbours once.
 */
export const FORWARD_SIDES: readonly Side[] = ['E', 'S'];
export const FORWARD_AROUND: readonly Direction[] = ['E', 'SW', 'S', 'SE'];

/** How far one step in a direction moves, in rows and columns: the one table of offsets. */
export const OFFSET: Readonly<Record<Direction, { dr: number; dc: number }>> = {
  N: { dr: -1, dc: 0 },
  NE: { dr: -1, dc: 1 },
  E: { dr: 0, dc: 1 },
  SE: { dr: 1, dc: 1 },
  S: { dr: 1, dc: 0 },
  SW: { dr: 1, dc: -1 },
  W: { dr: 0, dc: -1 },
  NW: { dr: -1, dc: -1 },
};

// A side's opposite is a side, a corner's a corner (opposite's overloads).
const OPPOSITE: Readonly<Record<Direction, Direction>> = { N: 'S', NE: 'SW', E: 'W', SE: 'NW', S: 'N', SW: 'NE', W: 'E', NW: 'SE' };

/** The direction back: a line that leaves a cell east enters its neighbour from the west. */
export function opposite(direction: Side): Side;
export function opposite(direction: Diagonal): Diagonal;
export function opposite(direction: Direction): Direction;
export function opposite(direction: Direction): Direction {
  return OPPOSITE[direction];
}

/** Whether a side runs across (east-west) or down (north-south): straight lines keep their axis. */
export const axisOf = (side: Side): 'across' | 'down' => (side === 'E' || side === 'W' ? 'across' : 'down');

/** The point `distance` steps away in a direction (possibly outside the grid). */
export function move({ row, col }: Point, direction: Direction, distance = 1): Point {
  return { row: row + OFFSET[direction].dr * distance, col: col + OFFSET[direction].dc * distance };
}

/** Whether the point lies on the grid: every step that may leave it is checked with this. */
export const inside = ({ width, height }: Size, { row, col }: Point): boolean => row >= 0 && row < height && col >= 0 && col < width;

/** The points from `point` (itself not included) along a direction, as long as `passes` holds and the grid goes on. */
export function pointsAlong(size: Size, point: Point, direction: Direction, passes: (next: Point) => boolean): Point[] {
  const along: Point[] = [];
  for (let next = move(point, direction); inside(size, next) && passes(next); next = move(next, direction)) along.push(next);
  return along;
}

/**
 * The points one step away in the given directions, in their order; only those on the grid when
 * a size is given. Generators pass their own order: their random draws depend on it.
 */
export function neighbours(point: Point, directions: readonly Direction[], size?: Size): Point[] {
  const all = directions.map((direction) => move(point, direction));
  return size ? all.filter((next) => inside(size, next)) : all;
}

/** The points that share a side with this one (north, east, south, west). */
export const sideNeighbours = (point: Point, size?: Size): Point[] => neighbours(point, SIDES, size);

/** The points that share only a corner with this one. */
export const diagonalNeighbours = (point: Point, size?: Size): Point[] => neighbours(point, DIAGONALS, size);

/** The points that touch this one at a side or a corner (the eight around it). */
export const touchingNeighbours = (point: Point, size?: Size): Point[] => neighbours(point, AROUND, size);

/** Whether two points share a side. */
export const adjacent = (a: Point, b: Point): boolean => Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1;

/** The side of `from` that `to` lies beyond, when they are side neighbours. */
export const sideTowards = (from: Point, to: Point): Side | undefined =>
  SIDES.find((side) => from.row + OFFSET[side].dr === to.row && from.col + OFFSET[side].dc === to.col);

export const samePoint = (a: Point, b: Point): boolean => a.row === b.row && a.col === b.col;

/** A point as a string key, for sets and maps of points. */
export const pointKey = ({ row, col }: Point): string => `${row},${col}`;

/** How messages name a point: (row,col), counted from 1 at the top left. */
export const pointName = ({ row, col }: Point): string => `(${row + 1},${col + 1})`;

/** A point's number in reading order (from 0): node ids of graphs, the paths of task strings. */
export const indexOf = ({ width }: Pick<Size, 'width'>, { row, col }: Point): number => row * width + col;

/** The point with that number in reading order. */
export const pointAt = ({ width }: Pick<Size, 'width'>, index: number): Point => ({ row: Math.floor(index / width), col: index % width });

/** Every point of the grid in reading order. */
export function points(size: Size): Point[] {
  return Array.from({ length: size.width * size.height }, (_, i) => pointAt(size, i));
}

/** The points of one row, left to right. */
export const rowPoints = ({ width }: Pick<Size, 'width'>, row: number): Point[] => Array.from({ length: width }, (_, col) => ({ row, col }));

/** The points of one column, top to bottom. */
export const colPoints = ({ height }: Pick<Size, 'height'>, col: number): Point[] => Array.from({ length: height }, (_, row) => ({ row, col }));

/** Every row's points, top to bottom: the lines a row clue counts. */
export const rows = (size: Size): Point[][] => Array.from({ length: size.height }, (_, row) => rowPoints(size, row));

/** Every column's points, left to right: the lines a column clue counts. */
export const cols = (size: Size): Point[][] => Array.from({ length: size.width }, (_, col) => colPoints(size, col));

/** One column of a grid of values stored row by row (`grid[row][col]`). */
export const column = <T>(grid: readonly (readonly T[])[], col: number): T[] => grid.map((line) => line[col]);

/** A list of values in reading order cut into rows of `width`: task strings list cells this way. */
export const inRows = <T>(values: readonly T[], width: number): T[][] =>
  Array.from({ length: width > 0 ? Math.ceil(values.length / width) : 0 }, (_, row) => values.slice(row * width, (row + 1) * width));

/** The grid's value at a point; undefined off the grid. */
export const valueAt = <T>(grid: readonly (readonly T[])[], { row, col }: Point): T | undefined => grid[row]?.[col];

/** The size of a grid of values stored row by row. */
export const sizeOf = (grid: readonly (readonly unknown[])[]): Size => ({ width: grid[0]?.length ?? 0, height: grid.length });

/**
 * Every `side` x `side` window of the grid, by its top left point, each window's points in reading
 * order: two cells touch (side or corner) exactly when they share a 2x2 window.
 */
export function squares(size: Size, side = 2): Point[][] {
  const found: Point[][] = [];
  for (let row = 0; row + side <= size.height; row++)
    for (let col = 0; col + side <= size.width; col++)
      found.push(Array.from({ length: side * side }, (_, i) => ({ row: row + Math.floor(i / side), col: col + (i % side) })));
  return found;
}

/**
 * The 2x2 windows that hold a point (up to four; only those on the grid when a size is given), each
 * in reading order: first the one whose top left it is, then those reaching west, north, north-west.
 */
export function squaresAt(point: Point, size?: Size): Point[][] {
  const windows = [point, move(point, 'W'), move(point, 'N'), move(point, 'NW')].map((corner) => [
    corner,
    move(corner, 'E'),
    move(corner, 'S'),
    move(corner, 'SE'),
  ]);
  return size ? windows.filter((window) => window.every((cell) => inside(size, cell))) : windows;
}

/** Each pair of points one step apart in the given forward directions, once, in reading order. */
export function pairs(size: Size, forward: readonly Direction[] = FORWARD_SIDES): [Point, Point][] {
  return points(size).flatMap((point) => neighbours(point, forward, size).map((other): [Point, Point] => [point, other]));
}
