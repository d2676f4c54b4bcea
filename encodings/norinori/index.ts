// The Norinori encodings, by id: shaded cells with a neighbour count, the same after the deductions
// by hand (src/kinds/norinori/settle.ts), or chosen dominoes.
// Default: settled under sat-core. The deductions settle the 50x50 monthly whole, so
// Z3 only confirms: solve plus proof of uniqueness took 264-316 ms of CPU against 1031-1182 ms for
// cells (bench/phases.ts, medians of 5, three interleaved rounds on a machine loaded 10-12 over its
// 2 cores): encoding 175-210 ms against 443-572, the two checks 50-60 ms against 530-560. Against
// clingo (bench:peers, load 12-14) in-process took 1.2-1.3x its wall time and 1.3-1.7x its CPU
// (cells: 3.7x and 4.5x at load 2-4). The deductions are cold in a command's one solve: about
// 200 ms of CPU there, 10-30 ms once the JIT has them. janko's 36x54 they leave 353 of 1944 cells
// open, and it took 413-459 ms against 657-828. Earlier, cells under sat-core took 3.2-4.6 s
// against 5.0-6.3 s under qf-fd-pb (loaded ~15x); the domino encoding states 14 times the
// constraints and took 1.5-2.5 times as long as cells.
// The settled cells are constants, in the answer too (load 10-13, bench/phases.ts, interleaved): the
// 50x50 127-189 -> 48-81 ms of CPU, janko's 20x24 139-206 -> 72-92, the 36x54 480-633 -> 440-457
// (353 variables of 1944; Z3 met 777 conflicts against 615, the search's luck).
// Hints and --explain give their reasons through norinori/cells, which states the same rules undeduced.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Norinori, Shading } from '../../src/kinds/norinori/format.ts';
import { settle } from '../../src/kinds/norinori/settle.ts';
import { cells, shadedCells } from './cells.ts';
import { dominoes } from './dominoes.ts';

const settled = { ...shadedCells('settled', settle), reasonsBy: 'norinori/cells' };
export const norinoriEncodings = new Registry<Encoding<Norinori, Shading>>('encoding', [cells, dominoes, settled]);

/** What the catalogue hands to the norinori kind. */
export const norinoriSolving: GridSolving<Norinori, boolean> = {
  encodings: norinoriEncodings,
  defaultEncoding: 'norinori/settled',
  defaultStrategy: 'sat-core',
};
