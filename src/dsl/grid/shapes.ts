// Polyominoes: shapes of side-by-side cells, drawn once as a picture, turned and mirrored in
// TypeScript, and placed wherever they fit (LITS's tetrominoes in a region). Plain geometry.
import { type Point, pointKey } from './point.ts';

/** A shape's cells, moved to the top left corner and sorted in reading order (its one spelling). */
export type Polyomino = readonly Point[];

/** A shape from a picture, one string per row, `#` for a cell of it: the way a rulebook draws it. */
export function polyomino(picture: readonly string[]): Polyomino {
  return normalised(picture.flatMap((line, row) => [...line].flatMap((mark, col) => (mark === '#' ? [{ row, col }] : []))));
}

/** The cells moved to the top left corner and sorted, so that equal shapes are spelled alike. */
export function normalised(cells: readonly Point[]): Point[] {
  const top = Math.min(...cells.map((cell) => cell.row));
  const left = Math.min(...cells.map((cell) => cell.col));
  return cells.map(({ row, col }) => ({ row: row - top, col: col - left })).sort((a, b) => a.row - b.row || a.col - b.col);
}

/** A key equal for two sets of cells exactly when one is the other moved (not turned). */
export const shapeKey = (cells: readonly Point[]): string => normalised(cells).map(pointKey).join(' ');

/**
 * The shape's distinct fixed orientations, each normalised: turned a quarter at a time and, when
 * `mirror` (mirror images count as the same shape, as in LITS), each turn mirrored left to right.
 * Listed in the order they first appear (turn 1, its mirror, turn 2, ...): placements follow it.
 */
export function orientations(shape: readonly Point[], { mirror = true } = {}): Polyomino[] {
  const found = new Map<string, Polyomino>();
  let cells = [...shape];
  for (let turn = 0; turn < 4; turn++) {
    cells = cells.map(({ row, col }) => ({ row: col, col: -row }));
    const images = mirror ? [cells, cells.map(({ row, col }) => ({ row, col: -col }))] : [cells];
    for (const image of images) if (!found.has(shapeKey(image))) found.set(shapeKey(image), normalised(image));
  }
  return [...found.values()];
}

/** One way to lay a shape: its cells on the grid, in reading order. */
export type Placement = Point[];

/**
 * Every way to lay one of the orientations inside the given cells (a region): each orientation
 * with its first cell on each of the cells in turn, kept when all of it lies inside. In order of
 * orientation, then of the cell its first cell lies on.
 */
export function placements(orientationsToTry: readonly Polyomino[], within: readonly Point[]): Placement[] {
  // Cells as numbers, not strings: a region's test runs for every cell, orientation and cell of the
  // shape (LITS 50x50: 12 ms a solve with pointKey's strings). Every column tried is within a
  // shape's width of one of the region's, so row x 2 span + col is one number per cell.
  const width = Math.max(0, ...orientationsToTry.flatMap((cells) => cells.map(({ col }) => Math.abs(col))));
  const span = Math.max(0, ...within.map(({ col }) => Math.abs(col))) + 2 * width + 1;
  const key = (row: number, col: number) => row * 2 * span + col;
  const inside = new Set(within.map(({ row, col }) => key(row, col)));
  const found: Placement[] = [];
  for (const cells of orientationsToTry) {
    const [first] = cells;
    for (const at of within) {
      const [dr, dc] = [at.row - first.row, at.col - first.col];
      if (cells.every(({ row, col }) => inside.has(key(row + dr, col + dc)))) found.push(cells.map(({ row, col }) => ({ row: row + dr, col: col + dc })));
    }
  }
  return found;
}

/** The five free tetrominoes as the letters name them (LITS uses all but O). */
export const TETROMINOES = {
  L: polyomino(['#.', '#.', '##']),
  I: polyomino(['####']),
  T: polyomino(['###', '.#.']),
  S: polyomino(['.##', '##.']),
  O: polyomino(['##', '##']),
} as const;
