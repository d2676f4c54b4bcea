// The independent Aquarium checker. It shares nothing with the encodings or with the structure
// helpers in aquarium.ts (no rows-per-tank lists, no segments): it walks the grid itself, so a
// bug there cannot hide a bug here. Every answer a solver prints passes through it.
import { wrongSize } from '../common/checking.ts';
import { type Point, type Side, colPoints, neighbours, pointKey, rowPoints } from '../../dsl/grid/index.ts';
import { type Aquarium, type AquariumRule, type WaterGrid, cellName, tankName } from './aquarium.ts';

export interface Violation {
  /** `shape`, `row clue`, `column clue`, `level` or `floating`. */
  rule: string;
  message: string;
  cells: Point[];
}

/** The order water is followed in (it decides which air cell a message names first, among equals). */
const FLOW: readonly Side[] = ['E', 'W', 'S', 'N'];

/**
 * From a water cell, the cells that must be water too: its tank's cells that water could not
 * avoid reaching, i.e. the cells on its row or below that the water is joined to.
 */
const mustAlsoHoldWater: Record<AquariumRule, (p: Aquarium, from: Point) => Point[]> = {
  // The level is the same across the tank's full width, and water fills the tank beneath it.
  'tank-level': (p, from) => {
    const cells: Point[] = [];
    for (let row = from.row; row < p.height; row++)
      for (let col = 0; col < p.width; col++) if (p.tanks[row][col] === p.tanks[from.row][from.col]) cells.push({ row, col });
    return cells;
  },
  // Physical water: whatever the water can flow into without rising above its row is water.
  'connected-level': (p, from) => {
    const tank = p.tanks[from.row][from.col];
    const seen = new Set([pointKey(from)]);
    const cells: Point[] = [];
    const queue: Point[] = [from];
    for (let cell = queue.shift(); cell; cell = queue.shift()) {
      cells.push(cell);
      for (const next of neighbours(cell, FLOW, p)) {
        if (next.row < from.row || p.tanks[next.row][next.col] !== tank || seen.has(pointKey(next))) continue;
        seen.add(pointKey(next));
        queue.push(next);
      }
    }
    return cells;
  },
};

/** A grid being marked: water, air, or undefined where the player has not said yet. */
type Marks = (boolean | undefined)[][];

/** Every rule the grid breaks; an empty list means the grid solves the puzzle. */
export function checkAquarium(p: Aquarium, grid: WaterGrid): Violation[] {
  return checkAquariumMarks(p, grid);
}

/**
 * The rules a partly marked grid already breaks, whatever its unmarked cells turn out to be (serve's
 * Check). On a complete grid, the same as checkAquarium.
 */
export function checkAquariumMarks(p: Aquarium, grid: Marks): Violation[] {
  const shape = checkShape(p, grid);
  if (shape.length > 0) return shape;
  return [...checkClues(p, grid), ...checkLevels(p, grid)];
}

function checkShape(p: Aquarium, grid: Marks): Violation[] {
  return wrongSize(p, grid).map((message) => ({ rule: 'shape', message, cells: [] }));
}

function checkClues(p: Aquarium, grid: Marks): Violation[] {
  const violations: Violation[] = [];
  // A line holds its clue's number of water cells: too many water cells break it, and so do too
  // many air cells (too few water cells, once the line is complete).
  const count = (rule: string, name: string, clue: number | null, line: Point[]) => {
    if (clue === null) return;
    const water = line.filter((cell) => grid[cell.row][cell.col] === true);
    const air = line.filter((cell) => grid[cell.row][cell.col] === false);
    const complete = water.length + air.length === line.length;
    if (water.length > clue || (complete && water.length !== clue))
      violations.push({ rule, message: `${name} has ${water.length} water cells, clue says ${clue}`, cells: water });
    else if (air.length > line.length - clue)
      violations.push({ rule, message: `${name} has ${air.length} air cells, so at most ${line.length - air.length} water, clue says ${clue}`, cells: air });
  };
  p.rows.forEach((clue, row) => count('row clue', `row ${row + 1}`, clue, rowPoints(p, row)));
  p.columns.forEach((clue, col) => count('column clue', `column ${col + 1}`, clue, colPoints(p, col)));
  return violations;
}

/**
 * For every water cell, the cells it forces must be water. Air on the water's own row breaks the
 * level; air below it means the water floats. One violation per tank, row and kind, not per pair.
 */
function checkLevels(p: Aquarium, grid: Marks): Violation[] {
  const violations = new Map<string, Violation>();
  grid.forEach((line, row) =>
    line.forEach((water, col) => {
      if (!water) return;
      const tank = p.tanks[row][col];
      const at = cellName({ row, col });
      // Nearest first, so a message names the air straight below when it is there.
      const distance = (c: Point) => (c.row - row) * p.width + Math.abs(c.col - col);
      const airs = mustAlsoHoldWater[p.rule](p, { row, col }).filter((c) => grid[c.row][c.col] === false);
      for (const air of airs.sort((a, b) => distance(a) - distance(b))) {
        const level = air.row === row;
        const key = `${tank} ${row} ${level}`;
        if (violations.has(key)) continue;
        const message = level
          ? `${tankName(tank)} has no single level: row ${row + 1} mixes water ${at} and air ${cellName(air)} (${p.rule})`
          : `water floats in ${tankName(tank)} at ${at}: ${cellName(air)} below is air (${p.rule})`;
        violations.set(key, { rule: level ? 'level' : 'floating', message, cells: [{ row, col }, air] });
      }
    }),
  );
  return [...violations.values()];
}
