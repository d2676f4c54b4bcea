// The Skyscrapers encodings, by id, and the defaults (measured with `puzzlebench compare`).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Skyscrapers } from '../../src/kinds/skyscrapers/format.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';

export const skyscrapersEncodings = new Registry<Encoding<Skyscrapers, number[][]>>('encoding', [oneHot, integers]);

export const skyscrapersSolving: GridSolving<Skyscrapers, number> = {
  encodings: skyscrapersEncodings,
  defaultEncoding: 'skyscrapers/one-hot',
  defaultStrategy: 'qf-fd-pb',
};
