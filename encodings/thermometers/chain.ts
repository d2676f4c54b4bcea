// Thermometers with cell Booleans alone: each filled cell needs the one before it on its tube.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { Mercury, Thermometers } from '../../src/kinds/thermometers/format.ts';
import { requireCounts } from './counts.ts';

export const chain: Encoding<Thermometers, Mercury> = {
  id: 'thermometers/chain',
  idea: 'one Boolean per cell; a filled cell implies the cell before it, toward the bulb',
  encode(m, p) {
    const filled = m.boolGrid('filled', p.height, p.width);
    m.answer(filled);
    m.cells(filled);

    // Each row and column holds its clue's number of filled cells; cells on no thermometer stay empty.
    requireCounts(m, p, filled);

    // Mercury rises from the bulb without gaps: a filled cell has the cell before it filled.
    for (const path of p.thermometers) {
      path.slice(1).forEach((cell, i) => m.require('from the bulb', m.implies(filled[cell.row][cell.col], filled[path[i].row][path[i].col])));
    }

    return (values) => filled.map((line) => line.map((cell) => values.bool(cell)));
  },
};
