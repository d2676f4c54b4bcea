// The Yin-Yang kind as a GridSpec: formats (text form, Puzzle Team task, puzz.link URL), checker,
// pictures and oracle. The commands are gridKind's. Answers write black `#` and white `.`.
import type { Point } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { markedAnswer } from '../common/marks.ts';
import { checkYinYang, yinYangProblems } from './check.ts';
import { parseYinYang, toYinYangTask, toYinYangText, toYinYangUrl, yinYangUrlTypes, type YinYang, detection } from './format.ts';
import { colourClues } from '../common/clue-edit.ts';

const black = { on: '#', name: 'black', off: 'white' };

/** Circles where colours are given or found; a given circle sits on a light square, an undecided cell is grey. */
const board = (p: YinYang, grid: PartialGrid<boolean> | null): Board => ({
  name: 'Yin-Yang',
  size: p,
  cell: ({ row, col }: Point) => {
    const given = p.givens[row][col];
    const found = grid === null ? given : grid[row][col];
    if (found === undefined) return { fill: 'grey' };
    if (found === null) return undefined;
    return { circle: found ? 'black' : 'white', fill: given !== null && grid !== null ? 'light' : undefined };
  },
  state: pictureState(grid),
});

export const yinYangSpec: GridRules<YinYang, boolean> = {
  id: 'yinyang',
  idea: 'colour every cell black or white: each colour one group, no 2x2 block of one colour, the given circles kept',
  examples: ['puzzles/yinyang/janko-6x6.txt'],
  ...detection,
  parse: (input) => parseYinYang(input.text, input.source),
  puzzlinkTypes: yinYangUrlTypes,
  verify: checkYinYang,
  problems: yinYangProblems,
  ...markedAnswer(black, { on: { as: 'symbol', symbol: '●' }, off: { as: 'symbol', symbol: '○' } }, (p) => boardLayout({ size: p })),
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  // The editor: a given white or black circle.
  edit: { cells: colourClues<YinYang, 'givens'>('givens') },
  formats: { text: toYinYangText, puzzleteam: toYinYangTask, puzzlink: toYinYangUrl },
  oracle: (p, limit) =>
    backtrack(
      p,
      {
        values: ({ row, col }) => (p.givens[row][col] === null ? [true, false] : [p.givens[row][col] as boolean]),
        broken: (grid) => yinYangProblems(p, grid).length > 0,
        verify: (grid) => checkYinYang(p, grid),
      },
      limit,
    ),
  describe: (p) => `${p.width}x${p.height}`,
};
