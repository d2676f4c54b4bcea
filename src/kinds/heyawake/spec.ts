// The Heyawake kind as a GridSpec: formats (text form, puzz.link URL), checker, pictures and
// oracle. The commands are gridKind's.
import { type Point, pointKey } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, markFill, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { pictureState } from '../common/draw.ts';
import { SHADED, DOT, markedAnswer } from '../common/marks.ts';
import { checkHeyawake, heyawakeProblems } from './check.ts';
import { heyawakeUrlTypes, parseHeyawake, toHeyawakeText, toHeyawakeUrl, type Heyawake, roomCells, detection } from './format.ts';
import { regionNumbers, regionWalls } from '../common/region-edit.ts';

const shaded = { on: '#', name: 'shaded', off: 'unshaded' };

/** The rooms with their numbers in their first cells; shaded cells dark, undecided ones grey. */
const board = (p: Heyawake, grid: PartialGrid<boolean> | null): Board => {
  const numbers = new Map(roomCells(p).map((cells, room) => [`${cells[0].row},${cells[0].col}`, p.counts[room]]));
  return {
    name: 'Heyawake',
    size: p,
    regions: p.rooms,
    cell: ({ row, col }: Point) => {
      const number = numbers.get(`${row},${col}`);
      const fill = markFill(grid, { row, col });
      return { text: number === undefined || number === null ? undefined : String(number), given: true, fill };
    },
    state: pictureState(grid),
  };
};

export const heyawakeSpec: GridRules<Heyawake, boolean> = {
  id: 'heyawake',
  idea: 'shade cells: a numbered room has that many shaded; shaded cells never side by side; unshaded cells one group; no unshaded run across two room borders',
  examples: ['puzzles/heyawake/puzzleteam-6x6.txt'],
  ...detection,
  parse: (input) => parseHeyawake(input.text, input.source),
  puzzlinkTypes: heyawakeUrlTypes,
  verify: checkHeyawake,
  problems: heyawakeProblems,
  ...markedAnswer(shaded, { on: SHADED, off: DOT }, (p) => boardLayout({ size: p })),
  // The editor draws rooms, and sets a room's number from any of its cells; a number stays with the cell it is drawn in (the room's first).
  edit: { cells: regionNumbers<Heyawake, 'rooms', 'counts'>('rooms', 'counts'), walls: regionWalls<Heyawake, 'rooms', 'counts'>('rooms', 'counts') },
  render: { text: (p, grid, options) => renderBoardText(board(p, grid), options), svg: (p, grid) => renderBoardSvg(board(p, grid)) },
  formats: { text: toHeyawakeText, puzzlink: toHeyawakeUrl },
  oracle: (p, limit) =>
    backtrack(
      p,
      {
        values: () => [false, true],
        broken: (grid) => heyawakeProblems(p, grid).length > 0,
        verify: (grid) => checkHeyawake(p, grid),
      },
      limit,
    ),
  // A room's number is kept when the explanation names the room (its cells).
  keepClues: (p, kept) => {
    const named = new Set(kept.flatMap((at) => ('cells' in at ? at.cells.map(pointKey) : [])));
    return { ...p, counts: p.counts.map((count, room) => (roomCells(p)[room].some((cell) => named.has(pointKey(cell))) ? count : null)) };
  },
  describe: (p) => `${p.width}x${p.height}`,
};
