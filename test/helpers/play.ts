// What every Boolean grid kind's play mode must do, held against its complete-grid checker and its
// brute-force oracle: the marks checker agrees with verify on complete grids, names nothing on
// marks that a solution completes, and names something only when no solution fits the marks;
// a hint is a cell that every solution with the marks agrees on.
import { expect } from 'vitest';
import { seededRandom } from '../../src/format/random.ts';
import type { Result } from '../../src/kind/contract.ts';
import type { GridSpec } from '../../src/kind/grid.ts';
import { type Marks, hintMarks } from '../../src/kind/grid-play.ts';
import { expectContract } from './contract.ts';

type Partial = (boolean | undefined)[][];

/** Keeps each cell of the grid with the given odds, the others unmarked. */
export function some(grid: boolean[][], seed: number, odds: number): Partial {
  const random = seededRandom(seed, 31);
  return grid.map((line) => line.map((cell) => (random.next() < odds ? cell : undefined)));
}

/** The grid with `flips` cells turned over at random. */
export function flipped(grid: boolean[][], seed: number, flips: number): boolean[][] {
  const random = seededRandom(seed, 37);
  const out = grid.map((line) => [...line]);
  for (let i = 0; i < flips; i++) {
    const [row, col] = [random.between(0, out.length - 1), random.between(0, out[0].length - 1)];
    out[row][col] = !out[row][col];
  }
  return out;
}

/** Marks as the API takes them: the index of the play value (0 the marked value, 1 the empty one), or null. */
export const marksOf = (grid: Partial): Marks => grid.map((line) => line.map((cell) => (cell === undefined ? null : cell ? 0 : 1)));

const fits = (grid: Partial, solution: boolean[][]) => grid.every((line, row) => line.every((mark, col) => mark === undefined || mark === solution[row][col]));

/** On complete grids, the marks checker says what verify says, word for word and in its order. */
export function agreesWithVerify<P>(spec: GridSpec<P, boolean>, puzzle: P, grid: boolean[][]) {
  const messages = spec.problems!(puzzle, grid).map((problem) => problem.message);
  expect(messages).toEqual(spec.verify(puzzle, grid));
}

/**
 * Partial marks of each solution break nothing; marks made wrong (cells flipped, or drawn at random)
 * are named broken only when no solution of the oracle fits them. Returns how many wrong markings
 * were named broken, so a caller can see the checker is not silent.
 */
export function soundOnOracle<P>(spec: GridSpec<P, boolean>, puzzle: P, seed: number): number {
  const solutions = spec.oracle!(puzzle, 200);
  expect(solutions.length).toBeLessThan(200);
  let named = 0;
  solutions.slice(0, 5).forEach((solution, i) => {
    for (const odds of [0.2, 0.5, 0.8]) {
      const partial = some(solution, seed * 100 + i, odds);
      expect(spec.problems!(puzzle, partial), `marks of a solution: ${JSON.stringify(partial)}`).toEqual([]);
    }
  });
  const base = solutions[0];
  expect(base, 'a puzzle with a solution').toBeDefined();
  const random = seededRandom(seed, 41);
  for (let trial = 0; trial < 60; trial++) {
    const wrong = trial % 2 === 0 ? flipped(base, seed * 1000 + trial, 1 + (trial % 3)) : base.map((line) => line.map(() => random.next() < 0.3));
    const partial = some(wrong, seed * 1000 + trial, 0.3 + (trial % 5) * 0.15);
    const problems = spec.problems!(puzzle, partial);
    if (problems.length === 0) continue;
    named++;
    expect(
      solutions.filter((solution) => fits(partial, solution)),
      `${problems[0].message} on ${JSON.stringify(partial)}`,
    ).toEqual([]);
  }
  return named;
}

/**
 * Hint on marks of one solution names an unmarked cell that every oracle solution with the marks
 * agrees on, or no cell when there is none; under the engine asked for.
 */
export async function hintAgreesWithOracle<P>(spec: GridSpec<P, boolean>, input: { source: string; text: string }, seed: number, engine?: string) {
  const puzzle = spec.parse(input);
  const solutions = spec.oracle!(puzzle, 200);
  const grid = some(solutions[seed % solutions.length], seed, 0.3);
  const fitting = solutions.filter((solution) => fits(grid, solution));
  const forced = grid.flatMap((line, row) =>
    line.flatMap((mark, col) =>
      mark === undefined && fitting.every((other) => other[row][col] === fitting[0][row][col]) ? [`${row + 1},${col + 1}=${fitting[0][row][col]}`] : [],
    ),
  );
  const result = expectContract(JSON.stringify(await hintMarks(spec, input, marksOf(grid), engine ? { engine } : {}))) as Result;
  const answer = 'answer' in result ? result.answer : undefined;
  if (answer?.type !== 'hint') throw new Error(`expected a hint, found ${JSON.stringify(result)}`);
  // A settled encoding gives its reasons through its plain sibling (reasonsBy), which Hint names.
  const asked = engine ?? spec.defaultEncoding;
  expect('engine' in result && result.engine).toBe(spec.encodings.get(asked).reasonsBy ?? asked);
  const marked = spec.play!.values[0].name;
  if (forced.length === 0) expect(answer.cell, result.message).toBeNull();
  else expect(forced, result.message).toContain(`${answer.cell!.row},${answer.cell!.col}=${answer.name === marked}`);
  return result;
}
