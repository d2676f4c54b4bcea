// The Slitherlink encodings: the loop on the grid's vertices (edge Booleans, with each way of
// stating "one loop", src/dsl/loop.ts), or the inside of the loop (cell Booleans, with each way of
// stating "one piece", src/dsl/connectivity.ts). The default is the fastest on solve plus proof of uniqueness.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Inside, Slitherlink } from '../../src/kinds/slitherlink/format.ts';
import { edgesWith } from './edges.ts';
import { insideWith } from './inside.ts';

/**
 * Lazy cuts only: with ranks stated up front (`rank`, a registered loop and connectivity encoding),
 * the 10x10 corpus puzzle took 10 s (edges) and 19 s (inside) where lazy cuts took 3.5 s and 3.2 s.
 */
export const slitherlinkEncodings = new Registry<Encoding<Slitherlink, Inside>>('encoding', [edgesWith('lazy-cuts'), insideWith('lazy-cuts')]);

export const slitherlinkSolving: GridSolving<Slitherlink, boolean> = {
  encodings: slitherlinkEncodings,
  // Measured on the 30x45 corpus puzzle (solve + unique, a loaded 2-core machine): inside 25.7 s, edges 39.1 s.
  defaultEncoding: 'slitherlink/inside-lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
