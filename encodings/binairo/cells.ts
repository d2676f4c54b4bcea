// Binairo with one Boolean per cell (true: a 1), every rule as cardinality and clauses; "no two
// lines alike" stated up front for every pair, or lazily for the pairs a model makes alike.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { type Point, cols, rows } from '../../src/dsl/grid/index.ts';
import type { Binairo, Digits } from '../../src/kinds/binairo/format.ts';

/** Two lines differ in some cell. */
const differ = (m: Model, line: BoolTerm[], other: BoolTerm[]) => m.or(...line.map((cell, k) => m.xor(cell, other[k])));

/** The ways of saying that no two lines of a group (the rows, or the columns) are alike. */
const distinctLines: Record<string, { idea: string; state(m: Model, group: BoolTerm[][]): void }> = {
  // Every pair differs somewhere: n(n-1)/2 pairs of n cells each, most of them never alike.
  'up-front': {
    idea: 'each two lines differ somewhere',
    state: (m, group) => group.forEach((line, i) => group.slice(i + 1).forEach((other) => m.require('distinct lines', differ(m, line, other)))),
  },
  // Only the lines a model makes alike are told to differ; the counts and the threes leave few.
  lazy: {
    idea: 'two lines a model makes alike are told to differ (a lazy cut)',
    state: (m, group) =>
      m.lazy('distinct lines', (values) => {
        const seen = new Map<string, BoolTerm[]>();
        return group.flatMap((line) => {
          const key = line.map((cell) => (values.bool(cell) ? 1 : 0)).join('');
          const twin = seen.get(key);
          if (twin) return [differ(m, line, twin)];
          seen.set(key, line);
          return [];
        });
      }),
  },
};

/** `settled`: the digits the deductions by hand settle (src/kinds/binairo/settle.ts), or none. */
export const cellsWith = (distinct: keyof typeof distinctLines, id: string, settled?: (p: Binairo) => (0 | 1 | undefined)[]): Encoding<Binairo, Digits> => ({
  id,
  idea: `${settled ? 'the deductions by hand first (settled cells given); ' : ''}one Boolean per cell; half of each line true; every three in a line mixed; ${distinctLines[distinct].idea}`,
  encode(m, p) {
    // What the deductions settled is a constant, even in the answer: Z3 decides only the open cells.
    // The counts and the threes are stated only where they hold an open cell; no two lines alike whole.
    const known = settled && m.deduced(settled, p);
    const digit = (row: number, col: number) => known?.[row * p.width + col];
    const one = m.settledGrid('one', p.height, p.width, (row, col) => (digit(row, col) === undefined ? undefined : digit(row, col) === 1));
    m.answer(one.flat().filter((_, i) => known?.[i] === undefined));
    // Named as the digits the page marks (0, 1), not as the Booleans: Hint said "(r,c) is true".
    m.cells(
      one.map((line) =>
        line.map(
          (cell) =>
            new Map([
              [0, m.not(cell)],
              [1, cell],
            ]),
        ),
      ),
    );
    const places = [...rows(p), ...cols(p)];
    const lines = places.map((points) => points.map(({ row, col }) => one[row][col]));
    const open = (points: Point[]) => known === undefined || points.some(({ row, col }) => known[row * p.width + col] === undefined);

    // The given digits stay.
    p.givens.forEach((line, row) =>
      line.forEach((given, col) => {
        if (given !== null && open([{ row, col }])) m.require('givens', given === 1 ? one[row][col] : m.not(one[row][col]));
      }),
    );

    // As many zeros as ones in every row and column.
    for (const [i, line] of lines.entries()) if (open(places[i])) m.require('equal counts', m.exactly(line, line.length / 2));

    // No three equal digits next to each other: every three in a line hold a 1 and a 0.
    for (const [k, line] of lines.entries()) {
      for (let i = 0; i + 2 < line.length; i++) {
        if (!open(places[k].slice(i, i + 3))) continue;
        const three = line.slice(i, i + 3);
        m.require('no three in a row', m.or(...three), m.or(...three.map((cell) => m.not(cell))));
      }
    }

    // No two rows alike and no two columns alike.
    for (const group of [lines.slice(0, p.height), lines.slice(p.height)]) distinctLines[distinct].state(m, group);

    return (values) => one.map((line) => line.map((cell) => (values.bool(cell) ? 1 : 0)));
  },
});

export const cells = cellsWith('up-front', 'binairo/cells');
export const cellsLazyLines = cellsWith('lazy', 'binairo/cells-lazy-lines');
