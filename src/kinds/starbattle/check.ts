// The independent Star Battle checker: it counts the stars of every row, column and region and
// looks around every star itself, and says in words what is wrong. Every answer a solver prints
// passes through it.
import { FORWARD_AROUND, type Point, colPoints, neighbours, pointName, regionPoints, rowPoints, touchingNeighbours } from '../../dsl/grid/index.ts';
import { REGION_LETTERS } from '../common/task.ts';
import type { Problem } from '../../kind/grid.ts';
import { type StarBattle, type Stars, square } from './format.ts';
import { wrongSize } from '../common/checking.ts';

const at = (row: number, col: number) => pointName({ row, col });
const regionName = (region: number) => `region ${region + 1}${REGION_LETTERS[region] ? ` (${REGION_LETTERS[region]})` : ''}`;

export function checkStarBattle(p: StarBattle, grid: Stars): string[] {
  const size = wrongSize({ width: p.size, height: p.size }, grid);
  if (size.length > 0) return size;
  const problems: string[] = [];
  const plural = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
  // k stars in every row, every column and every region.
  grid.forEach((line, row) => {
    const stars = line.filter(Boolean).length;
    if (stars !== p.stars) problems.push(`row ${row + 1} has ${plural(stars)}, it needs ${p.stars}`);
  });
  for (let col = 0; col < p.size; col++) {
    const stars = grid.filter((line) => line[col]).length;
    if (stars !== p.stars) problems.push(`column ${col + 1} has ${plural(stars)}, it needs ${p.stars}`);
  }
  const perRegion = new Map<number, number>();
  p.regions.forEach((line, row) => line.forEach((region, col) => perRegion.set(region, (perRegion.get(region) ?? 0) + (grid[row][col] ? 1 : 0))));
  for (const [region, stars] of [...perRegion].sort((a, b) => a[0] - b[0])) {
    if (stars !== p.stars) problems.push(`${regionName(region)} has ${plural(stars)}, it needs ${p.stars}`);
  }
  // No two stars touch, not even at a corner: look right, down-left, down and down-right of each.
  grid.forEach((line, row) =>
    line.forEach((star, col) => {
      if (!star) return;
      for (const other of neighbours({ row, col }, FORWARD_AROUND)) {
        if (grid[other.row]?.[other.col]) problems.push(`the stars at ${at(row, col)} and ${pointName(other)} touch`);
      }
    }),
  );
  return problems;
}

/** A grid being marked: star, empty, or undefined where the player has not said yet. */
type Marks = (boolean | undefined)[][];

/**
 * The rules a partly marked grid already breaks, whatever its unmarked cells turn out to be (serve's
 * Check), each with its cells; on a complete grid, what checkStarBattle says, in its order. A line
 * or region that cannot reach k counts only the unmarked cells that could still take a star: none
 * beside a star (they would touch), and in a row or column at most every other cell of a run.
 */
export function checkStarBattleMarks(p: StarBattle, grid: Marks): Problem[] {
  const problems: Problem[] = [];
  const plural = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
  const star = ({ row, col }: Point) => grid[row]?.[col] === true;
  // An unmarked cell that can still be a star: one beside a star never can.
  const open = (spot: Point) => grid[spot.row][spot.col] === undefined && !touchingNeighbours(spot).some(star);
  const count = (rule: string, name: string, cells: Point[], room: number) => {
    const stars = cells.filter(star);
    if (stars.length > p.stars) return void problems.push({ rule, message: `${name} has ${plural(stars.length)}, it needs ${p.stars}`, cells: stars });
    if (stars.length + room >= p.stars) return;
    const unmarked = cells.some(({ row, col }) => grid[row][col] === undefined);
    const more = unmarked ? ` and room for ${room === 0 ? 'no' : `at most ${room}`} more` : '';
    // The cells that keep the count down: the ones marked empty, and the unmarked ones a star blocks.
    const blocking = cells.filter((spot) => !star(spot) && !open(spot));
    problems.push({ rule, message: `${name} has ${plural(stars.length)}${more}, it needs ${p.stars}`, cells: blocking });
  };
  // Along a row or column, cells side by side touch: a run of n open cells holds ceil(n / 2) stars.
  const roomInLine = (cells: Point[]) => {
    let room = 0;
    let run = 0;
    for (const spot of [...cells, undefined]) {
      if (spot && open(spot)) run++;
      else (room += Math.ceil(run / 2)), (run = 0);
    }
    return room;
  };
  const lines = square(p.size);
  for (let row = 0; row < p.size; row++) count('rows', `row ${row + 1}`, rowPoints(lines, row), roomInLine(rowPoints(lines, row)));
  for (let col = 0; col < p.size; col++) count('columns', `column ${col + 1}`, colPoints(lines, col), roomInLine(colPoints(lines, col)));
  regionPoints(p.regions).forEach((cells, region) => count('regions', regionName(region), cells, cells.filter(open).length));
  // Two stars that touch, each pair once, as checkStarBattle finds them.
  grid.forEach((cells, row) =>
    cells.forEach((mark, col) => {
      if (mark !== true) return;
      for (const other of neighbours({ row, col }, FORWARD_AROUND)) {
        if (star(other))
          problems.push({ rule: 'no touching', message: `the stars at ${at(row, col)} and ${at(other.row, other.col)} touch`, cells: [{ row, col }, other] });
      }
    }),
  );
  return problems;
}
