// Serve's play mode on grid kinds, without the server: Check (the kind's checker on a partly
// marked grid) and Hint (a cell the solver proves forced given the marks), held against the
// complete-grid checker and against a brute-force oracle on small generated puzzles.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAquarium, checkAquariumMarks } from '../src/kinds/aquarium/check.ts';
import { generateAquarium, randomWater } from '../src/kinds/aquarium/generate.ts';
import { parseWaterGrid, toAquariumText } from '../src/kinds/aquarium/format.ts';
import { bruteForceAquarium } from '../src/kinds/aquarium/brute.ts';
import { seededRandom } from '../src/format/random.ts';
import { InputError } from '../src/errors.ts';
import { type Marks, checkMarks, hintMarks } from '../src/kind/grid-play.ts';
import type { Result } from '../src/kind/contract.ts';
import { expectContract } from './helpers/contract.ts';
import { catalogue } from '../src/catalogue/index.ts';

const aquariumSpec = catalogue.aquarium.made.spec;

const WATER = 0;
const AIR = 1;
const bundled = (name: string) => ({ source: name, text: readFileSync(`puzzles/aquarium/${name}`, 'utf8') });
const solutionOf = (name: string) => parseWaterGrid(readFileSync(`puzzles/aquarium/${name}`, 'utf8'), name);
const marksOf = (grid: (boolean | undefined)[][]): Marks => grid.map((line) => line.map((water) => (water === undefined ? null : water ? WATER : AIR)));
/** Keeps each cell of the grid with the given odds, the others unmarked. */
const some = (grid: boolean[][], seed: number, odds: number) => {
  const random = seededRandom(seed);
  return grid.map((line) => line.map((water) => (random.next() < odds ? water : undefined)));
};
const checked = (result: Result) => expectContract(JSON.stringify(result)) as Result;

describe('Check: the Aquarium checker on a partly marked grid', () => {
  it('finds on complete grids exactly what the complete-grid checker finds', () => {
    const { puzzle } = generateAquarium({ width: 6, height: 5, seed: 3 });
    for (let seed = 0; seed < 40; seed++) {
      const random = seededRandom(seed);
      const grid = random.next() < 0.5 ? randomWater(puzzle.tanks, random) : puzzle.tanks.map((line) => line.map(() => random.next() < 0.5));
      expect(checkAquariumMarks(puzzle, grid)).toEqual(checkAquarium(puzzle, grid));
    }
  });

  it('names only what no completion can mend, with its cells', () => {
    // 3 columns, 2 rows: tanks a (top row) and b (bottom row).
    const puzzle = aquariumSpec.parse({ source: 't', text: '1 1 1\n2 aaa\n1 bbb\n' });
    const problems = (rows: (boolean | undefined)[][]) => checkAquariumMarks(puzzle, rows).map((p) => [p.rule, p.message, p.cells]);
    expect(
      problems([
        [undefined, undefined, undefined],
        [undefined, undefined, undefined],
      ]),
    ).toEqual([]);
    // Two air cells in a row of 3 whose clue is 2: too few water cells, whatever is left.
    expect(
      problems([
        [false, false, undefined],
        [undefined, undefined, undefined],
      ])[0],
    ).toEqual([
      'row clue',
      'row 1 has 2 air cells, so at most 1 water, clue says 2',
      [
        { row: 0, col: 0 },
        { row: 0, col: 1 },
      ],
    ]);
    // Water beside air in one tank row: no single level.
    expect(
      problems([
        [undefined, undefined, undefined],
        [true, false, undefined],
      ]).map(([rule]) => rule),
    ).toContain('level');
    // Water above air in one tank: floating.
    const tall = aquariumSpec.parse({ source: 't', text: '2 0\n1 ab\n1 ab\n' });
    expect(
      checkAquariumMarks(tall, [
        [true, undefined],
        [false, undefined],
      ]).map((p) => p.rule),
    ).toContain('floating');
  });

  it('answers in the contract: solved, unknown while incomplete, invalid with the cells', () => {
    const input = bundled('small-5x4.txt');
    const solution = solutionOf('small-5x4.solution');
    expect(checked(checkMarks(aquariumSpec, input, marksOf(solution)))).toMatchObject({ command: 'check-marks', status: 'solved' });
    const partial = checked(checkMarks(aquariumSpec, input, marksOf(some(solution, 1, 0.5))));
    expect(partial).toMatchObject({ status: 'unknown', reason: 'incomplete', answer: { type: 'marks', complete: false, problems: [] } });
    const wrong = marksOf(solution.map((line) => line.map((water) => !water)));
    const broken = checked(checkMarks(aquariumSpec, input, wrong));
    expect(broken).toMatchObject({ status: 'invalid', reason: 'rejected' });
    const answer = 'answer' in broken ? broken.answer : undefined;
    expect(answer?.type === 'marks' && answer.problems.length).toBeGreaterThan(0);
    expect(answer?.type === 'marks' && answer.problems.every((problem) => problem.cells.every((cell) => /^\(\d+,\d+\)$/.test(cell.name)))).toBe(true);
  });

  it('refuses marks of the wrong shape or value, naming where', () => {
    const input = bundled('small-5x4.txt');
    expect(() => checkMarks(aquariumSpec, input, [[null]])).toThrow(InputError);
    expect(() => checkMarks(aquariumSpec, input, [[null]])).toThrow(/^<marks>: rows: expected 4 rows/);
    const bad = marksOf(solutionOf('small-5x4.solution')) as unknown[][];
    bad[1][2] = 7;
    expect(() => checkMarks(aquariumSpec, input, bad)).toThrow(/^<marks>: cell \(2,3\): expected null or a value from 0 to 1 \(water, air\)/);
  });
});

