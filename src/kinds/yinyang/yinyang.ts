// Yin-Yang (puzzle-yin-yang.com): colour every cell black or white so that the black cells form one
// group, the white cells form one group, and no 2x2 block is all one colour; some cells are given.

export interface YinYang {
  width: number;
  height: number;
  /** The given colour of each cell: true black, false white, null none. */
  givens: (boolean | null)[][];
}

/** `black[row][col]`: true black, false white. */
export type Colouring = boolean[][];
