// Weighted-rows over what the deductions by hand leave open (src/kinds/aquarium/settle.ts): a tank
// row they settle is water or air, not a variable; the others get a Boolean, and each clue counts
// only those. When the deductions find the clues contradict the rules, nothing is settled and Z3
// finds that out itself, so that --explain names the clues (a settled tank row would hold the
// values of clues an unsat core leaves out).
import type { Encoding } from '../../src/dsl/encoding.ts';
import { column, lineClue } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import type { Aquarium, WaterGrid } from '../../src/kinds/aquarium/aquarium.ts';
import { settle } from '../../src/kinds/aquarium/settle.ts';

export const settled: Encoding<Aquarium, WaterGrid> = {
  id: 'aquarium/settled',
  idea: 'the deductions by hand first (a tank filling stays while the other tanks can make up each clue it crosses, and when tried alone it leads to no contradiction); one Boolean per tank row left open, clues weighted',
  encode(m, p) {
    // The cells of a tank that share a level: a whole tank row, or (connected-level) one pool of it.
    // A tank row the deductions settled is water or air; an open one gets a Boolean.
    const { segments, water: known } = settle(p);
    const filled = segments.map((segment, i) => known[i] ?? m.bool(`filled[tank ${segment.tank},row ${segment.row},col ${segment.cols[0]}]`));
    m.answer(filled.filter((term): term is BoolTerm => typeof term !== 'boolean'));

    // A cell holds water when its tank row is filled.
    const grid: (BoolTerm | boolean)[][] = Array.from({ length: p.height }, () => new Array<BoolTerm | boolean>(p.width).fill(false));
    segments.forEach((segment, i) => segment.cols.forEach((col) => (grid[segment.row][col] = filled[i])));

    // Each clue counts the water cells of its row or column: the settled water is known, and each
    // open tank row weighs as many cells as it has in the line.
    const clue = (line: (BoolTerm | boolean)[], n: number): BoolTerm => {
      const open = line.filter((cell): cell is BoolTerm => typeof cell !== 'boolean');
      const parts = [...new Set(open)];
      const weights = parts.map((part) => open.filter((cell) => cell === part).length);
      return m.weightedExactly(parts, weights, n - line.filter((cell) => cell === true).length);
    };
    p.rows.forEach((n, row) => n !== null && m.require(lineClue('row clues', 'row', row, n), clue(grid[row], n)));
    p.columns.forEach((n, col) => n !== null && m.require(lineClue('column clues', 'column', col, n), clue(column(grid, col), n)));

    // Water cannot float: a filled tank row fills the tank's row below it (settled ones already do).
    segments.forEach((segment, i) => {
      for (const lower of segment.below) {
        const [upper, under] = [filled[i], filled[lower]];
        if (typeof upper !== 'boolean' && typeof under !== 'boolean') m.require('no floating', m.implies(upper, under));
      }
    });

    const cells = grid.map((line) => line.map((cell) => (typeof cell === 'boolean' ? m.constant(cell) : cell)));
    m.cells(cells);
    return (values) => cells.map((line) => line.map((cell) => values.bool(cell)));
  },
};
