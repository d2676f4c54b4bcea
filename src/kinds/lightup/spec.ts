// The Light Up kind as a GridSpec: formats (Puzzle Team task, puzz.link URL, text form), checker,
// pictures (bulbs as circles), generator and oracle.
import type { GridRules } from '../../kind/grid.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { markRows, parseMarks } from '../common/marks.ts';
import { checkLightUp, checkLightUpMarks } from './check.ts';
import {
  lightUpUrlTypes,
  looksLikeLightUp,
  parseLightUp,
  toLightUpTask,
  toLightUpText,
  toLightUpUrl,
  type LightUp,
  type LightUpCell,
  isWhite,
} from './format.ts';
import { generateLightUp } from './generate.ts';
import { cellClues } from '../common/clue-edit.ts';

const bulb = { on: '*', name: 'bulb' };

function board(p: LightUp, grid: PartialGrid<boolean> | null): Board {
  return {
    name: 'Light Up',
    size: p,
    state: grid === null ? '' : grid.flat().includes(undefined) ? ', forced cells' : ', solved',
    cell: (point) => {
      const cell = p.cells[point.row][point.col];
      if (!isWhite(p, point)) return { fill: 'dark', text: typeof cell === 'number' ? String(cell) : undefined, given: true };
      const value = grid?.[point.row][point.col];
      return value === undefined && grid !== null ? { fill: 'grey' } : value ? { circle: 'white', text: '*' } : undefined;
    },
  };
}

export const lightUpSpec: GridRules<LightUp, boolean> = {
  id: 'lightup',
  idea: 'put bulbs in white cells so that every white cell is lit (a bulb lights its row and column up to black cells), no bulb lights another, and each number counts the bulbs beside it',
  examples: ['puzzles/lightup/nikoli-7x7.txt'],
  detect: looksLikeLightUp,
  parse: (input) => parseLightUp(input.text, input.source),
  puzzlinkTypes: lightUpUrlTypes,
  verify: checkLightUp,
  problems: checkLightUpMarks,
  play: {
    values: [
      { value: true, name: 'bulb', draw: { as: 'symbol', symbol: '*' } },
      { value: false, name: 'no bulb', draw: { as: 'dot' } },
    ],
    layout: (p) => boardLayout({ size: p }),
  },
  rows: markRows(bulb),
  // Solutions may show black cells as `#`, as the research and janko write them; they hold no bulb.
  parseSolution: (text, source, p) => parseMarks(bulb, text.replace(/#/g, '.'), source, p.width, p.height),
  render: {
    text: (p, grid, options) => renderBoardText(board(p, grid), options),
    svg: (p, grid) => renderBoardSvg(board(p, grid)),
  },
  // The editor: a black cell, with or without its count of bulbs beside it.
  edit: {
    cells: cellClues<LightUp, 'cells', LightUpCell>(
      'cells',
      [{ notation: '#', name: 'black cell' }],
      (cell) => (cell === null ? '' : cell === 'black' ? '#' : String(cell)),
      (clue) => (clue === '' ? null : clue === '#' ? 'black' : Number(clue)),
      () => ({ from: 0, to: 4 }),
    ),
  },
  formats: { text: toLightUpText, puzzleteam: toLightUpTask, puzzlink: toLightUpUrl },
  generate: async (options, solving) => (await generateLightUp({ ...options, solving })).puzzle,
  oracle: (p, limit) =>
    backtrack(
      p,
      {
        values: (point) => (isWhite(p, point) ? [true, false] : [false]),
        broken: (grid) => checkLightUpMarks(p, grid).length > 0,
        verify: (grid) => checkLightUp(p, grid),
      },
      limit,
    ),
  describe: (p) => `${p.width}x${p.height}`,
};
