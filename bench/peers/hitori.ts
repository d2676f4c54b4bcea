// Hitori's peer: the numbers as facts; the answer's shaded cells `#`.
import type { Hitori } from '../../src/kinds/hitori/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts, markedRows } from './text.ts';

export const peer: PeerModel<Hitori> = {
  kind: 'hitori',
  facts: (p) => [`size(${p.height},${p.width}).`, ...cellFacts(p.numbers, (r, c, n) => `number(${r},${c},${n}).`)],
  answer: (atoms, p) => markedRows(atoms, p.height, p.width, '#'),
};
