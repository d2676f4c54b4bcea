// The Star Battle encodings, by id. The default is the fastest on solve plus proof of uniqueness
// over the corpus, bench/puzzles and puzzles/starbattle (bench/ab.ts).
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

/**
 * The deductions by hand first (src/kinds/starbattle/settle.ts), then cardinality and the regions'
 * 2x2 pieces over the open cells (settled-pieces). They settle every 5x5 to 10x10 of the corpus
 * whole, 10 of its 18 14x14 and the generated 25x25, which Z3 then never sees. Solve plus proof of
 * uniqueness over the 85 puzzles in one process: 1736 ms of CPU against 1845 for settled (the same
 * without the pieces) and 3821 for cardinality and region-pieces from 20x20; fastest on 50 of 85,
 * settled on 30; the 25x25 317 against 642 ms (bench/ab.ts, 3 rounds interleaved, load 13 on 2
 * cores). Where the deductions leave most cells open (the hard 14x14s keep 135-177 of 196) the
 * pieces halve Z3's conflicts (the hard one bench/peers.ts races: 852 over both checks against
 * 1101 for settled and 1645 in the proof alone for cardinality); but the trials that settle
 * nothing there cost 20-40 ms when warm, and several times that in a fresh process, where the JIT
 * has not yet compiled them (as bench:peers and a user's solve run): see encodingFor.
 */
export const defaultStarBattleEncoding = 'starbattle/settled-pieces';

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
  // (bench/results/grid-kinds.md), region-pieces (the regions' pieces alone) faster still, and the
  // same over what the deductions by hand leave open (settled-pieces) faster again: they settle the
  // 25x25 whole, 536-554 ms of CPU against 760-805 for region-pieces in a fresh process after a
  // warm-up solve, as bench:peers times it (2 rounds, load 9-11). Up to 10x10 the deductions settle
  // every corpus puzzle, cheaply: a normal 10x10 41 against 116-180 ms, a hard one 96-147 against
  // 156-192. Between, cardinality: the deductions leave the hard 14x14s open, and their trials,
  // cold, cost more than Z3's whole search: 201-223 against 557-567 ms on one hard 14x14, 140-171
  // against 606-733 on a normal one they leave open (where one process solves them all, warm, the
  // 14x14s are even: bench/ab.ts above).
  encodingFor: (puzzle) => (puzzle.size > 10 && puzzle.size < 20 ? 'starbattle/cardinality' : defaultStarBattleEncoding),
  defaultStrategy: defaultStarBattleStrategy,
};
