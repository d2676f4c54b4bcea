// The independent Tents checker, on a grid that may be partly marked (undefined: not yet said):
// the rules the marks already break, each with its cells. On a full grid it is the whole verdict;
// the tents are paired with the trees by a largest matching (augmenting paths), not by Z3.
import { FORWARD_AROUND, type Point, neighbours, pointKey, pointName, rows, sideNeighbours, largestMatching } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid-spec.ts';
import { verifyBy } from '../common/checking.ts';
import { countProblems } from '../common/line-counts.ts';
import type { Camp, Tents } from './format.ts';

export function tentsProblems(p: Tents, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  const at = ({ row, col }: Point) => grid[row][col];
  const tree = ({ row, col }: Point) => p.trees[row][col];
  const all = rows(p).flat();
  const tents = all.filter((point) => at(point) === true);

  // A tent stands on open ground, beside a tree.
  for (const tent of tents) {
    if (tree(tent)) problems.push({ rule: 'tents beside trees', message: `cell ${pointName(tent)} is a tree, it cannot hold a tent`, cells: [tent] });
    else if (!sideNeighbours(tent, p).some(tree))
      problems.push({ rule: 'tents beside trees', message: `the tent at ${pointName(tent)} has no tree beside it`, cells: [tent] });
  }
  // Tents never touch, not even diagonally (each pair once: a tent and the cells after it).
  for (const a of tents)
    for (const b of neighbours(a, FORWARD_AROUND, p)) {
      if (at(b) === true) problems.push({ rule: 'tents apart', message: `the tents at ${pointName(a)} and ${pointName(b)} touch`, cells: [a, b] });
    }
  // Each row and column holds as many tents as its count (a tree is no room for one).
  problems.push(...countProblems(p, grid, 'tent', tree));
  // Every tree has a tent beside it ...
  const lonely = all.filter((point) => tree(point) && sideNeighbours(point, p).every((n) => tree(n) || at(n) === false));
  for (const point of lonely) problems.push({ rule: 'a tent per tree', message: `the tree at ${pointName(point)} has no tent beside it`, cells: [point] });
  // ... and of its own: on a full grid the trees and the tents beside them pair off one to one.
  if (lonely.length === 0 && all.every((point) => at(point) !== undefined)) {
    const isTent = new Set(tents.filter((tent) => !tree(tent)).map(pointKey));
    const { owner, alone: trees } = largestMatching(all.filter(tree), (point) => sideNeighbours(point, p).filter((n) => isTent.has(pointKey(n))));
    const left = tents.filter((tent) => isTent.has(pointKey(tent)) && !owner.has(pointKey(tent)));
    if (trees.length + left.length > 0) {
      const named = (list: Point[], word: string) =>
        list.length === 0 ? [] : [`${list.length === 1 ? word : `${word}s`} at ${list.map(pointName).join(', ')}`];
      const message = `the trees and tents do not pair off, each tent beside its own tree: ${[...named(trees, 'tree'), ...named(left, 'tent')].join(' and ')} left over`;
      problems.push({ rule: 'a tent per tree', message, cells: [...trees, ...left] });
    }
  }
  return problems;
}

export const checkTents: (p: Tents, camp: Camp) => string[] = verifyBy(tentsProblems);
