// Battleships for clingo: the fleet (ships per length), counts and given cells as facts; the ship
// cells back as a .solution's rows (`#` ship, `.` water).
import type { Battleships } from '../../src/kinds/battleships/format.ts';
import { cellFacts, marked } from './grid.ts';
import type { PeerModel } from './model.ts';

const perLength = (fleet: number[]) => [...new Set(fleet)].map((length) => `fleet(${length},${fleet.filter((other) => other === length).length}).`);

export const peer: PeerModel<Battleships> = {
  kind: 'battleships',
  facts: (p) => [
    `size(${p.height},${p.width}).`,
    ...perLength(p.fleet),
    ...p.rows.flatMap((count, r) => (count === null ? [] : [`rowclue(${r},${count}).`])),
    ...p.columns.flatMap((count, c) => (count === null ? [] : [`colclue(${c},${count}).`])),
    ...cellFacts(p.hints, (r, c, hint) => (hint === null ? undefined : `hint(${r},${c},${hint}).`)),
  ],
  answer: (atoms, p) => marked(atoms, p.height, p.width, '#'),
};
