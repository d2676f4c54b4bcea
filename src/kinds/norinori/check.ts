// The independent Norinori checker, on a grid that may be partly marked (undefined: not yet said):
// the rules the marks already break, each with its cells. On a full grid it is the whole verdict.
import { type Point, pointName, points, regionPoints, sideNeighbours } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid-spec.ts';
import { verifyBy } from '../common/checking.ts';
import type { Norinori, Shading } from './format.ts';

export function norinoriProblems(p: Norinori, grid: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  const at = ({ row, col }: Point) => grid[row][col];
  const cells = (n: number) => `${n} shaded cell${n === 1 ? '' : 's'}`;

  // Exactly two shaded cells in every region.
  for (const region of regionPoints(p.regions)) {
    const shaded = region.filter((point) => at(point) === true);
    const open = region.filter((point) => at(point) === undefined).length;
    const name = `the region of ${pointName(region[0])}`;
    if (shaded.length > 2)
      problems.push({
        rule: 'two per region',
        message: `${name} has ${cells(shaded.length)} (${shaded.map(pointName).join(', ')}), it needs 2`,
        cells: shaded,
      });
    else if (shaded.length + open < 2) {
      const room = open === 0 ? '' : ` and room for ${open} more`;
      problems.push({ rule: 'two per region', message: `${name} has ${cells(shaded.length)}${room}, it needs 2`, cells: region });
    }
  }

  // The shaded cells pair off into dominoes: each has exactly one shaded side neighbour.
  for (const point of points(p)) {
    if (at(point) !== true) continue;
    const around = sideNeighbours(point, p);
    const shaded = around.filter((n) => at(n) === true);
    if (shaded.length > 1)
      problems.push({
        rule: 'dominoes',
        message: `the shaded cell ${pointName(point)} has ${shaded.length} shaded neighbours (${shaded.map(pointName).join(', ')}), a domino has one`,
        cells: [point, ...shaded],
      });
    else if (shaded.length === 0 && around.every((n) => at(n) === false))
      problems.push({ rule: 'dominoes', message: `the shaded cell ${pointName(point)} has no shaded neighbour, a domino has one`, cells: [point] });
  }
  return problems;
}

export const checkNorinori: (p: Norinori, grid: Shading) => string[] = verifyBy(norinoriProblems);
