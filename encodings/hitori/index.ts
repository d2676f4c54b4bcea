// The Hitori encodings: the rules with each way of stating "the unshaded cells are one group"
// (src/dsl/connectivity.ts), and by lazy cuts over what the deductions by hand leave open
// (settled). The default is the faster on solve plus proof of uniqueness (see the figures in the
// kind's report: lazy cuts need a handful of cuts where ranks cost the SAT search).
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
  defaultEncoding: 'hitori/lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
