// Serve's play mode on Star Battle, Kakurasu and Thermometers, without the server: each kind's
// marks checker (Check) on its golden solutions, on corrupted and partial grids, and against its
// brute-force oracle on small puzzles; Hint under every encoding against the oracle; the cells of
// the play layout where render.svg draws them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/format/random.ts';
import { cluesOf as kakurasuClues } from '../src/kinds/kakurasu/generate.ts';
import { toKakurasuText } from '../src/kinds/kakurasu/format.ts';
import { generateStarBattle } from '../src/kinds/starbattle/generate.ts';
import { toStarBattleText, type StarBattle } from '../src/kinds/starbattle/format.ts';
import { cluesOf as thermometersClues, randomThermometers } from '../src/kinds/thermometers/generate.ts';
import { toThermometersText, inTaskOrder } from '../src/kinds/thermometers/format.ts';
import type { GridSpec } from '../src/kind/grid.ts';
import { checkMarks } from '../src/kind/grid-play.ts';
import { agreesWithVerify, flipped, hintAgreesWithOracle, marksOf, some, soundOnOracle } from './helpers/play.ts';
import { starBattleSolving } from '../encodings/starbattle/index.ts';
import { catalogue } from '../src/catalogue/index.ts';

const kakurasuSpec = catalogue.kakurasu.made.spec;
const starBattleSpec = catalogue.starbattle.made.spec;
const thermometersSpec = catalogue.thermometers.made.spec;

const file = (path: string) => ({ source: path, text: readFileSync(path, 'utf8') });
const U = undefined;
/** A grid from rows of `#` (marked), `.` (empty) and `?` (unmarked). */
const grid = (...rows: string[]) => rows.map((line) => [...line].map((c) => (c === '?' ? U : c === '#')));
const said = <P>(spec: GridSpec<P, boolean>, puzzle: P, marks: (boolean | undefined)[][]) =>
  spec.problems!(puzzle, marks).map((problem) => ({
    rule: problem.rule,
    message: problem.message,
    cells: problem.cells.map(({ row, col }) => `${row + 1},${col + 1}`),
  }));

/** Small puzzles of each kind, several with more than one solution, and their text. */
async function starBattles(): Promise<StarBattle[]> {
  const made: StarBattle[] = [starBattleSpec.parse(file('puzzles/starbattle/two-solutions-5x5.txt'))];
  // Seeds the generator settles quickly on 5x5 (seed 3 takes it minutes).
  for (const seed of [1, 2, 4]) {
    const { puzzle } = await generateStarBattle({ size: 5, seed, stars: 1, solving: starBattleSolving });
    // A cell moved across a wall: often several solutions, or none.
    const moved = puzzle.regions.map((line) => [...line]);
    moved[seed % 4][2] = moved[(seed % 4) + 1][2];
    made.push(puzzle, { ...puzzle, regions: moved });
  }
  return made.filter((puzzle) => starBattleSpec.oracle!(puzzle, 1).length > 0);
}
const kakurasus = () => [
  kakurasuSpec.parse(file('puzzles/kakurasu/two-solutions-5x4.txt')),
  ...[1, 2, 3, 4, 5].map((seed) => {
    const random = seededRandom(seed, 11);
    const [width, height] = [3 + (seed % 3), 3 + ((seed + 1) % 3)];
    return kakurasuClues(Array.from({ length: height }, () => Array.from({ length: width }, () => random.next() < 0.5)));
  }),
];
const thermometerses = () => [
  thermometersSpec.parse(file('puzzles/thermometers/two-solutions-4x4.txt')),
  ...[1, 2, 3, 4, 5].map((seed) => {
    const size = 3 + (seed % 3);
    const random = seededRandom(seed, 21);
    const tubes = inTaskOrder({ width: size }, randomThermometers(size, size, random, size, seed % 2 === 0));
    return thermometersClues(
      size,
      size,
      tubes,
      tubes.map((path) => random.between(0, path.length)),
    ).puzzle;
  }),
];

const kinds = [
  {
    spec: starBattleSpec as GridSpec<unknown, boolean>,
    dir: 'starbattle',
    golden: ['sampler-8x8', 'snippet-7x7', 'task-6x6', 'two-stars-10x10'],
    small: starBattles,
    text: toStarBattleText as (p: unknown) => string,
  },
  {
    spec: kakurasuSpec as GridSpec<unknown, boolean>,
    dir: 'kakurasu',
    golden: ['sampler-6x6', 'snippet-5x5', 'task-8x8'],
    small: async () => kakurasus(),
    text: toKakurasuText as (p: unknown) => string,
  },
  {
    spec: thermometersSpec as GridSpec<unknown, boolean>,
    dir: 'thermometers',
    golden: ['curved-6x6', 'snippet-straight-7x7', 'task-8x8'],
    small: async () => thermometerses(),
    text: toThermometersText as (p: unknown) => string,
  },
];

