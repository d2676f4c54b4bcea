// The Norinori encodings, by id: shaded cells with a neighbour count, or chosen dominoes.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Norinori, Shading } from '../../src/kinds/norinori/norinori.ts';
import { cells } from './cells.ts';
import { dominoes } from './dominoes.ts';

export const norinoriEncodings = new Registry<Encoding<Norinori, Shading>>('encoding', [cells, dominoes]);

/** What the catalogue hands to the norinori kind. */
export const norinoriSolving: GridSolving<Norinori, boolean> = {
  encodings: norinoriEncodings,
  defaultEncoding: 'norinori/cells',
  defaultStrategy: 'qf-fd-pb',
};
