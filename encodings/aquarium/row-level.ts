// One Boolean per tank row (per pool, under connected-level) and a chain down the tank.
import { type Aquarium, type WaterGrid, levelSegments } from '../../src/kinds/aquarium/aquarium.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { requireClues } from './clues.ts';

export const rowLevel: Encoding<Aquarium, WaterGrid> = {
  id: 'aquarium/row-level',
  idea: 'one Boolean per tank row; each cell equals its tank row; a filled row fills the tank row below',
  encode(m, p) {
    const water = m.boolGrid('water', p.height, p.width);
    m.answer(water);
    m.cells(water);

    // Each clue counts the water cells of its row or column.
    requireClues(m, p, water);

    // The cells of a tank that share a level: a whole tank row, or (connected-level) one pool of it.
    const segments = levelSegments[p.rule](p);
    const filled = segments.map((segment) => m.bool(`filled[tank ${segment.tank},row ${segment.row},col ${segment.cols[0]}]`));

    // The level is the same across the tank's full width: a cell is water when its tank row is filled.
    segments.forEach((segment, i) => {
      for (const col of segment.cols) m.require('level', water[segment.row][col].eq(filled[i]));
    });

    // Water cannot float: a filled tank row fills the tank's row below it.
    segments.forEach((segment, i) => {
      for (const lower of segment.below) m.require('no floating', m.implies(filled[i], filled[lower]));
    });

    return (values) => water.map((line) => line.map((cell) => values.bool(cell)));
  },
};
