// Yin-Yang as the rulebook says it: one Boolean per cell (black), and each colour one group by the
// named connectivity encoding (src/dsl/connectivity.ts: ranks up front, or lazy cuts).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { connectivityEncodings } from '../../src/dsl/connectivity.ts';
import { type Point, type Size, colPoints, connectedCells, points, rowPoints, squares } from '../../src/dsl/grid/index.ts';
import type { Colouring, YinYang } from '../../src/kinds/yinyang/format.ts';
import { Registry } from '../../src/dsl/registry.ts';
import type { GridSolving } from '../../src/kind/grid.ts';

export const yinYangWith = (connectivity: string): Encoding<YinYang, Colouring> => ({
  id: `yinyang/${connectivity}`,
  idea: `one Boolean per cell (black or white); no 2x2 of one colour; each colour one group: ${connectivityEncodings.get(connectivity).idea}`,
  encode(m, p) {
    const black = m.boolGrid('black', p.height, p.width);
    m.answer(black);
    m.cells(black);
    const white = black.map((line) => line.map((cell) => m.not(cell)));

    // A given circle keeps its colour.
    for (const { row, col } of points(p)) {
      const given = p.givens[row][col];
      if (given !== null) m.require('givens', given ? black[row][col] : white[row][col]);
    }

    // No 2x2 block is all one colour.
    const blocks = squares(p);
    for (const block of blocks) {
      const cells = block.map(({ row, col }) => black[row][col]);
      m.require('no 2x2 of one colour', m.atLeast(cells, 1), m.atMost(cells, 3));
    }

    // Implied by both colours being one group, and cheap up front: no 2x2 block is a chequerboard
    // (a black path joining one diagonal and a white path joining the other would have to cross).
    for (const [a, b, c, d] of blocks) {
      const [ka, kb, kc, kd] = [a, b, c, d].map(({ row, col }) => black[row][col]);
      // As clauses ("not this diagonal black while the other is white"): not(and(...)) cost Z3 two
      // terms each and a rewrite before its SAT core.
      m.require('each colour connected', m.or(m.not(ka), m.not(kd), kb, kc), m.or(m.not(kb), m.not(kc), ka, kd));
    }

    // Implied likewise, and strong: around the border the colour changes at most twice (black,
    // white, black, white in turn around it would need crossing paths between them as well).
    const ring = border(p);
    if (ring.length > 0) {
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

/** The border cells once each, clockwise from the top left corner (none on a grid one cell thin). */
function border(size: Size): Point[] {
  if (size.width < 2 || size.height < 2) return [];
  const { width, height } = size;
  return [
    ...rowPoints(size, 0),
    ...colPoints(size, width - 1).slice(1),
    ...rowPoints(size, height - 1)
      .reverse()
      .slice(1),
    ...colPoints(size, 0).reverse().slice(1, -1),
  ];
}

// The Yin-Yang encodings: the rules with each way of stating "each colour is one group"
// (src/dsl/connectivity.ts). The default is the faster on solve plus proof of uniqueness.
export const yinYangEncodings = new Registry<Encoding<YinYang, Colouring>>('encoding', ['lazy-cuts', 'rank'].map(yinYangWith));

/** What the catalogue hands to the yinyang kind. */
export const yinYangSolving: GridSolving<YinYang, boolean> = {
  encodings: yinYangEncodings,
  defaultEncoding: 'yinyang/lazy-cuts',
  defaultStrategy: 'qf-fd-pb',
};
