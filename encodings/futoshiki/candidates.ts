// Futoshiki as Booleans for the choices the clues leave: a given number is no decision and rules
// itself out of its row and column, and the signs bound the rest (a cell above a chain of k cells
// holds more than k) before Z3 sees the grid, as a solver pencils candidates in. What is left is
// one-hot's formula without its settled part.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, candidateNumbers, cols, rows } from '../../src/dsl/grid/index.ts';
import type { Futoshiki } from '../../src/kinds/futoshiki/format.ts';

export const candidates: Encoding<Futoshiki, number[][]> = {
  id: 'futoshiki/candidates',
  // Hints and --explain name the clues through one-hot, which states the same rules with the givens as constraints
  // (struck out here, no unsat core or consequence could name them).
  reasonsBy: 'futoshiki/one-hot',
  idea: 'a Boolean per cell and number the clues leave open (givens struck from their lines, signs followed for bounds); each number once per row and column over what is left; a sign forbids the pairs that break it',
  encode(m, p) {
    const n = p.width;
    const given = ({ row, col }: Point) => p.givens[row][col];

    // The bounds: a given is its number; a sign's larger side holds more than its smaller side's
    // least, the smaller less than the larger's most, followed along chains until nothing changes
    // (kept within 0..n+1, where a cycle of signs leaves them crossed: no solution).
    const lo = p.givens.map((line) => line.map((number) => number ?? 1));
    const hi = p.givens.map((line) => line.map((number) => number ?? n));
    for (let changed = true; changed; ) {
      changed = false;
      for (const { less, more } of p.signs) {
        if (lo[more.row][more.col] <= Math.min(lo[less.row][less.col], n)) (lo[more.row][more.col] = lo[less.row][less.col] + 1), (changed = true);
        if (hi[less.row][less.col] >= Math.max(hi[more.row][more.col], 1)) (hi[less.row][less.col] = hi[more.row][more.col] - 1), (changed = true);
      }
    }

    // The candidates: the numbers within an empty cell's bounds, less those given in its row or column.
    const range = ({ row, col }: Point) => Array.from({ length: hi[row][col] - lo[row][col] + 1 }, (_, i) => lo[row][col] + i);
    const { holds, open: free, givenIn, read } = candidateNumbers(m, p.givens, range, [...rows(p), ...cols(p)]);

    // Each number once in every row and column: nothing left to say where it is given once, no
    // solution where twice.
    for (const [rule, group] of [
      ['rows', rows(p)],
      ['columns', cols(p)],
    ] as const)
      for (const line of group)
        for (let d = 1; d <= n; d++) {
          const left = 1 - givenIn(d, line);
          if (left !== 0) m.require(rule, m.exactly(free(d, line), left));
        }

    // Every sign points at the smaller number: the larger side holding d needs the smaller below
    // d, and the smaller holding d needs the larger above it. A sign with a given side is settled
    // by the bounds, or broken where they crossed.
    const open = (cell: Point, keep: (d: number) => boolean) => [...holds[cell.row][cell.col]].flatMap(([d, term]) => (keep(d) ? [term] : []));
    for (const { less, more } of p.signs) {
      if ([less, more].some(({ row, col }) => lo[row][col] > hi[row][col])) m.require('signs', m.constant(false));
      if (given(less) !== null || given(more) !== null) continue;
      for (const [d, term] of holds[more.row][more.col]) m.require('signs', m.implies(term, m.or(...open(less, (e) => e < d))));
      for (const [d, term] of holds[less.row][less.col]) m.require('signs', m.implies(term, m.or(...open(more, (e) => e > d))));
    }

    return read;
  },
};
