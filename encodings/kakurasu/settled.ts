// Weighted sums over what the sums settle by hand (src/kinds/kakurasu/settle.ts: line by line, then
// trials). A settled cell is a constant, so each clue weighs only its open cells and only the open
// cells tell solutions apart: on the corpus nothing is left open and Z3 gets no variables at all
// (the 9x9: 0 vars against 81 unit clauses when they were given under a rule of their own). Hints
// and --explain ask weighted (reasonsBy), so no rule needs to name them.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { column, lineClue } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import type { Kakurasu, Shading } from '../../src/kinds/kakurasu/format.ts';
import { settle } from '../../src/kinds/kakurasu/settle.ts';

export const settled: Encoding<Kakurasu, Shading> = {
  id: 'kakurasu/settled',
  // Hints and --explain name the clues through weighted, which states the same rules undeduced.
  reasonsBy: 'kakurasu/weighted',
  idea: 'the sums first, by hand (each line: the cells every way to its sum shades or leaves; then trials); settled cells as constants, each sum weighted over the open ones',
  encode(m, p) {
    const known = m.deduced(settle, p);
    // A settled cell is its value; an open one a Boolean of its own.
    const shaded = m.settledGrid('shaded', p.height, p.width, (row, col) => known[row * p.width + col]);
    m.answer(shaded.flat().filter((_, i) => known[i] === undefined));
    m.cells(shaded);

    // A shaded cell counts its column's number in its row's sum, and its row's number in its
    // column's. The settled cells are constants, which the weighted count takes off the clue: it
    // weighs the open cells only, up to what the settled shaded ones leave.
    const sum = (line: BoolTerm[], clue: number) =>
      m.weightedExactly(
        line,
        line.map((_, i) => i + 1),
        clue,
      );
    p.rows.forEach((clue, row) => m.require(lineClue('row sums', 'row', row, clue, 'end'), sum(shaded[row], clue)));
    p.columns.forEach((clue, col) => m.require(lineClue('column sums', 'column', col, clue, 'end'), sum(column(shaded, col), clue)));

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
};
