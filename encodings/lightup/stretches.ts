// Light Up by stretches: the white cells between two black cells light each other, so a stretch
// holds one bulb at most, and a cell is lit when its stretch across or its stretch down holds one.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, points, rows, samePoint } from '../../src/dsl/grid/index.ts';
import { type Bulbs, type LightUp, isWhite, stretches, whiteBeside } from '../../src/kinds/lightup/format.ts';

export const stretchesEncoding: Encoding<LightUp, Bulbs> = {
  id: 'lightup/stretches',
  idea: 'one Boolean per cell; at most one bulb per stretch of white cells across and down; each white cell sees a bulb; numbers count the bulbs beside them',
  encode(m, p) {
    // Bulbs go in white cells only: a black cell holds none, settled here (a quarter of the 100x100).
    const bulb = rows(p).map((line) => line.map((point) => (isWhite(p, point) ? m.bool(`bulb[${point.row},${point.col}]`) : m.constant(false))));
    const at = ({ row, col }: { row: number; col: number }) => bulb[row][col];
    const white = points(p).filter((point) => isWhite(p, point));
    m.answer(white.map(at));
    m.cells(bulb);

    // No bulb lights another: a stretch of white cells holds one bulb at most.
    const lines = stretches(p);
    for (const stretch of lines) m.require('no bulb lights another', m.atMost(stretch.map(at), 1));

    // Every white cell is lit: a bulb on it or in its sight, which is its stretch across and its
    // stretch down (each white cell lies in one of each).
    const through: Point[][][][] = p.cells.map((line) => line.map(() => []));
    for (const stretch of lines) for (const { row, col } of stretch) through[row][col].push(stretch);
    for (const point of white) {
      const sight = through[point.row][point.col].flat().filter((cell) => !samePoint(cell, point));
      m.require('every cell lit', m.or(at(point), ...sight.map(at)));
    }

    // A numbered black cell has exactly that many bulbs beside it.
    for (const point of points(p)) {
      const clue = p.cells[point.row][point.col];
      if (typeof clue === 'number') m.require('numbers', m.exactly(whiteBeside(p, point).map(at), clue));
    }

    return (values) => bulb.map((line) => line.map((cell) => values.bool(cell)));
  },
};
