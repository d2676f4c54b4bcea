// Answer grids of one mark per cell, as the Puzzle Team solutions write them: `*` star or `#`
// shaded / mercury, `.` empty; rows separated by line breaks or `/`, spaces ignored.
import { InputError } from '../../errors.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { CellLayout, GridRules, MarkDrawing } from '../../kind/grid-spec.ts';
import { withoutBom } from './task.ts';

export interface Marks {
  /** The symbol of a marked cell, and what it is called in messages. */
  on: string;
  name: string;
  /** What an unmarked cell (`.`) is called in messages: `empty` unless the kind says otherwise. */
  off?: string;
}

/** The grid in the notation, one string per row; undecided cells as `?`. */
export const markRows = (marks: Marks) => (grid: PartialGrid<boolean>) =>
  grid.map((line) => line.map((cell) => (cell === undefined ? '?' : cell ? marks.on : '.')).join(''));

/** Reads a grid in the notation; without a width, the first row's sets it, and without a height any count of rows is read. */
export function parseMarks(marks: Marks, text: string, source: string, width?: number, height?: number): boolean[][] {
  const off = marks.off ?? 'empty';
  const grid: boolean[][] = [];
  withoutBom(text)
    .split(/\r?\n/)
    .forEach((line, i) => {
      const parts = line.split('/');
      let offset = 0;
      parts.forEach((part, k) => {
        const where = (column: number) => `line ${i + 1}${parts.length > 1 ? `, row ${k + 1}` : ''}, column ${offset + column + 1}`;
        const cells = [...part].flatMap((symbol, column) => {
          if (symbol === marks.on || symbol === '.') return [symbol === marks.on];
          if (/\s/.test(symbol)) return [];
          throw new InputError(source, where(column), `expected '${marks.on}' (${marks.name}) or '.' (${off}), found '${symbol}'`);
        });
        const expected = width ?? grid[0]?.length;
        if (cells.length > 0 && expected !== undefined && cells.length !== expected)
          throw new InputError(source, where(0), `expected a row of ${expected} cells, found ${cells.length}`);
        if (cells.length > 0) grid.push(cells);
        offset += part.length + 1;
      });
    });
  if (grid.length === 0) throw new InputError(source, 'line 1', `expected a grid of '${marks.on}' (${marks.name}) and '.' (${off}), found an empty input`);
  if (height !== undefined && grid.length !== height) throw new InputError(source, `row ${grid.length}`, `expected ${height} rows, found ${grid.length}`);
  return grid;
}

/** Shaded cells drawn dark, and the page's dot for a cell marked unshaded. */
export const SHADED: MarkDrawing = { as: 'fill', colour: 'rgba(43, 43, 43, 0.85)' };
export const DOT: MarkDrawing = { as: 'dot' };

type Sized = { width: number; height: number };

/**
 * What a kind whose answer marks cells says alike: the answer in the notation, read and written,
 * and play with the mark and its absence (named as the notation names them), drawn as given.
 */
export function markedAnswer<P extends Sized>(
  marks: Marks,
  drawing: { on: MarkDrawing; off?: MarkDrawing },
  layout: (puzzle: P) => CellLayout,
): Pick<GridRules<P, boolean>, 'rows' | 'parseSolution' | 'play'> {
  return {
    rows: markRows(marks),
    parseSolution: (text, source, puzzle) => parseMarks(marks, text, source, puzzle.width, puzzle.height),
    play: {
      values: [
        { value: true, name: marks.name, draw: drawing.on },
        { value: false, name: marks.off ?? 'empty', ...(drawing.off && { draw: drawing.off }) },
      ],
      layout,
    },
  };
}
