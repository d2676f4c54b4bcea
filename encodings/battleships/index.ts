// The Battleships encodings, by id: the fleet by placed ships, or by counting where ships start.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Battleships, Fleet } from '../../src/kinds/battleships/battleships.ts';
import { ends } from './ends.ts';
import { placements } from './placements.ts';

export const battleshipsEncodings = new Registry<Encoding<Battleships, Fleet>>('encoding', [placements, ends]);

/** What the catalogue hands to the battleships kind. */
export const battleshipsSolving: GridSolving<Battleships, boolean> = {
  encodings: battleshipsEncodings,
  defaultEncoding: 'battleships/placements',
  defaultStrategy: 'qf-fd-pb',
};
