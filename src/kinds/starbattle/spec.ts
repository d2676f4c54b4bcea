// The Star Battle kind as a GridSpec: formats, checker, pictures, generator and oracle, and the
// --stars setting for task strings, which do not carry the star count. The commands (solve,
// unique, count, forced, convert, export, compare) are gridKind's.
import { InputError, UsageError } from '../../errors.ts';
import type { GridRules } from '../../kind/grid.ts';
import { markRows, parseMarks } from '../common/marks.ts';
import { wholeClue } from '../common/task.ts';
import { bruteForceStarBattle } from './brute.ts';
import { checkStarBattle, checkStarBattleMarks } from './check.ts';
import { parseStarBattle, starBattleWarnings, starCount, toStarBattleTask, toStarBattleText, type StarBattle, detection } from './format.ts';
import { pzprFormOf } from '../../format/puzzlink.ts';
import { generateStarBattle } from './generate.ts';
import { STAR_BATTLE_SVG, renderStarBattleSvg, renderStarBattleText } from './render.ts';
import { decodeStarBattleUrl, encodeStarBattleFile, encodeStarBattleUrl, starBattleUrlTypes } from './puzzlink.ts';
import { regionWalls } from '../common/region-edit.ts';

const star = { on: '*', name: 'star' };

/** A puzz.link URL carries the star count; --stars may repeat it, not contradict it. */
function fromUrl(text: string, source: string, settings: Record<string, string> = {}): StarBattle {
  const { width, height, stars, regions } = decodeStarBattleUrl(text, source);
  if (width !== height) throw new InputError(source, 'URL size', `expected a square grid, found ${width}x${height}`);
  // A penpa-edit drawing may not say: then --stars, or the site's count for the size.
  if (stars === undefined) return { size: width, stars: starCount(undefined, settings, width, source), regions };
  if (settings.stars !== undefined && wholeClue(settings.stars, '--stars', 'value', 'a star count') !== stars)
    throw new UsageError(`--stars ${settings.stars} contradicts the URL, which says ${stars}`);
  return { size: width, stars, regions };
}

/** The puzzle as the puzz.link and pzprv3 writers take it. */
const urlPuzzle = (puzzle: StarBattle) => ({ width: puzzle.size, height: puzzle.size, stars: puzzle.stars, regions: puzzle.regions });

export const starBattleSpec: GridRules<StarBattle, boolean> = {
  id: 'starbattle',
  idea: 'place k stars in every row, column and region so that no two stars touch, not even diagonally',
  examples: ['puzzles/starbattle/sampler-8x8.txt', 'puzzles/starbattle/two-stars-10x10.txt'],
  ...detection,
  parse: (input, settings) =>
    pzprFormOf(input.text) !== undefined ? fromUrl(input.text, input.source, settings) : parseStarBattle(input.text, input.source, settings),
  puzzlinkTypes: starBattleUrlTypes,
  pzprForms: ['url', 'file', 'penpa'],
  settingFlags: [
    { name: 'stars', value: 'k', description: "stars in every row, column and region, for a task string (default: the site's count for the size)" },
  ],
  warnings: starBattleWarnings,
  verify: checkStarBattle,
  problems: checkStarBattleMarks,
  play: {
    values: [
      { value: true, name: 'star', draw: { as: 'symbol', symbol: '★' } },
      { value: false, name: 'empty' },
    ],
    // The caption takes a band above the grid.
    layout: (puzzle) => {
      const { cell, margin, caption } = STAR_BATTLE_SVG;
      return { rows: puzzle.size, cols: puzzle.size, left: margin, top: margin + caption, cell };
    },
  },
  rows: markRows(star),
  parseSolution: (text, source, puzzle) => parseMarks(star, text, source, puzzle.size, puzzle.size),
  // The editor draws regions (the star count is the whole puzzle's: walls leave it as it is).
  edit: { walls: regionWalls<StarBattle, 'regions'>('regions') },
  render: { text: renderStarBattleText, svg: renderStarBattleSvg },
  formats: {
    text: toStarBattleText,
    puzzleteam: toStarBattleTask,
    puzzlink: (puzzle) => `${encodeStarBattleUrl(urlPuzzle(puzzle))}\n`,
    pzprv3: (puzzle) => encodeStarBattleFile(urlPuzzle(puzzle), null),
  },
  answerFormats: { pzprv3: (puzzle, stars) => encodeStarBattleFile(urlPuzzle(puzzle), stars) },
  async generate({ size, seed, settings }, solving) {
    const stars = settings.stars === undefined ? undefined : wholeClue(settings.stars, '--stars', 'value', 'a star count');
    return (await generateStarBattle({ size, seed, stars, solving })).puzzle;
  },
  oracle: bruteForceStarBattle,
  describe: (puzzle) => `${puzzle.size}x${puzzle.size}`,
  settings: (puzzle) => ({ stars: puzzle.stars }),
};
