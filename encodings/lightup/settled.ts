// Light Up after the deductions by hand (src/kinds/lightup/settle.ts): the cells they settle are
// constants, and the rules are stated over the open cells: a stretch holds one bulb at most (none
// beside a known bulb), a cell not yet lit is lit by one of the open cells in its sight or itself,
// a number counts what it still lacks among its open neighbours.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, indexOf, points } from '../../src/dsl/grid/index.ts';
import { type Bulbs, type LightUp, isWhite, sightOf, stretches, whiteBeside } from '../../src/kinds/lightup/format.ts';
import { settle } from '../../src/kinds/lightup/settle.ts';

export const settledEncoding: Encoding<LightUp, Bulbs> & { reasonsBy: string } = {
  id: 'lightup/settled',
  idea: 'the deductions by hand first (settled cells given); one Boolean per open cell; at most one bulb per stretch, each unlit cell sees a bulb, numbers count the bulbs they lack, all over the open cells',
  // Hints and --explain give their reasons through lightup/stretches, which states the same rules undeduced.
  reasonsBy: 'lightup/stretches',
  encode(m, p) {
    const known = m.deduced(settle, p);
    const settled = (point: Point) => known[indexOf(p, point)];
    const bulb = m.settledGrid('bulb', p.height, p.width, (row, col) => (isWhite(p, { row, col }) ? settled({ row, col }) : false));
    const at = ({ row, col }: Point) => bulb[row][col];
    const open = (cells: Point[]) => cells.filter((cell) => settled(cell) === undefined);
    const bulbs = (cells: Point[]) => cells.filter((cell) => settled(cell) === true).length;
    // The open cells alone are decisions, and they tell solutions apart.
    m.answer(open(points(p).filter((point) => isWhite(p, point))).map(at));
    m.cells(bulb);

    // No bulb lights another: a stretch of white cells holds one bulb at most. Each rule is stated
    // whole, its settled cells counted by the count itself (constants): one the deductions settled
    // whole folds away, true, or false when it is broken (a number with no white cell beside it,
    // which they never look at).
    const lines = stretches(p);
    for (const stretch of lines) m.require('no bulb lights another', m.atMost(stretch.map(at), 1));

    // Every white cell is lit: one whose stretches hold no known bulb sees an open cell that holds
    // one (the cells it sees are open or settled empty, constants the or leaves out).
    const lit = points(p).map(() => false);
    for (const stretch of lines) if (bulbs(stretch) > 0) for (const cell of stretch) lit[indexOf(p, cell)] = true;
    for (const point of points(p).filter((cell) => isWhite(p, cell) && !lit[indexOf(p, cell)]))
      m.require('every cell lit', m.or(...[point, ...sightOf(p, point)].map(at)));

    // A numbered black cell has exactly that many bulbs beside it: the known ones and the rest among the open.
    for (const point of points(p)) {
      const clue = p.cells[point.row][point.col];
      if (typeof clue !== 'number') continue;
      const beside = whiteBeside(p, point);
      m.require('numbers', m.exactly(beside.map(at), clue));
    }

    return (values) => bulb.map((line) => line.map((cell) => values.bool(cell)));
  },
};
