// The independent Skyscrapers checker: rows and columns, givens, and each clue's count, looked at directly.
import type { Grid, PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { changedGivens, latinLines, repeats, shapeProblems } from '../common/numbers.ts';
import { type Skyscrapers, seen, sightLines } from './format.ts';

export function skyscrapersProblems(p: Skyscrapers, grid: PartialGrid<number>): Problem[] {
  // A given height stays; each height once per row and column.
  const problems: Problem[] = [...changedGivens(p.givens, grid), ...repeats(latinLines(p.width), grid)];
  // A clue counts the buildings seen. The buildings up to the first empty cell are surely seen
  // (with the tallest, n, wherever it stands); beyond, at most each empty cell and each taller
  // one before n adds one.
  for (const { clue, cells, name } of sightLines(p)) {
    const heights = cells.map(({ row, col }) => grid[row][col]);
    const gap = heights.indexOf(undefined);
    const known = (gap < 0 ? heights : heights.slice(0, gap)) as number[];
    const count = seen(known);
    if (gap < 0) {
      if (count !== clue)
        problems.push({ rule: 'clues', message: `${name} sees ${count} building${count === 1 ? '' : 's'} (heights ${known.join(', ')})`, cells });
      continue;
    }
    const tallest = heights.indexOf(p.width);
    const least = count + (known.includes(p.width) ? 0 : 1);
    const rest = heights.slice(gap, tallest < 0 ? undefined : tallest + 1);
    const most = count + rest.filter((height) => height === undefined || height > Math.max(0, ...known)).length;
    if (least > clue)
      problems.push({
        rule: 'clues',
        message: `${name} sees at least ${least} buildings already (heights ${known.join(', ')}${known.includes(p.width) ? '' : `, and the ${p.width} still to come`})`,
        cells,
      });
    else if (most < clue)
      problems.push({
        rule: 'clues',
        message: `${name} can see at most ${most} building${most === 1 ? '' : 's'} (heights ${heights.map((height) => height ?? '?').join(', ')})`,
        cells,
      });
  }
  return problems;
}

export function checkSkyscrapers(p: Skyscrapers, grid: Grid<number>): string[] {
  const shape = shapeProblems(grid, p, p.width);
  return shape.length > 0 ? shape : skyscrapersProblems(p, grid).map((problem) => problem.message);
}
