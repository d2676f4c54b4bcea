// The Tents encodings, by id: the pairing of trees and tents stated with tie Booleans, or checked
// on each model and cut where it fails (Hall's condition).
// Default strategy sat-core: solve plus proof on the 30x30 took 1.8-2.3 s against 2.2-3.2 s under
// qf-fd-pb and 3.4-5.2 s under qf-fd (three compare rounds on a machine loaded ~15x over its 2 cores).
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Tents } from '../../src/kinds/tents/format.ts';
import { hallCuts } from './hall-cuts.ts';
import { settled } from './settled.ts';
import { ties } from './ties.ts';

/** What the catalogue hands to the tents kind. */
export const tentsSolving: GridSolving<Tents, boolean> = {
  encodings: new Registry('encoding', [ties, hallCuts, settled]),
  defaultEncoding: 'tents/ties',
  defaultStrategy: 'sat-core',
};
