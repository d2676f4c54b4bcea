// The Kakurasu encodings, by id. The default is the faster on solve plus proof of uniqueness
// over the corpus (measured: bench/grid-kinds.ts; see bench/results.md).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { Kakurasu, Shading } from '../../src/kinds/kakurasu/format.ts';
import { intSums } from './int-sums.ts';
import { weighted } from './weighted.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const kakurasuEncodings = new Registry<Encoding<Kakurasu, Shading>>('encoding', [weighted, intSums]);

export const defaultKakurasuEncoding = 'kakurasu/weighted';

export const defaultKakurasuStrategy = 'qf-fd-pb';

/** What the catalogue hands to the kakurasu kind. */
export const kakurasuSolving: GridSolving<Kakurasu, boolean> = {
  encodings: kakurasuEncodings,
  defaultEncoding: defaultKakurasuEncoding,
  defaultStrategy: defaultKakurasuStrategy,
};
