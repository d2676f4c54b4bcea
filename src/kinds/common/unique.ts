// For the generators: is an intended answer the only solution of a drawn puzzle, and if not, what
// is another one? Asked of an encoding through the solver, every answer checked.
import type { Encoding } from '../../dsl/encoding.ts';
import { solve } from '../../solver/run.ts';

type Marks = boolean[][];

const same = (a: Marks, b: Marks) => a.every((line, row) => line.every((cell, col) => cell === b[row][col]));

/**
 * A solution other than `intended`, or undefined when `intended` is proved the only one. Throws
 * when the solver cannot tell, or when `intended` is not a solution at all (a generator's bug).
 */
export async function rivalOf<P>(encoding: Encoding<P, Marks>, puzzle: P, intended: Marks, options: { strategy: string; verify: (grid: Marks) => string[] }): Promise<Marks | undefined> {
  const report = await solve(encoding, puzzle, { ...options, limit: 2 });
  if (report.status === 'rejected') throw new Error(`${encoding.id} gave an answer the checker rejects: ${report.problems.join('; ')}`);
  const grids = report.solutions.map((solution) => solution.answer);
  if (!report.complete && grids.length < 2) throw new Error(`${encoding.id} could not decide the drawn puzzle (${report.status})`);
  // With more than two solutions, the two found need not include the intended one.
  if (report.complete && !grids.some((grid) => same(grid, intended))) throw new Error(`the intended answer is not a solution of the drawn puzzle (${encoding.id})`);
  return grids.find((grid) => !same(grid, intended));
}
