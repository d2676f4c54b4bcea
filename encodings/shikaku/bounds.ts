// Shikaku by bounds: each clue's rectangle is four integers (top, bottom, left, right); a cell
// belongs to a clue when it lies within its bounds; the height and width are a factor pair of the area.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { points } from '../../src/dsl/grid/index.ts';
import { type Cutting, type Shikaku, cluesOf } from '../../src/kinds/shikaku/format.ts';

export const bounds: Encoding<Shikaku, Cutting> = {
  id: 'shikaku/bounds',
  idea: 'four integer bounds per clue, a cell in a rectangle when within them; height x width a factor pair of the area',
  encode(m, p) {
    const clues = cluesOf(p).map((clue, i) => ({
      ...clue,
      top: m.int(`top[${i + 1}]`, 0, clue.row),
      bottom: m.int(`bottom[${i + 1}]`, clue.row, p.height - 1),
      left: m.int(`left[${i + 1}]`, 0, clue.col),
      right: m.int(`right[${i + 1}]`, clue.col, p.width - 1),
    }));
    m.answer(clues.flatMap((clue) => [clue.top, clue.bottom, clue.left, clue.right]));

    // The rectangle's height and width multiply to its number: one of the factor pairs.
    for (const clue of clues) {
      const pairs = Array.from({ length: clue.area }, (_, i) => i + 1).filter((height) => clue.area % height === 0);
      m.require('area', m.or(...pairs.map((height) => m.and(clue.bottom.sub(clue.top).eq(height - 1), clue.right.sub(clue.left).eq(clue.area / height - 1)))));
    }

    // Each cell lies within exactly one rectangle (the clue cells within their own: the bounds' domains
    // say so). A rectangle reaches no cell whose box with the clue is larger than its area.
    const reaches = (clue: (typeof clues)[number], row: number, col: number) => (Math.abs(clue.row - row) + 1) * (Math.abs(clue.col - col) + 1) <= clue.area;
    const within = p.clues.map((line, row) =>
      line.map((_, col) =>
        clues.map((clue) =>
          reaches(clue, row, col) ? m.and(clue.top.le(row), clue.bottom.ge(row), clue.left.le(col), clue.right.ge(col)) : m.constant(false),
        ),
      ),
    );
    for (const { row, col } of points(p)) m.require('each cell in one rectangle', m.exactly(within[row][col], 1));

    return (values) => within.map((line) => line.map((options) => options.findIndex((option) => values.bool(option)) + 1));
  },
};
