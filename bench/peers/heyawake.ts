// Heyawake's peer: rooms and their numbers as facts; the answer's shaded cells `#`.
import type { Heyawake } from '../../src/kinds/heyawake/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts, markedRows } from './text.ts';

export const peer: PeerModel<Heyawake> = {
  kind: 'heyawake',
  facts: (p) => [
    `size(${p.height},${p.width}).`,
    ...cellFacts(p.rooms, (r, c, room) => `room(${r},${c},${room}).`),
    ...p.counts.flatMap((n, room) => (n === null ? [] : [`count(${room},${n}).`])),
  ],
  answer: (atoms, p) => markedRows(atoms, p.height, p.width, '#'),
};
