// LITS (puzzle-lits.com): shade one tetromino in every region so that tetrominoes of the same shape
// never share an edge across a region border, no 2x2 block is shaded, and all shaded cells form
// one orthogonally connected group. The shapes are L, I, T and S (the square O is not one of them),
// rotations and mirror images counting as the same shape.
//
// The structure every encoding, the checker and the oracle share is computed here in plain
// TypeScript on the grid vocabulary: the tetromino shapes, and every way to place one inside a region.
import { type Point, TETROMINOES, type Polyomino, orientations, placements as laid, regionPoints, shapeKey } from '../../dsl/grid/index.ts';

export interface Lits {
  width: number;
  height: number;
  /** The region of each cell, `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** A tetromino's shape, by the letter the solutions write it with. */
export type Shape = 'L' | 'I' | 'T' | 'S';
export const SHAPES: readonly Shape[] = ['L', 'I', 'T', 'S'];

/** A solved cell: the letter of the tetromino that shades it, or `.` when it is not shaded. */
export type LitsCell = Shape | '.';
export type LitsGrid = LitsCell[][];

/** One way to shade a tetromino: its shape and its four cells, in reading order. */
export interface Placement {
  shape: Shape;
  cells: Point[];
}

/** Every orientation of every shape (18 in all: L 8, I 2, T 4, S 4): mirror images are the same shape. */
const ORIENTATIONS: Record<Shape, Polyomino[]> = {
  L: orientations(TETROMINOES.L),
  I: orientations(TETROMINOES.I),
  T: orientations(TETROMINOES.T),
  S: orientations(TETROMINOES.S),
};
const SHAPE_OF_KEY = new Map(SHAPES.flatMap((shape) => ORIENTATIONS[shape].map((cells) => [shapeKey(cells), shape] as const)));

/** The shape of four cells, or undefined when they are no L, I, T or S (in pieces, a square, ...). */
export function shapeOf(cells: Point[]): Shape | undefined {
  return cells.length === 4 ? SHAPE_OF_KEY.get(shapeKey(cells)) : undefined;
}

/** Each region's cells, by region id, in reading order. */
export const regionCells = (p: Lits): Point[][] => regionPoints(p.regions);

/** Every tetromino that fits inside the region, in a fixed order (shape, orientation, first cell). */
export function placements(region: Point[]): Placement[] {
  return SHAPES.flatMap((shape) => laid(ORIENTATIONS[shape], region).map((cells) => ({ shape, cells })));
}
