// Star Battle over what the deductions by hand leave open (src/kinds/starbattle/settle.ts): a cell
// they settle is a constant, even in the answer, and each count weighs only the open cells (the
// DSL's cardinalities fold the constants away). When they settle every cell, Z3 is not asked at
// all (src/solver/closed.ts). When they find the rules broken, nothing is settled and Z3 finds
// that out itself, so that --explain names the rules.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type StarBattle, type Stars, regionCells } from '../../src/kinds/starbattle/format.ts';
import { occupiedPieces } from './blocks.ts';
import { starBattleRules } from './cardinality.ts';
import { settle } from '../../src/kinds/starbattle/settle.ts';

/** `pieces`: the regions' counting over 2x2 pieces (as region-pieces states it), over their open cells. */
const settledWith = (id: string, pieces: boolean, idea: string): Encoding<StarBattle, Stars> => ({
  id: `starbattle/${id}`,
  // Hints and --explain name the rules through cardinality, which states the same rules undeduced.
  reasonsBy: 'starbattle/cardinality',
  idea,
  encode(m, p) {
    const known = m.deduced(settle, p);
    const star = m.settledGrid('star', p.size, p.size, (row, col) => known[row * p.size + col]);
    // The settled cells are the same in every solution: the open ones tell solutions apart.
    m.answer(star.flat().filter((_, i) => known[i] === undefined));
    m.cells(star);

    // The rules as cardinality states them, over constants where settled: a rule over settled cells
    // alone folds to true (or false, were the deductions wrong), and costs Z3 nothing.
    starBattleRules(m, p, star);

    // Implied, for the solver's sake: a region's open cells cut into pieces that each fit in a 2x2
    // window hold a star in at least as many pieces as the region still needs.
    if (pieces)
      regionCells(p).forEach((cells, region) => {
        const left = cells.filter(({ row, col }) => known[row * p.size + col] === undefined);
        const held = cells.filter(({ row, col }) => known[row * p.size + col] === true).length;
        const occupied = occupiedPieces(m, star, region, left);
        if (occupied.length > 0) m.require('region pieces', m.atLeast(occupied, p.stars - held));
      });

    return (values) => star.map((line) => line.map((cell) => values.bool(cell)));
  },
});

export const settled = settledWith(
  'settled',
  false,
  'the deductions by hand first (settled cells given); cardinality over the open cells: exactly-k per row, column and region, at most one star per 2x2 window',
);

export const settledPieces = settledWith(
  'settled-pieces',
  true,
  'the deductions by hand first (settled cells given); cardinality over the open cells, plus occupied flags for 2x2 pieces of each region, at least as many set as stars left',
);
