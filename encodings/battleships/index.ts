// The Battleships encodings, by id: the fleet by placed ships, or by counting where ships start
// (ends), or ends over what the deductions by hand leave open (settled). Counting starts has a
// tenth of placements' variables, and was faster on the 14x14 and 15x15 (compare under a heavily
// loaded machine: 0.4-1.5 s against 1.1-2.8 s for solve plus proof). The default is settled: the
// deductions settle 184 of the 15x15's 225 cells, which leaves 123 of 1725 places a ship could
// start; solve plus proof 270-320 -> 110-140 ms of CPU there, 215-250 -> 75-100 on the 12x12,
// 200-220 -> 140-160 on the 11x11 (bench/phases.ts medians of 5, interleaved, load 8-10); against
// clingo (bench:peers, load 10-12) 2.6x wall / 3.3x CPU -> 1.4-1.7x / 1.9x.
// Strategy sat-core: 0.5-1.5 s on the 15x15 against 0.8-2.5 s under qf-fd-pb (same rounds); with
// settled 162 against 205 ms of CPU. Hints and --explain give their reasons through battleships/ends.
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Battleships } from '../../src/kinds/battleships/format.ts';
import { ends } from './ends.ts';
import { placements } from './placements.ts';
import { settled } from './settled.ts';

/** What the catalogue hands to the battleships kind. */
export const battleshipsSolving: GridSolving<Battleships, boolean> = {
  encodings: new Registry('encoding', [placements, ends, settled]),
  defaultEncoding: 'battleships/settled',
  defaultStrategy: 'sat-core',
};
