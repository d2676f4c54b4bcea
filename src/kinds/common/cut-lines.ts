// The kinds that cut the grid into pieces, each around one clue (Shikaku's numbers, Galaxies'
// dots), played by drawing the cuts along the grid's edges (serve's play.lines). The drawn walls
// and the border split the cells into pieces; a piece that holds exactly one clue is that clue's
// (its cells get the clue's number, as the answer numbers them), any other is not decided yet: a
// player cuts a big piece down bit by bit, so two clues in one piece is not yet a mistake. A wall
// drawn through a clue that lies between cells (a Galaxies dot on a side or a corner) is.
import type { Point } from '../../dsl/grid/index.ts';
import { regionsFromWalls } from '../../dsl/grid/regions.ts';
import type { LinePlay, Problem } from '../../kind/grid-spec.ts';
import { armsOf } from './lines.ts';

/** A clue a piece is cut around: its name in messages, and the cells it lies in (one, or two or four between them). */
export interface CutClue {
  name: string;
  cells: Point[];
}

export function cutLines<P extends { width: number; height: number }>(cluesOf: (puzzle: P) => CutClue[]): LinePlay<P, number> {
  return {
    through: 'corners',
    most: 1,
    answer(puzzle, segments) {
      const arms = armsOf(segments);
      // A line south from corner (row, col) is the wall left of cell (row, col); one east, the wall above it.
      const walls = {
        vertical: Array.from({ length: puzzle.height }, (_, row) => Array.from({ length: puzzle.width - 1 }, (_, col) => arms({ row, col: col + 1 }).has('S'))),
        horizontal: Array.from({ length: puzzle.height - 1 }, (_, row) =>
          Array.from({ length: puzzle.width }, (_, col) => arms({ row: row + 1, col }).has('E')),
        ),
      };
      const { regions } = regionsFromWalls(walls, puzzle);
      const pieceCount = Math.max(...regions.flat()) + 1;
      const piece = ({ row, col }: Point) => regions[row][col];
      const grid: (number | undefined)[][] = regions.map((line) => line.map(() => undefined));
      const problems: Problem[] = [];
      const held = Array.from({ length: pieceCount }, () => [] as number[]);
      const walled = (a: Point, b: Point) =>
        a.row === b.row ? walls.vertical[a.row][Math.min(a.col, b.col)] : walls.horizontal[Math.min(a.row, b.row)][a.col];
      const beside = (a: Point, b: Point) => Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1;
      cluesOf(puzzle).forEach((clue, i) => {
        const cut = clue.cells.some((a) => clue.cells.some((b) => beside(a, b) && walled(a, b)));
        if (cut) problems.push({ rule: 'cut', message: `a wall runs through ${clue.name}`, cells: clue.cells });
        else held[piece(clue.cells[0])].push(i + 1);
      });
      regions.forEach((line, row) =>
        line.forEach((region, col) => {
          if (held[region].length === 1) grid[row][col] = held[region][0];
        }),
      );
      return { grid, problems };
    },
    valueName: (puzzle, value) => `in the piece of ${cluesOf(puzzle)[value - 1]?.name ?? `clue ${value}`}`,
  };
}
