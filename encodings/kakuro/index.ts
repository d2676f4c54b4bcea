// The Kakuro encodings, by id, and the defaults (measured with `puzzlebench compare`).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Kakuro } from '../../src/kinds/kakuro/kakuro.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';

export const kakuroEncodings = new Registry<Encoding<Kakuro, number[][]>>('encoding', [oneHot, integers]);

export const kakuroSolving: GridSolving<Kakuro, number> = {
  encodings: kakuroEncodings,
  defaultEncoding: 'kakuro/integers',
  defaultStrategy: 'qf-fd-pb',
};
