// Thermometers for clingo: each thermometer's cells from the bulb, and the counts, as facts; the
// filled cells back as a .solution's rows (`#` mercury).
import type { Thermometers } from '../../src/kinds/thermometers/format.ts';
import { marked } from './grid.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<Thermometers> = {
  kind: 'thermometers',
  facts: (p) => [
    `size(${p.height},${p.width}).`,
    ...p.thermometers.flatMap((cells, t) => cells.map(({ row, col }, k) => `tube(${t},${k},${row},${col}).`)),
    ...p.rows.map((count, r) => `rowclue(${r},${count}).`),
    ...p.columns.map((count, c) => `colclue(${c},${count}).`),
  ],
  answer: (atoms, p) => marked(atoms, p.height, p.width, '#'),
};
