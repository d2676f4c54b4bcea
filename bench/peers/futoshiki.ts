// Futoshiki for clingo: the given numbers and the signs (smaller cell first) as facts; numbers back.
import type { Futoshiki } from '../../src/kinds/futoshiki/format.ts';
import { cellFacts } from './grid.ts';
import { numbers } from './latin.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<Futoshiki> = {
  kind: 'futoshiki',
  facts: (p) => [
    `size(${p.width}).`,
    ...cellFacts(p.givens, (r, c, number) => (number === null ? undefined : `given(${r},${c},${number}).`)),
    ...p.signs.map(({ less, more }) => `less(${less.row},${less.col},${more.row},${more.col}).`),
  ],
  answer: (atoms, p) => numbers(atoms, p.width),
};
