// One Boolean per place a line can be drawn between two neighbouring cells.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, SIDES, type Side, edgeBooleans, gridEdges, loopThroughCells } from '../../src/dsl/grid/index.ts';
import { loopEncodings } from '../../src/dsl/loop.ts';
import { type LoopGrid, type Masyu, pearlCells, pieceOf } from '../../src/kinds/masyu/masyu.ts';
import { requirePearls } from './pearls.ts';

export const edgesWith = (loop: string): Encoding<Masyu, LoopGrid> => ({
  id: `masyu/edges-${loop}`,
  idea: `one Boolean per line between neighbouring cells, the pearls' rules on those; one loop: ${loopEncodings.get(loop).idea}`,
  encode(m, p) {
    const edges = gridEdges(p);
    const line = edgeBooleans(m, 'line', edges);
    m.answer(line);
    const arm = (cell: Point, side: Side) => {
      const edge = edges.edgeAt(cell, side);
      return edge === undefined ? m.constant(false) : line[edge];
    };

    // Draw one closed loop through cell centres, passing through every pearl.
    loopThroughCells(m, 'one loop', line, edges, { encoding: loop, through: pearlCells(p) });

    // White pearls: straight, turning beside; black pearls: turning, straight beside.
    requirePearls(m, p, arm);

    return (values) => p.pearls.map((cells, row) => cells.map((_, col) => pieceOf(SIDES.filter((side) => values.bool(arm({ row, col }, side))))));
  },
});