for (const { spec, dir, golden, small, text } of kinds) {
  describe(`${spec.id}: Check and Hint`, () => {
    it('on complete grids says what verify says: nothing on the golden solutions, the same words on corrupted ones', () => {
      for (const name of golden) {
        const puzzle = spec.parse(file(`puzzles/${dir}/${name}.txt`));
        const solution = spec.parseSolution(readFileSync(`puzzles/${dir}/${name}.solution`, 'utf8'), name, puzzle);
        expect(spec.problems!(puzzle, solution)).toEqual([]);
        let broken = 0;
        for (let seed = 0; seed < 20; seed++) {
          const wrong = flipped(solution, seed, 1 + (seed % 4));
          agreesWithVerify(spec, puzzle, wrong);
          broken += spec.verify(puzzle, wrong).length > 0 ? 1 : 0;
        }
        expect(broken).toBeGreaterThan(10);
      }
    });

    it('names nothing on marks a solution completes, and a rule only where no solution fits the marks', async () => {
      let named = 0;
      for (const [i, puzzle] of (await small()).entries()) named += soundOnOracle(spec, puzzle, i + 1);
      expect(named, 'wrong marks the checker names').toBeGreaterThan(20);
    });

    it('hints a cell forced given the marks, under every encoding', async () => {
      const puzzles = (await small()).filter((puzzle) => spec.oracle!(puzzle, 3).length > 1).slice(0, 2);
      expect(puzzles.length).toBeGreaterThan(0);
      let hinted = 0;
      for (const [i, puzzle] of puzzles.entries()) {
        const input = { source: `small-${i}`, text: text(puzzle) };
        for (const engine of spec.encodings.ids()) {
          const result = await hintAgreesWithOracle(spec, input, i + 3, engine);
          hinted += 'answer' in result && result.answer?.type === 'hint' && result.answer.cell ? 1 : 0;
        }
      }
      expect(hinted, 'hints that name a cell').toBeGreaterThan(0);
    }, 120_000);

    it('checks a golden puzzle through the contract: solved when complete, unknown while partial', () => {
      const input = file(`puzzles/${dir}/${golden[0]}.txt`);
      const puzzle = spec.parse(input);
      const solution = spec.parseSolution(readFileSync(`puzzles/${dir}/${golden[0]}.solution`, 'utf8'), golden[0], puzzle);
      expect(checkMarks(spec, input, marksOf(solution))).toMatchObject({ command: 'check-marks', status: 'solved' });
      expect(checkMarks(spec, input, marksOf(some(solution, 2, 0.5)))).toMatchObject({ status: 'unknown', reason: 'incomplete', answer: { problems: [] } });
    });
  });
}

describe('the play layout is where render.svg draws the cells', () => {
  it('Star Battle: the grid below the caption band; Kakurasu and Thermometers: below and right of the clues', () => {
    const star = starBattleSpec.parse(file('puzzles/starbattle/task-6x6.txt'));
    const layout = starBattleSpec.play!.layout(star);
    expect(layout).toMatchObject({ rows: 6, cols: 6 });
    // A star at (2,3) is drawn centred in its square.
    const svg = starBattleSpec.render.svg!(star, grid('......', '..#...', '......', '......', '......', '......'));
    const points = /<polygon points="([^"]+)"/
      .exec(svg)![1]
      .split(' ')
      .map((point) => point.split(',').map(Number));
    const [xs, ys] = [points.map(([x]) => x), points.map(([, y]) => y)];
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(layout.left + 2.5 * layout.cell, 0);
    expect(Math.min(...ys)).toBeGreaterThan(layout.top + layout.cell);
    expect(Math.max(...ys)).toBeLessThan(layout.top + 2 * layout.cell);
    // Kakurasu shades a cell as a square: exactly the layout's square.
    const kakurasu = kakurasuSpec.parse(file('puzzles/kakurasu/snippet-5x5.txt'));
    const k = kakurasuSpec.play!.layout(kakurasu);
    const shaded = kakurasuSpec.render.svg!(kakurasu, grid('.....', '...#.', '.....', '.....', '.....'));
    expect(shaded).toContain(`<rect x="${k.left + 3 * k.cell}" y="${k.top + k.cell}" width="${k.cell}" height="${k.cell}"/>`);
    // Thermometers: the grid's frame starts at the layout's corner.
    const thermometers = thermometersSpec.parse(file('puzzles/thermometers/curved-6x6.txt'));
    const t = thermometersSpec.play!.layout(thermometers);
    expect(thermometersSpec.render.svg!(thermometers, null)).toContain(`<rect x="${t.left}" y="${t.top}" width="${6 * t.cell}" height="${6 * t.cell}"`);
  });
});

