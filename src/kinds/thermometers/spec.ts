// The Thermometers kind as a GridSpec: formats, checker, pictures, generator and oracle. The
// commands (solve, unique, count, forced, convert, export, compare) are gridKind's.
import type { GridRules } from '../../kind/grid.ts';
import { markedAnswer } from '../common/marks.ts';
import { bruteForceThermometers } from './brute.ts';
import { checkThermometers, checkThermometersMarks } from './check.ts';
import { parseThermometers, thermometersWarnings, toThermometersTask, toThermometersText, type Thermometers, detection } from './format.ts';
import { generateThermometers } from './generate.ts';
import { THERMOMETERS_SVG_CELL, renderThermometersSvg, renderThermometersText } from './render.ts';
import { outsideClues } from '../common/clue-edit.ts';

const mercury = { on: '#', name: 'mercury' };

export const thermometersSpec: GridRules<Thermometers, boolean> = {
  id: 'thermometers',
  idea: 'fill thermometers from the bulb without gaps so that every row and column has its clue of filled cells',
  examples: ['puzzles/thermometers/curved-6x6.txt'],
  ...detection,
  parse: (input) => parseThermometers(input.text, input.source),
  warnings: thermometersWarnings,
  verify: checkThermometers,
  problems: checkThermometersMarks,
  // The clues take the first row and column of squares.
  ...markedAnswer(mercury, { on: { as: 'fill', colour: 'rgba(210, 59, 59, 0.8)' } }, (puzzle) => ({
    rows: puzzle.height,
    cols: puzzle.width,
    left: THERMOMETERS_SVG_CELL,
    top: THERMOMETERS_SVG_CELL,
    cell: THERMOMETERS_SVG_CELL,
  })),
  // The editor sets the counts above the columns and left of the rows (every line has one).
  edit: { outside: outsideClues<Thermometers>({ top: 'columns', left: 'rows' }, false, (p, side) => ({ from: 0, to: side === 'top' ? p.height : p.width })) },
  render: { text: renderThermometersText, svg: renderThermometersSvg },
  formats: { text: toThermometersText, puzzleteam: toThermometersTask },
  generate: async (options, solving) => (await generateThermometers({ ...options, solving })).puzzle,
  oracle: bruteForceThermometers,
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
