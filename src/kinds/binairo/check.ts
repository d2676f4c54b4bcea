// The independent Binairo checker: it counts each line's digits, looks for three equal ones in a
// row and for repeated lines itself, and says where; on a partly filled grid, what is already broken.
import { type Point, cols, pointName, rows } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import type { Binairo, Digits } from './format.ts';
import { wrongSize } from '../common/checking.ts';

export function checkBinairo(p: Binairo, grid: Digits): string[] {
  const size = wrongSize(p, grid);
  if (size.length > 0) return size;
  const odd = grid.flatMap((line, row) =>
    line.flatMap((digit, col) => (digit === 0 || digit === 1 ? [] : [`cell ${pointName({ row, col })} holds ${digit}, not 0 or 1`])),
  );
  return odd.length > 0 ? odd : checkBinairoMarks(p, grid).map((problem) => problem.message);
}

export function checkBinairoMarks(p: Binairo, grid: PartialGrid<number>): Problem[] {
  const problems: Problem[] = [];
  const at = ({ row, col }: Point) => grid[row][col];
  // The given digits stay.
  p.givens.forEach((line, row) =>
    line.forEach((given, col) => {
      const value = grid[row][col];
      if (given !== null && value !== undefined && value !== given)
        problems.push({ rule: 'givens', message: `cell ${pointName({ row, col })} is given ${given}, found ${value}`, cells: [{ row, col }] });
    }),
  );
  const lines = [
    ...rows(p).map((cells, i) => ({ cells, name: `row ${i + 1}`, kind: 'rows' })),
    ...cols(p).map((cells, i) => ({ cells, name: `column ${i + 1}`, kind: 'columns' })),
  ];
  for (const { cells, name } of lines) {
    // As many zeros as ones in every line: neither digit past half.
    for (const digit of [0, 1]) {
      const holding = cells.filter((cell) => at(cell) === digit);
      if (holding.length > cells.length / 2)
        problems.push({ rule: 'equal counts', message: `${name} has ${holding.length} ${digit}s, more than half its ${cells.length} cells`, cells: holding });
    }
    // No three equal digits next to each other.
    for (let i = 0; i + 2 < cells.length; i++) {
      const three = cells.slice(i, i + 3);
      const first = at(three[0]);
      if (first !== undefined && three.every((cell) => at(cell) === first))
        problems.push({ rule: 'no three in a row', message: `${name} has three ${first}s in a row from ${pointName(three[0])}`, cells: three });
    }
  }
  // No two rows alike, no two columns alike (complete ones only).
  for (const kind of ['rows', 'columns']) {
    const full = lines.filter((line) => line.kind === kind && line.cells.every((cell) => at(cell) !== undefined));
    full.forEach((line, i) => {
      const twin = full.slice(i + 1).find((other) => other.cells.every((cell, k) => at(cell) === at(line.cells[k])));
      if (twin) problems.push({ rule: 'distinct lines', message: `${line.name} and ${twin.name} are the same`, cells: [...line.cells, ...twin.cells] });
    });
  }
  return problems;
}
