// Bridges played by drawing bridges from island to island (serve's play.lines): the answer's
// characters are written from them, each island's digit from its bridges east and south, each sea
// cell from the bridge over it. Two bridges over one cell cross, which no character can hold.
import { move, pointName, points } from '../../dsl/grid/index.ts';
import type { LinePlay, Problem } from '../../kind/grid.ts';
import { armsOf } from '../common/lines.ts';
import { ACROSS, DOWN, type Hashi, isIsland } from './format.ts';

export const hashiLines: LinePlay<Hashi, string> = {
  through: 'centres',
  most: 2,
  // A sea cell no bridge is drawn over is open for a hint; one named by a hint is 'no bridge'.
  openWhereUntouched: true,
  valueName: (_, value) => (value === '.' ? 'no bridge' : value),
  ends: (puzzle) => points(puzzle).filter((cell) => isIsland(puzzle, cell)),
  answer(puzzle, segments) {
    const arms = armsOf(segments);
    const problems: Problem[] = [];
    const grid: (string | undefined)[][] = puzzle.islands.map((line) => line.map(() => '.'));
    for (const island of points(puzzle).filter((cell) => isIsland(puzzle, cell))) {
      const east = arms(island).get('E') ?? 0;
      const south = arms(island).get('S') ?? 0;
      grid[island.row][island.col] = String(3 * east + south);
      for (const [side, count] of [
        ['E', east],
        ['S', south],
      ] as const) {
        if (count === 0) continue;
        const symbol = (side === 'E' ? ACROSS : DOWN)[count === 1 ? 1 : 2];
        for (let cell = move(island, side); !isIsland(puzzle, cell); cell = move(cell, side)) {
          if (grid[cell.row][cell.col] !== '.') problems.push({ rule: 'no crossing', message: `two bridges cross at ${pointName(cell)}`, cells: [cell] });
          grid[cell.row][cell.col] = symbol;
        }
      }
    }
    return { grid, problems };
  },
};
