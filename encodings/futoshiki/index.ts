// The Futoshiki encodings, by id, and the defaults (measured with `puzzlebench compare`): the
// clues' candidates struck out in TypeScript under Z3's SAT core; solve plus uniqueness of the
// pt 15x15 took 771 ms of CPU as one-hot under qf-fd-pb, 416 ms as one-hot under sat-core, and
// 165-200 ms so (bench/phases.ts, medians of 3), faster on every bundled puzzle of 9x9 and up.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Futoshiki } from '../../src/kinds/futoshiki/format.ts';
import { candidates } from './candidates.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';
import { settled, settledWith } from './settled.ts';

export const futoshikiEncodings = new Registry<Encoding<Futoshiki, number[][]>>('encoding', [oneHot, integers, candidates, settled, settledWith(true)]);

export const futoshikiSolving: GridSolving<Futoshiki, number> = {
  encodings: futoshikiEncodings,
  defaultEncoding: 'futoshiki/candidates',
  defaultStrategy: 'sat-core',
};
