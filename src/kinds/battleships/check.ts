// The independent Battleships checker, on a grid that may be partly marked (undefined: not yet
// said): the rules the marks already break, each with its cells. On a full grid it is the whole
// verdict; the ships are found as groups of side-touching ship cells and measured.
import { DIAGONALS, type Point, cols, groups, inside, move, pointName, points, rows, sideNeighbours } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid-spec.ts';
import { type Battleships, type Fleet, HINTS, segmentAt } from './format.ts';

export function battleshipsProblems(p: Battleships, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  const at = ({ row, col }: Point) => grid[row][col];
  const ship = points(p).filter((point) => at(point) === true);
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
  for (const point of ship) {
    for (const other of DIAGONALS.slice(0, 2)
      .map((d) => move(point, d))
      .filter((q) => inside(p, q) && at(q) === true)) {
      problems.push({ rule: 'ships apart', message: `ships touch diagonally at ${pointName(point)} and ${pointName(other)}`, cells: [point, other] });
    }
  }
  // Each row and column holds as many ship cells as its count.
  const line = (name: string, count: number | null, cells: Point[]) => {
    if (count === null) return;
    const placed = cells.filter((point) => at(point) === true);
    const open = cells.filter((point) => at(point) === undefined).length;
    const rule = `${name.split(' ')[0]} counts`;
    const has = `${name} has ${placed.length} ship cell${placed.length === 1 ? '' : 's'}`;
    if (placed.length > count) problems.push({ rule, message: `${has}, its count is ${count}`, cells: placed });
    else if (placed.length + open < count)
      problems.push({
        rule,
        message: `${has}${open === 0 ? '' : ` and room for ${open} more`}, its count is ${count}`,
        cells: cells.filter((point) => at(point) === false),
      });
  };
  p.rows.forEach((count, row) => line(`row ${row + 1}`, count, rows(p)[row]));
  p.columns.forEach((count, col) => line(`column ${col + 1}`, count, cols(p)[col]));

  // The ships are the fleet: no ship longer than its longest; once marked whole, as many of each length.
  const ships = groups(ship);
  const whole = ships.filter((cells) => cells.every((point) => sideNeighbours(point, p).every((q) => at(q) !== undefined)));
  const full = points(p).every((point) => at(point) !== undefined);
  for (const cells of ships.filter((found) => found.length > p.fleet[0])) {
    problems.push({ rule: 'fleet', message: `the ship at ${pointName(cells[0])} is ${cells.length} cells long, the fleet's longest is ${p.fleet[0]}`, cells });
  }
  for (const length of new Set([...p.fleet, ...whole.map((cells) => cells.length)])) {
    if (length > p.fleet[0]) continue;
    const wanted = p.fleet.filter((fleetLength) => fleetLength === length).length;
    const found = whole.filter((cells) => cells.length === length);
    if (found.length > wanted || (full && found.length < wanted)) {
      const message = `the grid has ${found.length} ship${found.length === 1 ? '' : 's'} of length ${length}, the fleet has ${wanted}`;
      problems.push({ rule: 'fleet', message, cells: found.flat() });
    }
  }
  return problems;
}

export function checkBattleships(p: Battleships, grid: Fleet): string[] {
  if (grid.length !== p.height || grid.some((line) => line.length !== p.width)) return [`the grid should be ${p.width} wide and ${p.height} tall`];
  return battleshipsProblems(p, grid).map((problem) => problem.message);
}
