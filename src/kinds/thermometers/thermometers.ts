// Thermometers (puzzle-thermometers.com): fill thermometers with mercury from the bulb up, without
// gaps, so that every row and column holds its clue's number of filled cells.
import { type Point, indexOf, pointName } from '../../dsl/grid/index.ts';

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
  thermometers: Point[][];
}

/** `filled[row][col]`: mercury or not. Row 0 is the top. */
export type Mercury = boolean[][];

/** How messages name a cell: (row,col), counted from 1 at the top left. */
export const cellName = pointName;

/** How messages name a thermometer: its place in the list (from 1) and its bulb. */
export const thermometerName = (thermometers: Point[][], index: number) => `thermometer ${index + 1} (bulb at ${cellName(thermometers[index][0])})`;

/** Thermometers in the order the task lists them: by their first cell in reading order. */
export function inTaskOrder(p: { width: number }, thermometers: Point[][]): Point[][] {
  const first = (path: Point[]) => Math.min(...path.map((cell) => indexOf(p, cell)));
  return [...thermometers].sort((a, b) => first(a) - first(b));
}

/** Per cell, the thermometer it is on and its place there (0 = bulb); undefined off every thermometer. */
export function placesOf(p: Thermometers): ({ thermometer: number; step: number } | undefined)[][] {
  const places: ({ thermometer: number; step: number } | undefined)[][] = Array.from({ length: p.height }, () => Array(p.width).fill(undefined));
  p.thermometers.forEach((path, thermometer) => path.forEach(({ row, col }, step) => (places[row][col] = { thermometer, step })));
  return places;
}
