// The Binairo encodings, by id.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Binairo, Digits } from '../../src/kinds/binairo/binairo.ts';
import { cells } from './cells.ts';

export const binairoEncodings = new Registry<Encoding<Binairo, Digits>>('encoding', [cells]);

/** What the catalogue hands to the binairo kind. */
export const binairoSolving: GridSolving<Binairo, number> = {
  encodings: binairoEncodings,
  defaultEncoding: 'binairo/cells',
  defaultStrategy: 'qf-fd-pb',
};
