// Star Battle with the counting a solver does by hand spelled out: cut two adjacent rows, or a
// region, into pieces that fit in a 2x2 window; each piece holds at most one star, so at least
// as many pieces as stars are occupied, and when they are just enough, every one of them is.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { Point } from '../../src/dsl/grid/index.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import { type StarBattle, type Stars, lineCuts, regionCells, regionPieces } from '../../src/kinds/starbattle/format.ts';
import { starBattleRules } from './cardinality.ts';

/** `bands`: the counting over pairs of adjacent lines as well as over regions. */
const blocksWith = (id: string, bands: boolean, idea: string): Encoding<StarBattle, Stars> => ({
  id: `starbattle/${id}`,
  idea,
  encode(m, p) {
    const star = m.boolGrid('star', p.size, p.size);
    m.answer(star);
    m.cells(star);
    const at = (row: number, col: number) => star[row][col];

    // The rules as cardinality states them: k stars in every row, column and region, none touching.
    starBattleRules(m, p, star);

    // Implied, for the solver's sake: two adjacent rows hold 2k stars, at most one per block of
    // any cut into 2x2 blocks, so at least 2k blocks of each cut are occupied. When blocks empty
    // out, this fails at once, where the row counts alone would wait for the search to find it.
    // Likewise for two adjacent columns.
    const pairs = [
      { name: 'row pairs', cell: (line: number, other: number, along: number) => at(line + other, along) },
      { name: 'column pairs', cell: (line: number, other: number, along: number) => at(along, line + other) },
    ];
    for (const { name, cell } of bands ? pairs : []) {
      for (let line = 0; line + 1 < p.size; line++) {
        for (const [c, cut] of lineCuts(p.size).entries()) {
          const occupied = cut.map((piece, b) => {
            const block = m.bool(`${name}[${line + 1},cut ${c + 1},block ${b + 1}]`);
            m.require(name, m.iff(block, m.or(...piece.flatMap((along) => [cell(line, 0, along), cell(line, 1, along)]))));
            return block;
          });
          m.require(name, m.atLeast(occupied, 2 * p.stars));
        }
      }
    }

    // The same for regions: a region cut into pieces that each fit in a 2x2 window holds at most
    // one star per piece, so at least k pieces are occupied; a region that cuts into k pieces
    // has a star in each.
    regionCells(p).forEach((cells, region) => m.require('region pieces', m.atLeast(occupiedPieces(m, star, region, cells), p.stars)));

    return (values) => star.map((line) => line.map((cell) => values.bool(cell)));
  },
});

export const blocks = blocksWith(
  'blocks',
  true,
  'cardinality, plus occupied flags for pieces of 2x2 blocks cut from line pairs and regions, at least as many set as stars',
);

// The regions' counting alone: on the 25x25, the line pairs' flags cost twice the terms and more
// time in the first check than they save in the proof of uniqueness (encodings/starbattle/index.ts).
export const regionBlocks = blocksWith(
  'region-pieces',
  false,
  'cardinality, plus occupied flags for pieces of 2x2 blocks cut from regions, at least as many set as stars',
);

/** A flag per piece of `cells` cut to fit 2x2 windows (regionPieces), true when the piece holds a star. */
export function occupiedPieces(m: Model, star: BoolTerm[][], region: number, cells: Point[]): BoolTerm[] {
  return regionPieces(cells).map((piece, b) => {
    const block = m.bool(`region pieces[${region + 1},piece ${b + 1}]`);
    m.require('region pieces', m.iff(block, m.or(...piece.map(({ row, col }) => star[row][col]))));
    return block;
  });
}
