// The Nonogram encodings, by id. Line solving by hand first (settled) is the default, under
// qf-fd-pb: it settles every cell of the bundled puzzles (Z3 only confirms), and solve plus proof
// of uniqueness over them took 216 ms of CPU against 2147 for order, the default before (40x30: 27
// against 535 ms, 35x30: 22 against 499; bench/ab.ts, 7 rounds interleaved, load 4-5). Of the
// plain encodings, runs by how early they start (order) is the fastest: every rule a short clause,
// which the solver propagates as a line solver would. Solve plus uniqueness of the 40x30 took
// 351-359 ms of CPU as starts under sat-core, 204-226 ms so; the 35x30 and 30x40 about the same
// either way (170-245 ms; bench/phases.ts, interleaved, load ~10). Before, starts had beaten the
// automaton 2-4x on the large puzzles.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Nonogram, Shading } from '../../src/kinds/nonogram/format.ts';
import { automatonEncoding } from './automaton.ts';
import { order, settled } from './order.ts';
import { starts } from './starts.ts';

export const nonogramEncodings = new Registry<Encoding<Nonogram, Shading>>('encoding', [starts, automatonEncoding, order, settled]);

/** What the catalogue hands to the nonogram kind. */
export const nonogramSolving: GridSolving<Nonogram, boolean> = {
  encodings: nonogramEncodings,
  defaultEncoding: 'nonogram/settled',
  defaultStrategy: 'qf-fd-pb',
};
