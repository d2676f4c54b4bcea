// The Nurikabe encodings: islands chosen cell by cell, with each way of stating "one group"
// (src/dsl/connectivity.ts) for the sea and the islands (rules.ts), or with each island stated
// within n-1 steps of its number and the rules' cheap consequences up front (steps.ts), over the
// whole grid or over what the deductions by hand leave open (settled). The default is the fastest
// on solve plus proof of uniqueness: settled; steps took 4.7 s on the 25x32 where lazy-cuts took
// 21 s, and settled 8.1 s where steps took 12.2 s on a loaded machine; the 15x25 of numbers up to
// 30, 2.4 s with settled, is past 120 s with steps. Since settle.ts makes trials (a cell supposed
// sea or island, to a contradiction) and settled states what it settled as constants, in-process
// CPU after a warm-up (medians of 3, load 12): janko's 50x50 1.86 s (past 150 s before), its
// 32x32 (a sea of 10 walling a 20 into a corner, joined step by step) 2.59 s (past 120 s), of
// which Z3's search over the 78 cells the trials leave open is about 1.3 s; the 25x32 0.44 s
// (1.75 s), the 20x20 0.15 s (0.39 s), the 15x25 0.24 s (0.41 s). Under qf-fd (pseudo-Booleans
// compiled to clauses) instead of qf-fd-pb, the 32x32's checks take 2 800 conflicts, not 14 400:
// 2.36 s against 3.28 s (medians of 3 interleaved, load 10), the 50x50 2.26 s against 2.27 s, the
// 25x32 0.35 s against 0.43 s, the 20x20 0.25 s against 0.19 s, the small ones the same.
// Since the trials reuse an island's reach while it only grows and stop a search once it has found
// as many cells as the number (deduce.ts), npm run bench:grid -- --defaults (median of 5, load 1-3,
// 2026-11-27): the 32x32 2.64 s (2.78 s CPU), the 50x50 1.68 s (1.73 s CPU). Since a small sea is
// kept within reach of every island's border (deduce.ts), the rules alone leave the 32x32 603 cells
// open, not 1022, and its trials take 0.3 s, not 0.5 s: 1.69 s against 2.23 s (load 1.0).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Nurikabe, Shading } from '../../src/kinds/nurikabe/format.ts';
import { nurikabeWith } from './rules.ts';
import { nurikabeByDistance, nurikabeSettled } from './steps.ts';

export const nurikabeEncodings = new Registry<Encoding<Nurikabe, Shading>>('encoding', [
  ...['lazy-cuts', 'rank'].map(nurikabeWith),
  nurikabeByDistance,
  nurikabeSettled,
]);

/** What the catalogue hands to the nurikabe kind. */
export const nurikabeSolving: GridSolving<Nurikabe, boolean> = {
  encodings: nurikabeEncodings,
  defaultEncoding: 'nurikabe/settled',
  defaultStrategy: 'qf-fd',
};
