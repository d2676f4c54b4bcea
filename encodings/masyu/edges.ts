// One Boolean per place a line can be drawn between two neighbouring cells.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, SIDES, type Side, edgeBooleans, gridEdges, loopThroughCells } from '../../src/dsl/grid/index.ts';
import { loopEncodings } from '../../src/dsl/loop.ts';
import { ARMS, type LoopGrid, type Masyu, PIECES, type Piece, pearlCells, pieceOf } from '../../src/kinds/masyu/masyu.ts';
import { requirePearlClauses } from './patterns.ts';
import { requirePearls } from './pearls.ts';

export const edgesWith = (loop: string, patterns = false): Encoding<Masyu, LoopGrid> => ({
  id: `masyu/edges-${loop}${patterns ? '-patterns' : ''}`,
  idea: `one Boolean per line between neighbouring cells, the pearls' rules on those${patterns ? ' as clauses, with the lines the pearls force fixed' : ''}; one loop: ${loopEncodings.get(loop).idea}`,
  encode(m, p) {
    const edges = gridEdges(p);
    const line = edgeBooleans(m, 'line', edges);
    m.answer(line);
    const arm = (cell: Point, side: Side) => {
      const edge = edges.edgeAt(cell, side);
      return edge === undefined ? m.constant(false) : line[edge];
    };

    // A cell's piece, as the player marks it, for hints: the arms it has and none other.
    const holds = (cell: Point, piece: Piece) => m.and(...SIDES.map((side) => (ARMS[piece].includes(side) ? arm(cell, side) : m.not(arm(cell, side)))));
    m.cells(() => p.pearls.map((cells, row) => cells.map((_, col) => new Map(PIECES.map((piece) => [piece, holds({ row, col }, piece)])))));

    // Draw one closed loop through cell centres, passing through every pearl.
    loopThroughCells(m, 'one loop', line, edges, { encoding: loop, through: pearlCells(p) });

    // White pearls: straight, turning beside; black pearls: turning, straight beside (with
    // patterns, also the lines the pearls force at once: ./patterns.ts).
    if (patterns) requirePearlClauses(m, p, arm);
    else requirePearls(m, p, arm);

    return (values) => p.pearls.map((cells, row) => cells.map((_, col) => pieceOf(SIDES.filter((side) => values.bool(arm({ row, col }, side))))));
  },
});
