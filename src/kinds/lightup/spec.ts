// The Light Up kind as a GridSpec: formats (Puzzle Team task, puzz.link URL, text form), checker,
// pictures (bulbs as circles), generator and oracle.
import type { GridRules } from '../../kind/grid.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import { type Board, boardLayout } from '../common/board.ts';
import { boardPictures } from '../common/board-pictures.ts';
import { checkerOracle } from '../common/checking.ts';
import { pictureState } from '../common/draw.ts';
import { DOT, markedAnswer, parseMarks } from '../common/marks.ts';
import { checkLightUp, checkLightUpMarks } from './check.ts';
import { lightUpForms, type LightUp, type LightUpCell, isWhite } from './format.ts';
import { generateLightUp } from './generate.ts';
import { cellClues } from '../common/clue-edit.ts';

const bulb = { on: '*', name: 'bulb' };

function board(p: LightUp, grid: PartialGrid<boolean> | null): Board {
  return {
    name: 'Light Up',
    size: p,
    state: pictureState(grid),
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
  ...lightUpForms,
  verify: checkLightUp,
  problems: checkLightUpMarks,
  // Played with bulbs, and dots for cells that hold none.
  ...markedAnswer({ ...bulb, off: 'no bulb' }, { on: { as: 'symbol', symbol: '*' }, off: DOT }, (p) => boardLayout({ size: p })),
  // Solutions may show black cells as `#`, as the research and janko write them; they hold no bulb.
  parseSolution: (text, source, p) => parseMarks(bulb, text.replace(/#/g, '.'), source, p.width, p.height),
  render: boardPictures(board),
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
  generate: async (options, solving) => (await generateLightUp({ ...options, solving })).puzzle,
  oracle: checkerOracle({ verify: checkLightUp, problems: checkLightUpMarks }, (p) => (point) => (isWhite(p, point) ? [true, false] : [false])),
  describe: (p) => `${p.width}x${p.height}`,
};
