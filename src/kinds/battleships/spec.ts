// The Battleships kind as a GridSpec: formats (text form, Puzzle Team task, puzz.link URL), checker,
// pictures and oracle. The commands (solve, unique, count, forced, convert, export, compare) are
// gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { markedAnswer } from '../common/marks.ts';
import {
  type Battleships,
  HINTS,
  type Hint,
  battleshipsUrlTypes,
  encodeBattleshipsUrl,
  looksLikeBattleships,
  parseBattleships,
  toBattleshipsTask,
  toBattleshipsText,
} from './format.ts';
import { battleshipsProblems, checkBattleships } from './check.ts';
import { keepLineClues } from '../common/kept-clues.ts';
import { cellClues, outsideClues } from '../common/clue-edit.ts';

const ship = { on: '#', name: 'ship', off: 'water' };
const SYMBOLS: Record<Hint, string> = { x: '~', o: '●', n: '▲', s: '▼', w: '◀', e: '▶', m: '■' };

/** Given cells as symbols (bold), ship cells dark, undecided grey; the counts above and left; the fleet in the title. */
function board(p: Battleships, grid: PartialGrid<boolean> | null): Board {
  const count = (count: number | null) => (count === null ? [] : [String(count)]);
  return {
    name: `Battleships (fleet ${p.fleet.join(' ')})`,
    size: p,
    cell: ({ row, col }) => {
      const hint = p.hints[row][col];
      const mark = grid?.[row][col];
      const fill = grid === null ? undefined : mark === undefined ? 'grey' : mark ? 'dark' : undefined;
      return hint ? { text: SYMBOLS[hint], given: true, fill } : fill ? { fill } : undefined;
    },
    clues: { top: p.columns.map(count), left: p.rows.map(count) },
    state: pictureState(grid),
  };
}

/** The given cells in the order a click cycles them: water, then a ship's segments. */
const GIVEN: Hint[] = ['x', 'o', 'n', 's', 'w', 'e', 'm'];

export const battleshipsSpec: GridRules<Battleships, boolean> = {
  id: 'battleships',
  idea: 'hide the fleet of straight ships in the grid; ships never touch, not even diagonally; rows and columns hold their counts of ship cells; given cells are water or that segment of a ship',
  examples: ['puzzles/battleships/janko-156-10x10.txt'],
  detect: looksLikeBattleships,
  parse: (input) => parseBattleships(input.text, input.source),
  puzzlinkTypes: battleshipsUrlTypes,
  verify: checkBattleships,
  problems: battleshipsProblems,
  ...markedAnswer(ship, { on: { as: 'fill' }, off: { as: 'symbol', symbol: '~' } }, (p) => boardLayout(board(p, null))),
  // The editor places the given cells (water, a ship's segment: their letters) and sets the counts above the columns and left of the rows.
  edit: {
    cells: cellClues<Battleships, 'hints', Hint | null>(
      'hints',
      GIVEN.map((hint) => ({ notation: hint, name: HINTS[hint] })),
      (hint) => hint ?? '',
      (clue) => GIVEN.find((hint) => hint === clue) ?? null,
    ),
    outside: outsideClues<Battleships>({ top: 'columns', left: 'rows' }, true, (p, side) => ({ from: 0, to: side === 'top' ? p.height : p.width })),
  },
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  formats: { text: toBattleshipsText, puzzleteam: toBattleshipsTask, puzzlink: (p) => `${encodeBattleshipsUrl(p)}\n` },
  oracle: (p, limit) =>
    backtrack(
      p,
      {
        values: ({ row, col }) => (p.hints[row][col] === 'x' ? [false] : p.hints[row][col] ? [true] : [true, false]),
        broken: (grid) => battleshipsProblems(p, grid).length > 0,
        verify: (grid) => checkBattleships(p, grid),
      },
      limit,
    ),
  keepClues: keepLineClues,
  describe: (p) => `${p.width}x${p.height}`,
  settings: (p) => ({ fleet: p.fleet.join(' ') }),
};
