// The independent Slitherlink checker, on the inside of the loop: the loop runs between an inside
// cell and an outside one, so a clue counts the sides where its cell and the neighbour differ. The
// loop is one loop when the inside is one piece, the outside has no hole, and no vertex has the loop
// pass it twice (inside and outside cells in a checkerboard around it).
import { type Point, SIDES, groups, pointName, points, squares } from '../../dsl/grid/index.ts';
import type { PartialGrid } from '../../kind/cells.ts';
import type { Problem } from '../../kind/grid.ts';
import { type Inside, type Slitherlink, onLoop } from './format.ts';
import { verifyBy } from '../common/checking.ts';

/** The rules a partly marked grid already breaks (undefined: not marked yet); on a full grid, all of them. */
export function slitherlinkProblems(p: Slitherlink, inside: PartialGrid<boolean>): Problem[] {
  const problems: Problem[] = [];
  // A clue counts the sides of its cell the loop runs along.
  points(p).forEach((cell) => {
    const clue = p.clues[cell.row][cell.col];
    if (clue === null) return;
    const sides = SIDES.map((side) => onLoop(inside, cell, side));
    const drawn = sides.filter((side) => side === true).length;
    const open = sides.filter((side) => side === undefined).length;
    if (drawn > clue || drawn + open < clue) {
      const can = drawn <= clue && open > 0 ? ` and can have at most ${drawn + open}` : '';
      problems.push({ rule: 'clue', message: `cell ${pointName(cell)} has ${drawn} of its sides on the loop${can}, its clue is ${clue}`, cells: [cell] });
    }
  });
  // The loop never touches itself: no vertex with inside and outside cells crosswise around it.
  for (const [a, b, c, d] of squares(p)) {
    const [ia, ib, ic, id] = [a, b, c, d].map(({ row, col }) => inside[row][col]);
    if (ia !== undefined && ib !== undefined && ia === id && ib === ic && ia !== ib)
      problems.push({ rule: 'one loop', message: `the loop touches itself at the corner between ${pointName(a)} and ${pointName(d)}`, cells: [a, b, c, d] });
  }
  // The rest is told of a full grid only.
  if (inside.some((line) => line.includes(undefined))) return problems;
  const cells = (wanted: boolean) => points(p).filter(({ row, col }) => inside[row][col] === wanted);
  // One loop: the inside is one piece, and every piece of the outside reaches the border.
  const insides = groups(cells(true));
  if (insides.length === 0) problems.push({ rule: 'one loop', message: 'there is no loop: no cell is inside', cells: [] });
  const starts = insides.map((group) => group[0]);
  const loops = `the loop is ${insides.length} loops: the insides around ${starts.map(pointName).join(', ')} are apart`;
  if (insides.length > 1) problems.push({ rule: 'one loop', message: loops, cells: starts });
  const atBorder = ({ row, col }: Point) => row === 0 || col === 0 || row === p.height - 1 || col === p.width - 1;
  for (const hole of groups(cells(false)).filter((group) => !group.some(atBorder)))
    problems.push({ rule: 'one loop', message: `the outside cells around ${pointName(hole[0])} are enclosed: a second loop runs around them`, cells: hole });
  return problems;
}

/** The whole checker: a grid of the wrong size is told so, else every rule it breaks. */
export const checkSlitherlink: (p: Slitherlink, inside: Inside) => string[] = verifyBy(slitherlinkProblems);
