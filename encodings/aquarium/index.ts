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

export const defaultAquariumEncoding = 'aquarium/row-level';

/**
 * The strategy the aquarium kind uses unless told: Z3's SAT core alone, cardinalities native. QF_FD
 * (qf-fd-pb) keeps what it learnt for the check that proves uniqueness, but first rewrites the whole
 * formula (simplify, propagate values, card2bv, bit-blast), which costs more than the search here:
 * solve plus proof of uniqueness over the 79 corpus puzzles, bench/puzzles and puzzles/aquarium took
 * 2040 ms of CPU under sat-core against 2600 ms (fastest on 75 of 85; bench/ab.ts, interleaved).
 */
export const defaultAquariumStrategy = 'sat-core';

/** What the catalogue hands to the aquarium kind. */
export const aquariumSolving: GridSolving<Aquarium, boolean> = {
  encodings: aquariumEncodings,
  defaultEncoding: defaultAquariumEncoding,
  // Past the site's 15x15, weighted-rows (no cell variables) is the faster: solve plus proof of
  // uniqueness took 107 and 83 ms of CPU on the two generated 30x30s (bench/puzzles/) where
  // row-level took 156 and 160 ms, under qf-fd-pb; on 15x15 the two are even (36-49 ms against 45 ms).
  // (Under sat-core weighted-rows is ~10% the faster on 15x15 too: 727 against 878 ms over the 27
  // hard corpus puzzles; row-level stays the default there, the one other commands name.)
  encodingFor: (puzzle) => (Math.max(puzzle.width, puzzle.height) > 15 ? 'aquarium/weighted-rows' : defaultAquariumEncoding),
  defaultStrategy: defaultAquariumStrategy,
};
