// Tents for clingo: trees and counts as facts; the tents back as a .solution's rows (trees `T`, tents `*`).
import type { Tents } from '../../src/kinds/tents/format.ts';
import { cellFacts, marked } from './grid.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<Tents> = {
  kind: 'tents',
  facts: (p) => [
    `size(${p.height},${p.width}).`,
    ...cellFacts(p.trees, (r, c, tree) => (tree ? `tree(${r},${c}).` : undefined)),
    ...p.rows.flatMap((count, r) => (count === null ? [] : [`rowclue(${r},${count}).`])),
    ...p.columns.flatMap((count, c) => (count === null ? [] : [`colclue(${c},${count}).`])),
  ],
  answer: (atoms, p) =>
    marked(atoms, p.height, p.width, '*')
      .split('\n')
      .map((line, r) => [...line].map((mark, c) => (p.trees[r][c] ? 'T' : mark)).join(''))
      .join('\n'),
};
