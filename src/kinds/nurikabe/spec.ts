// The Nurikabe kind as a GridSpec: formats (text form, Puzzle Team task, puzz.link URL), checker, pictures and
// oracle. The commands are gridKind's. Answers write the sea `#` and island cells `.`.
import type { Point } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { checkerOracle } from '../common/checking.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { SHADED, DOT, markedAnswer } from '../common/marks.ts';
import { checkNurikabe, nurikabeProblems } from './check.ts';
import { nurikabeForms, type Nurikabe } from './format.ts';
import { numberClues } from '../common/clue-edit.ts';
import { keepCellClues } from '../common/kept-clues.ts';

const sea = { on: '#', name: 'sea', off: 'island' };

/** The numbers; the sea dark, undecided cells grey. */
const board = (p: Nurikabe, grid: PartialGrid<boolean> | null): Board => ({
  name: 'Nurikabe',
  size: p,
  cell: ({ row, col }: Point) => {
    const clue = p.clues[row][col];
    const mark = grid?.[row][col];
    const fill = grid === null ? undefined : mark === undefined ? 'grey' : mark ? 'dark' : undefined;
    return { text: clue === null ? undefined : String(clue), given: true, fill };
  },
  state: pictureState(grid),
});

export const nurikabeSpec: GridRules<Nurikabe, boolean> = {
  id: 'nurikabe',
  idea: 'shade the sea: every island holds one number equal to its cells; the sea one group with no 2x2 block',
  examples: ['puzzles/nurikabe/puzzleteam-5x5.txt'],
  ...nurikabeForms,
  verify: checkNurikabe,
  problems: nurikabeProblems,
  ...markedAnswer(sea, { on: SHADED, off: DOT }, (p) => boardLayout({ size: p })),
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  // The editor: a number in a cell, an island's size, at most the grid.
  edit: { cells: numberClues<Nurikabe, 'clues'>('clues', (p) => ({ from: 1, to: p.width * p.height })) },
  // A number's cell is an island cell; any other may be sea or island.
  oracle: checkerOracle(
    { verify: checkNurikabe, problems: nurikabeProblems },
    (p) =>
      ({ row, col }) =>
        p.clues[row][col] === null ? [true, false] : [false],
  ),
  keepClues: (p, kept) => keepCellClues(p, 'clues', kept),
  describe: (p) => `${p.width}x${p.height}`,
};
