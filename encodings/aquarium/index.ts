// The Aquarium encodings, by id. The default is the fastest on solve plus proof of uniqueness.
import type { Aquarium, WaterGrid } from '../../src/kinds/aquarium/aquarium.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import { cellChain } from './cell-chain.ts';
import { intLevel } from './int-level.ts';
import { rowLevel } from './row-level.ts';
import { weightedRows } from './weighted-rows.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const aquariumEncodings = new Registry<Encoding<Aquarium, WaterGrid>>('encoding', [rowLevel, cellChain, intLevel, weightedRows]);

export const defaultAquariumEncoding = 'aquarium/row-level';

/** The strategy the aquarium kind uses unless told: QF_FD with native cardinality (measured fastest). */
export const defaultAquariumStrategy = 'qf-fd-pb';

/** What the catalogue hands to the aquarium kind. */
export const aquariumSolving: GridSolving<Aquarium, boolean> = {
  encodings: aquariumEncodings,
  defaultEncoding: defaultAquariumEncoding,
  // Past the site's 15x15, weighted-rows (no cell variables) is the faster: solve plus proof of
  // uniqueness took 107 and 83 ms of CPU on the two generated 30x30s (bench/puzzles/) where
  // row-level took 156 and 160 ms, under qf-fd-pb; on 15x15 the two are even (36-49 ms against 45 ms).
  encodingFor: (puzzle) => (Math.max(puzzle.width, puzzle.height) > 15 ? 'aquarium/weighted-rows' : defaultAquariumEncoding),
  defaultStrategy: defaultAquariumStrategy,
};
