// Tents (puzzle-tents.com): put a tent beside every tree, each tree tied to one tent of its own
// beside it (not diagonally); tents never touch, not even diagonally; the numbers outside say how
// many tents each row and column holds.

export interface Tents {
  width: number;
  height: number;
  /** Tents per column, left to right; null where a column has no count. */
  columns: (number | null)[];
  /** Tents per row, top to bottom; null where a row has no count. */
  rows: (number | null)[];
  /** `trees[row][col]`. */
  trees: boolean[][];
}

/** `tent[row][col]`: the answer. Tree cells hold no tent. */
export type Camp = boolean[][];
