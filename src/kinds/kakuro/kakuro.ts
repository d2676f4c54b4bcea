// Kakuro (puzzle-kakuro.com): write 1..9 in the white cells so that each run of white cells
// across or down adds up to the sum in the black cell before it, with no digit twice in a run.
import type { Point } from '../../dsl/grid/index.ts';

export interface Kakuro {
  width: number;
  height: number;
  black: boolean[][];
  /** On a black cell: the sum of the white run below it (`down`) or right of it (`across`); null for none. */
  down: (number | null)[][];
  across: (number | null)[][];
}

export interface Run {
  direction: 'across' | 'down';
  /** The black cell holding its sum, or null when the run starts at the grid's edge. */
  clue: Point | null;
  sum: number | null;
  cells: Point[];
}

/** Every run of white cells, across then down, in reading order of their first cells. */
export function runsOf(p: Kakuro): Run[] {
  const runs: Run[] = [];
  for (const direction of ['across', 'down'] as const) {
    const lines = direction === 'across' ? p.height : p.width;
    const length = direction === 'across' ? p.width : p.height;
    for (let line = 0; line < lines; line++) {
      let current: Run | undefined;
      for (let k = 0; k < length; k++) {
        const point = direction === 'across' ? { row: line, col: k } : { row: k, col: line };
        if (p.black[point.row][point.col]) current = undefined;
        else if (current) current.cells.push(point);
        else {
          const before = direction === 'across' ? { row: line, col: k - 1 } : { row: k - 1, col: line };
          const clue = k > 0 ? before : null;
          current = { direction, clue, sum: clue ? p[direction][clue.row][clue.col] : null, cells: [point] };
          runs.push(current);
        }
      }
    }
  }
  return runs;
}

export const runName = (run: Run) => `the ${run.direction} run from (${run.cells[0].row + 1},${run.cells[0].col + 1})`;
