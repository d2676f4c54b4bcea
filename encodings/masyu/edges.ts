// One Boolean per place a line can be drawn between two neighbouring cells.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { loopEncodings, singleLoop } from '../../src/dsl/loop.ts';
import { type Cell, type Direction, type LoopGrid, type Masyu, DIRECTIONS, masyuGraph, pearlCells, pieceOf } from '../../src/kinds/masyu/masyu.ts';
import { requirePearls } from './pearls.ts';

export const edgesWith = (loop: string): Encoding<Masyu, LoopGrid> => ({
  id: `masyu/edges-${loop}`,
  idea: `one Boolean per line between neighbouring cells, the pearls' rules on those; one loop: ${loopEncodings.get(loop).idea}`,
  encode(m, p) {
    const graph = masyuGraph(p);
    const line = graph.edges.map(([a, b]) => m.bool(`line[${graph.name(a)}-${graph.name(b)}]`));
    m.answer(line);
    const arm = (cell: Cell, direction: Direction) => {
      const edge = graph.edgeAt(cell, direction);
      return edge === undefined ? m.constant(false) : line[edge];
    };

    // Draw one closed loop through cell centres, passing through every pearl.
    singleLoop(m, 'one loop', line, graph, { encoding: loop, through: pearlCells(p).map(graph.node) });

    // White pearls: straight, turning beside; black pearls: turning, straight beside.
    requirePearls(m, p, arm);

    return (values) =>
      p.pearls.map((cells, row) => cells.map((_, col) => pieceOf(DIRECTIONS.filter((direction) => values.bool(arm({ row, col }, direction))))));
  },
});
