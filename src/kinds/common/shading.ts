// Checks shared by the shading kinds (Hitori, Heyawake, Nurikabe, Yin-Yang) on a grid that may be
// partly marked: two cells of a value side by side, a 2x2 block of one value, and cells of a value
// that can no longer be one group. Each says only what every completion of the grid breaks, so it
// serves the page's Check, prunes the backtracking oracle, and on a full grid is the plain rule.
import { type Point, type Size, groups, pairs, pointKey, pointName, points, squares } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';

const at = (grid: PartialGrid, { row, col }: Point) => grid[row][col];

/** Side neighbours that both hold `value`. */
export function sideBySide<C extends boolean | string>(grid: PartialGrid<C>, size: Size, value: C, rule: string, what: string): Problem[] {
  return pairs(size)
    .filter(([a, b]) => at(grid, a) === value && at(grid, b) === value)
    .map(([a, b]) => ({ rule, message: `${pointName(a)} and ${pointName(b)} are both ${what}, side by side`, cells: [a, b] }));
}

/** 2x2 blocks whose four cells all hold `value`. */
export function fullSquares<C extends boolean | string>(grid: PartialGrid<C>, size: Size, value: C, rule: string, what: string): Problem[] {
  return squares(size)
    .filter((block) => block.every((cell) => at(grid, cell) === value))
    .map((block) => ({ rule, message: `the 2x2 block at ${pointName(block[0])} is all ${what}`, cells: block }));
}

/**
 * The cells holding `value` must be one group: they are not when the cells that hold it or are
 * still open fall apart with some of them in each part. On a full grid: the value's groups.
 */
export function apart<C extends boolean | string>(grid: PartialGrid<C>, size: Size, value: C, rule: string, what: string): Problem[] {
  const open = points(size).filter((cell) => at(grid, cell) === value || at(grid, cell) === undefined);
  const parts = groups(open)
    .map((part) => part.filter((cell) => at(grid, cell) === value))
    .filter((part) => part.length > 0);
  if (parts.length < 2) return [];
  const full = open.every((cell) => at(grid, cell) !== undefined);
  const message = full
    ? `the ${what} cells fall into ${parts.length} groups, starting at ${parts.map((part) => pointName(part[0])).join(' ')}`
    : `the ${what} cells are cut into ${parts.length} parts that cannot meet, starting at ${parts.map((part) => pointName(part[0])).join(' ')}`;
  return [{ rule, message, cells: parts.flat() }];
}

/** The side-connected groups of the cells holding `value`, each as a set of point keys too. */
export function groupsOf<C extends boolean | string>(grid: PartialGrid<C>, size: Size, value: C): { cells: Point[]; keys: Set<string> }[] {
  return groups(points(size).filter((cell) => at(grid, cell) === value)).map((cells) => ({ cells, keys: new Set(cells.map(pointKey)) }));
}
