// The Sudoku kind (classic and jigsaw) as a GridSpec: formats, checker, pictures, oracle and
// generator. The commands (solve, unique, count, forced, convert, export, compare) are gridKind's.
import type { GridRules } from '../../kind/grid.ts';
import { boardPictures } from '../common/board-pictures.ts';
import { numberClues } from '../common/clue-edit.ts';
import { numberBoard } from '../common/number-board.ts';
import { numberPlay } from '../common/number-rules.ts';
import { sudokuChecks } from './check.ts';
import { type Sudoku, sudokuForms } from './format.ts';
import { generateSudoku } from './generate.ts';

export const sudokuSpec: GridRules<Sudoku, number> = {
  id: 'sudoku',
  idea: 'fill the grid with 1..n so that no row, column or box (jigsaw: region) holds a number twice',
  examples: ['puzzles/sudoku/janko-9x9.txt'],
  ...sudokuForms,
  ...sudokuChecks,
  // The board: givens bold, found numbers plain; walls around boxes (or jigsaw regions).
  render: boardPictures((p: Sudoku, grid) => numberBoard(p.box ? 'Sudoku' : 'Jigsaw Sudoku', p, grid, { regions: p.regions })),
  // The editor: a given number, 1 to the grid's size (its regions stay as they are).
  edit: { cells: numberClues<Sudoku, 'givens'>('givens', (p) => ({ from: 1, to: p.width })) },
  play: numberPlay(16),
  generate: async (options, solving) => (await generateSudoku({ ...options, solving })).puzzle,
  describe: (p) => `${p.width}x${p.height}${p.box ? '' : ' jigsaw'}`,
};
