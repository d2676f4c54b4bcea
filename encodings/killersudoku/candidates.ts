// Killer Sudoku as Booleans for the choices the givens leave: a given number is no decision, and
// it rules itself out of every other cell of its row, column, region and cage before Z3 sees the
// grid (as a solver pencils candidates in). What is left is one-hot's formula without its settled part.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Point, candidateRegionSquare } from '../../src/dsl/grid/index.ts';
import type { KillerSudoku } from '../../src/kinds/killersudoku/format.ts';

export const candidates: Encoding<KillerSudoku, number[][]> = {
  id: 'killersudoku/candidates',
  // Hints and --explain name the clues through one-hot, which states the same rules with the givens as constraints
  // (struck out here, no unsat core or consequence could name them).
  reasonsBy: 'killersudoku/one-hot',
  idea: 'a Boolean per cell and number the givens leave open (a given strikes its number from its row, column, region and cage); each rule a cardinality over what is left, a given counted in it',
  encode(m, p) {
    const given = ({ row, col }: Point) => p.givens[row][col];
    // The candidates (a given struck from its cage too), and each number once in every row, column and region.
    const { numbers, open, givenIn, read } = candidateRegionSquare(
      m,
      p,
      p.cages.map((cage) => cage.cells),
    );

    // Each number at most once in a cage: nothing left to say where it is given there, no
    // solution where given twice.
    for (const cage of p.cages)
      for (const d of numbers) {
        const left = 1 - givenIn(d, cage.cells);
        if (left !== 0) m.require('cages', m.atMost(open(d, cage.cells), left));
      }

    // A cage's numbers add up to its sum: the open ones to what the given ones leave.
    for (const cage of p.cages) {
      const literals: BoolTerm[] = [];
      const weights: number[] = [];
      for (const d of numbers) for (const term of open(d, cage.cells)) literals.push(term), weights.push(d);
      const givenSum = cage.cells.reduce((total, cell) => total + (given(cell) ?? 0), 0);
      m.require('cage sums', m.weightedExactly(literals, weights, cage.sum - givenSum));
    }

    return read;
  },
};
