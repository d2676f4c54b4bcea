// Hashi's peer: the islands as facts; the answer in our notation: on an island 3 x (bridges east) +
// (bridges south), elsewhere the bridge passing (`-` `=` across, `|` `H` down) or `.`.
import type { Hashi } from '../../src/kinds/hashi/format.ts';
import type { PeerModel } from './model.ts';
import { cellFacts } from './text.ts';

export const peer: PeerModel<Hashi> = {
  kind: 'hashi',
  facts: (p) => [`size(${p.height},${p.width}).`, ...cellFacts(p.islands, (r, c, n) => (n === null ? undefined : `island(${r},${c},${n}).`))],
  answer(atoms, p) {
    const grid: (string | number)[][] = p.islands.map((line) => line.map((n) => (n === null ? '.' : 0)));
    for (const [r1, c1, r2, c2, k] of atoms.map((atom) => atom.slice(1).map(Number))) {
      const across = r1 === r2;
      grid[r1][c1] = (grid[r1][c1] as number) + (across ? 3 * k : k);
      const symbol = across ? (k === 1 ? '-' : '=') : k === 1 ? '|' : 'H';
      if (across) for (let c = c1 + 1; c < c2; c++) grid[r1][c] = symbol;
      else for (let r = r1 + 1; r < r2; r++) grid[r][c1] = symbol;
    }
    return grid.map((line) => line.join('')).join('\n');
  },
};
