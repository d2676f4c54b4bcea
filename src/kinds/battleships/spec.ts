// The Battleships kind as a GridSpec: formats (text form, Puzzle Team task, puzz.link URL), checker,
// pictures and oracle. The commands (solve, unique, count, forced, convert, export, compare) are
// gridKind's.
import type { Point } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { checkedBy } from '../common/checking.ts';
import { type Board, boardLayout, markFill, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { markedAnswer } from '../common/marks.ts';
import { type Battleships, HINTS, type Hint, battleshipsForms } from './format.ts';
import { battleshipsProblems, checkBattleships } from './check.ts';
import { keepLineClues } from '../common/kept-clues.ts';
import { namedClues } from '../common/clue-edit.ts';
import { countEdit, countsBoard } from '../common/line-counts.ts';

const SYMBOLS: Record<Hint, string> = { x: '~', o: '●', n: '▲', s: '▼', w: '◀', e: '▶', m: '■' };

/** Given cells as symbols (bold), ship cells dark, undecided grey; the counts above and left; the fleet in the title. */
function board(p: Battleships, grid: PartialGrid<boolean> | null): Board {
  return countsBoard(`Battleships (fleet ${p.fleet.join(' ')})`, p, grid, ({ row, col }) => {
    const hint = p.hints[row][col];
    const fill = markFill(grid, { row, col });
    return hint ? { text: SYMBOLS[hint], given: true, fill } : fill ? { fill } : undefined;
  });
}

/** What the oracle tries in a cell: a cell given as water holds no ship, a given segment a ship, any other either. */
const shipOrWater = (p: Battleships) => (cell: Point) => (p.hints[cell.row][cell.col] === 'x' ? [false] : p.hints[cell.row][cell.col] ? [true] : [true, false]);

/** The given cells, each written as its letter, in the order a click cycles them: HINTS' order, water, then a ship's segments. */
const GIVEN = (Object.keys(HINTS) as Hint[]).map((hint) => ({ value: hint, notation: hint, name: HINTS[hint] }));

export const battleshipsSpec: GridRules<Battleships, boolean> = {
  id: 'battleships',
  idea: 'hide the fleet of straight ships in the grid; ships never touch, not even diagonally; rows and columns hold their counts of ship cells; given cells are water or that segment of a ship',
  examples: ['puzzles/battleships/janko-156-10x10.txt'],
  ...battleshipsForms,
  ...checkedBy({ verify: checkBattleships, problems: battleshipsProblems }, shipOrWater),
  ...markedAnswer({ on: '#', name: 'ship', off: 'water' }, { on: { as: 'fill' }, off: { as: 'symbol', symbol: '~' } }, (p) => boardLayout(board(p, null))),
  // The editor places the given cells (water, a ship's segment: their letters) and sets the counts above the columns and left of the rows.
  edit: {
    cells: namedClues<Battleships, 'hints', Hint>('hints', GIVEN),
    outside: countEdit<Battleships>(),
  },
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  keepClues: keepLineClues,
  describe: (p) => `${p.width}x${p.height}`,
  settings: (p) => ({ fleet: p.fleet.join(' ') }),
};
