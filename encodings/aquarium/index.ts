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
 * puzzles/aquarium took 989 ms of CPU under sat-core against 1695 for row-level (weighted-rows past
 * 15x15, the default before): the 27 hard 15x15s 359 against 716 ms, the two generated 30x30s 91
 * and 27 against 114 and 52 (bench/ab.ts, 5 rounds interleaved, load 9).
 */
export const defaultAquariumEncoding = 'aquarium/settled';

/**
 * The strategy the aquarium kind uses unless told: Z3's SAT core alone, cardinalities native. QF_FD
 * (qf-fd-pb) keeps what it learnt for the check that proves uniqueness, but first rewrites the whole
 * formula (simplify, propagate values, card2bv, bit-blast), which costs more than the search here:
 * solve plus proof of uniqueness over the 79 corpus puzzles, bench/puzzles and puzzles/aquarium took
 * 2040 ms of CPU under sat-core against 2600 ms (fastest on 75 of 85; bench/ab.ts, interleaved).
 * With everything settled there is no search and qf-fd-pb is the cheaper (settled: 785 ms against
 * 989 over the same set), but where much is left open it is not (the first generated 30x30, 139
 * against 91 ms), so sat-core stays.
 */
export const defaultAquariumStrategy = 'sat-core';

/** What the catalogue hands to the aquarium kind. */
export const aquariumSolving: GridSolving<Aquarium, boolean> = {
  encodings: aquariumEncodings,
  defaultEncoding: defaultAquariumEncoding,
  defaultStrategy: defaultAquariumStrategy,
};
