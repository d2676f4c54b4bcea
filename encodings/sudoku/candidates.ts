// Sudoku as Booleans for the choices the givens leave: a given number is no decision, and it rules
// itself out of every other cell of its row, column, region and cage before Z3 sees the grid (as a
// solver pencils candidates in). What is left is one-hot's formula without its settled part: on
// the 16x16, half the cells given, a few hundred Booleans instead of 4096.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Point, candidateNumbers, cols, regionPoints, rows } from '../../src/dsl/grid/index.ts';
import type { Sudoku } from '../../src/kinds/sudoku/format.ts';

export const candidates: Encoding<Sudoku, number[][]> = {
  id: 'sudoku/candidates',
  // Hints and --explain name the clues through one-hot, which states the same rules with the givens as constraints
  // (struck out here, no unsat core or consequence could name them).
  reasonsBy: 'sudoku/one-hot',
  idea: 'a Boolean per cell and number the givens leave open (a given strikes its number from its row, column, region and cage); each rule a cardinality over what is left, a given counted in it',
  encode(m, p) {
    const numbers = Array.from({ length: p.width }, (_, i) => i + 1);
    const given = ({ row, col }: Point) => p.givens[row][col];
    const lines = { rows: rows(p), columns: cols(p), regions: regionPoints(p.regions), cages: p.cages.map((cage) => cage.cells) };

    // The candidates: every number in an empty cell, less those given elsewhere in a line through it.
    const { open, givenIn, read } = candidateNumbers(m, p.givens, () => numbers, Object.values(lines).flat());

    // Each number once in every row, column and region, at most once in a cage: nothing left to
    // say where it is given once (no other cell there has it open), no solution where twice.
    const exactly = (literals: BoolTerm[], k: number) => m.exactly(literals, k);
    const atMost = (literals: BoolTerm[], k: number) => m.atMost(literals, k);
    for (const [rule, count] of [
      ['rows', exactly],
      ['columns', exactly],
      ['regions', exactly],
      ['cages', atMost],
    ] as const)
      for (const line of lines[rule])
        for (const d of numbers) {
          const left = 1 - givenIn(d, line);
          if (left !== 0) m.require(rule, count(open(d, line), left));
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
