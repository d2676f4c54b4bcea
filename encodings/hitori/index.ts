// The Hitori encodings: the rules with each way of stating "the unshaded cells are one group"
// (src/dsl/connectivity.ts), and by lazy cuts over what the deductions by hand leave open
// (settled). The default is the fastest on solve plus proof of uniqueness: settled, whose
// deductions settle every bundled puzzle but the two-solution 3x3 whole, none of them needing the
// trials but janko's 4x6. The settled cells are constants, in the answer too: the hard 25x25 has no
// variable left (625 and 9 lazy rounds under lazy cuts), solve plus proof of uniqueness 336-411 ->
// 81-112 ms of CPU; every bundled puzzle of 8x8 and more 3-6x less (bench/phases.ts, medians,
// interleaved, load 11-13). Without the deductions lazy cuts beat ranks (a handful of cuts where
// ranks cost the SAT search).
// Hints and --explain give their reasons through hitori/lazy-cuts, which states the same rules undeduced.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Hitori, Shading } from '../../src/kinds/hitori/format.ts';
import { settle } from '../../src/kinds/hitori/settle.ts';
import { hitoriWith } from './rules.ts';

const settledCuts = { ...hitoriWith('lazy-cuts', 'settled', settle), reasonsBy: 'hitori/lazy-cuts' };
export const hitoriEncodings = new Registry<Encoding<Hitori, Shading>>('encoding', [
  ...['lazy-cuts', 'rank'].map((connectivity) => hitoriWith(connectivity)),
  settledCuts,
]);

/** What the catalogue hands to the hitori kind. */
export const hitoriSolving: GridSolving<Hitori, boolean> = {
  encodings: hitoriEncodings,
  defaultEncoding: 'hitori/settled',
  defaultStrategy: 'qf-fd-pb',
};
