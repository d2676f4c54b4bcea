// Chain over what the clues settle by hand (src/kinds/thermometers/settle.ts: each thermometer's
// least and most level, bounded line by line, then trials). A settled cell is given under the rule
// 'settled' and is a constant everywhere else, so each clue counts only its open cells and the
// chain folds away where it is settled: on the corpus, nothing is left open and Z3 only confirms.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, indexOf, lineClue, pointKey, points } from '../../src/dsl/grid/index.ts';
import type { BoolTerm } from '../../src/dsl/model.ts';
import type { Mercury, Thermometers } from '../../src/kinds/thermometers/format.ts';
import { settle } from '../../src/kinds/thermometers/settle.ts';

export const settled: Encoding<Thermometers, Mercury> = {
  id: 'thermometers/settled',
  // Hints and --explain name the clues through chain, which states the same rules undeduced.
  reasonsBy: 'thermometers/chain',
  idea: "the clues first, by hand (each thermometer's least and most level, bounded row by row and column by column, then trials); settled cells given, the counts and the chain over the open ones",
  encode(m, p) {
    const filled = m.boolGrid('filled', p.height, p.width);
    m.answer(filled);
    m.cells(filled);
    const known = settle(p);
    const isOpen = (cell: Point) => known[indexOf(p, cell)] === undefined;
    const term = (cell: Point) => filled[cell.row][cell.col];

    // What the clues settled is given.
    for (const cell of points(p)) if (!isOpen(cell)) m.require('settled', known[indexOf(p, cell)] ? term(cell) : m.not(term(cell)));

    // Each row and column holds its clue's number of filled cells: as many more among its open
    // cells as the settled ones leave.
    const count = (line: Point[], clue: number, rule: ReturnType<typeof lineClue>) => {
      const open = line.filter(isOpen);
      const settledFilled = line.filter((cell) => known[indexOf(p, cell)] === true).length;
      m.require(rule, m.exactly(open.map(term), clue - settledFilled));
    };
    const cells = points(p);
    p.rows.forEach((clue, row) =>
      count(
        cells.filter((cell) => cell.row === row),
        clue,
        lineClue('row clues', 'row', row, clue),
      ),
    );
    p.columns.forEach((clue, col) =>
      count(
        cells.filter((cell) => cell.col === col),
        clue,
        lineClue('column clues', 'column', col, clue),
      ),
    );

    // A cell on no thermometer stays empty. (Each rule is stated whole, a settled cell as a
    // constant: one the deductions settled folds away, or to false if it were broken.)
    const value = (cell: Point) => (isOpen(cell) ? term(cell) : m.constant(known[indexOf(p, cell)] === true));
    const onOne = new Set(p.thermometers.flat().map(pointKey));
    for (const cell of cells) if (!onOne.has(pointKey(cell))) m.require('no thermometer', m.not(value(cell)));

    // Mercury rises from the bulb without gaps: a filled cell has the cell before it filled.
    for (const path of p.thermometers) path.slice(1).forEach((cell, i) => m.require('from the bulb', m.implies(value(cell), value(path[i]))));

    return (values) => filled.map((line) => line.map((cell: BoolTerm) => values.bool(cell)));
  },
};
