// Thermometers (puzzle-thermometers.com): fill thermometers with mercury from the bulb up, without
// gaps, so that every row and column holds its clue's number of filled cells.

export interface Cell {
  row: number;
  col: number;
}

export interface Thermometers {
  width: number;
  height: number;
  /** Filled cells per column, left to right. */
  columns: number[];
  /** Filled cells per row, top to bottom. */
  rows: number[];
  /**
   * Each thermometer's cells from the bulb to the tip, consecutive cells side by side; listed in
   * order of their first cell in reading order (as the task lists them). Cells on no thermometer
   * stay empty.
   */
  thermometers: Cell[][];
}

/** `filled[row][col]`: mercury or not. Row 0 is the top. */
export type Mercury = boolean[][];

/** How messages name a cell: (row,col), counted from 1 at the top left. */
export const cellName = ({ row, col }: Cell) => `(${row + 1},${col + 1})`;

/** How messages name a thermometer: its place in the list (from 1) and its bulb. */
export const thermometerName = (thermometers: Cell[][], index: number) => `thermometer ${index + 1} (bulb at ${cellName(thermometers[index][0])})`;

/** The reading-order index of a cell, as the task's paths number them (from 0). */
export const cellIndex = (p: { width: number }, { row, col }: Cell) => row * p.width + col;

/** Thermometers in the order the task lists them: by their first cell in reading order. */
export function inTaskOrder(p: { width: number }, thermometers: Cell[][]): Cell[][] {
  const first = (path: Cell[]) => Math.min(...path.map((cell) => cellIndex(p, cell)));
  return [...thermometers].sort((a, b) => first(a) - first(b));
}

/** Per cell, the thermometer it is on and its place there (0 = bulb); undefined off every thermometer. */
export function placesOf(p: Thermometers): ({ thermometer: number; step: number } | undefined)[][] {
  const places: ({ thermometer: number; step: number } | undefined)[][] = Array.from({ length: p.height }, () => Array(p.width).fill(undefined));
  p.thermometers.forEach((path, thermometer) => path.forEach(({ row, col }, step) => (places[row][col] = { thermometer, step })));
  return places;
}
