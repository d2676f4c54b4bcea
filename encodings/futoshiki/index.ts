// The Futoshiki encodings, by id, and the defaults (measured with `puzzlebench compare`).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Futoshiki } from '../../src/kinds/futoshiki/futoshiki.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';

export const futoshikiEncodings = new Registry<Encoding<Futoshiki, number[][]>>('encoding', [oneHot, integers]);

export const futoshikiSolving: GridSolving<Futoshiki, number> = {
  encodings: futoshikiEncodings,
  defaultEncoding: 'futoshiki/one-hot',
  defaultStrategy: 'qf-fd-pb',
};
