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
  defaultStrategy: defaultAquariumStrategy,
};
