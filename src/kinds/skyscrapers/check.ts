// The independent Skyscrapers checker: rows and columns, givens, and each clue's count, looked at directly.
import { pointName } from '../../dsl/grid/index.ts';
import type { Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { latinLines, repeats, shapeProblems } from '../common/numbers.ts';
import { type Skyscrapers, seen, sightLines } from './skyscrapers.ts';

export function skyscrapersProblems(p: Skyscrapers, grid: PartialGrid<number>): Problem[] {
  const problems: Problem[] = [];
  // A given height stays.
  p.givens.forEach((line, row) => line.forEach((given, col) => {
    const value = grid[row][col];
    if (given !== null && value !== undefined && value !== given) problems.push({ rule: 'givens', message: `cell ${pointName({ row, col })} holds ${value}, but ${given} is given there`, cells: [{ row, col }] });
  }));
  // Each height once per row and column.
  problems.push(...repeats(latinLines(p.width), grid));
  // A clue counts the buildings seen. Known once the line is filled up to its tallest building;
  // before that, the buildings seen so far may already be too many.
  for (const { clue, cells, name } of sightLines(p)) {
    const heights = cells.map(({ row, col }) => grid[row][col]);
    const gap = heights.indexOf(undefined);
    const known = (gap < 0 ? heights : heights.slice(0, gap)) as number[];
    const count = seen(known);
    const final = gap < 0 || known.includes(p.width);
    if (final ? count !== clue : count > clue) problems.push({ rule: 'clues', message: `${name} sees ${count} building${count === 1 ? '' : 's'}${final ? '' : ' already'} (heights ${known.join(', ')})`, cells });
  }
  return problems;
}

export function checkSkyscrapers(p: Skyscrapers, grid: Grid<number>): string[] {
  const shape = shapeProblems(grid, p, p.width);
  return shape.length > 0 ? shape : skyscrapersProblems(p, grid).map((problem) => problem.message);
}
