// Slitherlink played by drawing the loop along the grid's edges (serve's play.lines): the answer
// is the inside of the loop, so a cell is inside when a ray from it to the left border crosses the
// drawn lines an odd number of times. That reading holds only while every corner has an even
// number of lines; until then (an open end) the cells are left undecided, and what the lines
// already break is said here: a corner where the loop branches, a clue with too many sides drawn.
import { pointName, points } from '../../dsl/grid/index.ts';
import type { LinePlay, Problem } from '../../kind/grid.ts';
import { armsOf } from '../common/lines.ts';
import type { Slitherlink } from './format.ts';

export const slitherlinkLines: LinePlay<Slitherlink, boolean> = {
  through: 'corners',
  most: 1,
  answer(puzzle, segments) {
    const arms = armsOf(segments);
    const corners = points({ width: puzzle.width + 1, height: puzzle.height + 1 });
    const degree = (corner: { row: number; col: number }) => arms(corner).size;
    if (corners.every((corner) => degree(corner) % 2 === 0)) {
      // A cell's left side is the edge down from its top-left corner.
      const grid = puzzle.clues.map((line, row) => {
        let inside = false;
        return line.map((_, col) => (inside = inside !== arms({ row, col }).has('S')));
      });
      return { grid, problems: [] };
    }
    const problems: Problem[] = [];
    const cellsAround = ({ row, col }: { row: number; col: number }) =>
      [
        { row: row - 1, col: col - 1 },
        { row: row - 1, col },
        { row, col: col - 1 },
        { row, col },
      ].filter((cell) => cell.row >= 0 && cell.col >= 0 && cell.row < puzzle.height && cell.col < puzzle.width);
    for (const corner of corners.filter((candidate) => degree(candidate) > 2)) {
      const cells = cellsAround(corner);
      problems.push({ rule: 'one loop', message: `the loop branches at the corner where ${cells.map(pointName).join(', ')} meet`, cells });
    }
    for (const cell of points(puzzle)) {
      const { row, col } = cell;
      const clue = puzzle.clues[row][col];
      // Top and left from the cell's top-left corner; bottom from the corner below it, right from the one beside it.
      const sides = [arms(cell).has('E'), arms(cell).has('S'), arms({ row: row + 1, col }).has('E'), arms({ row, col: col + 1 }).has('S')].filter(
        Boolean,
      ).length;
      if (clue !== null && sides > clue)
        problems.push({ rule: 'clue', message: `cell ${pointName(cell)} has ${sides} of its sides on the loop, its clue is ${clue}`, cells: [cell] });
    }
    return { grid: puzzle.clues.map((line) => line.map(() => undefined)), problems };
  },
};
