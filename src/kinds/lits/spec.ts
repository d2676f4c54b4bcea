// The LITS kind as a GridSpec: formats (task, snippet, text form, puzz.link URL), checker,
// pictures and oracle. The commands (solve, unique, count, forced, convert, export, compare) are
// gridKind's.
import { InputError } from '../../errors.ts';
import type { GridRules } from '../../kind/grid.ts';
import { bruteForceLits } from './brute.ts';
import { checkLits } from './check.ts';
import { generateLits } from './generate.ts';
import { LITS_MAX_SIDE, litsWarnings, parseLits, toLitsTask, toLitsText, type Lits, type LitsCell, SHAPES, detection } from './format.ts';
import { pzprFormOf } from '../../format/puzzlink.ts';
import { decodeLitsUrl, encodeLitsFile, encodeLitsUrl, litsUrlTypes } from './puzzlink.ts';
import { LITS_SVG, renderLitsSvg, renderLitsText } from './render.ts';
import { isOneOf } from '../../narrow.ts';
import { regionWalls } from '../common/region-edit.ts';
import { characterCells, compactRows } from '../common/character-rows.ts';

function fromUrl(text: string, source: string): Lits {
  const puzzle = decodeLitsUrl(text, source);
  if (puzzle.width > LITS_MAX_SIDE || puzzle.height > LITS_MAX_SIDE)
    throw new InputError(source, 'URL size', `a ${puzzle.width}x${puzzle.height} LITS is past the limit of ${LITS_MAX_SIDE}x${LITS_MAX_SIDE}`);
  return puzzle;
}

/** A solution as the site writes it: rows of L, I, T, S and `.`, split by line breaks or `/`. */
function parseSolution(text: string, source: string, puzzle: Lits): LitsCell[][] {
  return characterCells(
    compactRows(text, source, puzzle.height),
    source,
    puzzle.width,
    (letter): letter is LitsCell => letter === '.' || isOneOf(SHAPES, letter),
    () => "L, I, T, S (a shaded cell's tetromino) or '.'",
  );
}

export const litsSpec: GridRules<Lits, LitsCell> = {
  id: 'lits',
  idea: 'shade one tetromino (L, I, T or S) in every region; equal shapes never share an edge across regions; no 2x2 block shaded; all shaded cells connected',
  examples: ['puzzles/lits/sampler-7x7.txt'],
  ...detection,
  parse: (input) => (pzprFormOf(input.text) !== undefined ? fromUrl(input.text, input.source) : parseLits(input.text, input.source)),
  puzzlinkTypes: litsUrlTypes,
  pzprForms: ['url', 'file', 'penpa'],
  warnings: litsWarnings,
  verify: checkLits,
  rows: (grid) => grid.map((line) => line.map((cell) => cell ?? '?').join('')),
  parseSolution,
  layout: (puzzle) => ({ rows: puzzle.height, cols: puzzle.width, left: LITS_SVG.margin, top: LITS_SVG.margin, cell: LITS_SVG.cell }),
  // A shaded cell is marked with its tetromino's letter (typed, or cycled by clicks); Check reads the whole grid.
  play: {
    values: [
      ...SHAPES.map((shape) => ({ value: shape, name: `${shape} (shaded)`, draw: { as: 'text' as const } })),
      { value: '.', name: 'empty', draw: { as: 'dot' } },
    ],
    layout: (puzzle) => ({ rows: puzzle.height, cols: puzzle.width, left: LITS_SVG.margin, top: LITS_SVG.margin, cell: LITS_SVG.cell }),
  },
  // The editor draws regions.
  edit: { walls: regionWalls<Lits, 'regions'>('regions') },
  render: { text: renderLitsText, svg: renderLitsSvg },
  formats: {
    puzzleteam: toLitsTask,
    text: toLitsText,
    puzzlink: (puzzle) => `${encodeLitsUrl(puzzle)}\n`,
    pzprv3: (puzzle) => encodeLitsFile(puzzle, null),
  },
  // pzprjs shades a tetromino's cells without saying its shape: the letters become `#`.
  answerFormats: {
    pzprv3: (puzzle, grid) =>
      encodeLitsFile(
        puzzle,
        grid.map((line) => line.map((cell) => (cell === undefined ? undefined : cell !== '.'))),
      ),
  },
  async generate({ size, seed }, solving) {
    return (await generateLits({ size, seed, solving })).puzzle;
  },
  oracle: bruteForceLits,
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
