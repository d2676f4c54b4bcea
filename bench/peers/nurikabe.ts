// Nurikabe's peer: the numbers as clue facts; the answer's shaded cells `#`, the rest `.`.
import type { Nurikabe } from '../../src/kinds/nurikabe/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts, markedRows } from './text.ts';

export const peer: PeerModel<Nurikabe> = {
  kind: 'nurikabe',
  facts(p) {
    let id = 0;
    return [`size(${p.height},${p.width}).`, ...cellFacts(p.clues, (r, c, n) => (n === null ? undefined : `clue(${id++},${r},${c},${n}).`))];
  },
  answer: (atoms, p) => markedRows(atoms, p.height, p.width, '#'),
};
