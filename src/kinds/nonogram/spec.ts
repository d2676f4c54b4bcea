// The Nonogram kind as a GridSpec: formats (task, snippet, text form, puzz.link URL), checker,
// pictures (the clues stacked above and left of the grid), generator and oracle.
import type { GridRules } from '../../kind/grid.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import { type Board, boardLayout } from '../common/board.ts';
import { boardPictures } from '../common/board-pictures.ts';
import { checkerOracle } from '../common/checking.ts';
import { pictureState } from '../common/draw.ts';
import { markedAnswer } from '../common/marks.ts';
import { checkNonogram, checkNonogramMarks } from './check.ts';
import { nonogramForms, type Nonogram } from './format.ts';
import { generateNonogram } from './generate.ts';

const shaded = { on: '#', name: 'shaded' };

/** The clue numbers outside the grid, as the site shows them: above each column, left of each row. */
const clues = (p: Nonogram) => ({ top: p.columns.map((clue) => clue.map(String)), left: p.rows.map((clue) => clue.map(String)) });

function board(p: Nonogram, grid: PartialGrid<boolean> | null): Board {
  return {
    name: 'Nonogram',
    size: p,
    clues: clues(p),
    state: pictureState(grid),
    cell: ({ row, col }) => {
      const value = grid?.[row][col];
      return grid === null ? undefined : value === undefined ? { fill: 'grey' } : value ? { fill: 'dark' } : undefined;
    },
  };
}

export const nonogramSpec: GridRules<Nonogram, boolean> = {
  id: 'nonogram',
  idea: 'shade cells so that each row and each column shows runs of shaded cells as long as its clue numbers, in order, with gaps between them',
  examples: ['puzzles/nonogram/janko-10x10.txt'],
  ...nonogramForms,
  verify: checkNonogram,
  problems: checkNonogramMarks,
  ...markedAnswer(shaded, { on: { as: 'fill', colour: 'rgba(43, 43, 43, 0.9)' } }, (p) => boardLayout({ size: p, clues: clues(p) })),
  render: boardPictures(board),
  generate: async (options, solving) => (await generateNonogram({ ...options, solving })).puzzle,
  oracle: checkerOracle({ verify: checkNonogram, problems: checkNonogramMarks }, () => () => [true, false]),
  describe: (p) => `${p.width}x${p.height}`,
};
