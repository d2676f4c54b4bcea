// The Killer Sudoku encodings, by id. The default, as Sudoku's: the givens struck out in
// TypeScript (candidates) under Z3's SAT core.
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { KillerSudoku } from '../../src/kinds/killersudoku/format.ts';
import { candidates } from './candidates.ts';
import { distinctNumbers } from './distinct.ts';
import { oneHot } from './one-hot.ts';
import { settled } from './settled.ts';

/** What the catalogue hands to the killersudoku kind. */
export const killerSudokuSolving: GridSolving<KillerSudoku, number> = {
  encodings: new Registry('encoding', [oneHot, distinctNumbers, candidates, settled]),
  defaultEncoding: 'killersudoku/candidates',
  defaultStrategy: 'sat-core',
};
