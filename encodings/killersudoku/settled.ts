// Killer Sudoku over what the deductions by hand leave (src/kinds/killersudoku/settle.ts): a cell
// with one number left is a constant, struck from its row, column, region and cage as a given is;
// each other cell a Boolean per number still open, and the rules as candidates states them over them.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Point, candidateNumbers, cols, regionPoints, rows } from '../../src/dsl/grid/index.ts';
import type { KillerSudoku } from '../../src/kinds/killersudoku/format.ts';
import { settle } from '../../src/kinds/killersudoku/settle.ts';

export const settled: Encoding<KillerSudoku, number[][]> = {
  id: 'killersudoku/settled',
  // Hints and --explain name the clues through one-hot, which states the same rules undeduced.
  reasonsBy: 'killersudoku/one-hot',
  idea: 'the candidates the deductions by hand leave (cage sums, singles, the 45 rule, trials); a cell left one number a constant, a Boolean per other open number; the rules as cardinalities over them',
  encode(m, p) {
    const left = m.deduced(settle, p);
    const known = p.givens.map((line, row) => line.map((_, col) => (left[row * p.width + col].length === 1 ? left[row * p.width + col][0] : null)));
    const lines = { rows: rows(p), columns: cols(p), regions: regionPoints(p.regions), cages: p.cages.map((cage) => cage.cells) };
    // A cell the deductions leave no number stays without one: no solution.
    const { open, givenIn, read } = candidateNumbers(m, known, ({ row, col }) => left[row * p.width + col], Object.values(lines).flat());
    const numbers = Array.from({ length: p.width }, (_, i) => i + 1);

    // Each number once in a row, column and region, at most once in a cage, counting the settled cells.
    for (const [rule, group] of Object.entries(lines))
      for (const line of group)
        for (const d of numbers) {
          const free = 1 - givenIn(d, line);
          if (rule === 'cages') {
            // (At most one of one open cell or none says nothing: a cage settled whole states nothing here.)
            if (free !== 0 && open(d, line).length > free) m.require(rule, m.atMost(open(d, line), free));
          } else if (free !== 0 || open(d, line).length > 0) m.require(rule, m.exactly(open(d, line), free));
        }

    // A cage's numbers add up to its sum: the open ones to what the settled ones leave.
    for (const cage of p.cages) {
      const literals: BoolTerm[] = [];
      const weights: number[] = [];
      for (const d of numbers) for (const term of open(d, cage.cells)) literals.push(term), weights.push(d);
      const settledSum = cage.cells.reduce((total, cell: Point) => total + (known[cell.row][cell.col] ?? 0), 0);
      if (literals.length > 0 || cage.sum !== settledSum) m.require('cage sums', m.weightedExactly(literals, weights, cage.sum - settledSum));
    }

    return read;
  },
};
