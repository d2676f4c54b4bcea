// The independent Hitori checker: it reads the grid cell by cell and says, in words, which rule is
// broken and where. It runs on a partly marked grid too (serve's Check, the oracle's pruning): then
// it names only what no choice of the unmarked cells can mend.
import { type Point, cols, rows } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { verifyBy } from '../common/checking.ts';
import { apart, sideBySide } from '../common/shading.ts';
import type { Hitori, Shading } from './format.ts';

export function hitoriProblems(p: Hitori, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  // No number twice in a row or column among the unshaded cells.
  const line = (name: string, cells: Point[], where: (cell: Point) => number) => {
    const seen = new Map<number, Point[]>();
    for (const cell of cells) {
      if (grid[cell.row][cell.col] !== false) continue;
      const number = p.numbers[cell.row][cell.col];
      seen.set(number, [...(seen.get(number) ?? []), cell]);
    }
    for (const [number, twice] of seen) {
      if (twice.length > 1)
        problems.push({
          rule: 'no repeats',
          message: `${name} has ${twice.length} unshaded ${number}s (${name.startsWith('row') ? 'columns' : 'rows'} ${twice.map((cell) => where(cell) + 1).join(' and ')})`,
          cells: twice,
        });
    }
  };
  rows(p).forEach((cells, row) => line(`row ${row + 1}`, cells, (cell) => cell.col));
  cols(p).forEach((cells, col) => line(`column ${col + 1}`, cells, (cell) => cell.row));
  // Shaded cells never side by side; the unshaded cells one group.
  problems.push(...sideBySide(grid, p, true, 'shaded apart', 'shaded'));
  problems.push(...apart(grid, p, false, 'unshaded connected', 'unshaded'));
  return problems;
}

export const checkHitori: (p: Hitori, grid: Shading) => string[] = verifyBy(hitoriProblems);
