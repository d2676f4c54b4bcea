// The Sudoku encodings, by id. The default is the faster on solve plus proof of uniqueness over
// the bundled puzzles (measured with `puzzlebench compare`; see the kind's report).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Sudoku } from '../../src/kinds/sudoku/sudoku.ts';
import { distinctNumbers } from './distinct.ts';
import { oneHot } from './one-hot.ts';

export const sudokuEncodings = new Registry<Encoding<Sudoku, number[][]>>('encoding', [oneHot, distinctNumbers]);

/** What the catalogue hands to the sudoku kind. */
export const sudokuSolving: GridSolving<Sudoku, number> = {
  encodings: sudokuEncodings,
  defaultEncoding: 'sudoku/one-hot',
  defaultStrategy: 'qf-fd-pb',
};
