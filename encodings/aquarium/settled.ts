// Weighted-rows over what the deductions by hand leave open (src/kinds/aquarium/settle.ts): a tank
// row they settle is a constant, and each clue counts only the open ones. (Settled rows once kept
// their Booleans, given under a rule 'settled', so that a hint would name that rule; hints and
// --explain now name the clues through row-level, reasonsBy, and a fully settled 15x15 left Z3
// 131 variables each fixed by a unit.) Constants took 1595 ms of CPU against 1861 over the corpus,
// bench/puzzles and puzzles/aquarium, faster on 67 of 85 (bench/ab.ts, 3 rounds, load ~8); the
// 30x30 seed 1, 30 of its 321 tank rows settled, met more conflicts (948 against 510: Z3's search
// follows term ids) and took 342-365 ms against 281-310.
// Tried on the open 30x30s (seeds 1, 4, 5, 6; conflicts over both checks, 1070, 1360, 974, 277)
// and left out (issue 25): adjacent columns' clue differences as cardinalities over the tank rows
// in one column only (the tank rows in both cancel) cut conflicts to 431, 694, 763, 164, yet
// check 1 took 189 ms against 99 (in-process, 9 rounds interleaved): wasm Z3's preprocessing and
// propagation pay per constraint; adjacent rows' differences as weighted sums, 1198, 987, 1440,
// 340 alone and 385, 543, 1258, 218 beside the columns'; columns as cardinalities instead of
// weighted sums of weight 1, the same search, check 1 134 ms against 99; the open Booleans made in
// another order (bottom up, by tank) or standing for air, no fewer conflicts (4051, 3783, 3618
// against 3681 in all); sat.phase=always_true, 2915 in all but seed 6 worse (277 -> 485).
// Native z3 on this formula: 30 ms, its preprocessing under 10; the wasm build's is most of check 1.
// When the deductions find the clues contradict the rules, nothing is settled and Z3 finds that
// out itself, so that --explain names the clues (a settled tank row holds the values of clues an
// unsat core may leave out; the re-check of --explain withholds such a core).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { column, lineClue } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import type { Aquarium, WaterGrid } from '../../src/kinds/aquarium/aquarium.ts';
import { settle } from '../../src/kinds/aquarium/settle.ts';

export const settled: Encoding<Aquarium, WaterGrid> = {
  id: 'aquarium/settled',
  // Hints and --explain name the clues through row-level, which states the same rules undeduced.
  reasonsBy: 'aquarium/row-level',
  idea: 'the deductions by hand first (a tank filling stays while the other tanks can make up each clue it crosses, and when tried alone it leads to no contradiction); the settled tank rows given, clues weighted over the open ones',
  encode(m, p) {
    // The cells of a tank that share a level: a whole tank row, or (connected-level) one pool of it.
    const { segments, water: known } = m.deduced(settle, p);
    const filled = segments.map((segment, i) => m.settledBool(`filled[tank ${segment.tank},row ${segment.row},col ${segment.cols[0]}]`, known[i]));
    // The settled rows are the same in every solution: the open ones tell solutions apart.
    m.answer(filled.filter((_, i) => known[i] === undefined));

    // A cell holds water when its tank row is filled.
    const cells: BoolTerm[][] = Array.from({ length: p.height }, () => new Array<BoolTerm>(p.width));
    segments.forEach((segment, i) =>
      segment.cols.forEach((col) => {
        cells[segment.row][col] = filled[i];
      }),
    );
    m.cells(cells);

    // Each clue counts the water cells of its row or column: each tank row weighs as many cells as
    // it has in the line (the settled ones are constants, which the count takes off the clue).
    const clue = (line: BoolTerm[], n: number): BoolTerm => {
      const parts = [...new Set(line)];
      return m.weightedExactly(
        parts,
        parts.map((part) => line.filter((cell) => cell === part).length),
        n,
      );
    };
    p.rows.forEach((n, row) => n !== null && m.require(lineClue('row clues', 'row', row, n), clue(cells[row], n)));
    p.columns.forEach((n, col) => n !== null && m.require(lineClue('column clues', 'column', col, n), clue(column(cells, col), n)));

    // Water cannot float: a filled tank row fills the tank's row below it (settled ones already do).
    segments.forEach((segment, i) => {
      for (const lower of segment.below) {
        if (known[i] === undefined && known[lower] === undefined) m.require('no floating', m.implies(filled[i], filled[lower]));
      }
    });

    return (values) => cells.map((line) => line.map((cell) => values.bool(cell)));
  },
};
