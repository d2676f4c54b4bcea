// Skyscrapers as integers: a height 1..n per cell, rows and columns distinct; a building is seen
// from a clue when every building before it is lower, and the clue counts the ones seen.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { integerNumbers, latinSquare, lineClue } from '../../src/dsl/grid/index.ts';
import { type Skyscrapers, sightLines } from '../../src/kinds/skyscrapers/format.ts';

export const integers: Encoding<Skyscrapers, number[][]> = {
  id: 'skyscrapers/integers',
  idea: 'an integer height 1..n per cell; rows and columns all different; a building is seen when all before it are lower, and a clue counts them',
  encode(m, p) {
    // An integer height 1..n per cell; each height once in every row and every column; a given height stays.
    const height = integerNumbers(m, p, p.width, 'height');
    latinSquare(height, p);

    // A clue counts the buildings seen along its line: those taller than every one before them.
    for (const { clue, cells, place } of sightLines(p)) {
      const seen = cells.map((cell, i) => m.and(...cells.slice(0, i).map((before) => height.at(before).lt(height.at(cell)))));
      const rule = lineClue('clues', place.line, place.index, clue, place.side, place.words);
      m.require(rule, m.exactly(seen, clue));
      // Implied (see one-hot.ts): a building d cells in is at most n - c + 1 + d tall.
      for (const [d, cell] of cells.entries()) if (p.width - clue + 1 + d < p.width) m.require(rule, height.at(cell).le(p.width - clue + 1 + d));
    }

    return height.read;
  },
};
