// Slitherlink as the rulebook draws it: one Boolean per grid line between two neighbouring vertices
// (the grid of vertices is one larger each way), a loop through those vertices, and the clues
// counting the lines around their cells.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, type Side, cellClue, edgeBooleans, gridEdges, loopThroughCells, move, points } from '../../src/dsl/grid/index.ts';
import { loopEncodings } from '../../src/dsl/loop.ts';
import type { Inside, Slitherlink } from '../../src/kinds/slitherlink/format.ts';

export const edgesWith = (loop: string): Encoding<Slitherlink, Inside> => ({
  id: `slitherlink/edges-${loop}`,
  idea: `one Boolean per grid line between vertices, clues count the lines around a cell; one loop through the vertices: ${loopEncodings.get(loop).idea}`,
  encode(m, p) {
    const vertices = gridEdges({ width: p.width + 1, height: p.height + 1 });
    const line = edgeBooleans(m, 'line', vertices);
    // A cell's side as a line between vertices: vertex (r,c) is the cell's top left corner.
    const corner: Record<Side, { from: (cell: Point) => Point; towards: Side }> = {
      N: { from: (cell) => cell, towards: 'E' },
      S: { from: (cell) => move(cell, 'S'), towards: 'E' },
      W: { from: (cell) => cell, towards: 'S' },
      E: { from: (cell) => move(cell, 'E'), towards: 'S' },
    };
    const side = (cell: Point, name: Side) => {
      const edge = vertices.edgeAt(corner[name].from(cell), corner[name].towards);
      // A cell's four sides are lines of the grid of its corners.
      if (edge === undefined) throw new Error(`internal error: no line for side ${name} of a cell`);
      return line[edge];
    };

    // Draw one closed loop through the vertices, along the grid lines.
    loopThroughCells(m, 'one loop', line, vertices, { encoding: loop });

    // A number says how many sides of its cell the loop runs along.
    for (const cell of points(p)) {
      const clue = p.clues[cell.row][cell.col];
      if (clue !== null)
        m.require(
          cellClue('clue', cell, clue),
          m.exactly(
            (['N', 'E', 'S', 'W'] as const).map((name) => side(cell, name)),
            clue,
          ),
        );
    }

    // The answer: a cell is inside the loop when the loop crosses its row an odd number of times to
    // its left (a ray from the cell to the left border).
    const inside = m.boolGrid('inside', p.height, p.width);
    for (const cell of points(p)) {
      const before = cell.col === 0 ? m.constant(false) : inside[cell.row][cell.col - 1];
      m.require('inside by crossings', m.iff(inside[cell.row][cell.col], m.xor(before, side(cell, 'W'))));
    }
    m.answer(inside);
    m.cells(inside);

    return (values) => inside.map((cells) => cells.map((cell) => values.bool(cell)));
  },
});
