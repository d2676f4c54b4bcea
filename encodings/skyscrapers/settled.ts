// Skyscrapers after the deductions by hand (src/kinds/skyscrapers/settle.ts, with or without its
// trials): a cell left with one height is a constant, an open cell gets a Boolean only for each
// height it still may hold, and the rules of one-hot.ts are stated over those, folded where a side
// is settled.
import type { Encoding } from '../../src/dsl/encoding.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import { type Point, lineClue, settledLatinSquare } from '../../src/dsl/grid/index.ts';
import { type Skyscrapers, sightLines } from '../../src/kinds/skyscrapers/format.ts';
import { candidates } from '../../src/kinds/skyscrapers/settle.ts';

/** A settled truth or a Boolean still to decide. */
type Maybe = boolean | BoolTerm;

/** With `tries`, the deductions go on with trials (settle.ts). */
export const settledWith = (tries: boolean): Encoding<Skyscrapers, number[][]> => ({
  id: tries ? 'skyscrapers/settled-trials' : 'skyscrapers/settled',
  idea: `the deductions by hand first (each line keeps the heights some order fitting its clues puts there${tries ? ', then trials' : ''}); then one-hot over the heights left`,
  reasonsBy: 'skyscrapers/one-hot',
  encode(m, p) {
    // A cell with one height left is settled; one with none leaves no solution (exactly one of nothing).
    // Each height once in every row and column, over the heights the deductions left.
    const { known, mayHold, numbers: heights, ...grid } = settledLatinSquare(m, m.deduced(candidates, p, tries));

    const holds = ({ row, col }: Point, h: number): Maybe => (known[row][col] !== null ? known[row][col] === h : (grid.holds[row][col].get(h) ?? false));
    const any = (terms: Maybe[]): Maybe => {
      if (terms.includes(true)) return true;
      const open = terms.filter((term): term is BoolTerm => term !== false);
      return open.length === 0 ? false : m.or(...open);
    };
    const both = (a: Maybe, b: Maybe): Maybe => (a === false || b === false ? false : a === true ? b : b === true ? a : m.and(a, b));

    // A clue counts the buildings seen: one of height h is seen when nothing before it is h or taller.
    for (const { clue, cells, place } of sightLines(p)) {
      const seen = cells.map((cell, i) => {
        const hidden = any(
          mayHold(cell).map((h) =>
            both(holds(cell, h), any(cells.slice(0, i).flatMap((before) => heights.filter((t) => t >= h).map((t) => holds(before, t))))),
          ),
        );
        return typeof hidden === 'boolean' ? !hidden : m.not(hidden);
      });
      const surely = seen.filter((visible) => visible === true).length;
      const open = seen.filter((visible): visible is BoolTerm => typeof visible !== 'boolean');
      if (open.length > 0 || surely !== clue)
        m.require(lineClue('clues', place.line, place.index, clue, place.side, place.words), m.exactly(open, clue - surely));
    }

    return grid.read;
  },
});

export const settled = settledWith(false);
