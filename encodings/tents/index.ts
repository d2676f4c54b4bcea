// The Tents encodings, by id: the pairing of trees and tents stated with tie Booleans, or checked
// on each model and cut where it fails (Hall's condition), or ties over what the deductions by hand
// leave open (settled: src/kinds/tents/settle.ts).
// Default tents/settled: its deductions and trials settle every bundled puzzle whole, the 30x30
// too (414 cells open after the deductions, none after the trials), so Z3 only confirms. Solve plus
// proof on the 30x30 (bench:peers, in-process, median of 3, machine loaded 11-13 over its 2 cores):
// 293 ms of CPU against 556 ms for tents/ties (6.3x clingo's CPU against 14x in the same runs);
// bench/phases.ts, interleaved: 279-412 ms against 331-467. What is left is mostly the deductions
// themselves before the JIT has warmed (20-40 ms warm, 100-350 ms on their first runs). Since
// the board's object no longer throws away the optimised passes on the second solve
// (src/kinds/tents/board.ts) and the ties are no longer refound on every pass, bench:peers (median
// of 5, load ~10): 160 ms of CPU against clingo's 48 (3.4x), 315 ms wall against 107 (3.0x); at
// load ~3, 154 ms of CPU against 49 (3.1x; before, 288: 5.8x), 82 ms wall against 46 (1.8x; 3.1x).
// Hints and --explain give their reasons through tents/ties, which states the same rules undeduced.
// Default strategy qf-fd-pb: the deductions leave Z3 nothing to search (0 variables on every
// bundled puzzle with one solution), so what counts is the cost of a check itself, and sat-core
// builds its tactic per solver. 30x30, bench/phases.ts, medians of 5, three interleaved rounds,
// load 13: check 1 11-21 ms against 21-24 under sat-core, check 2 8-15 against 8-15, total CPU
// 115-376 against 137-401; on the 16x16 no better (34-44 against 31-36, within the noise). (Before
// the deductions settled everything, sat-core was the faster on the 30x30: 1.8-2.3 s against
// 2.2-3.2 s under qf-fd-pb.)
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Tents } from '../../src/kinds/tents/format.ts';
import { hallCuts } from './hall-cuts.ts';
import { settled } from './settled.ts';
import { ties } from './ties.ts';

/** What the catalogue hands to the tents kind. */
export const tentsSolving: GridSolving<Tents, boolean> = {
  encodings: new Registry('encoding', [ties, hallCuts, settled]),
  defaultEncoding: 'tents/settled',
  defaultStrategy: 'qf-fd-pb',
};
