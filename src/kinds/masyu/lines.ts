// Masyu played by drawing the loop through the cells' centres (serve's play.lines): each cell's
// piece is read from the lines that leave it. A cell with one line is an open end, not decided
// yet; one with three or four is a branch, which no piece can hold.
import { pointName, points } from '../../dsl/grid/index.ts';
import type { LinePlay, Problem } from '../../kind/grid.ts';
import { armsOf } from '../common/lines.ts';
import { type Masyu, type Piece, pieceOf } from './masyu.ts';

export const masyuLines: LinePlay<Masyu, Piece> = {
  through: 'centres',
  most: 1,
  openWhereUntouched: true,
  answer(puzzle, segments) {
    const arms = armsOf(segments);
    const problems: Problem[] = [];
    const grid = puzzle.pearls.map((line) => line.map((): Piece | undefined => '.'));
    for (const cell of points(puzzle)) {
      const sides = [...arms(cell).keys()];
      if (sides.length === 2) grid[cell.row][cell.col] = pieceOf(sides);
      else if (sides.length > 0) grid[cell.row][cell.col] = undefined;
      if (sides.length > 2) problems.push({ rule: 'one loop', message: `the loop branches at ${pointName(cell)}`, cells: [cell] });
    }
    return { grid, problems };
  },
};
