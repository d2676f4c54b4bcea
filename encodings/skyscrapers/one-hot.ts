// Skyscrapers as Booleans: one per cell and height; a building of height h is seen when no
// building before it is h or taller.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { cols, points, rows } from '../../src/dsl/grid/index.ts';
import type { IntTerm } from '../../src/dsl/model.ts';
import { type Skyscrapers, sightLines } from '../../src/kinds/skyscrapers/skyscrapers.ts';

export const oneHot: Encoding<Skyscrapers, number[][]> = {
  id: 'skyscrapers/one-hot',
  idea: 'a Boolean per cell and height; exactly one per cell, each height once per row and column; seen buildings as clauses, counted by a cardinality',
  encode(m, p) {
    const n = p.width;
    const heights = Array.from({ length: n }, (_, i) => i + 1);
    // holds[h - 1][row][col]: the building there is h tall.
    const holds = heights.map((h) => m.boolGrid(`holds${h}`, n, n));
    const at = (h: number, { row, col }: { row: number; col: number }) => holds[h - 1][row][col];
    m.answer(...holds);
    m.cells(rows(p).map((line) => line.map((point) => m.sum(heights.map((h) => m.ite(at(h, point), h, 0) as IntTerm)))));

    // Every cell holds exactly one height; each height is once in every row and every column.
    for (const point of points(p))
      m.require(
        'one height per cell',
        m.exactly(
          heights.map((h) => at(h, point)),
          1,
        ),
      );
    for (const [rule, lines] of [
      ['rows', rows(p)],
      ['columns', cols(p)],
    ] as const) {
      for (const line of lines)
        for (const h of heights)
          m.require(
            rule,
            m.exactly(
              line.map((cell) => at(h, cell)),
              1,
            ),
          );
    }

    // A given height stays.
    for (const point of points(p)) {
      const given = p.givens[point.row][point.col];
      if (given !== null) m.require('givens', at(given, point));
    }

    // A clue counts the buildings seen: one of height h is seen when nothing before it is h or taller.
    for (const [line, { clue, cells }] of sightLines(p).entries()) {
      const seen = cells.map((cell, i) => {
        const visible = m.bool(`seen[${line},${i}]`);
        const hidden = heights.map((h) =>
          m.and(at(h, cell), m.or(...cells.slice(0, i).flatMap((before) => heights.filter((t) => t >= h).map((t) => at(t, before))))),
        );
        m.require('clues', m.iff(visible, m.not(m.or(...hidden))));
        return visible;
      });
      m.require('clues', m.exactly(seen, clue));
    }

    return (values) => rows(p).map((line) => line.map((point) => heights.find((h) => values.bool(at(h, point))) ?? 0));
  },
};
