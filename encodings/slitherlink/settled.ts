// Slitherlink on the cells, as inside.ts states it, over what the deductions by hand
// (src/kinds/slitherlink/settle.ts) leave open. A settled cell is a constant (inside or outside),
// or is stated once as its class's first cell (alike or apart) and read so everywhere but in the
// answer and the connectivity (whose lazy cuts read the cells); a rule whose cells are all in one
// class is known whole: a constant (true, unless the deductions had missed a break).
import { connected } from '../../src/dsl/connectivity.ts';
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, SIDES, cellClue, connectedCells, indexOf, move, inside as onGrid, points, sideGraph, squares } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import type { Inside, Slitherlink } from '../../src/kinds/slitherlink/format.ts';
import type { Kin } from '../../src/kinds/slitherlink/settle.ts';

export const insideSettled = (settle: (p: Slitherlink) => Kin[]): Encoding<Slitherlink, Inside> => ({
  id: 'slitherlink/settled',
  idea: 'the deductions by hand first (cells inside, outside, alike or apart given); then inside-lazy-cuts over the rest',
  encode(m, p) {
    const known = m.deduced(settle, p);
    // A cell of the outside's class is a constant (inside where it differs from the outside): with
    // every cell so, the formula holds constants only and the run needs no search (src/solver/closed.ts).
    const inside = m.settledGrid('inside', p.height, p.width, (row, col) => {
      const { with: root, differs } = known[row * p.width + col];
      return root < 0 ? differs : undefined;
    });
    m.answer(inside);
    m.cells(inside);

    // Off the grid is the outside: its own class (-1), not differing from it.
    const kin = (cell: Point): Kin => (onGrid(p, cell) ? known[indexOf(p, cell)] : { with: -1, differs: false });
    const flipped = (term: BoolTerm, differs: boolean) => (differs ? m.not(term) : term);
    const isInside = (cell: Point) => {
      const { with: root, differs } = kin(cell);
      return root < 0 ? m.constant(differs) : flipped(inside[Math.floor(root / p.width)][root % p.width], differs);
    };
    const differ = (one: Point, other: Point) => {
      const [a, b] = [kin(one), kin(other)];
      if (a.with === b.with) return m.constant(a.differs !== b.differs);
      // One side known: the other's term, or its opposite.
      if (a.with < 0 || b.with < 0) return flipped(a.with < 0 ? isInside(other) : isInside(one), (a.with < 0 ? a : b).differs);
      return m.xor(isInside(one), isInside(other));
    };
    // Something open among the cells: not all of one class.
    const open = (...cells: Point[]) => cells.some((cell) => kin(cell).with !== kin(cells[0]).with);
    // A cell of another cell's class is that cell's term, or its opposite.
    for (const cell of points(p))
      if (kin(cell).with >= 0 && kin(cell).with !== indexOf(p, cell)) m.require('settled', m.iff(inside[cell.row][cell.col], isInside(cell)));

    // A number says how many sides of its cell the loop runs along: where the neighbour differs.
    for (const cell of points(p)) {
      const clue = p.clues[cell.row][cell.col];
      const around = SIDES.map((side) => move(cell, side));
      // (All of one class, the count is known: true, or false if the deductions had missed a break.)
      const sides = around.map((other) => differ(cell, other));
      if (clue !== null)
        m.require(
          cellClue('clue', cell, clue),
          open(cell, ...around) ? m.exactly(sides, clue) : m.constant(sides.filter((side) => side === m.constant(true)).length === clue),
        );
    }

    // One loop: the inside is one piece (and not empty), the outside one piece with the border (a
    // node for the world around the grid, next to every border cell), as inside.ts says ...
    connectedCells(m, 'one inside', inside, { encoding: 'lazy-cuts', empty: false });
    const world = p.width * p.height;
    const graph = sideGraph(p);
    const neighbours = graph.map((list) => (list.length < 4 ? [...list, world] : list));
    neighbours.push(graph.flatMap((list, cell) => (list.length < 4 ? [cell] : [])));
    const outside = [...inside.flat().map((cell) => m.not(cell)), m.constant(true)];
    connected(m, 'one outside', outside, neighbours, { encoding: 'lazy-cuts', empty: false, anchor: [world] });

    // ... and the loop never touches itself at a vertex.
    // (All of one class, the chequerboard is known from which cells differ from the class's first.)
    for (const [a, b, c, d] of squares(p)) {
      const [ia, ib, ic, id] = [a, b, c, d].map(isInside);
      const [da, db, dc, dd] = [a, b, c, d].map((cell) => kin(cell).differs);
      const chequered = open(a, b, c, d) ? m.and(m.iff(ia, id), m.iff(ib, ic), m.xor(ia, ib)) : m.constant(da === dd && db === dc && da !== db);
      m.require('loop does not touch itself', m.not(chequered));
    }

    return (values) => inside.map((cells) => cells.map((cell) => values.bool(cell)));
  },
});
