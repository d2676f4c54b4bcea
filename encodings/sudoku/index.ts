// The Sudoku encodings, by id. The default is the faster on solve plus proof of uniqueness over
// the bundled puzzles (measured with `puzzlebench compare`): the givens struck out in TypeScript
// (candidates) under Z3's SAT core; the 16x16 (janko) took 612 ms of CPU as one-hot under
// qf-fd-pb, 240 ms as one-hot under sat-core, 90 ms so (bench/phases.ts, medians of 3-5).
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Sudoku } from '../../src/kinds/sudoku/format.ts';
import { candidates } from './candidates.ts';
import { distinctNumbers } from './distinct.ts';
import { oneHot } from './one-hot.ts';

/** What the catalogue hands to the sudoku kind. */
export const sudokuSolving: GridSolving<Sudoku, number> = {
  encodings: new Registry('encoding', [oneHot, distinctNumbers, candidates]),
  defaultEncoding: 'sudoku/candidates',
  defaultStrategy: 'sat-core',
};
