// The Thermometers encodings, by id. The default is the faster on solve plus proof of uniqueness
// over the corpus (measured: bench/grid-kinds.ts; see bench/results.md).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { Mercury, Thermometers } from '../../src/kinds/thermometers/format.ts';
import { chain } from './chain.ts';
import { fillLevel } from './fill-level.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const thermometersEncodings = new Registry<Encoding<Thermometers, Mercury>>('encoding', [chain, fillLevel]);

export const defaultThermometersEncoding = 'thermometers/chain';

export const defaultThermometersStrategy = 'qf-fd-pb';

/** What the catalogue hands to the thermometers kind. */
export const thermometersSolving: GridSolving<Thermometers, boolean> = {
  encodings: thermometersEncodings,
  defaultEncoding: defaultThermometersEncoding,
  defaultStrategy: defaultThermometersStrategy,
};
