// Answers written as rows of text, one character per cell (Bridges' crossings, LITS' letters,
// Binairo's digits), and the row splitting that the number answers of cut grids share. Bad input is an InputError at the
// row (and column) that breaks it.
import { InputError } from '../../errors.ts';
import type { Point } from '../../dsl/grid/index.ts';
import { withoutBom } from './task.ts';

/** An answer's rows, by line or `/`, trimmed, without blank and `#` comment lines: as many as the grid's. */
export function answerRows(text: string, source: string, height: number): string[] {
  const rows = text
    .split(/\r?\n|\//)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (rows.length !== height) throw new InputError(source, `row ${rows.length}`, `expected ${height} rows, found ${rows.length}`);
  return rows;
}

/** An answer's rows as the sites write them, by line or `/`, every blank dropped (spaces inside a row too): as many as the grid's. */
export function compactRows(text: string, source: string, height: number): string[] {
  const rows = withoutBom(text)
    .split(/[\r\n/]+/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line !== '');
  if (rows.length !== height) throw new InputError(source, `row ${rows.length}`, `expected ${height} rows, found ${rows.length}`);
  return rows;
}

/**
 * Rows of one character per cell, each as wide as the grid: `holds` says whether a cell may hold a
 * character, `expected` names what it may (so that the message says what was expected there).
 */
export function characterCells<Cell extends string>(
  rows: string[],
  source: string,
  width: number,
  holds: (symbol: string, cell: Point) => symbol is Cell,
  expected: (cell: Point) => string,
): Cell[][] {
  return rows.map((line, row) => {
    if (line.length !== width) throw new InputError(source, `row ${row + 1}`, `expected a row of ${width} cells, found ${line.length}`);
    return [...line].map((symbol, col) => {
      if (!holds(symbol, { row, col }))
        throw new InputError(source, `row ${row + 1}, column ${col + 1}`, `expected ${expected({ row, col })}, found '${symbol}'`);
      return symbol;
    });
  });
}
