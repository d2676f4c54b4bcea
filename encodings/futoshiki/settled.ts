// Futoshiki after the deductions by hand (src/kinds/futoshiki/settle.ts, with or without its
// trials): a cell left with one number is a constant, an open cell gets a Boolean only for each
// number it still may hold, and the rules of one-hot.ts are stated over those. The bundled 11x11 to
// 15x15 settle whole: Z3 is left an empty formula to confirm.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Point, settledLatinSquare } from '../../src/dsl/grid/index.ts';
import type { Futoshiki } from '../../src/kinds/futoshiki/format.ts';
import { candidates } from '../../src/kinds/futoshiki/settle.ts';

/** With `tries`, the deductions go on with trials (settle.ts). */
export const settledWith = (tries: boolean): Encoding<Futoshiki, number[][]> => ({
  id: tries ? 'futoshiki/settled-trials' : 'futoshiki/settled',
  idea: `the deductions by hand first (each line keeps what some placement of 1..n puts in a cell, signs bound their sides${tries ? ', then trials' : ''}); then one-hot over the numbers left`,
  // Hints and --explain name the clues through one-hot, which states the rules undeduced.
  reasonsBy: 'futoshiki/one-hot',
  encode(m, p) {
    // No solution: every cell left without a number, which "one number per cell" refuses.
    const left = m.deduced(candidates, p, tries) ?? p.givens.map((line) => line.map(() => 0));
    // Each number once in every row and column, over the numbers the deductions left.
    const { known, mayHold, ...grid } = settledLatinSquare(m, left);

    // Every sign points at the smaller number: the larger side holding d needs the smaller below d
    // (a settled side a constant; a sign settled on both sides holds by the deductions, checked here).
    const holds = ({ row, col }: Point, d: number): BoolTerm =>
      known[row][col] !== null ? m.constant(known[row][col] === d) : (grid.holds[row][col].get(d) ?? m.constant(false));
    const open = (cell: Point) => (known[cell.row][cell.col] === null ? mayHold(cell) : [known[cell.row][cell.col] as number]);
    for (const { less, more } of p.signs) {
      const [small, large] = [open(less), open(more)];
      if (small.length === 1 && large.length === 1 && small[0] < large[0]) continue;
      for (const d of large) m.require('signs', m.implies(holds(more, d), m.or(...small.filter((e) => e < d).map((e) => holds(less, e)))));
      for (const d of small) m.require('signs', m.implies(holds(less, d), m.or(...large.filter((e) => e > d).map((e) => holds(more, e)))));
    }

    return grid.read;
  },
});

export const settled = settledWith(false);
