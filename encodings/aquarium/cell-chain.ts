// Only cell Booleans: the level is carried from cell to cell through the tank.
import { type Aquarium, type WaterGrid, levelSegments } from '../../src/kinds/aquarium/aquarium.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { requireClues } from './clues.ts';

export const cellChain: Encoding<Aquarium, WaterGrid> = {
  id: 'aquarium/cell-chain',
  idea: 'cell Booleans only: cells of a tank row equal their neighbour in it; a water cell fills the cell beneath',
  encode(m, p) {
    const water = m.boolGrid('water', p.height, p.width);
    m.answer(water);
    m.cells(water);

    // Each clue counts the water cells of its row or column.
    requireClues(m, p, water);

    // The cells of a tank that share a level: a whole tank row, or (connected-level) one pool of it.
    const segments = levelSegments[p.rule](p);

    // The level is the same across the tank's full width: each cell of a tank row equals the next one.
    for (const { row, cols } of segments) {
      for (let k = 1; k < cols.length; k++) m.require('level', water[row][cols[k - 1]].eq(water[row][cols[k]]));
    }

    // Water cannot float: a water cell fills the cell of its tank beneath it. Where a tank row
    // has no cell directly beneath it (a tank in pieces), its first cell fills the next row's first.
    for (const upper of segments) {
      for (const lower of upper.below.map((index) => segments[index])) {
        const beneath = upper.cols.filter((col) => lower.row === upper.row + 1 && lower.cols.includes(col));
        const pairs = beneath.length > 0 ? beneath.map((col) => [col, col]) : [[upper.cols[0], lower.cols[0]]];
        for (const [from, to] of pairs) m.require('no floating', m.implies(water[upper.row][from], water[lower.row][to]));
      }
    }

    return (values) => water.map((line) => line.map((cell) => values.bool(cell)));
  },
};
