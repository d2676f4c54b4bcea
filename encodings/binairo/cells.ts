// Binairo with one Boolean per cell (true: a 1), every rule as cardinality and clauses.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { cols, rows } from '../../src/dsl/grid/index.ts';
import type { Binairo, Digits } from '../../src/kinds/binairo/binairo.ts';

export const cells: Encoding<Binairo, Digits> = {
  id: 'binairo/cells',
  idea: 'one Boolean per cell; half of each line true; every three in a line mixed; each two lines differ somewhere',
  encode(m, p) {
    const one = m.boolGrid('one', p.height, p.width);
    m.answer(one);
    m.cells(one);
    const lines = [...rows(p), ...cols(p)].map((points) => points.map(({ row, col }) => one[row][col]));

    // The given digits stay.
    p.givens.forEach((line, row) =>
      line.forEach((given, col) => {
        if (given !== null) m.require('givens', given === 1 ? one[row][col] : m.not(one[row][col]));
      }),
    );

    // As many zeros as ones in every row and column.
    for (const line of lines) m.require('equal counts', m.exactly(line, line.length / 2));

    // No three equal digits next to each other: every three in a line hold a 1 and a 0.
    for (const line of lines) {
      for (let i = 0; i + 2 < line.length; i++) {
        const three = line.slice(i, i + 3);
        m.require('no three in a row', m.or(...three), m.or(...three.map((cell) => m.not(cell))));
      }
    }

    // No two rows alike and no two columns alike: each pair differs in some cell.
    for (const group of [lines.slice(0, p.height), lines.slice(p.height)]) {
      group.forEach((line, i) => group.slice(i + 1).forEach((other) => m.require('distinct lines', m.or(...line.map((cell, k) => m.xor(cell, other[k]))))));
    }

    return (values) => one.map((line) => line.map((cell) => (values.bool(cell) ? 1 : 0)));
  },
};
