// Heyawake (puzzle-heyawake.com): shade cells so that a room with a number has that many shaded
// cells, no two shaded cells are side by side, the unshaded cells form one group, and no
// horizontal or vertical run of unshaded cells crosses two room borders.
import { type Point, type Size, regionPoints, rows, cols, wallBetween } from '../../dsl/grid/index.ts';

export interface Heyawake {
  width: number;
  height: number;
  /** The room of each cell, `rooms[row][col]`, numbered 0.. in order of first appearance. */
  rooms: number[][];
  /** Each room's number (its count of shaded cells), by room id; null where it has none. */
  counts: (number | null)[];
}

/** `shaded[row][col]`. Row 0 is the top. */
export type Shading = boolean[][];

/** Each room's cells, by room id, in reading order (the first is where its number is drawn). */
export const roomCells = (p: Heyawake): Point[][] => regionPoints(p.rooms);

/**
 * The stretches of a row or column that reach from the cell before one room border to the cell
 * after the next: an unshaded run may not cover one, so each needs a shaded cell.
 */
export function twoBorderSpans(p: Heyawake & Size): Point[][] {
  return [...rows(p), ...cols(p)].flatMap((line) => {
    // Border k lies between line[k] and line[k + 1].
    const borders = line.slice(1).flatMap((cell, k) => (wallBetween(p.rooms, line[k], cell) ? [k] : []));
    return borders.slice(1).map((second, i) => line.slice(borders[i], second + 2));
  });
}
