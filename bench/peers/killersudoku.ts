// Killer Sudoku's peer: Sudoku's facts and answer (sudoku.ts, for killersudoku.lp, which includes
// sudoku.lp), and the cages with their sums as facts.
import type { KillerSudoku } from '../../src/kinds/killersudoku/format.ts';
import type { PeerModel } from './model.ts';
import { peer as sudoku } from './sudoku.ts';

export const peer: PeerModel<KillerSudoku> = {
  kind: 'killersudoku',
  facts: (p) => [
    ...sudoku.facts(p),
    ...p.cages.flatMap((cage, k) => [`cage(${k},${cage.sum}).`, ...cage.cells.map(({ row, col }) => `incage(${k},${row},${col}).`)]),
  ],
  answer: sudoku.answer,
};
