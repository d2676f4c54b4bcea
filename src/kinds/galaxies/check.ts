// The independent Galaxies checker: each galaxy holds its dot's cells, covers itself when turned
// half a turn about its dot, and is one piece.
import { groups, pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { piecesOf } from '../common/cutting.ts';
import { type Cutting, type Galaxies, dotCells, mirror } from './format.ts';

/** The rules a partly marked grid already breaks (undefined: not marked yet); on a full grid, all of them. */
export function galaxiesProblems(p: Galaxies, grid: PartialGrid<number>): Problem[] {
  const problems: Problem[] = [];
  const full = grid.every((line) => line.every((cell) => cell !== undefined));
  for (const cell of points(p)) {
    const galaxy = grid[cell.row][cell.col];
    if (galaxy === undefined) continue;
    if (!(Number.isInteger(galaxy) && galaxy >= 1 && galaxy <= p.dots.length)) {
      problems.push({ rule: 'notation', message: `cell ${pointName(cell)} holds ${galaxy}, expected a dot's number 1-${p.dots.length}`, cells: [cell] });
      continue;
    }
    // Turned half a turn about its dot, the galaxy covers itself.
    const image = mirror(p.dots[galaxy - 1], cell);
    const there = grid[image.row]?.[image.col];
    if (image.row < 0 || image.col < 0 || image.row >= p.height || image.col >= p.width)
      problems.push({ rule: 'symmetry', message: `cell ${pointName(cell)} is in galaxy ${galaxy}, whose turn takes it off the grid`, cells: [cell] });
    else if (there !== undefined && there !== galaxy)
      problems.push({
        rule: 'symmetry',
        message: `cell ${pointName(cell)} is in galaxy ${galaxy}, but its image ${pointName(image)} is in galaxy ${there}`,
        cells: [cell, image],
      });
  }
  // Each galaxy holds the cells its dot lies in or on.
  p.dots.forEach((dot, i) => {
    for (const cell of dotCells(dot)) {
      const galaxy = grid[cell.row][cell.col];
      if (galaxy !== undefined && galaxy !== i + 1)
        problems.push({ rule: 'dots', message: `dot ${i + 1} touches cell ${pointName(cell)}, which is in galaxy ${galaxy}`, cells: [cell] });
    }
  });
  if (!full || problems.length > 0) return problems;
  // Each galaxy is one piece.
  piecesOf(p, grid, p.dots.length).forEach((cells, i) => {
    const pieces = groups(cells);
    if (pieces.length > 1)
      problems.push({
        rule: 'one piece',
        message: `galaxy ${i + 1} is in ${pieces.length} pieces (at ${pieces.map((piece) => pointName(piece[0])).join(', ')})`,
        cells: pieces.flat(),
      });
  });
  return problems;
}

export function checkGalaxies(p: Galaxies, grid: Cutting): string[] {
  if (grid.length !== p.height || grid.some((line) => line.length !== p.width))
    return [`the grid should be ${p.width} wide and ${p.height} tall, found ${grid.length} rows`];
  return galaxiesProblems(p, grid).map((problem) => problem.message);
}
