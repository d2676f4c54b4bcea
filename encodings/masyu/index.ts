// The Masyu encodings: each way of stating the lines (edge Booleans, cell pieces) with each way of
// stating "one loop" (src/dsl/loop.ts). The default is the fastest on solve plus proof of uniqueness.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { loopEncodings } from '../../src/dsl/loop.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { LoopGrid, Masyu } from '../../src/kinds/masyu/masyu.ts';
import { edgesWith } from './edges.ts';
import { piecesWith } from './pieces.ts';

export const masyuEncodings = new Registry<Encoding<Masyu, LoopGrid>>(
  'encoding',
  [edgesWith, piecesWith].flatMap((lines) => loopEncodings.ids().map((loop) => lines(loop))),
);

export const defaultMasyuEncoding = 'masyu/edges-lazy-cuts';

export const defaultMasyuStrategy = 'qf-fd-pb';
