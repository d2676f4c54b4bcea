// Shikaku for clingo: the clues, numbered from 1 in reading order, as facts; each cell back as the
// number of the clue whose rectangle holds it (the .solution's notation).
import type { Shikaku } from '../../src/kinds/shikaku/format.ts';
import { cellFacts } from './grid.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<Shikaku> = {
  kind: 'shikaku',
  facts(p) {
    let clue = 0;
    return [`size(${p.height},${p.width}).`, ...cellFacts(p.clues, (r, c, area) => (area === null ? undefined : `clue(${++clue},${r},${c},${area}).`))];
  },
  answer(atoms, p) {
    const grid = Array.from({ length: p.height }, () => Array.from({ length: p.width }, () => '0'));
    for (const [, r, c, clue] of atoms) grid[Number(r)][Number(c)] = clue;
    return grid.map((line) => line.join(' ')).join('\n');
  },
};
