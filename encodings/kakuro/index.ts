// The Kakuro encodings, by id, and the defaults (measured with `puzzlebench compare`): the digit
// sets listed up front take a quarter of the integers' time on the four large puzzles (31x46: 7.4 s
// against 27.7 s, at load 8).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Kakuro } from '../../src/kinds/kakuro/kakuro.ts';
import { combinations } from './combinations.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';

export const kakuroEncodings = new Registry<Encoding<Kakuro, number[][]>>('encoding', [oneHot, integers, combinations]);

export const kakuroSolving: GridSolving<Kakuro, number> = {
  encodings: kakuroEncodings,
  defaultEncoding: 'kakuro/combinations',
  defaultStrategy: 'qf-fd-pb',
};
