// The Shikaku encodings: rectangles chosen from a list, or drawn by integer bounds. The default is
// the fastest on solve plus proof of uniqueness; under Z3's SAT core, whose first check skips
// QF_FD's rewriting: the 50x40 (janko) took 669-811 ms of CPU under qf-fd-pb, 317 ms so
// (bench/phases.ts; the bundled puzzles agree under both).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Cutting, Shikaku } from '../../src/kinds/shikaku/format.ts';
import { bounds } from './bounds.ts';
import { placements } from './placements.ts';

export const shikakuEncodings = new Registry<Encoding<Shikaku, Cutting>>('encoding', [placements, bounds]);

export const shikakuSolving: GridSolving<Shikaku, number> = {
  encodings: shikakuEncodings,
  defaultEncoding: 'shikaku/placements',
  defaultStrategy: 'sat-core',
};
