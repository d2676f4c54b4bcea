// Cardinality over what the deductions by hand leave open (src/kinds/starbattle/settle.ts: counts,
// placements per line and region, confinement, then trials). A settled cell is given under the
// rule 'settled' and counts as a constant in its line and region, so each count and each 2x2
// window is stated over its open cells only.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { squares } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type StarBattle, type Stars, regionCells, square } from '../../src/kinds/starbattle/format.ts';
import { settle } from '../../src/kinds/starbattle/settle.ts';

export const settled: Encoding<StarBattle, Stars> = {
  id: 'starbattle/settled',
  // Hints and --explain name the rules through cardinality, which states the same rules undeduced.
  reasonsBy: 'starbattle/cardinality',
  idea: 'the deductions by hand first (counts, placements per line and region, confinement, trials); settled cells given, cardinality over the open ones',
  encode(m, p) {
    const star = m.boolGrid('star', p.size, p.size);
    m.answer(star);
    m.cells(star);
    const known = settle(p);
    const at = (row: number, col: number) => ({ term: star[row][col], value: known[row * p.size + col] });

    // What the deductions settled is given.
    for (let row = 0; row < p.size; row++)
      for (let col = 0; col < p.size; col++) {
        const { term, value } = at(row, col);
        if (value !== undefined) m.require('settled', value ? term : m.not(term));
      }

    // k stars in every row, column and region: the open cells hold what the settled stars leave.
    const count = (rule: string, cells: { term: BoolTerm; value: boolean | undefined }[]) => {
      const open = cells.filter(({ value }) => value === undefined).map(({ term }) => term);
      if (open.length > 0) m.require(rule, m.exactly(open, p.stars - cells.filter(({ value }) => value === true).length));
    };
    for (let line = 0; line < p.size; line++) {
      count(
        'rows',
        Array.from({ length: p.size }, (_, col) => at(line, col)),
      );
      count(
        'columns',
        Array.from({ length: p.size }, (_, row) => at(row, line)),
      );
    }
    for (const cells of regionCells(p))
      count(
        'regions',
        cells.map(({ row, col }) => at(row, col)),
      );

    // No two stars touch, not even diagonally: at most one star in every 2x2 window. A settled
    // star's neighbours are settled empty, so only windows of two open cells or more say anything.
    for (const window of squares(square(p.size))) {
      const open = window.map(({ row, col }) => at(row, col)).filter(({ value }) => value === undefined);
      if (open.length > 1)
        m.require(
          'no touching',
          m.atMost(
            open.map(({ term }) => term),
            1,
          ),
        );
    }

    return (values) => star.map((line) => line.map((cell) => values.bool(cell)));
  },
};
