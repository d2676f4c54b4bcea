// Kakurasu (puzzle-kakurasu.com): shade cells so that every row and column adds up to its clue,
// where a shaded cell counts its column's number in its row's sum (1 at the left) and its row's
// number in its column's sum (1 at the top).

export interface Kakurasu {
  width: number;
  height: number;
  /** Per column, left to right: the sum of the row numbers (1-based) of its shaded cells. */
  columns: number[];
  /** Per row, top to bottom: the sum of the column numbers (1-based) of its shaded cells. */
  rows: number[];
}

/** `shaded[row][col]`. Row 0 is the top. */
export type Shading = boolean[][];

/** 1 + 2 + ... + n: the largest sum a line of n cells can reach. */
export const triangle = (n: number) => (n * (n + 1)) / 2;
