// The independent Kakurasu checker: it adds up each line of the grid itself and says, in words,
// which sums miss their clues. Every answer a solver prints passes through it.
import type { Kakurasu, Shading } from './kakurasu.ts';

export function checkKakurasu(p: Kakurasu, grid: Shading): string[] {
  if (grid.length !== p.height || grid.some((line) => line.length !== p.width)) {
    return [`the grid should be ${p.width} wide and ${p.height} tall, found ${grid.length} rows of ${grid.map((line) => line.length).join(', ')} cells`];
  }
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
