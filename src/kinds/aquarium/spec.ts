// The Aquarium kind as a GridSpec: its formats, checker, pictures, generator and oracle. The
// commands themselves (solve, unique, count, forced, convert, export, compare) are gridKind's.
import { UsageError } from '../../errors.ts';
import type { GridRules } from '../../kind/grid.ts';
import type { Aquarium } from './aquarium.ts';
import { bruteForceAquarium } from './brute.ts';
import { checkAquarium, checkAquariumMarks } from './check.ts';
import { aquariumWarnings, parseAquarium, parseWaterGrid, toAquariumText, toPuzzleTeam, detection } from './format.ts';
import { aquariumUrlTypes, decodeAquariumUrl, encodeAquariumFile, encodeAquariumUrl } from './puzzlink.ts';
import { pzprFormOf } from '../../format/puzzlink.ts';
import { generateUniqueAquarium } from './generate-unique.ts';
import { outsideClues } from '../common/clue-edit.ts';
import { regionWalls } from '../common/region-edit.ts';
import { SVG_CELL, renderAquariumSvg, renderAquariumText } from './render.ts';
import { keepLineClues } from '../common/kept-clues.ts';

export const aquariumSpec: GridRules<Aquarium, boolean> = {
  id: 'aquarium',
  idea: 'shade water in tanks so that every row and column has its clue, each tank filled to one level',
  examples: ['puzzles/aquarium/seed-10x10.txt', 'puzzles/aquarium/arch-connected-5x5.txt'],
  ...detection,
  // Any puzz.link URL goes to the URL reader, which names the type when it is not an Aquarium.
  parse: (input) => (pzprFormOf(input.text) === undefined ? parseAquarium : decodeAquariumUrl)(input.text, input.source),
  puzzlinkTypes: aquariumUrlTypes,
  pzprForms: ['url', 'file', 'penpa'],
  warnings: aquariumWarnings,
  verify: (puzzle, water) => checkAquarium(puzzle, water).map((broken) => broken.message),
  problems: checkAquariumMarks,
  play: {
    values: [
      { value: true, name: 'water' },
      { value: false, name: 'air' },
    ],
    // The clues take the first row and column of squares.
    layout: (puzzle) => ({ rows: puzzle.height, cols: puzzle.width, left: SVG_CELL, top: SVG_CELL, cell: SVG_CELL }),
  },
  // The editor draws tanks and sets the counts above the columns and left of the rows (a column holds 0 to height water cells).
  edit: {
    walls: regionWalls<Aquarium, 'tanks'>('tanks'),
    outside: outsideClues<Aquarium>({ top: 'columns', left: 'rows' }, true, (p, side) => ({ from: 0, to: side === 'top' ? p.height : p.width })),
  },
  rows: (grid) => grid.map((line) => line.map((water) => (water === undefined ? '?' : water ? '#' : '.')).join('')),
  parseSolution: (text, source, puzzle) => parseWaterGrid(text, source, puzzle.width, puzzle.height),
  render: { text: renderAquariumText, svg: renderAquariumSvg },
  formats: {
    text: toAquariumText,
    puzzleteam(puzzle) {
      // A task string has no place for the rule, and is read as tank-level: that would be another puzzle.
      if (puzzle.rule !== 'tank-level')
        throw new UsageError(`a Puzzle Team task string cannot carry the rule ${puzzle.rule} (it is read as tank-level); --to text keeps it`);
      return `${toPuzzleTeam(puzzle)}\n`;
    },
    puzzlink: (puzzle) => `${encodeAquariumUrl(puzzle)}\n`,
    pzprv3: (puzzle) => encodeAquariumFile(puzzle, null),
  },
  answerFormats: { pzprv3: encodeAquariumFile },
  async generate({ size, seed }, solving) {
    if (size < 4 || size > 30) throw new UsageError(`--size must be between 4 and 30, found ${size}`);
    return (await generateUniqueAquarium({ width: size, height: size, seed, solving })).puzzle;
  },
  oracle: bruteForceAquarium,
  keepClues: keepLineClues,
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
  settings: (puzzle) => ({ rule: puzzle.rule }),
};
