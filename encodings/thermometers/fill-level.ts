// Thermometers with one integer per thermometer: how many of its cells hold mercury.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { Mercury, Thermometers } from '../../src/kinds/thermometers/format.ts';
import { requireCounts } from './counts.ts';

export const fillLevel: Encoding<Thermometers, Mercury> = {
  id: 'thermometers/fill-level',
  idea: 'an integer fill level per thermometer, 0 to its length; a cell is filled when its place is below the level',
  encode(m, p) {
    const filled = m.boolGrid('filled', p.height, p.width);
    m.answer(filled);
    m.cells(filled);

    // Each row and column holds its clue's number of filled cells; cells on no thermometer stay empty.
    requireCounts(m, p, filled);

    // Mercury rises from the bulb without gaps: the first `level` cells of a thermometer are
    // filled and the rest are empty, so one number says it all.
    p.thermometers.forEach((path, t) => {
      const level = m.int(`level[thermometer ${t + 1}]`, 0, path.length);
      path.forEach(({ row, col }, step) => m.require('from the bulb', filled[row][col].eq(level.gt(step))));
    });

    return (values) => filled.map((line) => line.map((cell) => values.bool(cell)));
  },
};
