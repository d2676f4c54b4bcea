// The Battleships encodings, by id: the fleet by placed ships, or by counting where ships start.
// The default counts starts: a tenth of the variables, and faster on the 14x14 and 15x15 (measured
// with compare under a heavily loaded machine: 0.4-1.5 s against 1.1-2.8 s for solve plus proof).
// Strategy sat-core: 0.5-1.5 s on the 15x15 against 0.8-2.5 s under qf-fd-pb (same rounds).
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Battleships } from '../../src/kinds/battleships/format.ts';
import { ends } from './ends.ts';
import { placements } from './placements.ts';
import { settled } from './settled.ts';

/** What the catalogue hands to the battleships kind. */
export const battleshipsSolving: GridSolving<Battleships, boolean> = {
  encodings: new Registry('encoding', [placements, ends, settled]),
  defaultEncoding: 'battleships/ends',
  defaultStrategy: 'sat-core',
};
