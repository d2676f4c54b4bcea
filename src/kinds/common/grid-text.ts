// The grid of a text form: rows of cells after the `key: value` lines, each cell a token read by
// the kind. Cells are written together (`3..1`) or, where a cell can take more than one
// character (`10 . 12`), separated by spaces; every row must be as long as the first.
import { InputError } from '../../errors.ts';
import type { DataLine } from './task.ts';

/** One cell's token and where it was read (`line 4, column 7`), for the kind's messages. */
export interface CellToken {
  token: string;
  position: string;
}

/**
 * Reads `lines` as rows of cells; `read` turns a token into the cell's value, or throws an
 * InputError at the position it is given. `width`/`height`: the size the rows must have, when known.
 */
export function readGridRows<T>(
  lines: readonly DataLine[],
  source: string,
  read: (cell: CellToken) => T,
  size: { width?: number; height?: number } = {},
): T[][] {
  if (lines.length === 0) throw new InputError(source, 'line 1', 'expected the rows of the grid, found none');
  const rows = lines.map((line) => {
    const spaced = /\s/.test(line.text);
    const cells: CellToken[] = [];
    const pattern = spaced ? /\S+/g : /\S/gu;
    for (const match of line.raw.matchAll(pattern)) {
      cells.push({ token: match[0], position: `line ${line.number}, column ${(match.index ?? 0) + 1}` });
    }
    return { line, cells };
  });
  const width = size.width ?? rows[0].cells.length;
  for (const { line, cells } of rows) {
    if (cells.length !== width) throw new InputError(source, `line ${line.number}`, `expected a row of ${width} cells, found ${cells.length}`);
  }
  if (size.height !== undefined && rows.length !== size.height) {
    throw new InputError(source, `line ${rows[rows.length - 1].line.number}`, `expected ${size.height} rows of cells, found ${rows.length}`);
  }
  return rows.map(({ cells }) => cells.map(read));
}
