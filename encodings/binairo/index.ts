// The Binairo encodings, by id. The default is the fastest on solve plus proof of uniqueness:
// settled, whose deductions (each line's fillings, no two lines alike, then trials) settle every
// bundled puzzle whole, so that Z3 is left no variable: the 20x20 took 188-291 ms of CPU under
// cells-lazy-lines, 60-83 ms so (bench/phases.ts, 2 interleaved rounds of 5, load ~10). Undeduced,
// "no two lines alike" stated lazily was the faster, under Z3's SAT core: 151-223 ms up front
// (under either strategy), 69-80 ms so (2 interleaved rounds of 3, load ~10).
// Hints and --explain give their reasons through binairo/cells-lazy-lines, which states the same rules undeduced.
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Binairo } from '../../src/kinds/binairo/format.ts';
import { settle } from '../../src/kinds/binairo/settle.ts';
import { cells, cellsLazyLines, cellsWith } from './cells.ts';

const settled = { ...cellsWith('lazy', 'binairo/settled', settle), reasonsBy: 'binairo/cells-lazy-lines' };
export const binairoEncodings = new Registry('encoding', [cells, cellsLazyLines, settled]);

/** What the catalogue hands to the binairo kind. */
export const binairoSolving: GridSolving<Binairo, number> = { encodings: binairoEncodings, defaultEncoding: 'binairo/settled', defaultStrategy: 'sat-core' };
