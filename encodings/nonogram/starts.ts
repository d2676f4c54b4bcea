// Nonograms by where each run starts: a line's clue places its runs; a cell is shaded exactly
// when a run covers it.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Nonogram, type Shading, clueLines } from '../../src/kinds/nonogram/format.ts';

export const starts: Encoding<Nonogram, Shading> = {
  id: 'nonogram/starts',
  idea: 'one Boolean per cell and per possible start of each run; each run starts once, after the one before it and a gap; a cell is shaded exactly when a run covers it',
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    m.cells(shaded);

    for (const { key, rule, clue, cells: points } of clueLines(p)) {
      const cells = points.map(({ row, col }) => shaded[row][col]);
      const n = cells.length;
      // Run k starts no earlier than the runs before it and their gaps allow, and no later than
      // leaves room for the runs after it.
      const before = clue.map((_, k) => clue.slice(0, k).reduce((sum, run) => sum + run + 1, 0));
      const after = clue.map((_, k) => clue.slice(k + 1).reduce((sum, run) => sum + run + 1, 0));
      const start: Map<number, BoolTerm>[] = clue.map((run, k) => {
        const at = new Map<number, BoolTerm>();
        for (let s = before[k]; s + run + after[k] <= n; s++) at.set(s, m.bool(`${key}.run${k + 1}@${s}`));
        return at;
      });

      // Each run starts exactly once.
      start.forEach((at) => m.require(rule, m.exactly([...at.values()], 1)));

      // The next run starts after this one ends and a gap: runs keep their order and never touch.
      clue.slice(0, -1).forEach((run, k) => {
        for (const [s, here] of start[k]) {
          const later = [...start[k + 1]].filter(([t]) => t >= s + run + 1).map(([, term]) => term);
          m.require(rule, m.implies(here, m.or(...later)));
        }
      });

      // A cell is shaded exactly when some run covers it.
      cells.forEach((cell, c) => {
        const covering = clue.flatMap((run, k) => [...start[k]].filter(([s]) => s <= c && c < s + run).map(([, term]) => term));
        m.require(rule, m.iff(cell, m.or(...covering)));
      });
    }

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
};
