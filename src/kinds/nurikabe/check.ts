// The independent Nurikabe checker: numbers on island cells, each island one number and that many
// cells, the sea one group without a 2x2 block, said in words. On a partly shaded grid it names
// only what no shading of the rest can mend (an island's room counts its open cells too).
import { groups, pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { verifyBy } from '../common/checking.ts';
import { apart, fullSquares, groupsOf } from '../common/shading.ts';
import type { Nurikabe, Shading } from './format.ts';

export function nurikabeProblems(p: Nurikabe, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  const clue = ({ row, col }: { row: number; col: number }) => p.clues[row][col];
  // A number's cell is an island cell.
  for (const cell of points(p)) {
    if (clue(cell) !== null && grid[cell.row][cell.col] === true)
      problems.push({ rule: 'islands', message: `${pointName(cell)} holds the number ${clue(cell)} but is shaded`, cells: [cell] });
  }
  // Each island holds one number and as many cells as it says: an island cell's room (the open
  // and island cells around it) must hold a number, and a number's room must be big enough.
  for (const island of groupsOf(grid, p, false)) {
    const numbers = island.cells.filter((cell) => clue(cell) !== null);
    const name = numbers.length > 0 ? `the island of the ${clue(numbers[0])} at ${pointName(numbers[0])}` : `the island at ${pointName(island.cells[0])}`;
    if (numbers.length > 1)
      problems.push({
        rule: 'islands',
        message: `${name} also holds ${numbers
          .slice(1)
          .map((cell) => `the ${clue(cell)} at ${pointName(cell)}`)
          .join(' and ')}`,
        cells: island.cells,
      });
    else if (numbers.length === 1 && island.cells.length > (clue(numbers[0]) as number))
      problems.push({ rule: 'islands', message: `${name} has ${island.cells.length} cells`, cells: island.cells });
  }
  const open = points(p).filter(({ row, col }) => grid[row][col] !== true);
  for (const room of groups(open)) {
    const numbers = room.filter((cell) => clue(cell) !== null);
    const full = room.every(({ row, col }) => grid[row][col] === false);
    if (numbers.length === 0 && room.some(({ row, col }) => grid[row][col] === false)) {
      problems.push({ rule: 'islands', message: `the island at ${pointName(room[0])} has no number${full ? '' : ' and cannot reach one'}`, cells: room });
    }
    for (const number of numbers) {
      const size = clue(number) as number;
      if (room.length < size)
        problems.push({
          rule: 'islands',
          message: `the island of the ${size} at ${pointName(number)} ${full ? 'has' : 'can have at most'} ${room.length} cells`,
          cells: room,
        });
    }
  }
  // The sea is one group, with no 2x2 block.
  problems.push(...fullSquares(grid, p, true, 'no 2x2 sea', 'sea'));
  problems.push(...apart(grid, p, true, 'one sea', 'sea'));
  return problems;
}

export const checkNurikabe: (p: Nurikabe, grid: Shading) => string[] = verifyBy(nurikabeProblems);
