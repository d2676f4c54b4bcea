// The independent Tents checker, on a grid that may be partly marked (undefined: not yet said):
// the rules the marks already break, each with its cells. On a full grid it is the whole verdict;
// the tents are paired with the trees by a matching of its own (augmenting paths).
import { FORWARD_AROUND, type Point, cols, pairs, pointName, rows, sideNeighbours } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid-spec.ts';
import type { Camp, Tents } from './format.ts';

export function tentsProblems(p: Tents, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  const at = ({ row, col }: Point) => grid[row][col];
  const tree = ({ row, col }: Point) => p.trees[row][col];
  const all = rows(p).flat();
  const tents = all.filter((point) => at(point) === true);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

  // A tent stands on open ground, beside a tree.
  for (const tent of tents) {
    if (tree(tent)) problems.push({ rule: 'tents beside trees', message: `cell ${pointName(tent)} is a tree, it cannot hold a tent`, cells: [tent] });
    else if (!sideNeighbours(tent, p).some(tree))
      problems.push({ rule: 'tents beside trees', message: `the tent at ${pointName(tent)} has no tree beside it`, cells: [tent] });
  }
  // Tents never touch, not even diagonally.
  for (const [a, b] of pairs(p, FORWARD_AROUND)) {
    if (at(a) === true && at(b) === true)
      problems.push({ rule: 'tents apart', message: `the tents at ${pointName(a)} and ${pointName(b)} touch`, cells: [a, b] });
  }
  // Each row and column holds as many tents as its count.
  const line = (name: string, count: number | null, cells: Point[]) => {
    if (count === null) return;
    const placed = cells.filter((point) => at(point) === true);
    const open = cells.filter((point) => at(point) === undefined && !tree(point)).length;
    const rule = `${name.split(' ')[0]} counts`;
    if (placed.length > count) problems.push({ rule, message: `${name} has ${plural(placed.length, 'tent')}, its count is ${count}`, cells: placed });
    else if (placed.length + open < count) {
      const room = open === 0 ? '' : ` and room for ${open} more`;
      problems.push({
        rule,
        message: `${name} has ${plural(placed.length, 'tent')}${room}, its count is ${count}`,
        cells: cells.filter((point) => at(point) === false),
      });
    }
  };
  const [lines, columns] = [rows(p), cols(p)];
  p.rows.forEach((count, row) => line(`row ${row + 1}`, count, lines[row]));
  p.columns.forEach((count, col) => line(`column ${col + 1}`, count, columns[col]));
  // Every tree has a tent beside it ...
  const lonely = all.filter((point) => tree(point) && sideNeighbours(point, p).every((n) => tree(n) || at(n) === false));
  for (const point of lonely) problems.push({ rule: 'a tent per tree', message: `the tree at ${pointName(point)} has no tent beside it`, cells: [point] });
  // ... and of its own: on a full grid the trees and the tents beside them pair off one to one.
  if (lonely.length === 0 && all.every((point) => at(point) !== undefined)) {
    const { trees, tents: left } = unpaired(
      p,
      tents.filter((tent) => !tree(tent)),
    );
    if (trees.length + left.length > 0) {
      const named = (list: Point[], word: string) =>
        list.length === 0 ? [] : [`${list.length === 1 ? word : `${word}s`} at ${list.map(pointName).join(', ')}`];
      const message = `the trees and tents do not pair off, each tent beside its own tree: ${[...named(trees, 'tree'), ...named(left, 'tent')].join(' and ')} left over`;
      problems.push({ rule: 'a tent per tree', message, cells: [...trees, ...left] });
    }
  }
  return problems;
}

/** The trees and tents a largest matching (tree to a tent beside it) leaves out. */
function unpaired(p: Tents, tents: Point[]): { trees: Point[]; tents: Point[] } {
  const key = ({ row, col }: Point) => `${row},${col}`;
  const isTent = new Set(tents.map(key));
  const trees = rows(p)
    .flat()
    .filter(({ row, col }) => p.trees[row][col]);
  const owner = new Map<string, number>();
  const claim = (tree: number, seen: Set<string>): boolean => {
    for (const tent of sideNeighbours(trees[tree], p).filter((n) => isTent.has(key(n)) && !seen.has(key(n)))) {
      seen.add(key(tent));
      const other = owner.get(key(tent));
      if (other === undefined || claim(other, seen)) {
        owner.set(key(tent), tree);
        return true;
      }
    }
    return false;
  };
  const alone = trees.filter((_, tree) => !claim(tree, new Set()));
  return { trees: alone, tents: tents.filter((tent) => !owner.has(key(tent))) };
}

export const checkTents = (p: Tents, camp: Camp): string[] => {
  if (camp.length !== p.height || camp.some((line) => line.length !== p.width)) return [`the grid should be ${p.width} wide and ${p.height} tall`];
  return tentsProblems(p, camp).map((problem) => problem.message);
};
