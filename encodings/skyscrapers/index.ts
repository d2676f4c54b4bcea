// The Skyscrapers encodings, by id, and the defaults (measured with `puzzlebench compare`).
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Skyscrapers } from '../../src/kinds/skyscrapers/format.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';

export const skyscrapersSolving: GridSolving<Skyscrapers, number> = {
  encodings: new Registry('encoding', [oneHot, integers]),
  defaultEncoding: 'skyscrapers/one-hot',
  defaultStrategy: 'qf-fd-pb',
};
