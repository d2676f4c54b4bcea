// Sudoku as Booleans for the choices the givens leave: a given number is no decision, and it rules
// itself out of every other cell of its row, column and region before Z3 sees the grid (as a
// solver pencils candidates in). What is left is one-hot's formula without its settled part: on
// the 16x16, half the cells given, a few hundred Booleans instead of 4096.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { candidateRegionSquare } from '../../src/dsl/grid/index.ts';
import type { Sudoku } from '../../src/kinds/sudoku/format.ts';

export const candidates: Encoding<Sudoku, number[][]> = {
  id: 'sudoku/candidates',
  // Hints and --explain name the clues through one-hot, which states the same rules with the givens as constraints
  // (struck out here, no unsat core or consequence could name them).
  reasonsBy: 'sudoku/one-hot',
  idea: 'a Boolean per cell and number the givens leave open (a given strikes its number from its row, column and region); each rule a cardinality over what is left, a given counted in it',
  encode(m, p) {
    // The candidates, and each number once in every row, column and region.
    return candidateRegionSquare(m, p).read;
  },
};
