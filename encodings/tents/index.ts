// The Tents encodings, by id: the rulebook's pairing of trees and tents, stated with tie Booleans.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Camp, Tents } from '../../src/kinds/tents/tents.ts';
import { ties } from './ties.ts';

export const tentsEncodings = new Registry<Encoding<Tents, Camp>>('encoding', [ties]);

/** What the catalogue hands to the tents kind. */
export const tentsSolving: GridSolving<Tents, boolean> = {
  encodings: tentsEncodings,
  defaultEncoding: 'tents/ties',
  defaultStrategy: 'qf-fd-pb',
};
