// A brute-force LITS oracle for tests: region by region, every four side-by-side cells of the
// region (found by growing them cell by cell, not from the encodings' table of placements), kept
// while no square, no 2x2 block and no same shapes across a border appear; the whole grid is then
// held to the checker. It shares nothing with the encodings. Small grids only.
import { checkLits, tetrominoShape } from './check.ts';
import type { Lits, LitsGrid, Shape, Spot } from './lits.ts';

/** Every set of four side-by-side cells of the region, each once. */
function tetrominoes(region: Spot[]): Spot[][] {
  const inside = new Set(region.map(({ row, col }) => `${row},${col}`));
  const found = new Map<string, Spot[]>();
  const grow = (cells: Spot[]) => {
    if (cells.length === 4) {
      found.set(cells.map(({ row, col }) => `${row},${col}`).sort().join(' '), cells);
      return;
    }
    for (const { row, col } of cells) {
      for (const next of [{ row: row - 1, col }, { row: row + 1, col }, { row, col: col - 1 }, { row, col: col + 1 }]) {
        if (inside.has(`${next.row},${next.col}`) && !cells.some((cell) => cell.row === next.row && cell.col === next.col)) grow([...cells, next]);
      }
    }
  };
  for (const cell of region) grow([cell]);
  return [...found.values()];
}

/** Up to `limit` solutions, in no particular order. */
export function bruteForceLits(p: Lits, limit: number): LitsGrid[] {
  const grid: LitsGrid = p.regions.map((line) => line.map(() => '.'));
  const regions: Spot[][] = [];
  p.regions.forEach((line, row) => line.forEach((region, col) => (regions[region] ??= []).push({ row, col })));
  const options = regions.map((cells) => tetrominoes(cells).flatMap((cells) => {
    const shape = tetrominoShape(cells);
    return shape === undefined || shape === 'O' ? [] : [{ shape, cells }];
  }));
  const shaded = (row: number, col: number) => (grid[row]?.[col] ?? '.') !== '.';
  // A placement may not touch a same-shaped neighbour in another region, nor complete a 2x2 block.
  const fits = (region: number, shape: Shape, cells: Spot[]) => cells.every(({ row, col }) =>
    [[row - 1, col], [row + 1, col], [row, col - 1], [row, col + 1]].every(([r, c]) => p.regions[r]?.[c] === region || grid[r]?.[c] !== shape) &&
    [[-1, -1], [-1, 0], [0, -1], [0, 0]].every(([dr, dc]) =>
      [[0, 0], [0, 1], [1, 0], [1, 1]].some(([r, c]) => !shaded(row + dr + r, col + dc + c) && !cells.some((cell) => cell.row === row + dr + r && cell.col === col + dc + c))));
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
