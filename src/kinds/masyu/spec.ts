// The Masyu kind as a GridSpec: its formats, checker, pictures, generator and oracle. The commands
// themselves (solve, unique, count, forced, convert, export, compare) are gridKind's.
import { UsageError } from '../../errors.ts';
import type { GridRules } from '../../kind/grid.ts';
import { isComplete } from '../../kind/cells.ts';
import { bruteForceMasyu } from './brute.ts';
import { checkMasyu } from './check.ts';
import { generateUniqueMasyu } from './generate-unique.ts';
import { parseLoopGrid, parseMasyu, toMasyuText, toPuzzleTeam, detection } from './format.ts';
import { encodeMasyuFile, encodeMasyuUrl, masyuUrlTypes } from './puzzlink.ts';
import type { Masyu, Pearl, Piece } from './masyu.ts';
import { namedClues } from '../common/clue-edit.ts';
import { renderMasyuSvg, renderMasyuText } from './render.ts';
import { masyuLines } from './lines.ts';

export const masyuSpec: GridRules<Masyu, Piece> = {
  id: 'masyu',
  idea: 'draw one closed loop through every pearl: straight on white pearls, turning beside them; turning on black pearls, straight beside them',
  examples: ['puzzles/masyu/seed-6x6.txt'],
  ...detection,
  parse: (input) => parseMasyu(input.text, input.source),
  puzzlinkTypes: masyuUrlTypes,
  pzprForms: ['url', 'file', 'penpa'],
  verify: (puzzle, grid) => checkMasyu(puzzle, grid).map((broken) => broken.message),
  rows: (grid) => grid.map((line) => line.map((piece) => piece ?? '?').join('')),
  parseSolution: (text, source, puzzle) => parseLoopGrid(text, source, puzzle.width, puzzle.height),
  // renderMasyuSvg: 32-unit cells inside a margin of half a cell.
  layout: (puzzle) => ({ rows: puzzle.height, cols: puzzle.width, left: 16, top: 16, cell: 32 }),
  // The loop is marked piece by piece: each typed as its letter (- | L J 7 F, . for none) and drawn as the line it is.
  play: {
    values: (
      [
        ['-', 'across', '─'],
        ['|', 'down', '│'],
        ['L', 'up and right', '└'],
        ['J', 'up and left', '┘'],
        ['7', 'down and left', '┐'],
        ['F', 'down and right', '┌'],
        ['.', 'no loop', '·'],
      ] as const
    ).map(([value, name, symbol]) => ({ value, name, draw: { as: 'symbol' as const, symbol } })),
    layout: (puzzle) => ({ rows: puzzle.height, cols: puzzle.width, left: 16, top: 16, cell: 32 }),
    // The page draws the loop through the cells' centres; the pieces are read from it.
    lines: masyuLines,
  },
  // Check's outlines: the checker's own cells, once every cell is decided (a partial loop breaks nothing yet).
  problems: (puzzle, grid) => (isComplete(grid) ? checkMasyu(puzzle, grid) : []),
  render: { text: renderMasyuText, svg: renderMasyuSvg },
  // The editor: a white or a black pearl in a cell.
  edit: {
    cells: namedClues<Masyu, 'pearls', Pearl>('pearls', [
      { value: 'white', notation: 'W', name: 'white pearl' },
      { value: 'black', notation: 'B', name: 'black pearl' },
    ]),
  },
  formats: {
    puzzleteam: (puzzle) => `${toPuzzleTeam(puzzle)}\n`,
    text: toMasyuText,
    puzzlink: (puzzle) => `${encodeMasyuUrl(puzzle)}\n`,
    pzprv3: (puzzle) => encodeMasyuFile(puzzle, null),
  },
  answerFormats: { pzprv3: encodeMasyuFile },
  async generate({ size, seed }, solving) {
    if (size < 4 || size > 15) throw new UsageError(`--size must be between 4 and 15, found ${size}`);
    return (await generateUniqueMasyu({ width: size, height: size, seed, solving })).puzzle;
  },
  oracle: bruteForceMasyu,
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
