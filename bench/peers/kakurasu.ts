// Kakurasu for clingo: the sums as facts; the shaded cells back as a .solution's rows (`#` shaded).
import type { Kakurasu } from '../../src/kinds/kakurasu/format.ts';
import { marked } from './grid.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<Kakurasu> = {
  kind: 'kakurasu',
  facts: (p) => [`size(${p.height},${p.width}).`, ...p.rows.map((sum, r) => `rowclue(${r},${sum}).`), ...p.columns.map((sum, c) => `colclue(${c},${sum}).`)],
  answer: (atoms, p) => marked(atoms, p.height, p.width, '#'),
};
