// Light Up's peer: black cells (and their numbers) as facts; the answer's bulbs `*`, black cells `#`.
import type { LightUp } from '../../src/kinds/lightup/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts } from './text.ts';

export const peer: PeerModel<LightUp> = {
  kind: 'lightup',
  facts: (p) => [
    `size(${p.height},${p.width}).`,
    ...cellFacts(p.cells, (r, c, cell) => (cell === null ? undefined : `black(${r},${c}).${typeof cell === 'number' ? ` number(${r},${c},${cell}).` : ''}`)),
  ],
  answer(atoms, p) {
    const grid: string[][] = p.cells.map((line) => line.map((cell) => (cell === null ? '.' : '#')));
    for (const [, r, c] of atoms) grid[Number(r)][Number(c)] = '*';
    return grid.map((line) => line.join('')).join('\n');
  },
};
