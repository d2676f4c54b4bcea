// Hitori as the rulebook says it: one Boolean per cell (shaded), and the unshaded cells one group
// by the named connectivity encoding (src/dsl/connectivity.ts: ranks up front, or lazy cuts).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import { type Point, cols, connectedCells, indexOf, pairs, points, rows, sideNeighbours } from '../../src/dsl/grid/index.ts';
import type { Hitori, Shading } from '../../src/kinds/hitori/format.ts';

/** `settled`: the cells the deductions by hand settle (src/kinds/hitori/settle.ts), or none. */
export const hitoriWith = (connectivity: string, id = connectivity, settled?: (p: Hitori) => (boolean | undefined)[]): Encoding<Hitori, Shading> => ({
  id: `hitori/${id}`,
  idea: `${settled ? 'the deductions by hand first (settled cells given); ' : ''}one Boolean per cell; at most one unshaded of each number per line; no two shaded side by side; unshaded one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    // What the deductions settled is a constant, even in the answer: Z3 decides only the open
    // cells. The rules below are stated only where they hold an open cell (settle.ts deduces by
    // them); the connectivity is stated whole, so that a settled grid that breaks it has no solution.
    const known = settled && m.deduced(settled, p);
    const shaded = m.settledGrid('shaded', p.height, p.width, (row, col) => known?.[indexOf(p, { row, col })]);
    m.answer(shaded.flat().filter((_, i) => known?.[i] === undefined));
    m.cells(shaded);
    const unshaded = shaded.map((line) => line.map((cell) => m.not(cell)));
    const open = (...cells: Point[]) => known === undefined || cells.some((cell) => known[indexOf(p, cell)] === undefined);
    const light = ({ row, col }: Point) => unshaded[row][col];

    // No number twice in a row or column among the unshaded cells: of the cells of a line that
    // hold one number, at most one stays unshaded.
    for (const line of [...rows(p), ...cols(p)]) {
      const byNumber = new Map<number, Point[]>();
      for (const cell of line) byNumber.set(p.numbers[cell.row][cell.col], [...(byNumber.get(p.numbers[cell.row][cell.col]) ?? []), cell]);
      for (const same of byNumber.values()) {
        if (same.length > 1 && open(...same)) m.require('no repeats', m.atMost(same.map(light), 1));
      }
    }

    // Shaded cells are never side by side; an unshaded cell has an unshaded side (implied by one
    // group, and cheap up front); the unshaded cells form one group, rooted in a settled one if any.
    for (const [a, b] of pairs(p)) if (open(a, b)) m.require('shaded apart', m.or(light(a), light(b)));
    if (p.width > 1 && p.height > 1) {
      for (const cell of points(p))
        if (open(cell, ...sideNeighbours(cell, p))) m.require('unshaded connected', m.implies(light(cell), m.or(...sideNeighbours(cell, p).map(light))));
    }
    const root = known?.indexOf(false) ?? -1;
    const anchor =
      root >= 0
        ? [points(p)[root]]
        : p.width > 1
          ? [
              { row: 0, col: 0 },
              { row: 0, col: 1 },
            ]
          : undefined;
    connectedCells(m, 'unshaded connected', unshaded, { encoding: connectivity, empty: false, anchor });

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
});
