// The Skyscrapers encodings, by id, and the defaults. The default is settled-trials: the deductions
// by hand (src/kinds/skyscrapers/settle.ts), lines then trials, settle 8 of the 10 bundled puzzles
// with a solution whole, janko's 8x8-b too (without the trials it keeps 46 open cells, 192 heights
// of 512). Solve plus proof of uniqueness (bench/phases.ts, CPU medians of 3, each twice
// interleaved, load 10-14): janko's 8x8-b 56-76 ms with the trials, 259-299 without them, 619-705
// under one-hot (307-388 conflicts; 68 without the trials); over the 10, 500-540 ms, 760-790, and
// 1750-1950. The trials cost most where few clues leave much open: janko's 6x6 and tatham's 6x6
// 128-152 ms against 96-142 without them. Before, one-hot under Z3's SAT core was the fastest: 1.16
// s over the 12 against 1.91 s under qf-fd-pb, and janko's 8x8-b 496 ms against 595 (1.29 s before
// the clues' height bounds). Integers took 5.2-6.6 s over them.
// Hints and --explain give their reasons through skyscrapers/one-hot, which states the rules undeduced.
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Skyscrapers } from '../../src/kinds/skyscrapers/format.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';
import { settled, settledWith } from './settled.ts';

export const skyscrapersSolving: GridSolving<Skyscrapers, number> = {
  encodings: new Registry('encoding', [oneHot, integers, settled, settledWith(true)]),
  defaultEncoding: 'skyscrapers/settled-trials',
  defaultStrategy: 'sat-core',
};
