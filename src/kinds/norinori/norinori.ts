// Norinori (puzzle-norinori.com): shade exactly two cells in every region so that the shaded cells
// pair off into dominoes: each shaded cell has exactly one shaded side neighbour (the other half of
// its domino, which may lie in another region).

export interface Norinori {
  width: number;
  height: number;
  /** `regions[row][col]`, numbered 0.. in order of first appearance. */
  regions: number[][];
}

/** `shaded[row][col]`: the answer. */
export type Shading = boolean[][];
