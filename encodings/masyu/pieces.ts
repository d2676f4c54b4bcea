// One value per cell, its loop piece (- | L J 7 F or none), as one Boolean per piece the cell can
// hold: pieces that would leave the grid are never offered, a white pearl holds only a straight
// piece and a black one only a turn. A line between two cells is there when both pieces say so.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, type Side, gridEdges, inside, loopThroughCells, move, opposite, pointName } from '../../src/dsl/grid/index.ts';
import { loopEncodings } from '../../src/dsl/loop.ts';
import { ARMS, type LoopGrid, type Masyu, PIECES, type Piece, STRAIGHT, TURNS, pearlCells } from '../../src/kinds/masyu/masyu.ts';
import { requirePearls } from './pearls.ts';

export const piecesWith = (loop: string): Encoding<Masyu, LoopGrid> => ({
  id: `masyu/pieces-${loop}`,
  idea: `one Boolean per cell and loop piece it can hold (pearls limit the pieces), lines where neighbours' pieces meet; one loop: ${loopEncodings.get(loop).idea}`,
  encode(m, p) {
    const edges = gridEdges(p);
    const offered: Record<string, readonly Piece[]> = { white: STRAIGHT, black: TURNS, none: PIECES };
    const pieces = p.pearls.map((cells, row) =>
      cells.map((pearl, col) =>
        offered[pearl ?? 'none']
          .filter((piece) => ARMS[piece].every((side) => inside(p, move({ row, col }, side))))
          .map((piece) => ({ piece, holds: m.bool(`piece[${pointName({ row, col })}]=${piece}`) })),
      ),
    );
    m.answer(pieces.flat(2).map((option) => option.holds));
    m.cells(pieces.map((cells) => cells.map((options) => new Map(options.map((option) => [option.piece, option.holds])))));

    // Each cell holds exactly one piece (or none: the empty piece '.', offered off the pearls).
    pieces.flat().forEach((options) =>
      m.require(
        'one piece per cell',
        m.exactly(
          options.map((option) => option.holds),
          1,
        ),
      ),
    );

    // The line leaves a cell by a side when its piece points there.
    const arm = (cell: Point, side: Side) =>
      inside(p, cell)
        ? m.or(...pieces[cell.row][cell.col].filter((option) => ARMS[option.piece].includes(side)).map((option) => option.holds))
        : m.constant(false);
    // Neighbouring pieces agree: one points at the other exactly when the other points back.
    const line = edges.edges.map((_, edge) => {
      const { point, side } = edges.from(edge);
      m.require('pieces meet', m.iff(arm(point, side), arm(move(point, side), opposite(side))));
      return arm(point, side);
    });

    // Draw one closed loop through cell centres, passing through every pearl.
    loopThroughCells(m, 'one loop', line, edges, { encoding: loop, through: pearlCells(p) });

    // White pearls: straight, turning beside; black pearls: turning, straight beside.
    requirePearls(m, p, arm);

    return (values) => pieces.map((cells) => cells.map((options) => options.find((option) => values.bool(option.holds))?.piece ?? '.'));
  },
});
