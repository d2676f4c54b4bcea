// Binairo / Takuzu (puzzle-binairo.com): fill every cell with 0 (white) or 1 (black) so that each
// row and each column holds as many zeros as ones, no three equal digits are next to each other in
// a row or column, and no two rows, nor two columns, are the same.

export type Digit = 0 | 1;

export interface Binairo {
  width: number;
  height: number;
  /** `givens[row][col]`: the digit printed in the cell, or null for an empty cell. Row 0 is the top. */
  givens: (Digit | null)[][];
}

/** `digits[row][col]`. */
export type Digits = number[][];
