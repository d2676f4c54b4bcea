// Row-level without cell variables: the tank rows themselves are the answer.
import { type Aquarium, type WaterGrid, levelSegments } from '../../src/kinds/aquarium/aquarium.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { requireWeightedClues } from './clues.ts';

export const weightedRows: Encoding<Aquarium, WaterGrid> = {
  id: 'aquarium/weighted-rows',
  idea: 'one Boolean per tank row and no cell variables; clues are sums weighted by tank-row width',
  encode(m, p) {
    // The cells of a tank that share a level: a whole tank row, or (connected-level) one pool of it.
    // The level is the same across the tank's full width, so one Boolean fills all its cells.
    const segments = levelSegments[p.rule](p);
    const filled = segments.map((segment) => m.bool(`filled[tank ${segment.tank},row ${segment.row},col ${segment.cols[0]}]`));
    m.answer(filled);

    // Each clue counts the water cells of its row or column: a filled tank row adds its cells there.
    const parts = segments.map((segment, i) => ({ cells: segment.cols.map((col) => ({ row: segment.row, col })), water: filled[i] }));
    requireWeightedClues(m, p, parts);

    // Water cannot float: a filled tank row fills the tank's row below it.
    segments.forEach((segment, i) => {
      for (const lower of segment.below) m.require('no floating', m.implies(filled[i], filled[lower]));
    });

    // A cell holds water when its tank row is filled.
    const segmentOf = new Map(segments.flatMap((segment, i) => segment.cols.map((col) => [`${segment.row},${col}`, i])));
    const water = Array.from({ length: p.height }, (_, row) =>
      Array.from({ length: p.width }, (_, col) => {
        const i = segmentOf.get(`${row},${col}`);
        // The tanks tile the grid, so every cell lies in one tank row.
        if (i === undefined) throw new Error(`aquarium: cell (${row + 1},${col + 1}) lies in no tank row (a bug)`);
        return filled[i];
      }),
    );
    m.cells(water);
    return (values) => water.map((line) => line.map((cell) => values.bool(cell)));
  },
};
