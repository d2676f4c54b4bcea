// The Kakuro encodings, by id, and the defaults. The digit sets listed up front took a quarter of
// the integers' time on the four large puzzles (31x46: 7.4 s against 27.7 s, at load 8, measured
// with `puzzlebench compare`); the deductions by hand first (settled) settle every cell of the
// published puzzles, and took a third of the sets' CPU over the bundled ones (bench/ab.ts, 3 rounds
// interleaved, load 10: 878 against 2643 ms in all; 31x46 296 against 1030 ms).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Kakuro } from '../../src/kinds/kakuro/format.ts';
import { combinations, settledCombinations } from './combinations.ts';
import { integers } from './integers.ts';
import { oneHot } from './one-hot.ts';

export const kakuroEncodings = new Registry<Encoding<Kakuro, number[][]>>('encoding', [oneHot, integers, combinations, settledCombinations]);

export const kakuroSolving: GridSolving<Kakuro, number> = {
  encodings: kakuroEncodings,
  defaultEncoding: 'kakuro/settled',
  defaultStrategy: 'qf-fd-pb',
};
