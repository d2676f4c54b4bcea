// Skyscrapers as integers: a height 1..n per cell, rows and columns distinct; a building is seen
// from a clue when every building before it is lower, and the clue counts the ones seen.
import { distinct } from '../../src/dsl/distinct.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { cols, lineClue, points, rows } from '../../src/dsl/grid/index.ts';
import { type Skyscrapers, sightLines } from '../../src/kinds/skyscrapers/skyscrapers.ts';

export const integers: Encoding<Skyscrapers, number[][]> = {
  id: 'skyscrapers/integers',
  idea: 'an integer height 1..n per cell; rows and columns all different; a building is seen when all before it are lower, and a clue counts them',
  encode(m, p) {
    const height = m.intGrid('height', p.height, p.width, 1, p.width);
    const at = ({ row, col }: { row: number; col: number }) => height[row][col];
    m.answer(height);
    m.cells(height);

    // Each height once in every row and every column.
    for (const line of rows(p)) m.require('rows', distinct(m, line.map(at)));
    for (const line of cols(p)) m.require('columns', distinct(m, line.map(at)));

    // A given height stays.
    for (const point of points(p)) {
      const given = p.givens[point.row][point.col];
      if (given !== null) m.require('givens', at(point).eq(given));
    }

    // A clue counts the buildings seen along its line: those taller than every one before them.
    for (const { clue, cells, place } of sightLines(p)) {
      const seen = cells.map((cell, i) => m.and(...cells.slice(0, i).map((before) => at(before).lt(at(cell)))));
      m.require(lineClue('clues', place.line, place.index, clue, place.side, place.words), m.exactly(seen, clue));
    }

    return (values) => height.map((line) => line.map((cell) => values.int(cell)));
  },
};
