// A brute-force Aquarium oracle for tests: enumerate every legal filling of each tank, then
// combine tanks by backtracking with the row and column clues as bounds. It uses neither the
// structure helpers of src/domain/aquarium.ts nor the checker, so it can judge both the encodings
// and the bundled answers. Small grids only (it is exponential in the number of tanks).
import { type Point, adjacent, regionPoints } from '../../dsl/grid/index.ts';
import type { Aquarium, AquariumRule, WaterGrid } from './aquarium.ts';

/** The cells that a water cell drags along under each rule (itself included). */
const dragged: Record<AquariumRule, (cells: Point[], from: Point) => Point[]> = {
  // Tank-level: the whole tank on the cell's row and below.
  'tank-level': (cells, { row }) => cells.filter((cell) => cell.row >= row),
  // Connected-level: the tank's cells joined to it on its row and below.
  'connected-level': (cells, from) => {
    const reached = [from];
    for (let i = 0; i < reached.length; i++)
      for (const cell of cells) if (cell.row >= from.row && !reached.includes(cell) && adjacent(cell, reached[i])) reached.push(cell);
    return reached;
  },
};

/** Every legal set of water cells for one tank, as lists of cells. */
function fillings(p: Aquarium, cells: Point[]): Point[][] {
  const drags = cells.map((cell) => dragged[p.rule](cells, cell).map((other) => cells.indexOf(other)));
  const results: Point[][] = [];
  const water: boolean[] = [];
  const extend = (i: number) => {
    if (i === cells.length) return void results.push(cells.filter((_, k) => water[k]));
    for (const wet of [false, true]) {
      // Each pair is checked once both of its cells are decided.
      const consistent = wet ? drags[i].every((k) => k >= i || water[k]) : drags.slice(0, i).every((drag, k) => !water[k] || !drag.includes(i));
      if (!consistent) continue;
      water[i] = wet;
      extend(i + 1);
    }
    water.length = i;
  };
  extend(0);
  return results;
}

/** Up to `limit` solutions of `p` under its own rule, in no particular order. */
export function bruteForceAquarium(p: Aquarium, limit: number): WaterGrid[] {
  const tanks = regionPoints(p.tanks).map((cells) => ({ cells, options: fillings(p, cells) }));
  // Row and column counts so far, and cells not yet decided, for pruning.
  const rowWater = new Array(p.height).fill(0);
  const colWater = new Array(p.width).fill(0);
  const rowOpen = new Array(p.height).fill(p.width);
  const colOpen = new Array(p.width).fill(p.height);
  const possible = () =>
    p.rows.every((clue, r) => clue === null || (rowWater[r] <= clue && rowWater[r] + rowOpen[r] >= clue)) &&
    p.columns.every((clue, c) => clue === null || (colWater[c] <= clue && colWater[c] + colOpen[c] >= clue));
  const grid: WaterGrid = p.tanks.map((line) => line.map(() => false));
  const solutions: WaterGrid[] = [];

  const place = (t: number) => {
    if (solutions.length >= limit) return;
    if (t === tanks.length) return void solutions.push(grid.map((line) => [...line]));
    const { cells, options } = tanks[t];
    for (const { row, col } of cells) rowOpen[row]--, colOpen[col]--;
    for (const water of options) {
      for (const { row, col } of water) rowWater[row]++, colWater[col]++, (grid[row][col] = true);
      if (possible()) place(t + 1);
      for (const { row, col } of water) rowWater[row]--, colWater[col]--, (grid[row][col] = false);
    }
    for (const { row, col } of cells) rowOpen[row]++, colOpen[col]++;
  };
  place(0);
  return solutions;
}
