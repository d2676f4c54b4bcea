// The Killer Sudoku encodings, by id. The default is settled: the deductions by hand
// (src/kinds/killersudoku/settle.ts) settle every bundled puzzle whole, so Z3 only confirms;
// solve plus proof of uniqueness of puzzleteam's 9x9 440-490 -> 94-113 ms of CPU, pt's 9x9
// 375-378 -> 167-175, janko's 6x6 128-152 -> 57-72 (bench/phases.ts, medians of 5, candidates
// and settled interleaved, load 10-12); against clingo (bench:peers, load 7-14) in-process 5.7x
// wall and 8.0x CPU -> 2.8-3.2x and 2.5x. Candidates (the givens struck out in TypeScript under
// Z3's SAT core) was the default before: on the 9x9s 1400-1500 conflicts over 729 Booleans.
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
  defaultEncoding: 'killersudoku/settled',
  defaultStrategy: 'sat-core',
};
