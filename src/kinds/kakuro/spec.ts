// The Kakuro kind as a GridSpec: formats, checker, pictures (clue cells dark, `down\across`) and
// the backtracking oracle. The commands are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { numberRows, readAnswerGrid } from '../common/numbers.ts';
import { checkKakuro, kakuroProblems } from './check.ts';
import { isKakuroUrl, kakuroUrlTypes, looksLikeKakuro, parseKakuro, toKakuroText, toKakuroUrl, type Kakuro } from './format.ts';

const board = (p: Kakuro, grid: PartialGrid<number> | null): Board => ({
  name: 'Kakuro',
  size: p,
  state: pictureState(grid),
  cell: ({ row, col }) => {
    if (p.black[row][col]) {
      const [down, across] = [p.down[row][col], p.across[row][col]];
      return { fill: 'dark', text: down === null && across === null ? undefined : `${down ?? ''}\\${across ?? ''}`, given: true };
    }
    const value = grid?.[row][col];
    return value === undefined ? undefined : { text: String(value) };
  },
});

export const kakuroSpec: GridRules<Kakuro, number> = {
  id: 'kakuro',
  idea: 'write 1..9 in the white cells so that each run across or down adds up to the sum before it, with no digit twice in a run',
  examples: ['puzzles/kakuro/janko-9x9.txt'],
  detect: (text) => looksLikeKakuro(text) || isKakuroUrl(text),
  parse: (input) => parseKakuro(input.text, input.source),
  puzzlinkTypes: kakuroUrlTypes,
  verify: checkKakuro,
  problems: kakuroProblems,
  rows: (grid) => numberRows(grid),
  parseSolution: (text, source, p) => readAnswerGrid(text, source, p, [1, 9], ({ row, col }) => p.black[row][col]),
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  formats: { text: toKakuroText, puzzlink: toKakuroUrl },
  play: {
    values: Array.from({ length: 9 }, (_, i) => ({ value: i + 1, name: String(i + 1), draw: { as: 'text' as const } })),
    layout: (p) => boardLayout({ size: p }),
  },
  oracle: (p, limit) =>
    backtrack(
      p,
      {
        values: ({ row, col }) => (p.black[row][col] ? [0] : [1, 2, 3, 4, 5, 6, 7, 8, 9]),
        broken: (grid) => kakuroProblems(p, grid).length > 0,
        verify: (grid) => checkKakuro(p, grid),
      },
      limit,
    ),
  describe: (p) => `${p.width}x${p.height}`,
};
