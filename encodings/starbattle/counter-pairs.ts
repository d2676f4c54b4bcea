// Star Battle as clauses alone: sequential counters for the counts, a clause per touching pair.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { FORWARD_AROUND, column, pairs } from '../../src/dsl/grid/index.ts';
import { type StarBattle, type Stars, regionCells, square } from '../../src/kinds/starbattle/format.ts';
import { sequentialExactly } from './sequential-counter.ts';

export const counterPairs: Encoding<StarBattle, Stars> = {
  id: 'starbattle/counter-pairs',
  idea: 'one Boolean per cell; sequential-counter registers count k per row, column and region; one clause per touching pair',
  encode(m, p) {
    const star = m.boolGrid('star', p.size, p.size);
    m.answer(star);
    m.cells(star);

    // k stars in every row and every column, counted along the line.
    star.forEach((line, row) => sequentialExactly(m, 'rows', `row ${row + 1}`, line, p.stars));
    star.forEach((_, col) => sequentialExactly(m, 'columns', `column ${col + 1}`, column(star, col), p.stars));

    // k stars in every region, counted in reading order.
    regionCells(p).forEach((cells, region) =>
      sequentialExactly(
        m,
        'regions',
        `region ${region + 1}`,
        cells.map(({ row, col }) => star[row][col]),
        p.stars,
      ),
    );

    // No two stars touch, not even diagonally: of two touching cells, one is empty.
    for (const [a, b] of pairs(square(p.size), FORWARD_AROUND)) m.require('no touching', m.or(m.not(star[a.row][a.col]), m.not(star[b.row][b.col])));

    return (values) => star.map((line) => line.map((cell) => values.bool(cell)));
  },
};
