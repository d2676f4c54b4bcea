// Skyscrapers for clingo: the clues of the four sides and the given heights as facts; heights back as numbers.
import { SIDES, type Skyscrapers } from '../../src/kinds/skyscrapers/format.ts';
import { cellFacts } from './grid.ts';
import { numbers } from './latin.ts';
import type { PeerModel } from './model.ts';

export const peer: PeerModel<Skyscrapers> = {
  kind: 'skyscrapers',
  facts: (p) => [
    `size(${p.width}).`,
    ...cellFacts(p.givens, (r, c, height) => (height === null ? undefined : `given(${r},${c},${height}).`)),
    ...SIDES.flatMap((side) => p[side].flatMap((count, i) => (count === null ? [] : [`clue(${side},${i},${count}).`]))),
  ],
  answer: (atoms, p) => numbers(atoms, p.width),
};
