// The Bridges encodings: the bridges with each way of stating "one network" (src/dsl/connectivity.ts).
// The default is the fastest on solve plus proof of uniqueness, under Z3's SAT core: the 40x60
// (janko) took 1.4 s of CPU under qf-fd-pb, 0.65 s so (bench/phases.ts), and every bundled
// puzzle from 12x12 up was faster (compare).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Crossings, Hashi } from '../../src/kinds/hashi/hashi.ts';
import { bridgesWith } from './bridges.ts';

export const hashiEncodings = new Registry<Encoding<Hashi, Crossings>>('encoding', [bridgesWith('lazy-cuts'), bridgesWith('rank')]);

export const hashiSolving: GridSolving<Hashi, string> = {
  encodings: hashiEncodings,
  defaultEncoding: 'hashi/bridges-lazy-cuts',
  defaultStrategy: 'sat-core',
};
