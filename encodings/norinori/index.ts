// The Norinori encodings, by id: shaded cells with a neighbour count, or chosen dominoes.
// Default: cells under sat-core; on the 50x50 monthly solve plus proof took 3.2-4.6 s against
// 5.0-6.3 s under qf-fd-pb (three compare rounds on a machine loaded ~15x over its 2 cores); the
// domino encoding states 14 times the constraints and took 1.5-2.5 times as long.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Norinori, Shading } from '../../src/kinds/norinori/format.ts';
import { cells } from './cells.ts';
import { dominoes } from './dominoes.ts';

export const norinoriEncodings = new Registry<Encoding<Norinori, Shading>>('encoding', [cells, dominoes]);

/** What the catalogue hands to the norinori kind. */
export const norinoriSolving: GridSolving<Norinori, boolean> = {
  encodings: norinoriEncodings,
  defaultEncoding: 'norinori/cells',
  defaultStrategy: 'sat-core',
};
