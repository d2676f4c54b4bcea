// The Nurikabe encodings: islands chosen cell by cell, with each way of stating "one group"
// (src/dsl/connectivity.ts) for the sea and the islands. The default is the faster on solve plus
// proof of uniqueness.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Nurikabe, Shading } from '../../src/kinds/nurikabe/nurikabe.ts';
import { nurikabeWith } from './rules.ts';

export const nurikabeEncodings = new Registry<Encoding<Nurikabe, Shading>>('encoding', ['lazy-cuts', 'rank'].map(nurikabeWith));

/** What the catalogue hands to the nurikabe kind. */
export const nurikabeSolving: GridSolving<Nurikabe, boolean> = {
  encodings: nurikabeEncodings,
  defaultEncoding: 'nurikabe/lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
