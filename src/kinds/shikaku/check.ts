// The independent Shikaku checker: each clue's cells must fill their bounding box (a rectangle),
// hold the clue itself, and number as many as the clue says.
import { type Point, pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { piecesOf } from '../common/cutting.ts';
import { verifyBy } from '../common/checking.ts';
import { type Cutting, type Shikaku, cellsOf, cluesOf } from './format.ts';

/** The rules a partly marked grid already breaks (undefined: not marked yet); on a full grid, all of them. */
export function shikakuProblems(p: Shikaku, grid: PartialGrid<number>): Problem[] {
  const problems: Problem[] = [];
  const clues = cluesOf(p);
  const full = grid.every((line) => line.every((cell) => cell !== undefined));
  for (const cell of points(p)) {
    const value = grid[cell.row][cell.col];
    if (value !== undefined && !(Number.isInteger(value) && value >= 1 && value <= clues.length))
      problems.push({ rule: 'notation', message: `cell ${pointName(cell)} holds ${value}, expected a clue's number 1-${clues.length}`, cells: [cell] });
  }
  if (problems.length > 0) return problems;
  const marked = piecesOf(p, grid, clues.length);
  clues.forEach((clue, i) => {
    const name = `the rectangle of clue ${i + 1} (${clue.area} at ${pointName(clue)})`;
    const cells = marked[i];
    const own = grid[clue.row][clue.col];
    // Each rectangle holds its own number.
    if (own !== undefined && own !== i + 1)
      problems.push({ rule: 'one number each', message: `${name} does not hold its clue: the cell is in the rectangle of clue ${own}`, cells: [clue] });
    // Its cells and its clue fill their bounding box: nothing else lies inside it.
    const [rows, cols] = [[...cells, clue].map((c) => c.row), [...cells, clue].map((c) => c.col)];
    const [top, left] = [Math.min(...rows), Math.min(...cols)];
    const inBox = cellsOf({ top, left, height: Math.max(...rows) - top + 1, width: Math.max(...cols) - left + 1 });
    const others = inBox.filter(({ row, col }) => grid[row][col] !== undefined && grid[row][col] !== i + 1);
    if (others.length > 0 || (full && inBox.length !== cells.length))
      problems.push({
        rule: 'rectangles',
        message: `${name} is no rectangle: ${pointName((others[0] ?? inBox.find((c: Point) => grid[c.row][c.col] !== i + 1)) as Point)} lies within it but not in it`,
        cells,
      });
    // Its area is the clue.
    if (inBox.length > clue.area || (full && cells.length !== clue.area))
      problems.push({
        rule: 'area',
        message: `${name} ${full ? `has ${cells.length}` : `spans at least ${inBox.length}`} cells, its clue is ${clue.area}`,
        cells,
      });
  });
  return problems;
}

export const checkShikaku: (p: Shikaku, grid: Cutting) => string[] = verifyBy(shikakuProblems);
