// Aquarium: a grid cut into tanks; shade water so that each row and column holds its clue's
// number of water cells, and each tank is filled to one level (water never floats).

/**
 * `tank-level` (Puzzle Team, WPC): cells of one tank on one row are all water or all air, even
 * where the tank is U-shaped. `connected-level`: only cells connected within the tank on a row
 * share a level. The rule belongs to the instance: it changes which grids are solutions.
 */
export type AquariumRule = 'tank-level' | 'connected-level';

export interface Aquarium {
  width: number;
  height: number;
  /** Water cells per column, left to right; null where the puzzle gives no clue. */
  columns: (number | null)[];
  /** Water cells per row, top to bottom; null where the puzzle gives no clue. */
  rows: (number | null)[];
  /** The tank of each cell, `tanks[row][col]`, numbered 0.. in order of first appearance. */
  tanks: number[][];
  rule: AquariumRule;
}

/** `water[row][col]`: true for water, false for air. Row 0 is the top. */
export type WaterGrid = boolean[][];

export interface Cell {
  row: number;
  col: number;
}
