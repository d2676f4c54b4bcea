// The Slitherlink encodings: the loop on the grid's vertices (edge Booleans, with each way of
// stating "one loop", src/dsl/loop.ts), or the inside of the loop (cell Booleans, with each way of
// stating "one piece", src/dsl/connectivity.ts), and the inside over what the deductions by hand
// leave open (settled). The default is the fastest on solve plus proof of uniqueness: settled, whose
// deductions (src/kinds/slitherlink/settle.ts: the clues and corners as colourings of cells, the
// loop's paths, then trials) settle every bundled puzzle whole. On janko's 30x45, solve plus proof
// of uniqueness in-process (bench/phases.ts, medians of 5, interleaved, a 2-core machine at load
// 8-10) took 326 and 348 ms of CPU against 1577 and 2132 ms for inside-lazy-cuts (22 lazy rounds,
// 124 cuts); the first, cold run of a process 1.0-1.2 s against 2.6-3.3 s. With the cells it settles
// as constants, a puzzle settled whole needs no Z3 check (src/solver/closed.ts): the 30x45 313 -> 162 ms
// of CPU, the 20x20 52 -> 10.5 ms (medians of 8 in one process, load 5).
// Hints and --explain give their reasons through inside-lazy-cuts, which states the same rules undeduced.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Inside, Slitherlink } from '../../src/kinds/slitherlink/format.ts';
import { settle } from '../../src/kinds/slitherlink/settle.ts';
import { edgesWith } from './edges.ts';
import { insideWith } from './inside.ts';
import { insideSettled } from './settled.ts';

/**
 * Lazy cuts only: with ranks stated up front (`rank`, a registered loop and connectivity encoding),
 * the 10x10 corpus puzzle took 10 s (edges) and 19 s (inside) where lazy cuts took 3.5 s and 3.2 s.
 */
const settled = { ...insideSettled(settle), reasonsBy: 'slitherlink/inside-lazy-cuts' };
export const slitherlinkEncodings = new Registry<Encoding<Slitherlink, Inside>>('encoding', [edgesWith('lazy-cuts'), insideWith('lazy-cuts'), settled]);

export const slitherlinkSolving: GridSolving<Slitherlink, boolean> = {
  encodings: slitherlinkEncodings,
  defaultEncoding: 'slitherlink/settled',
  defaultStrategy: 'qf-fd-pb',
};
