// The Masyu encodings: each way of stating the lines (edge Booleans, cell pieces) with each way of
// stating "one loop" (src/dsl/loop.ts). The default is the fastest on solve plus proof of uniqueness.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { LoopGrid, Masyu, Piece } from '../../src/kinds/masyu/masyu.ts';
import { edgesWith } from './edges.ts';
import { piecesWith } from './pieces.ts';
import { edgesSettled } from './settled.ts';
import { settle } from '../../src/kinds/masyu/settle.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

/**
 * The loop encodings offered for Masyu. `connected-rank` (the connectivity primitive's ranks on the
 * grid with its edges as nodes) is left out: 13-16 s on 10x10 corpus puzzles where `rank` takes
 * 0.7 s, and over 60 s on 20x20; it remains in the primitive's registry and tests.
 */
const LOOPS = ['lazy-cuts', 'rank', 'connected-lazy-cuts', 'lazy-cuts-clauses'];

export const masyuEncodings = new Registry<Encoding<Masyu, LoopGrid>>('encoding', [
  ...[edgesWith, piecesWith].flatMap((lines) => LOOPS.map((loop) => lines(loop))),
  edgesWith('lazy-cuts-line-clauses'),
  edgesWith('lazy-cuts-line-clauses', true),
  { ...edgesSettled(settle), reasonsBy: 'masyu/edges-lazy-cuts-line-clauses-patterns' },
]);

/**
 * Edge Booleans, lazy cuts, and "two lines or none" as clauses rather than one weighted count per
 * cell (lines + 2 x off = 2): QF_FD rewrites the counts before its first check, at a cost that
 * clauses do not have. Solve plus proof of uniqueness, CPU (bench/ab.ts, interleaved): the 25x25
 * corpus puzzle 463-532 ms against 515-592 ms with the counts; the corpus and puzzles/masyu 1472
 * against 1601 ms in all (faster on 11 of 15).
 */
/**
 * Then (issue 25): "two lines or none" as clauses on the lines alone (no on-the-loop variable per
 * cell), and the pearl rules as clauses with the lines the pearls force fixed (./patterns.ts).
 * bench/ab.ts, 5 interleaved rounds, CPU medians summed over the corpus and puzzles/masyu: 1001 ms
 * before, 893 with the line clauses, 850 with the patterns too (faster than before on 12 of 15;
 * the 25x25 337 -> 293 ms). The patterns alone add less than the noise on small puzzles (865
 * against 906 ms in a second run, 7 faster and 6 slower of 15) but help the large ones.
 */
/**
 * Then (issue 25, "ahead of clingo"): settled, the same edges over what the deductions by hand
 * leave open (src/kinds/masyu/settle.ts), the settled lines constants and no variables. They settle
 * every corpus puzzle whole (the 25x25 in about 20-30 ms of CPU once warm; its first call in a
 * process about 200 ms); of the bundled ones medium-8x8 and task-10x10 keep 40 and 37 of 112 and
 * 180 lines open. bench/ab.ts, 5 interleaved rounds, CPU medians at a load of 12-13 on 2 cores:
 * the corpus and puzzles/masyu 1398 ms in all before, 359 settled, faster on 15 of 15 (the 25x25
 * 530 -> 87, the 20x20 213 -> 39; medium-8x8 83 -> 65). Hints and --explain give their reasons
 * through edges-lazy-cuts-line-clauses-patterns, which states the same rules undeduced.
 */
export const defaultMasyuEncoding = 'masyu/settled';

export const defaultMasyuStrategy = 'qf-fd-pb';

/** What the catalogue hands to the masyu kind. */
export const masyuSolving: GridSolving<Masyu, Piece> = {
  encodings: masyuEncodings,
  defaultEncoding: defaultMasyuEncoding,
  defaultStrategy: defaultMasyuStrategy,
};
