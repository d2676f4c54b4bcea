// The Kakuro kind as a GridSpec: formats, checker, pictures (clue cells dark, `down\across`) and
// the backtracking oracle. The commands are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import type { Point } from '../../dsl/grid/index.ts';
import { type Board, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { checkerOracle } from '../common/checking.ts';
import { pictureState } from '../common/draw.ts';
import { numberAnswers, numberPlay } from '../common/number-rules.ts';
import { checkKakuro, kakuroProblems } from './check.ts';
import { clueText, kakuroForms, type Kakuro } from './format.ts';

const black = (p: Kakuro) => (point: Point) => p.black[point.row][point.col];

const board = (p: Kakuro, grid: PartialGrid<number> | null): Board => ({
  name: 'Kakuro',
  size: p,
  state: pictureState(grid),
  cell: ({ row, col }) => {
    if (p.black[row][col]) {
      const clue = clueText(p, { row, col });
      return { fill: 'dark', text: clue === '#' ? undefined : clue, given: true };
    }
    const value = grid?.[row][col];
    return value === undefined ? undefined : { text: String(value) };
  },
});

export const kakuroSpec: GridRules<Kakuro, number> = {
  id: 'kakuro',
  idea: 'write 1..9 in the white cells so that each run across or down adds up to the sum before it, with no digit twice in a run',
  examples: ['puzzles/kakuro/janko-9x9.txt'],
  ...kakuroForms,
  verify: checkKakuro,
  problems: kakuroProblems,
  // A black cell holds no digit: `#` in the answer, 0 in the grid.
  ...numberAnswers<Kakuro>(() => 9, black),
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  play: numberPlay(9),
  oracle: checkerOracle({ verify: checkKakuro, problems: kakuroProblems }, (p) => (point) => (black(p)(point) ? [0] : [1, 2, 3, 4, 5, 6, 7, 8, 9])),
  describe: (p) => `${p.width}x${p.height}`,
};
