// Weighted sums over what the sums settle by hand (src/kinds/kakurasu/settle.ts: line by line, then
// trials). A settled cell is a constant, so each clue weighs only its open cells and only the open
// cells tell solutions apart: on the corpus nothing is left open and Z3 gets no variables at all
// (the 9x9: 0 vars against 81 unit clauses when they were given under a rule of their own). Hints
// and --explain ask weighted (reasonsBy), so no rule needs to name them.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { lineClue } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import type { Kakurasu, Shading } from '../../src/kinds/kakurasu/format.ts';
import { settle } from '../../src/kinds/kakurasu/settle.ts';

export const settled: Encoding<Kakurasu, Shading> = {
  id: 'kakurasu/settled',
  // Hints and --explain name the clues through weighted, which states the same rules undeduced.
  reasonsBy: 'kakurasu/weighted',
  idea: 'the sums first, by hand (each line: the cells every way to its sum shades or leaves; then trials); settled cells as constants, each sum weighted over the open ones',
  encode(m, p) {
    const known = settle(p);
    // A settled cell is its value; an open one a Boolean of its own.
    const shaded = Array.from({ length: p.height }, (_, row) =>
      Array.from({ length: p.width }, (_, col) => {
        const value = known[row * p.width + col];
        return value === undefined ? m.bool(`shaded[${row},${col}]`) : m.constant(value);
      }),
    );
    m.answer(shaded.flat().filter((_, i) => known[i] === undefined));
    m.cells(shaded);

    // Each sum weighs its open cells by their numbers, up to what its settled shaded cells leave.
    const sum = (cells: { term: BoolTerm; index: number }[], clue: number) => {
      const open = cells.filter(({ index }) => known[index] === undefined);
      const counted = cells.reduce((total, { index }, i) => total + (known[index] === true ? i + 1 : 0), 0);
      return m.weightedExactly(
        open.map(({ term }) => term),
        open.map(({ term }) => cells.findIndex((cell) => cell.term === term) + 1),
        clue - counted,
      );
    };
    const at = (row: number, col: number) => ({ term: shaded[row][col], index: row * p.width + col });
    // A shaded cell counts its column's number in its row's sum, and its row's number in its column's.
    p.rows.forEach((clue, row) =>
      m.require(
        lineClue('row sums', 'row', row, clue, 'end'),
        sum(
          Array.from({ length: p.width }, (_, col) => at(row, col)),
          clue,
        ),
      ),
    );
    p.columns.forEach((clue, col) =>
      m.require(
        lineClue('column sums', 'column', col, clue, 'end'),
        sum(
          Array.from({ length: p.height }, (_, row) => at(row, col)),
          clue,
        ),
      ),
    );

    return (values) => shaded.map((line) => line.map((cell) => values.bool(cell)));
  },
};
