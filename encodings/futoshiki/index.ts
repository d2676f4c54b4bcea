// The Futoshiki encodings, by id, and the defaults. The default is settled-trials: the deductions
// by hand (src/kinds/futoshiki/settle.ts: each line's matching filter, the signs' bounds along
// chains, then trials) settle the bundled 11x11, 13x13 and both 15x15s whole, and Z3 under its SAT
// core only confirms. Solve plus uniqueness of the pt 15x15 (bench/phases.ts, CPU medians of 7, two
// rounds interleaved, load 6-7 on 2 cores): 42-50 ms so, 67-76 ms as settled (the trials find
// nothing left there), 313-405 ms as candidates (1586 Booleans); the pt 15x15-a 72 ms, 82, 456.
// Smaller puzzles leave cells open and come out even within the noise (tatham's 10x10 242 ms
// against 275 and 260; pt's 9x9 156 against 142 and 203; medians of 5, load 9); on random open
// 20x20 and 30x30 with many solutions the trials strike nothing and cost 0.3-0.5 s of TS, within
// the noise of Z3's 0.9 s and 10 s there (candidates: 1.0 s and 97 s). Before,
// candidates (the givens struck out, the signs' bounds) was the fastest: the pt 15x15 took 771 ms
// as one-hot under qf-fd-pb, 416 ms as one-hot under sat-core and 165-200 ms as candidates
// (medians of 3, an idler machine).
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
  defaultEncoding: 'futoshiki/settled-trials',
  defaultStrategy: 'sat-core',
};
