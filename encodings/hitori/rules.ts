// Hitori as the rulebook says it: one Boolean per cell (shaded), and the unshaded cells one group
// by the named connectivity encoding (src/dsl/connectivity.ts: ranks up front, or lazy cuts).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import { type Point, cols, rows, shadedApartUnshadedConnected } from '../../src/dsl/grid/index.ts';
import type { Hitori, Shading } from '../../src/kinds/hitori/format.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const hitoriWith = (connectivity: string): Encoding<Hitori, Shading> => ({
  id: `hitori/${connectivity}`,
  idea: `one Boolean per cell; at most one unshaded of each number per line; no two shaded side by side; unshaded one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    m.cells(shaded);
    const unshaded = shaded.map((line) => line.map((cell) => m.not(cell)));

    // No number twice in a row or column among the unshaded cells: of the cells of a line that
    // hold one number, at most one stays unshaded.
    for (const line of [...rows(p), ...cols(p)]) {
      const byNumber = new Map<number, Point[]>();
      for (const cell of line) byNumber.set(p.numbers[cell.row][cell.col], [...(byNumber.get(p.numbers[cell.row][cell.col]) ?? []), cell]);
      for (const same of byNumber.values()) {
        if (same.length > 1)
          m.require(
            'no repeats',
            m.atMost(
              same.map(({ row, col }) => unshaded[row][col]),
              1,
            ),
          );
      }
    }

    // Shaded cells are never side by side; the unshaded cells form one group.
    shadedApartUnshadedConnected(m, unshaded, connectivity);

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
});

// The Hitori encodings: the rules with each way of stating "the unshaded cells are one group"
// (src/dsl/connectivity.ts). The default is the faster on solve plus proof of uniqueness (see the
// figures in the kind's report: lazy cuts need a handful of cuts where ranks cost the SAT search).
export const hitoriEncodings = new Registry<Encoding<Hitori, Shading>>('encoding', ['lazy-cuts', 'rank'].map(hitoriWith));

/** What the catalogue hands to the hitori kind. */
export const hitoriSolving: GridSolving<Hitori, boolean> = {
  encodings: hitoriEncodings,
  defaultEncoding: 'hitori/lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
