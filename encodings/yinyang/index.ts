// The Yin-Yang encodings: the rules with each way of stating "each colour is one group"
// (src/dsl/connectivity.ts), and by lazy cuts over what the deductions by hand leave open
// (settled). The default is the fastest on solve plus proof of uniqueness: settled, whose
// deductions settle every bundled puzzle but janko's 8x8 whole (the 20x20 took 65 lazy rounds
// without them; solve plus proof of uniqueness 345 ms of CPU -> about 60). The settled cells are
// constants, in the answer too: the 20x20 has no variable left, 149-171 -> 60-125 ms of CPU
// (bench/phases.ts, 3 rounds interleaved, load 10).
// Hints and --explain give their reasons through yinyang/lazy-cuts, which states the same rules undeduced.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Colouring, YinYang } from '../../src/kinds/yinyang/format.ts';
import { settle } from '../../src/kinds/yinyang/settle.ts';
import { yinYangWith } from './rules.ts';

const settledCuts = { ...yinYangWith('lazy-cuts', 'settled', settle), reasonsBy: 'yinyang/lazy-cuts' };
export const yinYangEncodings = new Registry<Encoding<YinYang, Colouring>>('encoding', [
  ...['lazy-cuts', 'rank'].map((connectivity) => yinYangWith(connectivity)),
  settledCuts,
]);

/** What the catalogue hands to the yinyang kind. */
export const yinYangSolving: GridSolving<YinYang, boolean> = {
  encodings: yinYangEncodings,
  defaultEncoding: 'yinyang/settled',
  defaultStrategy: 'qf-fd-pb',
};
