// The Yin-Yang encodings: the rules with each way of stating "each colour is one group"
// (src/dsl/connectivity.ts). The default is the faster on solve plus proof of uniqueness.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Colouring, YinYang } from '../../src/kinds/yinyang/yinyang.ts';
import { yinYangWith } from './rules.ts';

export const yinYangEncodings = new Registry<Encoding<YinYang, Colouring>>('encoding', ['lazy-cuts', 'rank'].map(yinYangWith));

/** What the catalogue hands to the yinyang kind. */
export const yinYangSolving: GridSolving<YinYang, boolean> = {
  encodings: yinYangEncodings,
  defaultEncoding: 'yinyang/lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
