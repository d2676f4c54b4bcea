// The Thermometers encodings, by id. The default is the faster on solve plus proof of uniqueness
// over the corpus (measured: bench/grid-kinds.ts; see bench/results.md): settled, whose deductions
// settle every corpus puzzle whole, so that Z3 only confirms; on the corpus's 15x15, CPU of one
// in-process solve plus proof of uniqueness 60-80 ms against 140-160 ms for chain (bench/phases.ts,
// medians of 7, interleaved, load 10: the ratio is what counts).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { Mercury, Thermometers } from '../../src/kinds/thermometers/format.ts';
import { chain } from './chain.ts';
import { fillLevel } from './fill-level.ts';
import { settled } from './settled.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const thermometersEncodings = new Registry<Encoding<Thermometers, Mercury>>('encoding', [chain, fillLevel, settled]);

export const defaultThermometersEncoding = 'thermometers/settled';

export const defaultThermometersStrategy = 'qf-fd-pb';

/** What the catalogue hands to the thermometers kind. */
export const thermometersSolving: GridSolving<Thermometers, boolean> = {
  encodings: thermometersEncodings,
  defaultEncoding: defaultThermometersEncoding,
  defaultStrategy: defaultThermometersStrategy,
};
