// Star Battle in pseudo-Boolean cardinality constraints, the rulebook nearly word for word.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { column, squares } from '../../src/dsl/grid/index.ts';
import { type StarBattle, type Stars, regionCells, square } from '../../src/kinds/starbattle/format.ts';

export const cardinality: Encoding<StarBattle, Stars> = {
  id: 'starbattle/cardinality',
  idea: 'one Boolean per cell; exactly-k cardinality per row, column and region; at most one star in every 2x2 window',
  encode(m, p) {
    const star = m.boolGrid('star', p.size, p.size);
    m.answer(star);
    m.cells(star);

    starBattleRules(m, p, star);

    return (values) => star.map((line) => line.map((cell) => values.bool(cell)));
  },
};

/**
 * The rules over one Boolean (or settled constant) per cell, as the rulebook says them: the
 * settled encodings (settled.ts) state the same over what their deductions leave open.
 */
export function starBattleRules(m: Model, p: StarBattle, star: BoolTerm[][]): void {
  // k stars in every row and every column.
  star.forEach((line) => m.require('rows', m.exactly(line, p.stars)));
  star.forEach((_, col) => m.require('columns', m.exactly(column(star, col), p.stars)));

  // k stars in every region.
  for (const cells of regionCells(p))
    m.require(
      'regions',
      m.exactly(
        cells.map(({ row, col }) => star[row][col]),
        p.stars,
      ),
    );

  // No two stars touch, not even diagonally: two touching cells always share a 2x2 window, so
  // at most one star per window says it with one constraint where pairs would take six.
  for (const window of squares(square(p.size)))
    m.require(
      'no touching',
      m.atMost(
        window.map(({ row, col }) => star[row][col]),
        1,
      ),
    );
}
