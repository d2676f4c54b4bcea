// The Nonogram kind as a GridSpec: formats (task, snippet, text form, puzz.link URL), checker,
// pictures (the clues stacked above and left of the grid), generator and oracle.
import type { GridRules } from '../../kind/grid.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { markedAnswer } from '../common/marks.ts';
import { checkNonogram, checkNonogramMarks } from './check.ts';
import { nonogramForms, type Nonogram } from './format.ts';
import { generateNonogram } from './generate.ts';

const shaded = { on: '#', name: 'shaded' };

/** The clue numbers outside the grid, as the site shows them: above each column, left of each row. */
const clues = (p: Nonogram) => ({ top: p.columns.map((clue) => clue.map(String)), left: p.rows.map((clue) => clue.map(String)) });

function board(p: Nonogram, grid: PartialGrid<boolean> | null): Board {
  const state = grid === null ? '' : grid.flat().includes(undefined) ? ', forced cells' : ', solved';
  return {
    name: 'Nonogram',
    size: p,
    clues: clues(p),
    state,
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
  render: {
    text: (p, grid, options) => renderBoardText(board(p, grid), options),
    svg: (p, grid) => renderBoardSvg(board(p, grid)),
  },
  generate: async (options, solving) => (await generateNonogram({ ...options, solving })).puzzle,
  oracle: (p, limit) =>
    backtrack(
      p,
      {
        values: () => [true, false],
        broken: (grid) => checkNonogramMarks(p, grid).length > 0,
        verify: (grid) => checkNonogram(p, grid),
      },
      limit,
    ),
  describe: (p) => `${p.width}x${p.height}`,
};
