// Shikaku (puzzle-shikaku.com): cut the grid into rectangles, each holding exactly one number,
// which is its area. The answer gives each cell the number of the clue whose rectangle holds it:
// clues are numbered 1.. in reading order.
import { type Point, points } from '../../dsl/grid/index.ts';

export interface Shikaku {
  width: number;
  height: number;
  /** `clues[row][col]`: the area of the rectangle through this cell, or null. */
  clues: (number | null)[][];
}

/** `clue[row][col]`: the number (from 1, in reading order) of the clue whose rectangle holds the cell. */
export type Cutting = number[][];

export interface Clue extends Point {
  area: number;
}

/** The clues in reading order: clue i + 1 is `cluesOf(p)[i]`. */
export const cluesOf = (p: Shikaku): Clue[] =>
  points(p).flatMap((cell) => {
    const area = p.clues[cell.row][cell.col];
    return area === null ? [] : [{ ...cell, area }];
  });

/** A rectangle by its top left cell and its extent. */
export interface Rectangle {
  top: number;
  left: number;
  height: number;
  width: number;
}

export const cellsOf = (r: Rectangle): Point[] => points(r).map(({ row, col }) => ({ row: r.top + row, col: r.left + col }));

/** Every rectangle of the clue's area on the grid that holds the clue and no other. */
export function rectanglesFor(p: Shikaku, clue: Clue): Rectangle[] {
  const found: Rectangle[] = [];
  for (let height = 1; height <= clue.area; height++) {
    if (clue.area % height !== 0) continue;
    const width = clue.area / height;
    for (let top = clue.row - height + 1; top <= clue.row; top++)
      for (let left = clue.col - width + 1; left <= clue.col; left++) {
        const r = { top, left, height, width };
        if (top < 0 || left < 0 || top + height > p.height || left + width > p.width) continue;
        if (holdsOnly(p, r, clue)) found.push(r);
      }
  }
  return found;
}

/**
 * Whether the rectangle holds no clue but `clue`: plain loops, as a clue of area A has A placements
 * per shape of A cells each (cellsOf's arrays for each made a third of the 50x40's encoding time).
 */
function holdsOnly(p: Shikaku, r: Rectangle, clue: Clue): boolean {
  for (let row = r.top; row < r.top + r.height; row++)
    for (let col = r.left; col < r.left + r.width; col++) if (p.clues[row][col] !== null && (row !== clue.row || col !== clue.col)) return false;
  return true;
}
