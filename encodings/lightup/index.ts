// The Light Up encodings, by id.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Bulbs, LightUp } from '../../src/kinds/lightup/lightup.ts';
import { stretchesEncoding } from './stretches.ts';

export const lightUpEncodings = new Registry<Encoding<LightUp, Bulbs>>('encoding', [stretchesEncoding]);

/** What the catalogue hands to the lightup kind. */
export const lightUpSolving: GridSolving<LightUp, boolean> = {
  encodings: lightUpEncodings,
  defaultEncoding: 'lightup/stretches',
  defaultStrategy: 'qf-fd-pb',
};
