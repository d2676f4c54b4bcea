// The independent Bridges checker, on the answer's characters: a bridge leaving a cell east must
// arrive in the next cell from the west (a sea cell passes it on, an island takes it), and the same
// down; each island counts the bridges on its four sides; from any island all are reached.
import { type Point, SIDES, type Side, breadthFirst, inside, move, opposite, pointKey, pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { type Crossings, type Hashi, arms, isIsland, islandsOf } from './format.ts';
import { verifyBy } from '../common/checking.ts';

/** The rules a partly filled grid already breaks (undefined: not filled yet); on a full grid, all of them. */
export function hashiProblems(p: Hashi, grid: PartialGrid<string>): Problem[] {
  const problems: Problem[] = [];
  const at = (cell: Point) => arms(grid[cell.row]?.[cell.col], isIsland(p, cell));
  for (const cell of points(p)) {
    const symbol = grid[cell.row][cell.col];
    const here = at(cell);
    if (here === undefined) {
      const expected = isIsland(p, cell) ? 'a digit 0-8 (3 x bridges east + bridges south)' : 'one of . - = | H';
      if (symbol !== undefined) problems.push({ rule: 'notation', message: `cell ${pointName(cell)} holds '${symbol}', expected ${expected}`, cells: [cell] });
      continue;
    }
    // A bridge goes on from cell to cell until it reaches an island; it never leaves the grid.
    for (const side of ['E', 'S'] as const) {
      const [next, way] = [move(cell, side), side === 'E' ? 'east' : 'south'];
      const there = inside(p, next) ? at(next) : undefined;
      if (here[side] > 0 && !inside(p, next))
        problems.push({ rule: 'bridges end at islands', message: `a bridge leaves ${pointName(cell)} ${way}, off the grid`, cells: [cell] });
      if (there && !isIsland(p, next) && here[side] !== there[side]) {
        const message = `${pointName(cell)} and ${pointName(next)} disagree: ${here[side]} bridge(s) ${way} of one, ${there[side]} through the other`;
        problems.push({ rule: 'bridges end at islands', message, cells: [cell, next] });
      }
      if (here[side] > 0 && !isIsland(p, cell) && !inside(p, move(cell, opposite(side))))
        problems.push({ rule: 'bridges end at islands', message: `the bridge through ${pointName(cell)} comes from off the grid`, cells: [cell] });
    }
    // An island has as many bridges as its number: east and south of it, and arriving from west and north.
    const number = p.islands[cell.row][cell.col];
    const west = cell.col === 0 ? { E: 0 } : at(move(cell, 'W'));
    const north = cell.row === 0 ? { S: 0 } : at(move(cell, 'N'));
    const count = west && north && here.E + here.S + west.E + north.S;
    if (number !== null && count !== undefined && count !== number)
      problems.push({ rule: 'island numbers', message: `island ${pointName(cell)} has ${count} bridges, its number is ${number}`, cells: [cell] });
  }
  if (problems.length > 0 || grid.some((line) => line.includes(undefined))) return problems;
  // One network: every island is reached from the first, cell by cell along the bridges, read from
  // the answer's own characters (a bridge east or south is on this cell, west or north on the one before).
  const islands = islandsOf(p);
  const bridged = (cell: Point, side: Side) =>
    (at(side === 'E' || side === 'S' ? cell : move(cell, side))?.[side === 'E' || side === 'W' ? 'E' : 'S'] ?? 0) > 0;
  const along = (cell: Point) => SIDES.filter((side) => bridged(cell, side)).map((side) => move(cell, side));
  const reached = new Set(breadthFirst(islands[0], along).map(pointKey));
  const apart = islands.filter((cell) => !reached.has(pointKey(cell)));
  const named = `${apart.slice(0, 3).map(pointName).join(', ')}${apart.length > 3 ? ', ...' : ''}`;
  const network = `the islands are not one network: ${pointName(islands[0])} reaches ${islands.length - apart.length} of ${islands.length} islands, not ${named}`;
  if (apart.length > 0) problems.push({ rule: 'one network', message: network, cells: apart });
  return problems;
}

/** The whole checker: a grid of the wrong size is told so, else every rule it breaks. */
export const checkHashi: (p: Hashi, grid: Crossings) => string[] = verifyBy(hashiProblems);
