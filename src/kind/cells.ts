// Grids of cell values, whatever the kind: where two solutions differ, which cells agree across
// all of them, and how messages name a cell.

/** What one cell of an answer holds: water or not, a digit, a piece's letter. */
export type Cell = boolean | number | string;
export type Grid<C extends Cell = Cell> = C[][];
/** A grid with some cells undecided (undefined): the forced cells of a puzzle with several solutions. */
export type PartialGrid<C extends Cell = Cell> = (C | undefined)[][];

/** How messages name a cell: (row,col), counted from 1 at the top left. */
export const cellName = (row: number, col: number) => `(${row + 1},${col + 1})`;

/** A cell as answers name it: row and column counted from 1, as in its name "(row,col)". */
export interface CellRef {
  row: number;
  col: number;
  name: string;
}

export const cellRef = (row: number, col: number): CellRef => ({ row: row + 1, col: col + 1, name: cellName(row, col) });

/** The cells where two grids differ. */
export function differences<C extends Cell>(a: Grid<C>, b: Grid<C>): CellRef[] {
  return a.flatMap((line, row) => line.flatMap((value, col) => (value !== b[row][col] ? [cellRef(row, col)] : [])));
}

/** Cells equal in every grid given (the forced cells, when the grids are every solution there is). */
export function agreed<C extends Cell>(grids: Grid<C>[]): PartialGrid<C> {
  return grids[0].map((line, row) => line.map((value, col) => (grids.every((other) => other[row][col] === value) ? value : undefined)));
}

/** Every cell decided. */
export const isComplete = <C extends Cell>(grid: PartialGrid<C>): grid is Grid<C> => grid.every((line) => line.every((cell) => cell !== undefined));

export const countKnown = (grid: PartialGrid) => grid.flat().filter((cell) => cell !== undefined).length;
