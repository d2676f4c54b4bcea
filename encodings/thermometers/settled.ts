// Chain over what the clues settle by hand (src/kinds/thermometers/settle.ts: each thermometer's
// least and most level, bounded line by line, then trials). A settled cell is a constant, so each
// clue counts only its open cells, the chain folds away where it is settled, and only the open cells
// tell solutions apart: on the corpus nothing is left open and Z3 gets no variables at all (the
// corpus's 15x15: 0 vars against 225 unit clauses, 421 constraints when they were given under a
// rule of their own). Hints and --explain ask chain (reasonsBy), so no rule needs to name them.
import type { Encoding } from '../../src/dsl/encoding.ts';
import { type Point, indexOf, lineClue, pointKey, points } from '../../src/dsl/grid/index.ts';
import type { Mercury, Thermometers } from '../../src/kinds/thermometers/format.ts';
import { settle } from '../../src/kinds/thermometers/settle.ts';

export const settled: Encoding<Thermometers, Mercury> = {
  id: 'thermometers/settled',
  // Hints and --explain name the clues through chain, which states the same rules undeduced.
  reasonsBy: 'thermometers/chain',
  idea: "the clues first, by hand (each thermometer's least and most level, bounded row by row and column by column, then trials); settled cells as constants, the counts and the chain over the open ones",
  encode(m, p) {
    const known = m.deduced(settle, p);
    const isOpen = (cell: Point) => known[indexOf(p, cell)] === undefined;
    // A settled cell is its value; an open one a Boolean of its own.
    const filled = m.settledGrid('filled', p.height, p.width, (row, col) => known[row * p.width + col]);
    m.answer(
      points(p)
        .filter(isOpen)
        .map((cell) => filled[cell.row][cell.col]),
    );
    m.cells(filled);
    const term = (cell: Point) => filled[cell.row][cell.col];

    // Each row and column holds its clue's number of filled cells: as many more among its open
    // cells as the settled ones leave (the count takes the constants off itself).
    const count = (line: Point[], clue: number, rule: ReturnType<typeof lineClue>) => m.require(rule, m.exactly(line.map(term), clue));
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

    // A cell on no thermometer stays empty. (Each rule is stated whole: what the deductions
    // settled folds away, or to false if it were broken.)
    const onOne = new Set(p.thermometers.flat().map(pointKey));
    for (const cell of cells) if (!onOne.has(pointKey(cell))) m.require('no thermometer', m.not(term(cell)));

    // Mercury rises from the bulb without gaps: a filled cell has the cell before it filled.
    for (const path of p.thermometers) path.slice(1).forEach((cell, i) => m.require('from the bulb', m.implies(term(cell), term(path[i]))));

    return (values) => filled.map((line) => line.map((cell) => values.bool(cell)));
  },
};
