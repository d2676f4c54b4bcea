// Slitherlink's peer: the numbers as clue facts; the answer is the loop's inside, `#` (as our
// .solution files write it): a cell is inside when an odd count of the loop's vertical segments
// lies to its left on its row.
import type { Slitherlink } from '../../src/kinds/slitherlink/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts } from './text.ts';

export const peer: PeerModel<Slitherlink> = {
  kind: 'slitherlink',
  facts: (p) => [`size(${p.height},${p.width}).`, ...cellFacts(p.clues, (r, c, n) => (n === null ? undefined : `clue(${r},${c},${n}).`))],
  answer(atoms, p) {
    const vertical = new Set(atoms.filter(([name]) => name === 'v').map(([, r, c]) => `${r},${c}`));
    return Array.from({ length: p.height }, (_, r) => {
      let inside = false;
      return Array.from({ length: p.width }, (_, c) => {
        if (vertical.has(`${r},${c}`)) inside = !inside;
        return inside ? '#' : '.';
      }).join('');
    }).join('\n');
  },
};
