// The Slitherlink kind as a GridSpec: formats, checker, pictures (the loop drawn along the cell
// sides, from the inside of the answer) and the backtracking oracle. The commands are gridKind's.
import { SIDES, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { markRows, parseMarks } from '../common/marks.ts';
import { checkSlitherlink, slitherlinkProblems } from './check.ts';
import {
  looksLikeSlitherlink,
  parseSlitherlink,
  slitherUrlTypes,
  toSlitherlinkTask,
  toSlitherlinkText,
  toSlitherlinkUrl,
  type Slitherlink,
  onLoop,
} from './format.ts';
import { slitherlinkLines } from './lines.ts';
import { numberClues } from '../common/clue-edit.ts';
import { keepCellClues } from '../common/kept-clues.ts';

const marks = { on: '#', name: 'inside the loop', off: 'outside' };

/** The board: clues in the cells, the loop along the sides where a cell and its neighbour differ, undecided cells grey. */
function board(p: Slitherlink, inside: PartialGrid<boolean> | null): Board {
  const sides =
    inside === null
      ? []
      : points(p).flatMap((cell) =>
          SIDES.flatMap((side) => {
            // Each side once: a cell's top and left, and the bottom and right ones along the border.
            const drawn = onLoop(inside, cell, side) === true;
            if (!drawn || (side === 'S' && cell.row < p.height - 1) || (side === 'E' && cell.col < p.width - 1)) return [];
            if (side === 'N' || side === 'W') return [{ ...cell, side }];
            return side === 'S' ? [{ row: cell.row + 1, col: cell.col, side: 'N' as const }] : [{ row: cell.row, col: cell.col + 1, side: 'W' as const }];
          }),
        );
  const state = inside === null ? '' : inside.flat().includes(undefined) ? ', forced cells' : ', solved';
  return {
    name: 'Slitherlink',
    size: p,
    sides,
    dots: true,
    state,
    cell: ({ row, col }) => {
      const clue = p.clues[row][col];
      const undecided = inside !== null && inside[row][col] === undefined;
      return clue === null && !undecided ? undefined : { text: clue === null ? undefined : String(clue), given: true, fill: undecided ? 'grey' : undefined };
    },
  };
}

export const slitherlinkSpec: GridRules<Slitherlink, boolean> = {
  id: 'slitherlink',
  idea: 'draw one loop along the grid lines; each number says how many sides of its cell the loop runs along (answer: the cells inside the loop)',
  examples: ['puzzles/slitherlink/easy-5x5.txt'],
  detect: looksLikeSlitherlink,
  parse: (input) => parseSlitherlink(input.text, input.source),
  puzzlinkTypes: slitherUrlTypes,
  verify: checkSlitherlink,
  problems: slitherlinkProblems,
  rows: markRows(marks),
  parseSolution: (text, source, puzzle) => parseMarks(marks, text, source, puzzle.width, puzzle.height),
  render: {
    text: (puzzle, inside, options) => renderBoardText(board(puzzle, inside), options),
    svg: (puzzle, inside) => renderBoardSvg(board(puzzle, inside)),
  },
  // The editor: a cell's count of loop sides, 0-3.
  edit: { cells: numberClues<Slitherlink, 'clues'>('clues', () => ({ from: 0, to: 3 })) },
  formats: { text: toSlitherlinkText, puzzleteam: toSlitherlinkTask, puzzlink: toSlitherlinkUrl },
  oracle: (puzzle, limit) =>
    backtrack(
      puzzle,
      { values: () => [true, false], broken: (grid) => slitherlinkProblems(puzzle, grid).length > 0, verify: (grid) => checkSlitherlink(puzzle, grid) },
      limit,
    ),
  play: {
    values: [
      { value: true, name: 'inside', draw: { as: 'fill', colour: 'rgba(156, 199, 239, 0.8)' } },
      { value: false, name: 'outside' },
    ],
    layout: (puzzle) => boardLayout({ size: puzzle }),
    // The page draws the loop along the edges; the inside is read from it.
    lines: slitherlinkLines,
  },
  keepClues: (p, kept) => keepCellClues(p, 'clues', kept),
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
