// Star Battle (puzzle-star-battle.com): place k stars in every row, every column and every region
// of a square grid, no two stars touching, not even diagonally.
import { cellsByRegion } from '../common/regions.ts';

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

/** The number of regions (ids are 0 .. count - 1). */
export const regionCount = (p: StarBattle) => Math.max(-1, ...p.regions.flat()) + 1;

/** Each region's cells, by region id. */
export const regionCells = (p: StarBattle) => cellsByRegion(p.regions);

/** The 2x2 windows of the grid, by their top left cell: two stars touch exactly when they share one. */
export function windows(size: number): { row: number; col: number }[][] {
  return Array.from({ length: Math.max(0, size - 1) ** 2 }, (_, i) => {
    const [row, col] = [Math.floor(i / (size - 1)), i % (size - 1)];
    return [{ row, col }, { row, col: col + 1 }, { row: row + 1, col }, { row: row + 1, col: col + 1 }];
  });
}

/** The pairs of cells that touch (side or corner), each pair once. */
export function touchingPairs(size: number): [{ row: number; col: number }, { row: number; col: number }][] {
  const pairs: [{ row: number; col: number }, { row: number; col: number }][] = [];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      for (const [dr, dc] of [[0, 1], [1, -1], [1, 0], [1, 1]]) {
        const other = { row: row + dr, col: col + dc };
        if (other.row < size && other.col >= 0 && other.col < size) pairs.push([{ row, col }, other]);
      }
  return pairs;
}

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
export function regionPieces(cells: { row: number; col: number }[]): { row: number; col: number }[][] {
  const left = new Set(cells.map(({ row, col }) => `${row},${col}`));
  const pieces: { row: number; col: number }[][] = [];
  for (const { row, col } of cells) {
    if (!left.has(`${row},${col}`)) continue;
    // Of the four windows around the cell, the one that takes most of what is left.
    const options = [[0, 0], [0, -1], [-1, 0], [-1, -1]].map(([dr, dc]) =>
      [[0, 0], [0, 1], [1, 0], [1, 1]].map(([r, c]) => ({ row: row + dr + r, col: col + dc + c })).filter((cell) => left.has(`${cell.row},${cell.col}`)));
    const piece = options.reduce((best, option) => (option.length > best.length ? option : best));
    for (const cell of piece) left.delete(`${cell.row},${cell.col}`);
    pieces.push(piece);
  }
  return pieces;
}
