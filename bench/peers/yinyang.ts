// Yin-Yang for clingo: the given colours as facts; the black cells back as a .solution's rows (`#` black).
import type { YinYang } from '../../src/kinds/yinyang/format.ts';
import { cellFacts, marked } from './grid.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<YinYang> = {
  kind: 'yinyang',
  facts: (p) => [
    `size(${p.height},${p.width}).`,
    ...cellFacts(p.givens, (r, c, black) => (black === null ? undefined : `given(${r},${c},${black ? 'b' : 'w'}).`)),
  ],
  answer: (atoms, p) => marked(atoms, p.height, p.width, '#'),
};
