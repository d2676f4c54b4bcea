// Kakuro's peer: black cells and their sums as facts; the answer's digits, black cells `#`.
import type { Kakuro } from '../../src/kinds/kakuro/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts } from './text.ts';

const sums = (name: string, grid: (number | null)[][]) => cellFacts(grid, (r, c, sum) => (sum === null ? undefined : `${name}(${r},${c},${sum}).`));

export const peer: PeerModel<Kakuro> = {
  kind: 'kakuro',
  facts: (p) => [
    `size(${p.height},${p.width}).`,
    ...cellFacts(p.black, (r, c, black) => (black ? `black(${r},${c}).` : undefined)),
    ...sums('across', p.across),
    ...sums('down', p.down),
  ],
  answer(atoms, p) {
    const grid: string[][] = p.black.map((line) => line.map((black) => (black ? '#' : '?')));
    for (const [, r, c, v] of atoms) grid[Number(r)][Number(c)] = v;
    return grid.map((line) => line.join('')).join('\n');
  },
};
