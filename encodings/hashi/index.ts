// The Bridges encodings: the bridges with each way of stating "one network" (src/dsl/connectivity.ts),
// and by lazy cuts over what the deductions by hand leave open (settled). The default is the
// fastest on solve plus proof of uniqueness: settled, whose deductions (with their trials) settle
// every bundled puzzle whole, so that Z3 is left no variable. The 40x60 (janko) took 1.25-1.8 s of
// CPU undeduced (lazy cuts, the fastest undeduced under Z3's SAT core), 0.36-0.6 s so; the 25x40
// 0.34-1.5 s -> 0.1-0.5 s, the 12x12 110-280 -> 30-120 ms (bench/phases.ts, 3 runs each, load 2-3).
// Hints and --explain give their reasons through hashi/bridges-lazy-cuts, which states the same rules undeduced.
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Hashi } from '../../src/kinds/hashi/format.ts';
import { settle } from '../../src/kinds/hashi/settle.ts';
import { bridgesWith } from './bridges.ts';

const settled = { ...bridgesWith('lazy-cuts', 'settled', settle), reasonsBy: 'hashi/bridges-lazy-cuts' };
export const hashiEncodings = new Registry('encoding', [bridgesWith('lazy-cuts'), bridgesWith('rank'), settled]);

export const hashiSolving: GridSolving<Hashi, string> = { encodings: hashiEncodings, defaultEncoding: 'hashi/settled', defaultStrategy: 'sat-core' };
