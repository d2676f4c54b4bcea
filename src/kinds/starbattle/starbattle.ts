// Star Battle (puzzle-star-battle.com): place k stars in every row, every column and every region
// of a square grid, no two stars touching, not even diagonally.
import { type Point, type Size, pointKey, regionCount as count, regionPoints, squaresAt } from '../../dsl/grid/index.ts';

export interface StarBattle {
  /** The grid is size x size. */
  size: number;
  /** Stars in every row, column and region. */
  stars: number;
  /** The region of each cell, `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** `star[row][col]`. Row 0 is the top. */
export type Stars = boolean[][];

/**
 * The star count of the site's puzzles by size: a task string does not carry it, so it is read
 * from here when nothing else gives it.
 */
export const SITE_STARS: Readonly<Record<number, number>> = { 5: 1, 6: 1, 8: 1, 10: 2, 14: 3 };

/** The grid's extent, square. */
export const square = (size: number): Size => ({ width: size, height: size });

/** The number of regions (ids are 0 .. count - 1). */
export const regionCount = (p: StarBattle) => count(p.regions);

/** Each region's cells, by region id. */
export const regionCells = (p: StarBattle) => regionPoints(p.regions);

/**
 * The two ways to cut a line of n cells into pieces of two (and one left over): from the start,
 * or after the first cell. Across two adjacent lines each piece spans a 2x2 window at most.
 */
export function lineCuts(size: number): number[][][] {
  const pieces = (offset: number) => {
    const cut = offset === 1 ? [[0]] : [];
    for (let start = offset; start < size; start += 2) cut.push(start + 1 < size ? [start, start + 1] : [start]);
    return cut;
  };
  return size > 1 ? [pieces(0), pieces(1)] : [pieces(0)];
}

/** A region's cells cut greedily into pieces that each fit in a 2x2 window, in reading order. */
export function regionPieces(cells: Point[]): Point[][] {
  const left = new Set(cells.map(pointKey));
  const pieces: Point[][] = [];
  for (const cell of cells) {
    if (!left.has(pointKey(cell))) continue;
    // Of the four windows around the cell, the one that takes most of what is left.
    const options = squaresAt(cell).map((window) => window.filter((other) => left.has(pointKey(other))));
    const piece = options.reduce((best, option) => (option.length > best.length ? option : best));
    for (const other of piece) left.delete(pointKey(other));
    pieces.push(piece);
  }
  return pieces;
}
