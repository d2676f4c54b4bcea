// What the rules settle before any search, in plain TypeScript, as a solver marks by hand. Each
// deduction holds in every solution, so a proof of uniqueness over what is left stays a proof:
// - a given cell is what it says: water, or a ship's segment, with water past its end (all round a
//   one-cell ship) and ship where its end goes on;
// - a given middle on the border, or with water on one side, lies along the other axis;
// - ships never touch diagonally: the four corners of a ship cell are water;
// - a row or column whose count its ship cells reach is water elsewhere, and one whose count
//   needs every open cell is ship there (a count of 0 is water throughout).
import { type Point, type Side, inside, move, points } from '../../dsl/grid/index.ts';
import type { Battleships } from './format.ts';

/** `[row][col]`: true ship, false water in every solution; undefined when open. */
export type Settled = (boolean | undefined)[][];

const PAST = { x: [], o: ['N', 'S', 'W', 'E'], n: ['N'], s: ['S'], w: ['W'], e: ['E'], m: [] } as const;
const ONWARD = { x: [], o: [], n: ['S'], s: ['N'], w: ['E'], e: ['W'], m: [] } as const;
const CORNERS = ['NE', 'NW', 'SE', 'SW'] as const;
/** A middle's two axes: with water across it, the ship goes along. */
const AXES = [
  { across: ['N', 'S'], along: ['W', 'E'] },
  { across: ['W', 'E'], along: ['N', 'S'] },
] as const;

/** The cells settled, or nothing settled when the deductions find no solution (Z3 is left to say so). */
export const settle = (p: Battleships): Settled => deductions(p) ?? p.hints.map((line) => line.map(() => undefined));

/** The cells settled as `settle` gives them, or undefined when the deductions end in a contradiction. */
export function deductions(p: Battleships): Settled | undefined {
  const grid: Settled = p.hints.map((line) => line.map(() => undefined));
  let changed = true;
  // Marks a cell (outside the grid: water already); false on a contradiction.
  const mark = (point: Point, ship: boolean): boolean => {
    if (!inside(p, point)) return !ship;
    const known = grid[point.row][point.col];
    if (known === undefined) [grid[point.row][point.col], changed] = [ship, true];
    return known === undefined || known === ship;
  };
  const isWater = (point: Point) => !inside(p, point) || grid[point.row][point.col] === false;

  for (const point of points(p)) {
    const hint = p.hints[point.row][point.col];
    if (hint === null) continue;
    const sides = [...PAST[hint].map((side: Side) => mark(move(point, side), false)), ...ONWARD[hint].map((side: Side) => mark(move(point, side), true))];
    if (!mark(point, hint !== 'x') || !sides.every(Boolean)) return undefined;
  }
  const lines = [
    ...p.rows.map((count, row) => ({ count, cells: Array.from({ length: p.width }, (_, col) => ({ row, col })) })),
    ...p.columns.map((count, col) => ({ count, cells: Array.from({ length: p.height }, (_, row) => ({ row, col })) })),
  ];
  while (changed) {
    changed = false;
    for (const point of points(p).filter((cell) => grid[cell.row][cell.col] === true)) {
      if (!CORNERS.every((corner) => mark(move(point, corner), false))) return undefined;
      // A given middle with water on one side lies along the other axis (on both, no solution).
      if (p.hints[point.row][point.col] !== 'm') continue;
      for (const { across, along } of AXES)
        if (across.some((side) => isWater(move(point, side))) && !along.every((side) => mark(move(point, side), true))) return undefined;
    }
    for (const { count, cells } of lines) {
      if (count === null) continue;
      const ships = cells.filter((cell) => grid[cell.row][cell.col] === true).length;
      const open = cells.filter((cell) => grid[cell.row][cell.col] === undefined);
      if (ships > count || ships + open.length < count) return undefined;
      if (open.length > 0 && (ships === count || ships + open.length === count) && !open.every((cell) => mark(cell, ships < count))) return undefined;
    }
  }
  return grid;
}
