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
const LOOPS = ['lazy-cuts', 'rank', 'connected-lazy-cuts'];

export const masyuEncodings = new Registry<Encoding<Masyu, LoopGrid>>(
  'encoding',
  [edgesWith, piecesWith].flatMap((lines) => LOOPS.map((loop) => lines(loop))),
);

export const defaultMasyuEncoding = 'masyu/edges-lazy-cuts';

export const defaultMasyuStrategy = 'qf-fd-pb';

/** What the catalogue hands to the masyu kind. */
export const masyuSolving: GridSolving<Masyu, Piece> = {
  encodings: masyuEncodings,
  defaultEncoding: defaultMasyuEncoding,
  defaultStrategy: defaultMasyuStrategy,
};
