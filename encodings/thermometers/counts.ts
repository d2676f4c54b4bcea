// The counting rule, shared by the Thermometers encodings over cell Booleans: each clue counts the
// filled cells of its row or column, and a cell on no thermometer is never filled.
import { pointKey, exactLineCounts } from '../../src/dsl/grid/index.ts';
import type { BoolTerm, Model } from '../../src/dsl/model.ts';
import type { Thermometers } from '../../src/kinds/thermometers/format.ts';

export function requireCounts(m: Model, p: Thermometers, filled: BoolTerm[][]): void {
  exactLineCounts(m, p, filled, 'clues');
  const onOne = new Set(p.thermometers.flat().map(pointKey));
  filled.forEach((line, row) =>
    line.forEach((cell, col) => {
      if (!onOne.has(pointKey({ row, col }))) m.require('no thermometer', m.not(cell));
    }),
  );
}
