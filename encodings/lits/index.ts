// The LITS encodings: each way of stating the tetrominoes (chosen placements, shaded cells) with
// each way of stating "one connected group" (src/dsl/connectivity.ts). The default is the fastest
// on solve plus proof of uniqueness over the corpus: placements with lazy cuts took 3.1 s for all
// 27 corpus puzzles (0.37 s on the 30x30), cells with lazy cuts 7.6 s, while ranks stated up front
// took 150-200 s (up to 57 s on one 20x20): the SAT search pays for finding ranks, where a model's
// stray parts need a handful of cuts (bench/grid-kinds.ts has the current figures). Pruned
// (issue 25): the placements no solution can choose are dropped in TypeScript first
// (./pruning.ts: 940 -> 149 on the 30x30, 2633 -> 727 on the 50x50); bench/ab.ts, 5 interleaved
// rounds, CPU medians: the corpus and puzzles/lits 3146 -> 2010 ms summed (faster on 29 of 32,
// the 30x30 275 -> 166 ms), the 50x50 1161 -> 690 ms; with no terms built for the cells and
// shapes no placement left can shade, 2141 -> 1590 ms over the corpus, puzzles/lits and the 50x50
// (3462 ms under placements-lazy-cuts; faster than both on 30 of 32). Then each placement is tried
// as its region's only one (727 -> 545 placements on the 50x50, 149 -> 145 on the 30x30), and the
// pruning itself runs on flat arrays: the 50x50's first check 338 -> 101-159 ms, its whole solve
// 1208-1392 -> 923-975 ms of CPU; the pruning alone on the 30x30 55-61 -> 33-37 ms (medians, load 9).
// A cell that every placement left covers, or none, is a constant: the 30x30 has 134 variables
// left of 937, the 50x50 976 of 2820 (its solve 893-954 -> 532-640 ms of CPU, load 11-13).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { Lits, LitsCell, LitsGrid } from '../../src/kinds/lits/format.ts';
import { cellsWith } from './cells.ts';
import { placementsWith } from './placements.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

const CONNECTIVITY = ['rank', 'lazy-cuts'];

export const litsEncodings = new Registry<Encoding<Lits, LitsGrid>>('encoding', [
  ...[placementsWith, cellsWith].flatMap((tetrominoes) => CONNECTIVITY.map((connectivity) => tetrominoes(connectivity))),
  placementsWith('lazy-cuts', true),
]);

export const defaultLitsEncoding = 'lits/placements-pruned-lazy-cuts';

export const defaultLitsStrategy = 'qf-fd-pb';

/** What the catalogue hands to the lits kind. */
export const litsSolving: GridSolving<Lits, LitsCell> = {
  encodings: litsEncodings,
  defaultEncoding: defaultLitsEncoding,
  defaultStrategy: defaultLitsStrategy,
};
