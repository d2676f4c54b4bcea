// The Skyscrapers encodings, by id, and the defaults. The default is settled: the deductions by hand
// (src/kinds/skyscrapers/settle.ts) leave janko's 8x8-b 46 open cells with 192 heights (of 512), and
// settle 7 of the 10 bundled puzzles with a solution whole; one-hot over what is left took janko's
// 8x8-b 210 ms of CPU against 619-705 (solve plus proof of uniqueness, 68 conflicts against 307-388),
// and 680-760 ms over the 10 against 1750-1950 (bench/phases.ts, medians of 3, twice interleaved,
// load 10-12); it lost only pt-task's 5x5 (66-76 ms against 50-55). Before it, one-hot under Z3's
// SAT core was the fastest: 1.16 s over the 12 against 1.91 s under qf-fd-pb, and janko's 8x8-b 496
// ms against 595 (1.29 s before the clues' height bounds). Integers took 5.2-6.6 s over them.
// Hints and --explain give their reasons through skyscrapers/one-hot, which states the rules undeduced.
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Skyscrapers } from '../../src/kinds/skyscrapers/format.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';
import { settled } from './settled.ts';

export const skyscrapersSolving: GridSolving<Skyscrapers, number> = {
  encodings: new Registry('encoding', [oneHot, integers, settled]),
  defaultEncoding: 'skyscrapers/settled',
  defaultStrategy: 'sat-core',
};
