// The Galaxies encodings: cells joining galaxies, with each way of stating "one piece"
// (src/dsl/connectivity.ts), on every cell whose image is on the grid (cells.ts) or on the cells
// each galaxy may reach, narrowed in TypeScript first (reach.ts). The default is the fastest on
// solve plus proof of uniqueness: reach-lazy-cuts, 17x17 in 1.4 s where cells-lazy-cuts took 33 s.
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';
import type { Galaxies } from '../../src/kinds/galaxies/format.ts';
import { cellsWith } from './cells.ts';
import { reachWith } from './reach.ts';

/** The ways of stating "one piece" each encoding comes with. */
const CONNECTIVITY = ['lazy-cuts', 'rank'];

export const galaxiesSolving: GridSolving<Galaxies, number> = {
  encodings: new Registry('encoding', [...CONNECTIVITY.map(cellsWith), ...CONNECTIVITY.map(reachWith)]),
  defaultEncoding: 'galaxies/reach-lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
