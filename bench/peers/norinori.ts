// Norinori for clingo: regions as facts, the shaded cells back as the rows of a .solution file.
import type { Norinori } from '../../src/kinds/norinori/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts, marked } from './grid.ts';

export const peer: PeerModel<Norinori> = {
  kind: 'norinori',
  facts: (p) => cellFacts(p.regions, (r, c, region) => `region(${r},${c},${region}).`),
  answer: (atoms, p) => marked(atoms, p.height, p.width, '#'),
};
