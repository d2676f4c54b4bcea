// The Hitori kind as a GridSpec: formats (task, snippet, text form, puzz.link URL), checker,
// pictures, generator and oracle. The commands are gridKind's.
import type { Point } from '../../dsl/grid/index.ts';
import type { GridRules } from '../../kind/grid.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, markFill, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { SHADED, DOT, markedAnswer } from '../common/marks.ts';
import { checkHitori, hitoriProblems } from './check.ts';
import { hitoriUrlTypes, parseHitori, toHitoriTask, toHitoriText, toHitoriUrl, type Hitori, detection } from './format.ts';
import { generateHitori } from './generate.ts';

const shaded = { on: '#', name: 'shaded', off: 'unshaded' };

/** The numbers, each cell shaded dark or, while undecided in a forced-cells answer, grey. */
const board = (p: Hitori, grid: PartialGrid<boolean> | null, colour = true): Board => ({
  name: 'Hitori',
  size: p,
  // Without colour a shaded cell shows `#` in place of its number, an undecided one `?`.
  cell: ({ row, col }: Point) => {
    const fill = markFill(grid, { row, col });
    if (!colour && fill) return { fill };
    return { text: String(p.numbers[row][col]), given: true, fill };
  },
  state: pictureState(grid),
});

export const hitoriSpec: GridRules<Hitori, boolean> = {
  id: 'hitori',
  idea: 'shade cells so that no number repeats in a row or column among the unshaded cells; shaded cells never side by side; unshaded cells one group',
  examples: ['puzzles/hitori/janko-5x5.txt'],
  ...detection,
  parse: (input) => parseHitori(input.text, input.source),
  puzzlinkTypes: hitoriUrlTypes,
  verify: checkHitori,
  problems: hitoriProblems,
  ...markedAnswer(shaded, { on: SHADED, off: DOT }, (p) => boardLayout({ size: p })),
  render: { text: (p, grid, options) => renderBoardText(board(p, grid, options.colour), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  formats: { text: toHitoriText, puzzleteam: toHitoriTask, puzzlink: toHitoriUrl },
  generate: async (options, solving) => (await generateHitori({ ...options, solving })).puzzle,
  oracle: (p, limit) =>
    backtrack(
      p,
      {
        values: () => [false, true],
        broken: (grid) => hitoriProblems(p, grid).length > 0,
        verify: (grid) => checkHitori(p, grid),
      },
      limit,
    ),
  describe: (p) => `${p.width}x${p.height}`,
};
