// The Tents kind as a GridSpec: formats (text form, Puzzle Team task, puzz.link URL), checker,
// pictures, generator and oracle. The commands (solve, unique, count, forced, convert, export,
// compare) are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { checkerOracle } from '../common/checking.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { markRows, parseMarks } from '../common/marks.ts';
import { checkTents, tentsProblems } from './check.ts';
import { tentsForms, type Tents } from './format.ts';
import { generateTents } from './generate.ts';
import { cellClues } from '../common/clue-edit.ts';
import { countEdit, countsBoard } from '../common/line-counts.ts';

const tent = { on: '*', name: 'tent', off: 'no tent' };

/** Trees (T, given), tents (▲), undecided cells grey; the counts above and left, as on the site. */
function board(p: Tents, grid: PartialGrid<boolean> | null): Board {
  return countsBoard('Tents', p, grid, ({ row, col }) => {
    if (p.trees[row][col]) return { text: 'T', given: true };
    const mark = grid?.[row][col];
    return grid === null ? undefined : mark === undefined ? { fill: 'grey' } : mark ? { text: '▲' } : undefined;
  });
}

export const tentsSpec: GridRules<Tents, boolean> = {
  id: 'tents',
  idea: 'put a tent beside every tree, each tree tied to a tent of its own side by side; tents never touch, not even diagonally; rows and columns hold their counts of tents',
  examples: ['puzzles/tents/janko-101-10x10.txt'],
  ...tentsForms,
  verify: checkTents,
  problems: tentsProblems,
  rows: markRows(tent),
  // Solutions may show the trees as `T` (the corpus does): they hold no tent.
  parseSolution: (text, source, p) => parseMarks(tent, text.replace(/T/g, '.'), source, p.width, p.height),
  // The editor places trees and sets the counts above the columns and left of the rows.
  edit: {
    cells: cellClues<Tents, 'trees', boolean>(
      'trees',
      [{ notation: 'T', name: 'tree' }],
      (tree) => (tree ? 'T' : ''),
      (clue) => clue === 'T',
    ),
    outside: countEdit<Tents>(),
  },
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  generate: async ({ size, seed }, solving) => (await generateTents({ size, seed, solving })).puzzle,
  oracle: checkerOracle({ verify: checkTents, problems: tentsProblems }, (p) => (cell) => (p.trees[cell.row][cell.col] ? [false] : [true, false])),
  describe: (p) => `${p.width}x${p.height}`,
  play: {
    values: [
      { value: true, name: 'tent', draw: { as: 'symbol', symbol: '▲' } },
      { value: false, name: 'grass', draw: { as: 'dot' } },
    ],
    layout: (p) => boardLayout(board(p, null)),
  },
};
