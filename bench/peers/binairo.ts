// Binairo for clingo: the given digits as facts; the ones back as rows of 0 and 1.
import type { Binairo } from '../../src/kinds/binairo/format.ts';
import { cellFacts, marked } from './grid.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<Binairo> = {
  kind: 'binairo',
  facts: (p) => [`size(${p.height},${p.width}).`, ...cellFacts(p.givens, (r, c, digit) => (digit === null ? undefined : `given(${r},${c},${digit}).`))],
  answer: (atoms, p) => marked(atoms, p.height, p.width, '1', '0'),
};
