// The Binairo encodings, by id. The default states "no two lines alike" lazily, under Z3's SAT
// core: solve plus uniqueness of the 20x20 took 151-223 ms of CPU up front (under either
// strategy), 69-80 ms so (bench/phases.ts, 2 interleaved rounds of 3, load ~10).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Binairo, Digits } from '../../src/kinds/binairo/binairo.ts';
import { cells, cellsLazyLines } from './cells.ts';

export const binairoEncodings = new Registry<Encoding<Binairo, Digits>>('encoding', [cells, cellsLazyLines]);

/** What the catalogue hands to the binairo kind. */
export const binairoSolving: GridSolving<Binairo, number> = {
  encodings: binairoEncodings,
  defaultEncoding: 'binairo/cells-lazy-lines',
  defaultStrategy: 'sat-core',
};
