// The independent Bridges checker, on the answer's characters: a bridge leaving a cell east must
// arrive in the next cell from the west (a sea cell passes it on, an island takes it), and the same
// down; each island counts the bridges on its four sides; from any island all are reached.
import { type Point, SIDES, breadthFirst, move, pointKey, pointName, points } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { type Crossings, type Hashi, arms, isIsland } from './format.ts';
import { verifyByRows } from '../common/checking.ts';

const AXES = [
  { side: 'E', arm: 'east', way: 'east' },
  { side: 'S', arm: 'south', way: 'south' },
] as const;

/** The rules a partly filled grid already breaks (undefined: not filled yet); on a full grid, all of them. */
export function hashiProblems(p: Hashi, grid: PartialGrid<string>): Problem[] {
  const problems: Problem[] = [];
  const at = (cell: Point) => {
    const symbol = grid[cell.row]?.[cell.col];
    return symbol === undefined ? undefined : arms(symbol, isIsland(p, cell));
  };
  for (const cell of points(p)) {
    const symbol = grid[cell.row][cell.col];
    const here = at(cell);
    if (symbol !== undefined && here === undefined) {
      const expected = isIsland(p, cell) ? 'a digit 0-8 (3 x bridges east + bridges south)' : 'one of . - = | H';
      problems.push({ rule: 'notation', message: `cell ${pointName(cell)} holds '${symbol}', expected ${expected}`, cells: [cell] });
      continue;
    }
    // A bridge goes on from cell to cell until it reaches an island; it never leaves the grid.
    for (const { side, arm, way } of AXES) {
      const next = move(cell, side);
      const inside = next.row < p.height && next.col < p.width;
      const there = inside ? at(next) : undefined;
      if (here && here[arm] > 0 && !inside)
        problems.push({ rule: 'bridges end at islands', message: `a bridge leaves ${pointName(cell)} ${way}, off the grid`, cells: [cell] });
      if (here && there && !isIsland(p, next) && here[arm] !== there[arm]) {
        const message = `${pointName(cell)} and ${pointName(next)} disagree: ${here[arm]} bridge(s) ${way} of one, ${there[arm]} through the other`;
        problems.push({ rule: 'bridges end at islands', message, cells: [cell, next] });
      }
      const before = move(cell, side === 'E' ? 'W' : 'N');
      if (here && here[arm] > 0 && !isIsland(p, cell) && (before.row < 0 || before.col < 0))
        problems.push({ rule: 'bridges end at islands', message: `the bridge through ${pointName(cell)} comes from off the grid`, cells: [cell] });
    }
    // An island has as many bridges as its number: east and south of it, and arriving from west and north.
    const number = p.islands[cell.row][cell.col];
    const west = cell.col === 0 ? { east: 0 } : at(move(cell, 'W'));
    const north = cell.row === 0 ? { south: 0 } : at(move(cell, 'N'));
    if (number !== null && here && west && north) {
      const count = here.east + here.south + west.east + north.south;
      if (count !== number)
        problems.push({ rule: 'island numbers', message: `island ${pointName(cell)} has ${count} bridges, its number is ${number}`, cells: [cell] });
    }
  }
  if (problems.length > 0 || grid.some((line) => line.includes(undefined))) return problems;
  // One network: every island is reached from the first along the bridges.
  const islands = points(p).filter((cell) => isIsland(p, cell));
  // The islands a bridge joins to this one: a bridge leaving east or south is on this cell, one
  // arriving from west or north on the cell before.
  const bridgedTo = (cell: Point) =>
    SIDES.flatMap((side) => {
      let next = move(cell, side);
      const leaving = side === 'E' || side === 'W' ? 'east' : 'south';
      if ((at(side === 'E' || side === 'S' ? cell : next)?.[leaving] ?? 0) === 0) return [];
      while (!isIsland(p, next)) next = move(next, side);
      return [next];
    });
  const reached = new Set(breadthFirst(islands[0], bridgedTo).map(pointKey));
  const apart = islands.filter((cell) => !reached.has(pointKey(cell)));
  const named = `${apart.slice(0, 3).map(pointName).join(', ')}${apart.length > 3 ? ', ...' : ''}`;
  const network = `the islands are not one network: ${pointName(islands[0])} reaches ${reached.size} of ${islands.length} islands, not ${named}`;
  if (apart.length > 0) problems.push({ rule: 'one network', message: network, cells: apart });
  return problems;
}

/** The whole checker: a grid of the wrong size is told so, else every rule it breaks. */
export const checkHashi: (p: Hashi, grid: Crossings) => string[] = verifyByRows(hashiProblems);
