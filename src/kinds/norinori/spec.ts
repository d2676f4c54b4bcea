// The Norinori kind as a GridSpec: formats (text form, puzz.link URL), checker, pictures and
// oracle. The commands (solve, unique, count, forced, convert, export, compare) are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { DOT, markedAnswer } from '../common/marks.ts';
import { checkNorinori, norinoriProblems } from './check.ts';
import { encodeNorinoriUrl, norinoriUrlTypes, parseNorinori, toNorinoriText, type Norinori, detection } from './format.ts';
import { regionWalls } from '../common/region-edit.ts';

const shaded = { on: '#', name: 'shaded' };

function board(p: Norinori, grid: PartialGrid<boolean> | null): Board {
  return {
    name: 'Norinori',
    size: p,
    regions: p.regions,
    cell: ({ row, col }) => {
      const mark = grid?.[row][col];
      return grid === null ? undefined : mark === undefined ? { fill: 'grey' } : mark ? { fill: 'dark' } : undefined;
    },
    state: pictureState(grid),
  };
}

export const norinoriSpec: GridRules<Norinori, boolean> = {
  id: 'norinori',
  idea: 'shade exactly two cells in every region so that the shaded cells form dominoes: each has exactly one shaded side neighbour',
  examples: ['puzzles/norinori/janko-151-6x6.txt'],
  ...detection,
  parse: (input) => parseNorinori(input.text, input.source),
  puzzlinkTypes: norinoriUrlTypes,
  verify: checkNorinori,
  problems: norinoriProblems,
  ...markedAnswer(shaded, { on: { as: 'fill' }, off: DOT }, (p) => boardLayout(board(p, null))),
  // The editor draws regions.
  edit: { walls: regionWalls<Norinori, 'regions'>('regions') },
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  formats: { text: toNorinoriText, puzzlink: (p) => `${encodeNorinoriUrl(p)}\n` },
  oracle: (p, limit) =>
    backtrack(
      p,
      {
        values: () => [true, false],
        broken: (grid) => norinoriProblems(p, grid).length > 0,
        verify: (grid) => checkNorinori(p, grid),
      },
      limit,
    ),
  describe: (p) => `${p.width}x${p.height}`,
};
