// The independent Kakurasu checker: it adds up each line of the grid itself and says, in words,
// which sums miss their clues. Every answer a solver prints passes through it.
import { type Point, colPoints, rowPoints } from '../../dsl/grid/index.ts';
import type { Problem } from '../../kind/grid.ts';
import type { Kakurasu, Shading } from './format.ts';
import { wrongSize } from '../common/checking.ts';

export function checkKakurasu(p: Kakurasu, grid: Shading): string[] {
  const size = wrongSize(p, grid);
  if (size.length > 0) return size;
  const problems: string[] = [];
  const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);
  const spelled = (numbers: number[]) => (numbers.length === 0 ? 'nothing shaded' : numbers.join(' + '));
  // A shaded cell counts its column's number (from 1 at the left) in its row's sum.
  p.rows.forEach((clue, row) => {
    const numbers = grid[row].flatMap((shaded, col) => (shaded ? [col + 1] : []));
    if (sum(numbers) !== clue) problems.push(`row ${row + 1} adds up to ${sum(numbers)} (${spelled(numbers)}), its clue is ${clue}`);
  });
  // ... and its row's number (from 1 at the top) in its column's sum.
  p.columns.forEach((clue, col) => {
    const numbers = grid.flatMap((line, row) => (line[col] ? [row + 1] : []));
    if (sum(numbers) !== clue) problems.push(`column ${col + 1} adds up to ${sum(numbers)} (${spelled(numbers)}), its clue is ${clue}`);
  });
  return problems;
}

/** A grid being marked: shaded, empty, or undefined where the player has not said yet. */
type Marks = (boolean | undefined)[][];

/**
 * The rules a partly marked grid already breaks, whatever its unmarked cells turn out to be (serve's
 * Check), each with its cells; on a complete grid, what checkKakurasu says, in its order. A line is
 * broken when its shaded numbers pass the clue, or when no choice of its unmarked cells' numbers
 * adds what is missing (every sum they can make is tried: a line has few cells).
 */
export function checkKakurasuMarks(p: Kakurasu, grid: Marks): Problem[] {
  const problems: Problem[] = [];
  const spelled = (numbers: number[]) => (numbers.length === 0 ? 'nothing shaded' : numbers.join(' + '));
  // `cells` in order along the line; a cell's number is its place in it, from 1.
  const line = (rule: string, name: string, clue: number, cells: Point[]) => {
    const marks = cells.map(({ row, col }) => grid[row][col]);
    const numbers = marks.flatMap((mark, i) => (mark === true ? [i + 1] : []));
    const unmarked = marks.flatMap((mark, i) => (mark === undefined ? [i + 1] : []));
    const sum = numbers.reduce((total, n) => total + n, 0);
    const shaded = cells.filter((_, i) => marks[i] === true);
    const adds = `${name} adds up to ${sum} (${spelled(numbers)})`;
    if (unmarked.length === 0) {
      if (sum !== clue)
        problems.push({ rule, message: `${adds}, its clue is ${clue}`, cells: sum > clue ? shaded : cells.filter((_, i) => marks[i] === false) });
    } else if (sum > clue) {
      problems.push({ rule, message: `${adds} already, its clue is ${clue}`, cells: shaded });
    } else if (!sums(unmarked).has(clue - sum)) {
      const message = `${adds}, and no choice of its unmarked ${unmarked.join(', ')} adds the ${clue - sum} more its clue ${clue} needs`;
      problems.push({ rule, message, cells: cells.filter((_, i) => marks[i] !== undefined) });
    }
  };
  p.rows.forEach((clue, row) => line('row sums', `row ${row + 1}`, clue, rowPoints(p, row)));
  p.columns.forEach((clue, col) => line('column sums', `column ${col + 1}`, clue, colPoints(p, col)));
  return problems;
}

/** Every sum of a subset of the numbers (0 for none). */
function sums(numbers: number[]): Set<number> {
  let reached = new Set([0]);
  for (const n of numbers) reached = new Set([...reached, ...[...reached].map((sum) => sum + n)]);
  return reached;
}
