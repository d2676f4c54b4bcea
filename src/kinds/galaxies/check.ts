// The independent Galaxies checker: each galaxy holds its dot's cells, covers itself when turned
// half a turn about its dot, and is one piece.
import { groups, inside, pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { verifyBy } from '../common/checking.ts';
import { piecesOf } from '../common/cutting.ts';
import { type Cutting, type Galaxies, dotCells, mirror } from './format.ts';

/** The rules a partly marked grid already breaks (undefined: not marked yet); on a full grid, all of them. */
export function galaxiesProblems(p: Galaxies, grid: PartialGrid<number>): Problem[] {
  const problems: Problem[] = [];
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
    const name = `cell ${pointName(cell)} is in galaxy ${galaxy}`;
    if (!inside(p, image)) problems.push({ rule: 'symmetry', message: `${name}, whose turn takes it off the grid`, cells: [cell] });
    else if (there !== undefined && there !== galaxy)
      problems.push({ rule: 'symmetry', message: `${name}, but its image ${pointName(image)} is in galaxy ${there}`, cells: [cell, image] });
  }
  // Each galaxy holds the cells its dot lies in or on.
  for (const [i, dot] of p.dots.entries()) {
    const others = dotCells(dot).filter(({ row, col }) => grid[row][col] !== undefined && grid[row][col] !== i + 1);
    for (const cell of others)
      problems.push({ rule: 'dots', message: `dot ${i + 1} touches cell ${pointName(cell)}, which is in galaxy ${grid[cell.row][cell.col]}`, cells: [cell] });
  }
  // Each galaxy is one piece: told on a full grid that breaks no other rule.
  if (problems.length > 0 || grid.some((line) => line.includes(undefined))) return problems;
  piecesOf(p, grid, p.dots.length).forEach((cells, i) => {
    const pieces = groups(cells);
    const message = `galaxy ${i + 1} is in ${pieces.length} pieces (at ${pieces.map((piece) => pointName(piece[0])).join(', ')})`;
    if (pieces.length > 1) problems.push({ rule: 'one piece', message, cells: pieces.flat() });
  });
  return problems;
}

/** The whole checker: a grid of the wrong size is told so (wrongSize), else every rule it breaks. */
export const checkGalaxies: (p: Galaxies, grid: Cutting) => string[] = verifyBy(galaxiesProblems);
