// The Nonogram encodings, by id. The default is the faster on solve plus proof of uniqueness over
// the bundled puzzles and the large ones (measured with `compare`; see the report of the kind).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Nonogram, Shading } from '../../src/kinds/nonogram/nonogram.ts';
import { automatonEncoding } from './automaton.ts';
import { starts } from './starts.ts';

export const nonogramEncodings = new Registry<Encoding<Nonogram, Shading>>('encoding', [starts, automatonEncoding]);

/** What the catalogue hands to the nonogram kind. */
export const nonogramSolving: GridSolving<Nonogram, boolean> = {
  encodings: nonogramEncodings,
  defaultEncoding: 'nonogram/starts',
  defaultStrategy: 'sat-core',
};
