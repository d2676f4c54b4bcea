// Hitori (puzzle-hitori.com): shade cells so that no number repeats in a row or column among the
// unshaded cells, no two shaded cells are side by side, and the unshaded cells form one group.

export interface Hitori {
  width: number;
  height: number;
  /** The number in each cell, `numbers[row][col]`, 1 or more. */
  numbers: number[][];
}

/** `shaded[row][col]`. Row 0 is the top. */
export type Shading = boolean[][];
