// The independent Battleships checker, on a grid that may be partly marked (undefined: not yet
// said): the rules the marks already break, each with its cells. On a full grid it is the whole
// verdict; the ships are found as groups of side-touching ship cells and measured.
import { type Point, groups, pairs, pointName, points, sideNeighbours } from '../../dsl/grid/index.ts';
import { plural, verifyBy } from '../common/checking.ts';
import { countProblems } from '../common/line-counts.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid-spec.ts';
import { type Battleships, type Fleet, HINTS, segmentAt } from './format.ts';

export function battleshipsProblems(p: Battleships, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  const at = ({ row, col }: Point) => grid[row][col];
  const decided = (point: Point) => [point, ...sideNeighbours(point, p)].every((q) => at(q) !== undefined);

  // A given cell is what it says: water, or that segment of a ship (told once it and its sides are marked).
  for (const point of points(p)) {
    const hint = p.hints[point.row][point.col];
    if (hint === null || at(point) === undefined) continue;
    const found = at(point) === false ? 'water' : hint === 'x' ? 'a ship' : decided(point) ? HINTS[segmentAt(p, (q) => at(q) === true, point)] : HINTS[hint];
    if (found !== HINTS[hint])
      problems.push({ rule: 'given cells', message: `cell ${pointName(point)} is given as ${HINTS[hint]}, the grid has ${found} there`, cells: [point] });
  }
  // Ships never touch, not even diagonally (side by side they would be one ship).
  for (const [point, other] of pairs(p, ['NE', 'SE']).filter((pair) => pair.every((q) => at(q) === true)))
    problems.push({ rule: 'ships apart', message: `ships touch diagonally at ${pointName(point)} and ${pointName(other)}`, cells: [point, other] });
  // Each row and column holds as many ship cells as its count.
  problems.push(...countProblems(p, grid, 'ship cell'));

  // The ships are the fleet: no ship longer than its longest; once marked whole, as many of each length.
  const ships = groups(points(p).filter((point) => at(point) === true));
  const whole = ships.filter((cells) => cells.every(decided));
  const full = points(p).every((point) => at(point) !== undefined);
  for (const cells of ships.filter((found) => found.length > p.fleet[0]))
    problems.push({ rule: 'fleet', message: `the ship at ${pointName(cells[0])} is ${cells.length} cells long, the fleet's longest is ${p.fleet[0]}`, cells });
  for (const size of new Set([...p.fleet, ...whole.map((cells) => cells.length).filter((length) => length <= p.fleet[0])])) {
    const wanted = p.fleet.filter((length) => length === size).length;
    const found = whole.filter((cells) => cells.length === size);
    if (found.length > wanted || (full && found.length < wanted))
      problems.push({ rule: 'fleet', message: `the grid has ${plural(found.length, 'ship')} of length ${size}, the fleet has ${wanted}`, cells: found.flat() });
  }
  return problems;
}

export const checkBattleships: (p: Battleships, grid: Fleet) => string[] = verifyBy(battleshipsProblems);
