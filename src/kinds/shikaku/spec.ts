// The Shikaku kind as a GridSpec: formats, checker, pictures (the rectangles as regions, the
// numbers in them) and the backtracking oracle. The commands are gridKind's.
import type { GridRules } from '../../kind/grid.ts';
import { boardPictures } from '../common/board-pictures.ts';
import { checkerOracle } from '../common/checking.ts';
import { cutAnswer, cutBoard } from '../common/cutting.ts';
import { pointName } from '../../dsl/grid/index.ts';
import { checkShikaku, shikakuProblems } from './check.ts';
import { shikakuForms, type Shikaku, cluesOf } from './format.ts';
import { numberClues } from '../common/clue-edit.ts';

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
  ...shikakuForms,
  verify: checkShikaku,
  problems: shikakuProblems,
  // The board: numbers given, rectangles as regions.
  render: boardPictures((p: Shikaku, grid) => cutBoard('Shikaku', p, grid, ({ row, col }) => p.clues[row][col]?.toString())),
  // The editor: a rectangle's area in a cell.
  edit: { cells: numberClues<Shikaku, 'clues'>('clues', (p) => ({ from: 1, to: p.width * p.height })) },
  oracle: checkerOracle({ verify: checkShikaku, problems: shikakuProblems }, reaching),
  // Played by drawing the rectangles' sides; a piece with one number is that number's.
  ...cutAnswer("a clue's", (puzzle: Shikaku) => cluesOf(puzzle).map((clue) => ({ name: `the ${clue.area} at ${pointName(clue)}`, cells: [clue] }))),
  describe: (puzzle) => `${puzzle.width}x${puzzle.height}`,
};
