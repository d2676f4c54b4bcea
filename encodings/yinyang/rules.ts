// Yin-Yang as the rulebook says it: one Boolean per cell (black), and each colour one group by the
// named connectivity encoding (src/dsl/connectivity.ts: ranks up front, or lazy cuts).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import { type Point, connectedCells, indexOf, points, squares } from '../../src/dsl/grid/index.ts';
import { type Colouring, type YinYang, border } from '../../src/kinds/yinyang/format.ts';

/** `settled`: the cells the deductions by hand settle (src/kinds/yinyang/settle.ts), or none. */
export const yinYangWith = (connectivity: string, id = connectivity, settled?: (p: YinYang) => (boolean | undefined)[]): Encoding<YinYang, Colouring> => ({
  id: `yinyang/${id}`,
  idea: `${settled ? 'the deductions by hand first (settled cells given); ' : ''}one Boolean per cell (black or white); no 2x2 of one colour; each colour one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    // What the deductions settled is a constant, even in the answer: Z3 decides only the open cells
    // (a fully settled 20x20 had 400 variables, each fixed by a unit, and its connectivity read
    // them back from every model). The rules below are stated only where they hold an open cell
    // (the settled cells keep them: settle.ts deduces by them); the connectivity is stated whole,
    // so that a settled grid that breaks it still has no solution.
    const known = settled && m.deduced(settled, p);
    const black = m.settledGrid('black', p.height, p.width, (row, col) => known?.[indexOf(p, { row, col })]);
    m.answer(black.flat().filter((_, i) => known?.[i] === undefined));
    m.cells(black);
    const white = black.map((line) => line.map((cell) => m.not(cell)));
    const open = (...cells: Point[]) => known === undefined || cells.some((cell) => known[indexOf(p, cell)] === undefined);

    // A given circle keeps its colour.
    for (const { row, col } of points(p)) {
      const given = p.givens[row][col];
      if (given !== null && open({ row, col })) m.require('givens', given ? black[row][col] : m.not(black[row][col]));
    }

    // No 2x2 block is all one colour.
    const blocks = squares(p);
    for (const block of blocks.filter((cells) => open(...cells))) {
      const cells = block.map(({ row, col }) => black[row][col]);
      m.require('no 2x2 of one colour', m.atLeast(cells, 1), m.atMost(cells, 3));
    }

    // Implied by both colours being one group, and cheap up front: no 2x2 block is a chequerboard
    // (a black path joining one diagonal and a white path joining the other would have to cross).
    for (const [a, b, c, d] of blocks.filter((cells) => open(...cells))) {
      const [ka, kb, kc, kd] = [a, b, c, d].map(({ row, col }) => black[row][col]);
      // As clauses ("not this diagonal black while the other is white"): not(and(...)) cost Z3 two
      // terms each and a rewrite before its SAT core.
      m.require('each colour connected', m.or(m.not(ka), m.not(kd), kb, kc), m.or(m.not(kb), m.not(kc), ka, kd));
    }

    // Implied likewise, and strong: around the border the colour changes at most twice (black,
    // white, black, white in turn around it would need crossing paths between them as well).
    const ring = border(p);
    if (ring.length > 0 && open(...ring)) {
      const changes = ring.map((cell, i) => {
        const next = ring[(i + 1) % ring.length];
        return m.xor(black[cell.row][cell.col], black[next.row][next.col]);
      });
      m.require('each colour connected', m.atMost(changes, 2));
    }

    // Each colour forms one group. Every 2x2 block holds both colours, so a root of each may be
    // looked for in the first block.
    const anchor = blocks[0];
    connectedCells(m, 'black connected', black, { encoding: connectivity, empty: anchor === undefined, anchor });
    connectedCells(m, 'white connected', white, { encoding: connectivity, empty: anchor === undefined, anchor });

    return (values) => black.map((line) => line.map((cell) => values.bool(cell)));
  },
});
