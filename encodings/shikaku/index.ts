// The Shikaku encodings: rectangles chosen from a list, the same after the deductions by hand
// (src/kinds/shikaku/settle.ts; settled), or drawn by integer bounds. The default is the fastest on
// solve plus proof of uniqueness: settled, under Z3's SAT core. The deductions settle every bundled
// puzzle whole (the 50x40's 1101 candidate rectangles down to its 138 clues' one each, 4-7 ms of
// CPU once the JIT has them), so Z3 only confirms: the 50x40 (janko) took 88-166 ms of CPU against
// 314-462 for placements (bench/phases.ts, medians of 5, interleaved, load 8-10 over 2 cores):
// encoding 22-71 ms against 150-231, the two checks 35-45 against 130-170. Against clingo
// (bench:peers, load 9-10) in-process took 0.8-1.6x its wall time and 1.0x its CPU (placements:
// 2.5x and 3.4x).
// Earlier, placements took 669-811 ms under qf-fd-pb, 317 ms under sat-core, whose first check
// skips QF_FD's rewriting (the bundled puzzles agree under both).
// Hints and --explain give their reasons through shikaku/placements, which states the same rules undeduced.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Cutting, Shikaku } from '../../src/kinds/shikaku/format.ts';
import { settle } from '../../src/kinds/shikaku/settle.ts';
import { bounds } from './bounds.ts';
import { choosing, placements } from './placements.ts';

const settled = { ...choosing('settled', settle), reasonsBy: 'shikaku/placements' };
export const shikakuEncodings = new Registry<Encoding<Shikaku, Cutting>>('encoding', [placements, bounds, settled]);

export const shikakuSolving: GridSolving<Shikaku, number> = {
  encodings: shikakuEncodings,
  defaultEncoding: 'shikaku/settled',
  defaultStrategy: 'sat-core',
};
