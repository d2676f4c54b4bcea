// Nonogram's peer: the clues' numbers as run facts; the answer's shaded cells `#`.
import type { Nonogram } from '../../src/kinds/nonogram/format.ts';
import type { PeerModel } from './model.ts';
import { markedRows } from './text.ts';

const runs = (direction: string, clues: number[][]) => clues.flatMap((clue, x) => clue.map((length, i) => `run(${direction},${x},${i},${length}).`));

export const peer: PeerModel<Nonogram> = {
  kind: 'nonogram',
  facts: (p) => [`size(${p.height},${p.width}).`, ...runs('row', p.rows), ...runs('col', p.columns)],
  answer: (atoms, p) => markedRows(atoms, p.height, p.width, '#'),
};
