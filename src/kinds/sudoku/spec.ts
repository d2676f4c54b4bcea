// The Sudoku kind (classic, jigsaw and killer) as a GridSpec: formats, checker, pictures, oracle
// and generator. The commands (solve, unique, count, forced, convert, export, compare) are gridKind's.
import { pointName } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { type Board, renderBoardText } from '../common/board.ts';
import { numberClues } from '../common/clue-edit.ts';
import { boardSvgWithLabels, numberBoard } from '../common/number-board.ts';
import { numberPlay } from '../common/number-rules.ts';
import { sudokuChecks } from './check.ts';
import { type Sudoku, cagesOf, sudokuForms } from './format.ts';
import { generateSudoku } from './generate.ts';

const variant = (p: Sudoku) => (p.cages.length > 0 ? 'Killer Sudoku' : p.box ? 'Sudoku' : 'Jigsaw Sudoku');

/** The board: givens bold, found numbers plain; walls around boxes (regions), or around cages in a killer, whose sums sit in the first cell's corner. */
function board(p: Sudoku, grid: PartialGrid<number> | null): Board {
  // A cell outside every cage is walled alone.
  const walls = p.cages.length === 0 ? p.regions : cagesOf(p).map((line, row) => line.map((cage, col) => cage ?? p.cages.length + row * p.width + col));
  return numberBoard(variant(p), p, grid, { regions: walls });
}

/** The board in text; a killer's sums on a line below it, each at its cage's first cell: `cages: (1,1)=7 (1,3)=9`. */
function renderText(p: Sudoku, grid: PartialGrid<number> | null, options: { colour: boolean }): string {
  const sums = p.cages.map((cage) => `${pointName(cage.cells[0])}=${cage.sum}`);
  return `${renderBoardText(board(p, grid), options)}${sums.length > 0 ? `cages: ${sums.join(' ')}\n` : ''}`;
}

function renderSvg(p: Sudoku, grid: PartialGrid<number> | null): string {
  // Each cage's sum small and plain in the top-left corner of its first cell: 7 and 6 px into the 32 px cell.
  const sums = p.cages.map((cage) => ({ at: cage.cells[0], dx: 7 / 32, dy: 6 / 32, text: String(cage.sum) }));
  return boardSvgWithLabels(board(p, grid), sums, 9, false);
}

export const sudokuSpec: GridRules<Sudoku, number> = {
  id: 'sudoku',
  idea: 'fill the grid with 1..n so that no row, column or box (jigsaw: region) holds a number twice; killer: cages add up to their sums, without repeats',
  examples: ['puzzles/sudoku/janko-9x9.txt'],
  ...sudokuForms,
  ...sudokuChecks,
  render: { text: renderText, svg: renderSvg },
  // The editor: a given number, 1 to the grid's size (its regions and cages stay as they are).
  edit: { cells: numberClues<Sudoku, 'givens'>('givens', (p) => ({ from: 1, to: p.width })) },
  play: numberPlay(16),
  generate: async (options, solving) => (await generateSudoku({ ...options, solving })).puzzle,
  describe: (p) => `${p.width}x${p.height}${p.cages.length > 0 ? ' killer' : p.box ? '' : ' jigsaw'}`,
};
