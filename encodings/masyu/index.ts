// The Masyu encodings: each way of stating the lines (edge Booleans, cell pieces) with each way of
// stating "one loop" (src/dsl/loop.ts). The default is the fastest on solve plus proof of uniqueness.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { LoopGrid, Masyu, Piece } from '../../src/kinds/masyu/masyu.ts';
import { edgesWith } from './edges.ts';
import { piecesWith } from './pieces.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

/**
 * The loop encodings offered for Masyu. `connected-rank` (the connectivity primitive's ranks on the
 * grid with its edges as nodes) is left out: 13-16 s on 10x10 corpus puzzles where `rank` takes
 * 0.7 s, and over 60 s on 20x20; it remains in the primitive's registry and tests.
 */
const LOOPS = ['lazy-cuts', 'rank', 'connected-lazy-cuts', 'lazy-cuts-clauses'];

export const masyuEncodings = new Registry<Encoding<Masyu, LoopGrid>>(
  'encoding',
  [edgesWith, piecesWith].flatMap((lines) => LOOPS.map((loop) => lines(loop))),
);

/**
 * Edge Booleans, lazy cuts, and "two lines or none" as clauses rather than one weighted count per
 * cell (lines + 2 x off = 2): QF_FD rewrites the counts before its first check, at a cost that
 * clauses do not have. Solve plus proof of uniqueness, CPU (bench/ab.ts, interleaved): the 25x25
 * corpus puzzle 463-532 ms against 515-592 ms with the counts; the corpus and puzzles/masyu 1472
 * against 1601 ms in all (faster on 11 of 15).
 */
export const defaultMasyuEncoding = 'masyu/edges-lazy-cuts-clauses';

export const defaultMasyuStrategy = 'qf-fd-pb';

/** What the catalogue hands to the masyu kind. */
export const masyuSolving: GridSolving<Masyu, Piece> = {
  encodings: masyuEncodings,
  defaultEncoding: defaultMasyuEncoding,
  defaultStrategy: defaultMasyuStrategy,
};
