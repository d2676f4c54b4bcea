// The independent Nonogram checker: it reads the runs off each line of the grid itself and says
// which lines miss their clues; on a partly marked grid, which lines can no longer be completed.
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { wrongSize } from '../common/checking.ts';
import { type Nonogram, type Shading, clueLines, lineFits, runsOf } from './format.ts';

const spelled = (runs: number[]) => (runs.length === 0 ? 'no runs' : runs.join(' '));

export function checkNonogram(p: Nonogram, grid: Shading): string[] {
  const size = wrongSize(p, grid);
  if (size.length > 0) return size;
  // Each line shows its clue's runs, in order, with gaps between them.
  return clueLines(p).flatMap(({ cells, clue, name }) => {
    const runs = runsOf(cells.map(({ row, col }) => grid[row][col]));
    return runs.join(' ') === clue.join(' ') ? [] : [`${name} shows runs ${spelled(runs)}, its clue is ${spelled(clue)}`];
  });
}

/**
 * The lines a partly marked grid already breaks: no way of marking their undecided cells shows
 * their clue (a complete line: its runs are not the clue's). On a complete grid, what checkNonogram finds.
 */
export function checkNonogramMarks(p: Nonogram, grid: PartialGrid<boolean>): Problem[] {
  return clueLines(p).flatMap(({ cells, clue, name, rule }) => {
    const marks = cells.map(({ row, col }) => grid[row][col]);
    if (lineFits(clue, marks)) return [];
    const complete = marks.every((mark) => mark !== undefined);
    const message = complete
      ? `${name} shows runs ${spelled(runsOf(marks as boolean[]))}, its clue is ${spelled(clue)}`
      : `${name} can no longer show its clue ${spelled(clue)}`;
    return [{ rule, message, cells: cells.filter((_, i) => marks[i] !== undefined) }];
  });
}
