// A brute-force LITS oracle for tests: region by region, every four side-by-side cells of the
// region (found by growing them cell by cell, not from the encodings' table of placements), kept
// while no square, no 2x2 block and no same shapes across a border appear; the whole grid is then
// held to the checker. It shares nothing with the encodings. Small grids only.
import { type Point, neighbours, pointKey, regionPoints, samePoint, sideNeighbours, squaresAt } from '../../dsl/grid/index.ts';
import { checkLits, tetrominoShape } from './check.ts';
import type { Lits, LitsGrid, Shape } from './format.ts';

/** Every set of four side-by-side cells of the region, each once. */
function tetrominoes(region: Point[]): Point[][] {
  const inside = new Set(region.map(pointKey));
  const found = new Map<string, Point[]>();
  const grow = (cells: Point[]) => {
    if (cells.length === 4) {
      found.set(cells.map(pointKey).sort().join(' '), cells);
      return;
    }
    for (const cell of cells) {
      for (const next of neighbours(cell, ['N', 'S', 'W', 'E'])) {
        if (inside.has(pointKey(next)) && !cells.some((other) => samePoint(other, next))) grow([...cells, next]);
      }
    }
  };
  for (const cell of region) grow([cell]);
  return [...found.values()];
}

/** Up to `limit` solutions, in no particular order. */
export function bruteForceLits(p: Lits, limit: number): LitsGrid[] {
  const grid: LitsGrid = p.regions.map((line) => line.map(() => '.'));
  const regions = regionPoints(p.regions);
  const options = regions.map((cells) =>
    tetrominoes(cells).flatMap((cells) => {
      const shape = tetrominoShape(cells);
      return shape === undefined || shape === 'O' ? [] : [{ shape, cells }];
    }),
  );
  const shaded = (row: number, col: number) => (grid[row]?.[col] ?? '.') !== '.';
  // A placement may not touch a same-shaped neighbour in another region, nor complete a 2x2 block.
  const fits = (region: number, shape: Shape, cells: Point[]) =>
    cells.every(
      (cell) =>
        sideNeighbours(cell).every(({ row, col }) => p.regions[row]?.[col] === region || grid[row]?.[col] !== shape) &&
        squaresAt(cell).every((block) => block.some((other) => !shaded(other.row, other.col) && !cells.some((mine) => samePoint(mine, other)))),
    );
  const solutions: LitsGrid[] = [];
  const place = (region: number) => {
    if (solutions.length >= limit) return;
    if (region === regions.length) {
      if (checkLits(p, grid).length === 0) solutions.push(grid.map((line) => [...line]));
      return;
    }
    for (const { shape, cells } of options[region]) {
      if (!fits(region, shape, cells)) continue;
      for (const { row, col } of cells) grid[row][col] = shape;
      place(region + 1);
      for (const { row, col } of cells) grid[row][col] = '.';
    }
  };
  place(0);
  return solutions;
}