describe('Hint: a cell forced given the marks', () => {
  it('on a unique puzzle, names an unmarked cell with its value in the solution', async () => {
    const input = bundled('seed-10x10.txt');
    const solution = solutionOf('seed-10x10.solution');
    for (const [seed, odds] of [
      [1, 0],
      [2, 0.3],
      [3, 0.8],
    ]) {
      const marks = marksOf(some(solution, seed, odds));
      const result = checked(await hintMarks(aquariumSpec, input, marks, {}));
      expect(result.status, result.message).toBe('solved');
      const answer = 'answer' in result ? result.answer : undefined;
      if (answer?.type !== 'hint' || !answer.cell) throw new Error(`no cell in ${JSON.stringify(result)}`);
      const { row, col } = answer.cell;
      expect(marks[row - 1][col - 1]).toBeNull();
      expect(answer.name).toBe(solution[row - 1][col - 1] ? 'water' : 'air');
      expect(result.message).toMatch(/^\(\d+,\d+\) is (water|air): forced by the rule/);
    }
  });

  it('says which marks cannot stand together when the checker sees nothing wrong yet', async () => {
    const input = bundled('seed-10x10.txt');
    const solution = solutionOf('seed-10x10.solution');
    const marks = marksOf(some(solution, 4, 0.4));
    // Flip a marked cell whose flip breaks no rule on its own: only the solver can tell.
    const puzzle = aquariumSpec.parse(input);
    const flipped = marks
      .flatMap((line, row) => line.flatMap((mark, col) => (mark === null ? [] : [[row, col]])))
      .find(([row, col]) => {
        const trial = marks.map((line) => [...line]);
        trial[row][col] = trial[row][col] === WATER ? AIR : WATER;
        return (
          checkAquariumMarks(
            puzzle,
            trial.map((line) => line.map((mark) => (mark === null ? undefined : mark === WATER))),
          ).length === 0
        );
      })!;
    marks[flipped[0]][flipped[1]] = marks[flipped[0]][flipped[1]] === WATER ? AIR : WATER;
    const result = checked(await hintMarks(aquariumSpec, input, marks, {}));
    expect(result).toMatchObject({ command: 'hint', status: 'invalid', reason: 'rejected' });
    expect(result.message).toMatch(/^a mark is wrong: 1 rule broken: no solution has these marks together: /);
    // The puzzle has one solution, so every set of marks that conflicts holds the wrong one.
    const answer = 'answer' in result ? result.answer : undefined;
    const named = answer?.type === 'marks' ? answer.problems[0].cells.map((cell) => [cell.row - 1, cell.col - 1]) : [];
    expect(named).toContainEqual(flipped);
  });

  it('agrees with the brute-force oracle on small puzzles with several solutions', async () => {
    let tried = 0;
    for (let seed = 1; tried < 6 && seed < 60; seed++) {
      const { puzzle, water } = generateAquarium({ width: 4, height: 4, seed, smallestTank: 1, largestTank: 2 });
      const solutions = bruteForceAquarium(puzzle, 50);
      if (solutions.length < 2) continue;
      tried++;
      const input = { source: `gen-${seed}`, text: toAquariumText(puzzle) };
      const grid = some(water, seed, 0.25);
      const fitting = solutions.filter((other) => grid.every((line, row) => line.every((mark, col) => mark === undefined || mark === other[row][col])));
      const forced = grid.flatMap((line, row) =>
        line.flatMap((mark, col) =>
          mark === undefined && fitting.every((other) => other[row][col] === fitting[0][row][col]) ? [`${row + 1},${col + 1}=${fitting[0][row][col]}`] : [],
        ),
      );
      const result = checked(await hintMarks(aquariumSpec, input, marksOf(grid), {}));
      const answer = 'answer' in result ? result.answer : undefined;
      if (answer?.type !== 'hint') throw new Error(`expected a hint, found ${JSON.stringify(result)}`);
      if (forced.length === 0) expect(answer.cell, `seed ${seed}: ${result.message}`).toBeNull();
      else expect(forced, `seed ${seed}: ${result.message}`).toContain(`${answer.cell!.row},${answer.cell!.col}=${answer.name === 'water'}`);
    }
    expect(tried).toBe(6);
  });

  it('says solved when every cell is marked right, and no solution when the puzzle has none', async () => {
    const complete = checked(await hintMarks(aquariumSpec, bundled('small-5x4.txt'), marksOf(solutionOf('small-5x4.solution')), {}));
    expect(complete).toMatchObject({ status: 'solved', answer: { type: 'hint', cell: null } });
    const input = bundled('unsolvable-4x4.txt');
    const size = aquariumSpec.parse(input);
    const empty = Array.from({ length: size.height }, () => Array(size.width).fill(null));
    expect(checked(await hintMarks(aquariumSpec, input, empty, {}))).toMatchObject({ status: 'no-solution' });
  });
});
