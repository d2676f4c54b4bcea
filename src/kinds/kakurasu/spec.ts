// The Kakurasu kind as a GridSpec: formats, checker, pictures, generator and oracle. The commands
// (solve, unique, count, forced, convert, export, compare) are gridKind's.
import type { GridRules } from '../../kind/grid.ts';
import { markedAnswer } from '../common/marks.ts';
import { bruteForceKakurasu } from './brute.ts';
import { checkKakurasu, checkKakurasuMarks } from './check.ts';
import { parseKakurasu, toKakurasuTask, toKakurasuText, type Kakurasu, triangle, detection } from './format.ts';
import { generateKakurasu } from './generate.ts';
import { KAKURASU_SVG_CELL, renderKakurasuSvg, renderKakurasuText } from './render.ts';
import { outsideClues } from '../common/clue-edit.ts';

const shaded = { on: '#', name: 'shaded' };

export const kakurasuSpec: GridRules<Kakurasu, boolean> = {
  id: 'kakurasu',
  idea: 'shade cells so that each row adds up the numbers of its shaded columns to its clue, and each column likewise',
  examples: ['puzzles/kakurasu/sampler-6x6.txt'],
  ...detection,
  parse: (input) => parseKakurasu(input.text, input.source),
  verify: checkKakurasu,
  problems: checkKakurasuMarks,
  // The cell numbers take the first row and column of squares (the clues are right and below).
  ...markedAnswer(shaded, { on: { as: 'fill', colour: 'rgba(43, 43, 43, 0.9)' } }, (puzzle) => ({
    rows: puzzle.height,
    cols: puzzle.width,
    left: KAKURASU_SVG_CELL,
    top: KAKURASU_SVG_CELL,
    cell: KAKURASU_SVG_CELL,
  })),
  // The editor sets the sums below the columns and right of the rows: 0 up to 1 + 2 + ... + the line's length.
  edit: {
    outside: outsideClues<Kakurasu>({ bottom: 'columns', right: 'rows' }, false, (p, side) => ({
      from: 0,
      to: triangle(side === 'bottom' ? p.height : p.width),
    })),
  },
  render: { text: renderKakurasuText, svg: renderKakurasuSvg },
  formats: { text: toKakurasuText, puzzleteam: toKakurasuTask },
  generate: async (options, solving) => (await generateKakurasu({ ...options, solving })).puzzle,
  oracle: bruteForceKakurasu,
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
