// The independent LITS checker: it reads the shaded cells off the grid, tells each region's shape
// by counting (no table of placements, which the encodings use), and says in words what is wrong.
// Every answer a solver prints passes through it.
import { FORWARD_SIDES, type Point, adjacent, groups, neighbours, pointName as at, squares, valueAt } from '../../dsl/grid/index.ts';
import { REGION_LETTERS } from '../common/task.ts';
import type { Lits, LitsGrid, Shape } from './format.ts';
import { wrongSize } from '../common/checking.ts';

/** 'an L', 'an I', 'a T', 'an S': as the letters are read out. */
const article = (shape: Shape) => (shape === 'T' ? 'a' : 'an');
const regionName = (region: number) => `region ${region + 1}${REGION_LETTERS[region] ? ` (${REGION_LETTERS[region]})` : ''}`;

/**
 * The letter of four side-by-side cells, told by counting: I lies in one line; the square O fills
 * a 2x2 box (no LITS shape); in a 2x3 box, T has a cell with three neighbours, L has three cells in
 * one line along the box's long side, and S has two and two.
 */
export function tetrominoShape(cells: Point[]): Shape | 'O' | undefined {
  if (cells.length !== 4 || groups(cells).length !== 1) return undefined;
  const rows = new Set(cells.map((cell) => cell.row)).size;
  const cols = new Set(cells.map((cell) => cell.col)).size;
  if (rows === 1 || cols === 1) return 'I';
  if (rows === 2 && cols === 2) return 'O';
  if (cells.some((cell) => cells.filter((other) => adjacent(cell, other)).length === 3)) return 'T';
  const lines = new Map<number, number>();
  for (const cell of cells) {
    const line = rows === 2 ? cell.row : cell.col;
    lines.set(line, (lines.get(line) ?? 0) + 1);
  }
  return Math.max(...lines.values()) === 3 ? 'L' : 'S';
}

export function checkLits(p: Lits, grid: LitsGrid): string[] {
  const size = wrongSize(p, grid);
  if (size.length > 0) return size;
  const problems: string[] = [];
  const shaded: Point[] = [];
  const byRegion = new Map<number, Point[]>();
  p.regions.forEach((line, row) =>
    line.forEach((region, col) => {
      // Every region gets its list, shaded cells or none, so that an empty region is told too.
      let inRegion = byRegion.get(region);
      if (inRegion === undefined) {
        inRegion = [];
        byRegion.set(region, inRegion);
      }
      if (grid[row][col] === '.') return;
      shaded.push({ row, col });
      inRegion.push({ row, col });
    }),
  );

  // One tetromino in every region, written with its own letter.
  for (const [region, cells] of [...byRegion].sort((a, b) => a[0] - b[0])) {
    const shape = tetrominoShape(cells);
    if (cells.length !== 4) problems.push(`${regionName(region)} has ${cells.length} shaded cells, it needs a tetromino of 4`);
    else if (shape === undefined) problems.push(`${regionName(region)}'s shaded cells ${cells.map(at).join(' ')} are not side by side`);
    else if (shape === 'O') problems.push(`${regionName(region)}'s shaded cells ${cells.map(at).join(' ')} make a square, which is no L, I, T or S`);
    else {
      const wrong = cells.filter(({ row, col }) => grid[row][col] !== shape);
      if (wrong.length > 0)
        problems.push(
          `${regionName(region)} holds ${article(shape)} ${shape}, but ${wrong.map(at).join(' ')} say${wrong.length === 1 ? 's' : ''} ${grid[wrong[0].row][wrong[0].col]}`,
        );
    }
  }

  // Two tetrominoes of the same shape never share an edge across a region border.
  p.regions.forEach((line, row) =>
    line.forEach((region, col) => {
      const letter = grid[row][col];
      if (letter === '.') return;
      for (const other of neighbours({ row, col }, FORWARD_SIDES, p)) {
        if (p.regions[other.row][other.col] === region) continue;
        if (grid[other.row][other.col] === letter) problems.push(`two ${letter} tetrominoes share the edge between ${at({ row, col })} and ${at(other)}`);
      }
    }),
  );

  // No 2x2 block is shaded.
  for (const block of squares(p)) {
    if (block.every((cell) => valueAt(grid, cell) !== '.')) problems.push(`the 2x2 block at ${at(block[0])} is shaded`);
  }

  // All shaded cells form one group.
  const parts = groups(shaded);
  if (parts.length > 1) problems.push(`the shaded cells fall into ${parts.length} groups, starting at ${parts.map((part) => at(part[0])).join(' ')}`);
  return problems;
}
