// The Heyawake encodings: the rules with each way of stating "the unshaded cells are one group"
// (src/dsl/connectivity.ts). The default is the faster on solve plus proof of uniqueness.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Heyawake, Shading } from '../../src/kinds/heyawake/heyawake.ts';
import { heyawakeWith } from './rules.ts';

export const heyawakeEncodings = new Registry<Encoding<Heyawake, Shading>>('encoding', ['lazy-cuts', 'rank'].map(heyawakeWith));

/** What the catalogue hands to the heyawake kind. */
export const heyawakeSolving: GridSolving<Heyawake, boolean> = {
  encodings: heyawakeEncodings,
  defaultEncoding: 'heyawake/lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
