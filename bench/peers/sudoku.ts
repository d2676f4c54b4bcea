// Sudoku's peer (classic and jigsaw alike): regions and givens as facts; the answer as the
// .solution files write it, digits side by side up to 9x9 and numbers spaced beyond.
import type { Sudoku } from '../../src/kinds/sudoku/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts } from './text.ts';

export const peer: PeerModel<Sudoku> = {
  kind: 'sudoku',
  facts: (p) => [
    `size(${p.width}).`,
    ...cellFacts(p.regions, (r, c, region) => `region(${r},${c},${region}).`),
    ...cellFacts(p.givens, (r, c, given) => (given === null ? undefined : `given(${r},${c},${given}).`)),
  ],
  answer(atoms, p) {
    const grid: string[][] = p.givens.map((line) => line.map(() => '?'));
    for (const [, r, c, v] of atoms) grid[Number(r)][Number(c)] = v;
    return grid.map((line) => line.join(p.width > 9 ? ' ' : '')).join('\n');
  },
};
