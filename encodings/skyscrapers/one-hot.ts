// Skyscrapers as Booleans: one per cell and height; a building of height h is seen when no
// building before it is h or taller.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { latinSquare, lineClue, oneHotNumbers } from '../../src/dsl/grid/index.ts';
import { type Skyscrapers, sightLines } from '../../src/kinds/skyscrapers/format.ts';

export const oneHot: Encoding<Skyscrapers, number[][]> = {
  id: 'skyscrapers/one-hot',
  idea: 'a Boolean per cell and height; exactly one per cell, each height once per row and column; seen buildings as clauses, counted by a cardinality',
  encode(m, p) {
    // A Boolean per cell and height, exactly one per cell; each height once in every row and every
    // column; a given height stays.
    const grid = oneHotNumbers(m, p, p.width, 'one height per cell');
    const { numbers: heights, at } = grid;
    latinSquare(grid, p);

    // A clue counts the buildings seen: one of height h is seen when nothing before it is h or taller.
    for (const [line, { clue, cells, place }] of sightLines(p).entries()) {
      const seen = cells.map((cell, i) => {
        const visible = m.bool(`seen[${line},${i}]`);
        const hidden = heights.map((h) =>
          m.and(at(h, cell), m.or(...cells.slice(0, i).flatMap((before) => heights.filter((t) => t >= h).map((t) => at(t, before))))),
        );
        m.require('seen buildings', m.iff(visible, m.not(m.or(...hidden))));
        return visible;
      });
      const rule = lineClue('clues', place.line, place.index, clue, place.side, place.words);
      m.require(rule, m.exactly(seen, clue));
      // Implied, and the solver's best start: the seen buildings rise, so a building d cells in
      // (0 at the edge) with c seen is at most n - c + 1 + d tall; at most d + 1 are seen up to it,
      // and only the taller ones after it.
      for (const [d, cell] of cells.entries()) for (const h of heights) if (h > heights.length - clue + 1 + d) m.require(rule, m.not(at(h, cell)));
    }

    return grid.read;
  },
};
