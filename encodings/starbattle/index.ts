// The Star Battle encodings, by id. The default is the faster on solve plus proof of uniqueness
// over the corpus (measured: bench/grid-kinds.ts; see bench/results.md).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { StarBattle, Stars } from '../../src/kinds/starbattle/format.ts';
import { blocks, regionBlocks } from './blocks.ts';
import { cardinality } from './cardinality.ts';
import { counterPairs } from './counter-pairs.ts';
import { settled, settledPieces } from './settled.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const starBattleEncodings = new Registry<Encoding<StarBattle, Stars>>('encoding', [
  cardinality,
  counterPairs,
  blocks,
  regionBlocks,
  settled,
  settledPieces,
]);

export const defaultStarBattleEncoding = 'starbattle/cardinality';

/**
 * Z3's SAT core alone, cardinalities native: QF_FD's rewriting of the whole formula before its first
 * check cost more than the search. Solve plus proof of uniqueness over the 80 corpus puzzles,
 * bench/puzzles and puzzles/starbattle: 2290 ms of CPU under sat-core against 3460 ms under qf-fd-pb
 * (fastest on 75 of 85; 14x14 hard 80 against 112 ms, the generated 25x25 300-317 against 374-541 ms;
 * bench/ab.ts, interleaved).
 */
export const defaultStarBattleStrategy = 'sat-core';

/** What the catalogue hands to the Star Battle kind. */
export const starBattleSolving: GridSolving<StarBattle, boolean> = {
  encodings: starBattleEncodings,
  defaultEncoding: defaultStarBattleEncoding,
  // From 20x20 up (the site's specials are 21 and 25) the counting over 2x2 pieces is the fastest,
  // by far: blocks 0.32 s where cardinality takes 2.7 s on the generated 25x25 with 6 stars
  // (bench/results/grid-kinds.md); and over the regions alone (region-pieces) it beats blocks, whose
  // line pairs cost more terms and first-check time than they save: CPU of solve plus proof of
  // uniqueness 614-653 ms against 690-910 ms over four interleaved rounds (bench/ab.ts, bench/phases.ts;
  // load 12 on 2 cores). Up to 14x14, cardinality is as fast or faster: over the corpus's eighteen
  // 14x14, 1509 ms against 1670 for region-pieces, which wins on 10 of them but loses up to 3x on others.
  encodingFor: (puzzle) => (puzzle.size >= 20 ? 'starbattle/region-pieces' : defaultStarBattleEncoding),
  defaultStrategy: defaultStarBattleStrategy,
};
