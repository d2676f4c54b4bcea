// The Hitori encodings: the rules with each way of stating "the unshaded cells are one group"
// (src/dsl/connectivity.ts). The default is the faster on solve plus proof of uniqueness (see the
// figures in the kind's report: lazy cuts need a handful of cuts where ranks cost the SAT search).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Hitori, Shading } from '../../src/kinds/hitori/hitori.ts';
import { hitoriWith } from './rules.ts';

export const hitoriEncodings = new Registry<Encoding<Hitori, Shading>>('encoding', ['lazy-cuts', 'rank'].map(hitoriWith));

/** What the catalogue hands to the hitori kind. */
export const hitoriSolving: GridSolving<Hitori, boolean> = {
  encodings: hitoriEncodings,
  defaultEncoding: 'hitori/lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
