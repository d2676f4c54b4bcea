// The Killer Sudoku kind as a GridSpec: formats, checker, pictures and oracle. The commands
// (solve, unique, count, forced, convert, export, compare) are gridKind's.
import { pointName } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { GridRules } from '../../kind/grid.ts';
import { type Board, renderBoardText } from '../common/board.ts';
import { numberClues } from '../common/clue-edit.ts';
import { boardSvgWithLabels, numberBoard } from '../common/number-board.ts';
import { numberPlay } from '../common/number-rules.ts';
import { killerChecks } from './check.ts';
import { type KillerSudoku, cagesOf, killerForms } from './format.ts';

/** The board: givens bold, found numbers plain; walls around the cages (a cell outside every cage walled alone), whose sums sit in the first cell's corner. */
function board(p: KillerSudoku, grid: PartialGrid<number> | null): Board {
  const walls = cagesOf(p).map((line, row) => line.map((cage, col) => cage ?? p.cages.length + row * p.width + col));
  return numberBoard('Killer Sudoku', p, grid, { regions: walls });
}

/** The board in text, the sums on a line below it, each at its cage's first cell: `cages: (1,1)=7 (1,3)=9`. */
function renderText(p: KillerSudoku, grid: PartialGrid<number> | null, options: { colour: boolean }): string {
  const sums = p.cages.map((cage) => `${pointName(cage.cells[0])}=${cage.sum}`);
  return `${renderBoardText(board(p, grid), options)}cages: ${sums.join(' ')}\n`;
}

function renderSvg(p: KillerSudoku, grid: PartialGrid<number> | null): string {
  // Each cage's sum small and plain in the top-left corner of its first cell: 7 and 6 px into the 32 px cell.
  const sums = p.cages.map((cage) => ({ at: cage.cells[0], dx: 7 / 32, dy: 6 / 32, text: String(cage.sum) }));
  return boardSvgWithLabels(board(p, grid), sums, 9, false);
}

export const killerSudokuSpec: GridRules<KillerSudoku, number> = {
  id: 'killersudoku',
  idea: 'fill the grid with 1..n so that no row, column, box or cage holds a number twice, and each cage adds up to its sum',
  examples: ['puzzles/killersudoku/janko-killer-6x6.txt'],
  ...killerForms,
  ...killerChecks,
  render: { text: renderText, svg: renderSvg },
  // The editor: a given number, 1 to the grid's size (its regions and cages stay as they are).
  edit: { cells: numberClues<KillerSudoku, 'givens'>('givens', (p) => ({ from: 1, to: p.width })) },
  play: numberPlay(16),
  describe: (p) => `${p.width}x${p.height} killer`,
};
