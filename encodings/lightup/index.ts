// The Light Up encodings, by id: the rules by stretches, and the same after the deductions by hand
// (settled). The default is settled: its deductions (src/kinds/lightup/settle.ts) settle every
// bundled puzzle whole, janko's 100x100 too, and Z3 only confirms; there solve plus proof of
// uniqueness took 630 ms of CPU in-process against 1.59 s by stretches, 1.2x clingo's CPU instead
// of 3.4x (bench:peers, median of 3, load 11-13: clingo itself took 463-547 ms of CPU against 161
// at load 3; bench/phases.ts, median of 5 interleaved: 332 and 425 ms against 1461 and 1123).
// Hints and --explain give their reasons through lightup/stretches, which states the same rules undeduced.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Bulbs, LightUp } from '../../src/kinds/lightup/format.ts';
import { settledEncoding } from './settled.ts';
import { stretchesEncoding } from './stretches.ts';

export const lightUpEncodings = new Registry<Encoding<LightUp, Bulbs>>('encoding', [stretchesEncoding, settledEncoding]);

/**
 * What the catalogue hands to the lightup kind. Z3's SAT core alone (cardinalities native) is the
 * default strategy: QF_FD's rewriting of the whole formula cost more than the search, and solve
 * plus proof of uniqueness over the bundled puzzles took 1422 ms of CPU against 2621 under qf-fd-pb
 * (the 100x100: 839 against 1521 ms), faster on 8 of 11 (bench/ab.ts, 2 rounds interleaved, load 8).
 */
export const lightUpSolving: GridSolving<LightUp, boolean> = {
  encodings: lightUpEncodings,
  defaultEncoding: 'lightup/settled',
  defaultStrategy: 'sat-core',
};
