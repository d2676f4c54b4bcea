// Galaxies for clingo: the dots, numbered from 1 in our reading order, at their half-cell positions as
// facts; each cell back as its galaxy's dot number (the .solution's notation).
import type { Galaxies } from '../../src/kinds/galaxies/format.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<Galaxies> = {
  kind: 'galaxies',
  facts: (p) => [`size(${p.height},${p.width}).`, ...p.dots.map(({ y, x }, i) => `dot(${i + 1},${y},${x}).`)],
  answer(atoms, p) {
    const grid = Array.from({ length: p.height }, () => Array.from({ length: p.width }, () => '0'));
    for (const [, r, c, dot] of atoms) grid[Number(r)][Number(c)] = dot;
    return grid.map((line) => line.join(' ')).join('\n');
  },
};
