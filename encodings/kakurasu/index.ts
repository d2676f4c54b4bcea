// The Kakurasu encodings, by id. The default is the faster on solve plus proof of uniqueness
// over the corpus (measured: bench/grid-kinds.ts; see bench/results.md): settled, whose line
// solving settles every corpus puzzle whole, so that Z3 only confirms; on the corpus's 9x9, CPU of
// one in-process solve plus proof of uniqueness 62 ms against 73-95 ms for weighted, fastest runs
// 15 against 43-50 ms (bench/phases.ts, medians of 7, interleaved, load 9).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { Kakurasu, Shading } from '../../src/kinds/kakurasu/format.ts';
import { intSums } from './int-sums.ts';
import { weighted } from './weighted.ts';
import { settled } from './settled.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const kakurasuEncodings = new Registry<Encoding<Kakurasu, Shading>>('encoding', [weighted, intSums, settled]);

export const defaultKakurasuEncoding = 'kakurasu/settled';

export const defaultKakurasuStrategy = 'qf-fd-pb';

/** What the catalogue hands to the kakurasu kind. */
export const kakurasuSolving: GridSolving<Kakurasu, boolean> = {
  encodings: kakurasuEncodings,
  defaultEncoding: defaultKakurasuEncoding,
  defaultStrategy: defaultKakurasuStrategy,
};
