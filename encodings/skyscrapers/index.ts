// The Skyscrapers encodings, by id, and the defaults. One-hot under Z3's SAT core was the fastest on
// every bundled puzzle (solve plus proof of uniqueness, medians of 3, load 2): 1.16 s over the 12
// against 1.91 s under qf-fd-pb, and janko's 8x8-b 496 ms against 595 (1.29 s before the clues'
// height bounds, past the catalogue's 1 s). Integers took 5.2-6.6 s over them.
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Skyscrapers } from '../../src/kinds/skyscrapers/format.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';
import { settled } from './settled.ts';

export const skyscrapersSolving: GridSolving<Skyscrapers, number> = {
  encodings: new Registry('encoding', [oneHot, integers, settled]),
  defaultEncoding: 'skyscrapers/one-hot',
  defaultStrategy: 'sat-core',
};
