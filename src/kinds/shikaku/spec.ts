// The Shikaku kind as a GridSpec: formats, checker, pictures (the rectangles as regions, the
// numbers in them) and the backtracking oracle. The commands are gridKind's.
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { backtrack } from '../common/backtrack.ts';
import { type Board, boardLayout, renderBoardSvg, renderBoardText } from '../common/board.ts';
import { cutLines } from '../common/cut-lines.ts';
import { pointName } from '../../dsl/grid/index.ts';
import { checkShikaku, shikakuProblems } from './check.ts';
import { looksLikeShikaku, parseShikaku, shikakuUrlTypes, toShikakuTask, toShikakuText, toShikakuUrl, type Shikaku, cluesOf } from './format.ts';
import { cuttingRows, readCutting } from '../common/numbers.ts';
import { numberClues } from '../common/clue-edit.ts';

/** The board: numbers given, rectangles as regions (an undecided cell is a region of its own, grey). */
function board(p: Shikaku, grid: PartialGrid<number> | null): Board {
  const regions = grid === null ? undefined : grid.map((line, row) => line.map((value, col) => value ?? -1 - (row * p.width + col)));
  const state = grid === null ? '' : grid.flat().includes(undefined) ? ', forced cells' : ', solved';
  return {
    name: 'Shikaku',
    size: p,
    regions,
    state,
    cell: ({ row, col }) => {
      const clue = p.clues[row][col];
      const undecided = grid !== null && grid[row][col] === undefined;
      return clue === null && !undecided ? undefined : { text: clue === null ? undefined : String(clue), given: true, fill: undecided ? 'grey' : undefined };
    },
  };
}

/** The clues whose rectangle could reach a cell: the box spanning the cell and the clue is no larger than its area. */
function reaching(p: Shikaku) {
  const clues = cluesOf(p);
  return (cell: { row: number; col: number }) =>
    clues.flatMap((clue, i) => ((Math.abs(clue.row - cell.row) + 1) * (Math.abs(clue.col - cell.col) + 1) <= clue.area ? [i + 1] : []));
}

export const shikakuSpec: GridRules<Shikaku, number> = {
  id: 'shikaku',
  idea: 'cut the grid into rectangles, each holding one number, its area (answer: each cell the number of its clue, 1.. in reading order)',
  examples: ['puzzles/shikaku/puzzle-shikaku-5x5.txt'],
  detect: looksLikeShikaku,
  parse: (input) => parseShikaku(input.text, input.source),
  puzzlinkTypes: shikakuUrlTypes,
  verify: checkShikaku,
  problems: shikakuProblems,
  rows: cuttingRows,
  parseSolution: (text, source, puzzle) => readCutting(text, source, puzzle, "a clue's"),
  render: {
    text: (puzzle, grid, options) => renderBoardText(board(puzzle, grid), options),
    svg: (puzzle, grid) => renderBoardSvg(board(puzzle, grid)),
  },
  // The editor: a rectangle's area in a cell.
  edit: { cells: numberClues<Shikaku, 'clues'>('clues', (p) => ({ from: 1, to: p.width * p.height })) },
  formats: { text: toShikakuText, puzzleteam: toShikakuTask, puzzlink: toShikakuUrl },
  oracle: (puzzle, limit) => {
    const values = reaching(puzzle);
    return backtrack(puzzle, { values, broken: (grid) => shikakuProblems(puzzle, grid).length > 0, verify: (grid) => checkShikaku(puzzle, grid) }, limit);
  },
  // Played by drawing the rectangles' sides; a piece with one number is that number's.
  play: {
    values: [],
    layout: (puzzle) => boardLayout({ size: puzzle }),
    lines: cutLines((puzzle) => cluesOf(puzzle).map((clue) => ({ name: `the ${clue.area} at ${pointName(clue)}`, cells: [clue] }))),
  },
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
