// The Galaxies encodings: cells joining galaxies, with each way of stating "one piece"
// (src/dsl/connectivity.ts). The default is the fastest on solve plus proof of uniqueness.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Cutting, Galaxies } from '../../src/kinds/galaxies/galaxies.ts';
import { cellsWith } from './cells.ts';

export const galaxiesEncodings = new Registry<Encoding<Galaxies, Cutting>>('encoding', [cellsWith('lazy-cuts'), cellsWith('rank')]);

export const galaxiesSolving: GridSolving<Galaxies, number> = {
  encodings: galaxiesEncodings,
  defaultEncoding: 'galaxies/cells-lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
