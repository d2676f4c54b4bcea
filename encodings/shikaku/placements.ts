// Shikaku as a choice of rectangles: for each clue, one Boolean per rectangle of its area that holds
// it and no other clue (worked out in TypeScript); each clue takes one, each cell is covered once.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm, IntTerm } from '../../src/dsl/model.ts';
import { pointName, points } from '../../src/dsl/grid/index.ts';
import { type Cutting, type Rectangle, type Shikaku, cellsOf, cluesOf, rectanglesFor } from '../../src/kinds/shikaku/format.ts';

/** `candidates`: each clue's rectangles left by the deductions by hand (src/kinds/shikaku/settle.ts); all of them without. */
export const choosing = (id = 'placements', candidates?: (p: Shikaku) => Rectangle[][]): Encoding<Shikaku, Cutting> => ({
  id: `shikaku/${id}`,
  idea: `${candidates ? 'the deductions by hand first (rectangles they rule out left out); ' : ''}one Boolean per rectangle a clue may take (its area, holding no other clue); one per clue, every cell covered once`,
  encode(m, p) {
    const covering: { taken: BoolTerm; clue: number }[][][] = p.clues.map((line) => line.map(() => []));
    const left = candidates && m.deduced(candidates, p);
    const choices = cluesOf(p).map((clue, i) =>
      (left?.[i] ?? rectanglesFor(p, clue)).map((rectangle) => {
        const taken = m.bool(`clue ${i + 1} ${pointName({ row: rectangle.top, col: rectangle.left })} ${rectangle.height}x${rectangle.width}`);
        for (const cell of cellsOf(rectangle)) covering[cell.row][cell.col].push({ taken, clue: i + 1 });
        return { rectangle, taken, clue: i + 1 };
      }),
    );
    m.answer(choices.flat().map((choice) => choice.taken));
    // A cell's value is its clue's number (for marks and hints): the rectangle that covers it.
    m.cells(() => covering.map((line) => line.map((options) => m.sum(options.map(({ taken, clue }) => m.ite(taken, clue, 0) as IntTerm)))));

    // Each number is the area of exactly one rectangle around it.
    for (const options of choices)
      m.require(
        'one rectangle per number',
        m.exactly(
          options.map((option) => option.taken),
          1,
        ),
      );

    // The rectangles cut the grid: each cell lies in exactly one. A cell only one rectangle may
    // cover (after the deductions, one its clue's only rectangle holds) needs no more than the above.
    for (const cell of points(p)) {
      const options = covering[cell.row][cell.col];
      if (left && options.length === 1 && choices[options[0].clue - 1].length === 1) continue;
      m.require(
        'each cell in one rectangle',
        m.exactly(
          options.map((option) => option.taken),
          1,
        ),
      );
    }

    return (values) => {
      const grid: Cutting = p.clues.map((line) => line.map(() => 0));
      for (const { rectangle, taken, clue } of choices.flat()) if (values.bool(taken)) for (const cell of cellsOf(rectangle)) grid[cell.row][cell.col] = clue;
      return grid;
    };
  },
});

export const placements = choosing();
