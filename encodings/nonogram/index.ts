// The Nonogram encodings, by id. Runs by start positions is the default: on the large puzzles
// (30x25 to 40x30) it solves and proves uniqueness 2-4x faster than the automaton, and faster
// under sat-core than under qf-fd-pb (measured side by side on a loaded machine).
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
