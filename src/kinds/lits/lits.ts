// LITS (puzzle-lits.com): shade one tetromino in every region so that tetrominoes of the same shape
// never share an edge across a region border, no 2x2 block is shaded, and all shaded cells form
// one orthogonally connected group. The shapes are L, I, T and S (the square O is not one of them),
// rotations and mirror images counting as the same shape.
//
// The structure every encoding, the checker and the oracle share is computed here in plain
// TypeScript: the tetromino shapes, and every way to place one inside a region.
import { cellsByRegion } from '../common/regions.ts';

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

export interface Spot {
  row: number;
  col: number;
}

/** One way to shade a tetromino: its shape and its four cells, in reading order. */
export interface Placement {
  shape: Shape;
  cells: Spot[];
}

// Each shape drawn once; its rotations and mirror images are worked out below.
const DRAWN: Record<Shape, string[]> = {
  L: ['#.', '#.', '##'],
  I: ['####'],
  T: ['###', '.#.'],
  S: ['.##', '##.'],
};

/** A set of cells moved to the top left corner and sorted, so equal shapes give equal keys. */
function normalised(cells: Spot[]): Spot[] {
  const top = Math.min(...cells.map((cell) => cell.row));
  const left = Math.min(...cells.map((cell) => cell.col));
  return cells.map(({ row, col }) => ({ row: row - top, col: col - left })).sort((a, b) => a.row - b.row || a.col - b.col);
}

const keyOf = (cells: Spot[]) => normalised(cells).map(({ row, col }) => `${row},${col}`).join(' ');

/** Every orientation of every shape (18 in all: L 8, I 2, T 4, S 4), each normalised, by its key. */
const ORIENTATIONS: Map<string, { shape: Shape; cells: Spot[] }> = (() => {
  const found = new Map<string, { shape: Shape; cells: Spot[] }>();
  for (const shape of SHAPES) {
    let cells = DRAWN[shape].flatMap((line, row) => [...line].flatMap((mark, col) => (mark === '#' ? [{ row, col }] : [])));
    for (let turn = 0; turn < 4; turn++) {
      cells = cells.map(({ row, col }) => ({ row: col, col: -row }));
      for (const image of [cells, cells.map(({ row, col }) => ({ row, col: -col }))]) found.set(keyOf(image), { shape, cells: normalised(image) });
    }
  }
  return found;
})();

/** The shape of four cells, or undefined when they are no L, I, T or S (in pieces, a square, ...). */
export function shapeOf(cells: Spot[]): Shape | undefined {
  return cells.length === 4 ? ORIENTATIONS.get(keyOf(cells))?.shape : undefined;
}

/** Each region's cells, by region id, in reading order. */
export const regionCells = (p: Lits): Spot[][] => cellsByRegion(p.regions);

/** Every tetromino that fits inside the region, in a fixed order. */
export function placements(region: Spot[]): Placement[] {
  const inside = new Set(region.map(({ row, col }) => `${row},${col}`));
  const found: Placement[] = [];
  // Each orientation is tried with its first cell on each cell of the region: one try per placement.
  for (const { shape, cells } of ORIENTATIONS.values()) {
    for (const at of region) {
      const moved = cells.map(({ row, col }) => ({ row: row + at.row - cells[0].row, col: col + at.col - cells[0].col }));
      if (moved.every(({ row, col }) => inside.has(`${row},${col}`))) found.push({ shape, cells: moved });
    }
  }
  return found;
}

/** The cells that share an edge with the given one, inside a width x height grid. */
export function sideNeighbours({ row, col }: Spot, width: number, height: number): Spot[] {
  return [{ row: row - 1, col }, { row, col: col + 1 }, { row: row + 1, col }, { row, col: col - 1 }]
    .filter((cell) => cell.row >= 0 && cell.row < height && cell.col >= 0 && cell.col < width);
}

/** The pairs of side-by-side cells in different regions, each pair once: where same shapes may not meet. */
export function borderPairs(p: Lits): [Spot, Spot][] {
  const pairs: [Spot, Spot][] = [];
  p.regions.forEach((line, row) => line.forEach((region, col) => {
    if (col + 1 < p.width && line[col + 1] !== region) pairs.push([{ row, col }, { row, col: col + 1 }]);
    if (row + 1 < p.height && p.regions[row + 1][col] !== region) pairs.push([{ row, col }, { row: row + 1, col }]);
  }));
  return pairs;
}

/** The 2x2 blocks of the grid, by their top left cell. */
export function blocks(width: number, height: number): Spot[][] {
  const found: Spot[][] = [];
  for (let row = 0; row + 1 < height; row++)
    for (let col = 0; col + 1 < width; col++) found.push([{ row, col }, { row, col: col + 1 }, { row: row + 1, col }, { row: row + 1, col: col + 1 }]);
  return found;
}
