// The Aquarium encodings, by id. The default is the fastest on solve plus proof of uniqueness.
import type { Aquarium, WaterGrid } from '../../src/kinds/aquarium/aquarium.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import { cellChain } from './cell-chain.ts';
import { intLevel } from './int-level.ts';
import { rowLevel } from './row-level.ts';
import { settled } from './settled.ts';
import { weightedRows } from './weighted-rows.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const aquariumEncodings = new Registry<Encoding<Aquarium, WaterGrid>>('encoding', [rowLevel, cellChain, intLevel, weightedRows, settled]);

/**
 * The deductions by hand first (settled): they settle every tank row of 78 of the 79 corpus puzzles,
 * and Z3 only confirms. Solve plus proof of uniqueness over the corpus, bench/puzzles and
 * puzzles/aquarium took 766 ms of CPU against 1630 for the default before (row-level, weighted-rows
 * past 15x15, under sat-core): the 27 hard 15x15s 268 against 691 ms, the generated 30x30s 84 and
 * 23 against 85 and 46 (bench/ab.ts, 5 rounds interleaved, load 3).
 */
export const defaultAquariumEncoding = 'aquarium/settled';

/**
 * The strategy the aquarium kind uses unless told: QF_FD with cardinalities native. Its rewriting
 * of the formula (simplify, propagate values...) cost more than the search on the whole formula,
 * and sat-core (the SAT core alone) was the default; with the settled tank rows given, it spreads
 * them at once, and keeps what it learnt for the check that proves uniqueness: settled took 766 ms
 * under qf-fd-pb against 1016 under sat-core over the set above (fastest on 77 of 85; the 30x30s
 * even, 84 and 23 against 81 and 27; the first 30x30, where little is settled, varied from 0.8x to
 * 1.5x sat-core's between runs).
 */
export const defaultAquariumStrategy = 'qf-fd-pb';

/** What the catalogue hands to the aquarium kind. */
export const aquariumSolving: GridSolving<Aquarium, boolean> = {
  encodings: aquariumEncodings,
  defaultEncoding: defaultAquariumEncoding,
  defaultStrategy: defaultAquariumStrategy,
};