describe('what each checker names on partial marks', () => {
  it('Star Battle: too many stars, touching stars, and a line or region with no room left', () => {
    // 4x4, 1 star; regions: a (top row), b (the rest of the left half), c (the rest of the right half).
    const puzzle = starBattleSpec.parse({ source: 't', text: 'kind: starbattle\nstars: 1\naaaa\nbbcc\nbbcc\nbbcc\n' });
    expect(said(starBattleSpec, puzzle, grid('????', '????', '????', '????'))).toEqual([]);
    const crowded = said(starBattleSpec, puzzle, grid('#?#?', '????', '????', '????'));
    expect(crowded).toContainEqual({ rule: 'rows', message: 'row 1 has 2 stars, it needs 1', cells: ['1,1', '1,3'] });
    expect(crowded).toContainEqual({ rule: 'regions', message: 'region 1 (a) has 2 stars, it needs 1', cells: ['1,1', '1,3'] });
    expect(said(starBattleSpec, puzzle, grid('????', '?#??', '??#?', '????'))).toContainEqual({
      rule: 'no touching',
      message: 'the stars at (2,2) and (3,3) touch',
      cells: ['2,2', '3,3'],
    });
    // Row 2: (2,1) is empty and the rest touch the star at (1,3) or are empty.
    expect(said(starBattleSpec, puzzle, grid('??#?', '..??', '????', '????'))).toEqual([
      { rule: 'rows', message: 'row 2 has 0 stars and room for no more, it needs 1', cells: ['2,1', '2,2', '2,3', '2,4'] },
    ]);
    // Column 1 of 4 cells: (1,1) and (3,1) empty leave (2,1) and (4,1), apart: room for one.
    expect(said(starBattleSpec, puzzle, grid('.???', '????', '.???', '????'))).toEqual([]);
  });

  it('Kakurasu: a sum already over its clue, and one no choice of the unmarked cells reaches', () => {
    const puzzle = kakurasuSpec.parse({ source: 't', text: 'kind: kakurasu\ncolumns: 1 2 3\nrows: 3 2 1\n' });
    expect(said(kakurasuSpec, puzzle, grid('??#', '???', '???'))).toEqual([]);
    expect(said(kakurasuSpec, puzzle, grid('???', '?##', '???'))).toEqual([
      { rule: 'row sums', message: 'row 2 adds up to 5 (2 + 3) already, its clue is 2', cells: ['2,2', '2,3'] },
    ]);
    // Row 1 needs 3: with 3 empty, only 1 + 2 is left, and 1 is empty.
    expect(said(kakurasuSpec, puzzle, grid('#?.', '???', '???'))).toEqual([]);
    expect(said(kakurasuSpec, puzzle, grid('.?.', '???', '???'))).toEqual([
      {
        rule: 'row sums',
        message: 'row 1 adds up to 0 (nothing shaded), and no choice of its unmarked 2 adds the 3 more its clue 3 needs',
        cells: ['1,1', '1,3'],
      },
      // Column 1's clue 1 takes row 1, which is empty.
      {
        rule: 'column sums',
        message: 'column 1 adds up to 0 (nothing shaded), and no choice of its unmarked 2, 3 adds the 1 more its clue 1 needs',
        cells: ['1,1'],
      },
    ]);
  });

  it('Thermometers: a gap from the bulb, and counts over the clue or out of reach', () => {
    // One thermometer per row, bulbs on the left, 3 long.
    const puzzle = thermometersSpec.parse({ source: 't', text: 'kind: thermometers\n  1 1 0\n2 R > o\n0 R > o\n0 R > o\n' });
    expect(said(thermometersSpec, puzzle, grid('???', '???', '???'))).toEqual([]);
    expect(said(thermometersSpec, puzzle, grid('.#?', '???', '???')).map((problem) => problem.rule)).toContain('from the bulb');
    expect(said(thermometersSpec, puzzle, grid('.#?', '???', '???'))).toContainEqual({
      rule: 'from the bulb',
      message: 'thermometer 1 (bulb at (1,1)) has mercury at (1,2) past the empty (1,1)',
      cells: ['1,1', '1,2'],
    });
    // Mercury at (2,3) fills (2,1) and (2,2) below it: row 2 has 3, its clue is 0.
    expect(said(thermometersSpec, puzzle, grid('???', '??#', '???'))).toContainEqual({
      rule: 'row clues',
      message: 'row 2 has 1 filled cell and 2 more below mercury, its clue is 0',
      cells: ['2,3', '2,1', '2,2'],
    });
    // Row 1 needs 2, but its bulb is empty: nothing above it can fill.
    expect(said(thermometersSpec, puzzle, grid('.??', '???', '???'))).toContainEqual({
      rule: 'row clues',
      message: 'row 1 has 0 filled cells and room for no more, its clue is 2',
      cells: ['1,1', '1,2', '1,3'],
    });
  });
});
