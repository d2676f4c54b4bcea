// Heyawake as the rulebook says it: one Boolean per cell (shaded), and the unshaded cells one
// group by the named connectivity encoding (src/dsl/connectivity.ts: ranks up front, or lazy cuts).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import { shadedApartUnshadedConnected } from '../../src/dsl/grid/index.ts';
import { type Heyawake, type Shading, roomCells, twoBorderSpans } from '../../src/kinds/heyawake/format.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const heyawakeWith = (connectivity: string): Encoding<Heyawake, Shading> => ({
  id: `heyawake/${connectivity}`,
  idea: `one Boolean per cell; room counts; no two shaded side by side; a shaded cell in every run across two borders; unshaded one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const shaded = m.boolGrid('shaded', p.height, p.width);
    m.answer(shaded);
    m.cells(shaded);
    const unshaded = shaded.map((line) => line.map((cell) => m.not(cell)));

    // A room with a number has exactly that many shaded cells: each room a clue of its own, named by
    // the cell its number is drawn in, so that --explain can point at it.
    roomCells(p).forEach((cells, room) => {
      const count = p.counts[room];
      if (count !== null)
        m.require(
          { rule: 'room counts', where: `room at (${cells[0].row + 1},${cells[0].col + 1}): ${count}`, at: { cells } },
          m.exactly(
            cells.map(({ row, col }) => shaded[row][col]),
            count,
          ),
        );
    });

    // No unshaded run crosses two room borders: from the cell before one border to the cell after
    // the next, some cell is shaded.
    for (const span of twoBorderSpans(p)) m.require('runs across rooms', m.or(...span.map(({ row, col }) => shaded[row][col])));

    // Shaded cells are never side by side; the unshaded cells form one group.
    shadedApartUnshadedConnected(m, unshaded, connectivity);

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
});

// The Heyawake encodings: the rules with each way of stating "the unshaded cells are one group"
// (src/dsl/connectivity.ts). The default is the faster on solve plus proof of uniqueness.
export const heyawakeEncodings = new Registry<Encoding<Heyawake, Shading>>('encoding', ['lazy-cuts', 'rank'].map(heyawakeWith));

/** What the catalogue hands to the heyawake kind. */
export const heyawakeSolving: GridSolving<Heyawake, boolean> = {
  encodings: heyawakeEncodings,
  defaultEncoding: 'heyawake/lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
