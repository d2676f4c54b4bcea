// Thermometers: its formats (straight types anchored at the first free cell, paths, the arrow
// text form) and their errors, the checker's words, both encodings against the brute-force oracle
// on small generated puzzles, the generator, the command line, and the corpus.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { thermometersEncodings, thermometersSolving } from '../encodings/thermometers/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { bruteForceThermometers } from '../src/kinds/thermometers/brute.ts';
import { checkThermometers } from '../src/kinds/thermometers/check.ts';
import {
  parseThermometers,
  parseThermometersTask,
  thermometersWarnings,
  toThermometersTask,
  toThermometersText,
  type Mercury,
  type Thermometers,
  inTaskOrder,
} from '../src/kinds/thermometers/format.ts';
import { cluesOf, generateThermometers, randomThermometers } from '../src/kinds/thermometers/generate.ts';
import { settle } from '../src/kinds/thermometers/settle.ts';
import { renderThermometersSvg, renderThermometersText } from '../src/kinds/thermometers/render.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { capture } from './helpers/capture.ts';
import { corpusPath } from './helpers/corpus.ts';
import { gridSolutions, rowsOf } from './helpers/grid.ts';
import { failureOf } from './helpers/errors.ts';
import { catalogue } from '../src/catalogue/index.ts';

const thermometersSpec = catalogue.thermometers.made.spec;

const rows = (grid: Mercury) => rowsOf(thermometersSpec, grid);
const mercury = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const failure = (text: string) => failureOf(text, (input) => parseThermometers(input, 'in'));

const solutions = (encoding: string, p: Thermometers, limit: number) => gridSolutions(thermometersSpec, encoding, p, limit);

// A 3x3 of our own, with one solution #../#.#/#.#: a straight thermometer on top (bulb at the
// left), a curved one down and right, and a curved one up and left from the bottom right.
const task3 = '3_0_2_1_2_2;1,3;5,3,6,7;5,8,5,4';
const text3 = 'kind: thermometers\n  3 0 2\n1 R > o\n2 D o <\n2 > o U\n';

describe('formats', () => {
  it('anchors straight thermometers at the first free cell and reads paths from the bulb', () => {
    const p = parseThermometersTask(task3, 'task');
    expect(p.thermometers).toEqual([
      [
        { row: 0, col: 0 },
        { row: 0, col: 1 },
        { row: 0, col: 2 },
      ],
      [
        { row: 1, col: 0 },
        { row: 2, col: 0 },
        { row: 2, col: 1 },
      ],
      [
        { row: 2, col: 2 },
        { row: 1, col: 2 },
        { row: 1, col: 1 },
      ],
    ]);
    expect([p.columns, p.rows]).toEqual([
      [3, 0, 2],
      [1, 2, 2],
    ]);
    // Types 2, 3 and 4: bulb at the right, at the top, at the bottom.
    const straight = parseThermometersTask('1_1_1_1;2,2;3,1;4,1', 'straight');
    expect(straight.thermometers).toEqual([
      [
        { row: 0, col: 1 },
        { row: 0, col: 0 },
      ],
      [{ row: 1, col: 0 }],
      [{ row: 1, col: 1 }],
    ]);
    expect(parseThermometersTask('2_2_2_2;3,2;4,2', 'vertical').thermometers).toEqual([
      [
        { row: 0, col: 0 },
        { row: 1, col: 0 },
      ],
      [
        { row: 1, col: 1 },
        { row: 0, col: 1 },
      ],
    ]);
  });

  it('reads a task, a pasted snippet and the text form as the same puzzle, and writes both back', () => {
    const p = parseThermometersTask(task3, 'task');
    expect(parseThermometers(`var task = '${task3}';`, 'page')).toEqual(p);
    expect(parseThermometers(text3, 'text')).toEqual(p);
    expect(toThermometersText(p)).toBe(text3);
    expect(toThermometersTask(p)).toBe(`${task3}\n`);
    expect(parseThermometers('# curved\nkind: thermometers\n3,0,2\n1 R>o\n2 Do<\n2 >oU\n', 'text')).toEqual(p);
  });

  it('writes paths for straight thermometers that are not where the anchor rule would put them', () => {
    // A cell on no thermometer shifts the anchor: the straight one after it must be a path.
    const p = parseThermometers('kind: thermometers\n  0 1 1\n1 . R o\n1 R o .\n0 . . .\n', 'holes');
    expect(toThermometersTask(p)).toBe('0_1_1_1_1_0;5,1,2;5,3,4\n');
    expect(parseThermometersTask(toThermometersTask(p), 'again')).toEqual(p);
  });

  it('is told apart from the other kinds', () => {
    for (const text of [task3, `var task = '${task3}';`, text3]) expect(kindOf({ source: 'in', text }, {}).id).toBe('thermometers');
    expect(kindOf({ source: 'in', text: '1_1_1_1;1,1,2,2' }, {}).id).toBe('aquarium');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('3_0_2;1,3')).toMatch(/^in: clues: expected 2N clues/);
    expect(failure('3_0_2_1_2_2;1,4;5,3,6,7;5,8,5,4')).toMatch(/^in: thermometer 1: a straight thermometer of length 4 from \(1,1\) runs out of the 3x3 grid/);
    expect(failure('3_0_2_1_2_2;1,3;5,3,7,6;5,8,5,4')).toMatch(/^in: thermometer 2: cells \(2,1\) and \(3,2\) follow each other but are not side by side/);
    expect(failure('3_0_2_1_2_2;1,3;5,3,6,7;5,8,5,2')).toMatch(/^in: thermometer 3: cell \(1,3\) is on thermometer 1 already/);
    expect(failure('3_0_2_1_2_2;1,3;6,3')).toMatch(/^in: thermometer 2: expected a thermometer type from 1 to 5/);
    expect(failure('3_0_2_1_2_2;1,3;5,3,9')).toMatch(/^in: thermometer 2: cell index 9 is outside the 3x3 grid \(cells 0 to 8\)/);
    expect(failure('3_0_2_1_2_2;1,3;1,3;1,3;1,1')).toMatch(/^in: thermometer 4: every cell is on an earlier thermometer already/);
    expect(failure('4_0_2_1_2_2;1,3;5,3,6,7;5,8,5,4')).toMatch(/^in: clue 1: column clue 4 is larger than the grid's height 3/);
    expect(failure('kind: thermometers\n  3 0 2\n1 R > >\n2 D o <\n2 > o U\n')).toMatch(/^in: line 3, column 7: the arrow at \(1,3\) points out of the grid/);
    expect(failure('kind: thermometers\n  3 0 2\n1 R > o\n2 D o <\n2 > o ^\n')).toMatch(
      /^in: line 4, column 5: the tube cell \(2,2\) \('o'\) is on no path from a bulb \(an arrow into it is missing\)/,
    );
    expect(failure('kind: thermometers\n  3 0 2\n1 R > o\n2 D o <\n2 > > U\n')).toMatch(
      /^in: line 5, column 5: the arrow at \(3,2\) points to \(3,3\), which is a bulb/,
    );
    expect(failure('kind: thermometers\n  3 0 2\n1 R > o\n2 D x <\n2 > o U\n')).toMatch(/^in: line 4, column 5: expected a cell: a bulb U D L R or O/);
    expect(failure('kind: thermometers\n  3 0 2\n1 R > o\n2 D o\n2 > o U\n')).toMatch(/^in: line 4: expected 3 cells \(one per column clue\), found 2/);
    expect(failure('kind: thermometers\n  3 0 2\n1 R > o\n2 D v <\n2 > o U\n')).toMatch(
      /^in: line 4, column 5: \(3,2\) is reached from \(3,1\) and from \(2,2\); a thermometer does not branch/,
    );
    expect(failure('kind: thermometers\n  3 0 2\n4 R > o\n2 D o <\n2 > o U\n')).toBe("in: line 3: row clue 4 is larger than the grid's width 3");
    expect(failure('kind: thermometers\n  3 0 2\n')).toMatch(/^in: line 2: expected rows of '<row clue> <cells>' after the column clues/);
  });

  it('warns when the clue totals differ', () => {
    expect(thermometersWarnings(parseThermometersTask(task3, 'task'))).toEqual([]);
    expect(thermometersWarnings(parseThermometersTask('3_0_2_1_2_1;1,3;5,3,6,7;5,8,5,4', 'task'))[0]).toMatch(
      /column clues add up to 5 but the row clues to 4/,
    );
  });
});

describe('the checker', () => {
  const p = parseThermometersTask(task3, 'task');
  it('says which counts are off and where mercury has a gap', () => {
    expect(checkThermometers(p, mercury('#../#.#/#.#'))).toEqual([]);
    expect(checkThermometers(p, mercury('.#./#.#/#.#'))).toEqual([
      'column 1 has 2 filled cells, its clue is 3',
      'column 2 has 1 filled cell, its clue is 0',
      'thermometer 1 (bulb at (1,1)) has mercury at (1,2) past the empty (1,1)',
    ]);
    expect(checkThermometers(p, mercury('#../##./#.#'))).toContain('thermometer 3 (bulb at (3,3)) has mercury at (2,2) past the empty (2,3)');
    const holes = parseThermometers('kind: thermometers\n  0 1 1\n1 . R o\n1 R o .\n0 . . .\n', 'holes');
    expect(checkThermometers(holes, mercury('#../.#./...'))).toEqual([
      'column 1 has 1 filled cell, its clue is 0',
      'column 3 has 0 filled cells, its clue is 1',
      'thermometer 2 (bulb at (2,1)) has mercury at (2,2) past the empty (2,1)',
      '(1,1) is on no thermometer but filled',
    ]);
    expect(checkThermometers(p, mercury('#..'))).toEqual(['the grid should be 3 wide and 3 tall, found 1 row']);
  });
});

describe('pictures', () => {
  it('draws bulbs, tubes, joints and mercury; undecided cells as ?', () => {
    const p = parseThermometersTask(task3, 'task');
    expect(
      renderThermometersText(
        p,
        [
          [true, false, false],
          [true, undefined, true],
          [true, false, true],
        ],
        { colour: false },
      ),
    ).toBe('   3 0 2\n1  @-.-.\n\n2  @ ?-#\n   |   |\n2  #-. @\n');
    const svg = renderThermometersSvg(p, mercury('#../#.#/#.#'));
    expect(svg).toMatch(/<title>Thermometers 3x3, solved<\/title>/);
    // A bulb for each thermometer, and one for the mercury of each filled one.
    expect(svg.match(/<circle/g)).toHaveLength(3 + 3);
  });
});

/**
 * Random tubes filled at random give their own clues (one solution at least); moving one clue
 * from a row to the next often leaves none, or several. Both puzzles, on a size x size grid.
 */
function filledAndMoved(size: number, random: ReturnType<typeof seededRandom>, straight: boolean): Thermometers[] {
  const tubes = inTaskOrder({ width: size }, randomThermometers(size, size, random, size, straight));
  const { puzzle } = cluesOf(
    size,
    size,
    tubes,
    tubes.map((path) => random.between(0, path.length)),
  );
  return [puzzle, { ...puzzle, rows: puzzle.rows.map((clue, row) => clue + (row === 0 && clue < size ? 1 : row === 1 && clue > 0 ? -1 : 0)) }];
}

describe('every encoding against the brute-force oracle', () => {
  for (let seed = 1; seed <= 8; seed++) {
    it(`seed ${seed}: the same solutions, complete`, async () => {
      for (const p of filledAndMoved(3 + (seed % 3), seededRandom(seed, 21), seed % 2 === 0)) {
        const oracle = bruteForceThermometers(p, 30).map(rows).sort();
        expect(oracle.length).toBeLessThan(30);
        for (const encoding of thermometersEncodings.ids()) {
          const report = await solutions(encoding, p, 30);
          expect([report.complete, report.solutions.map((s) => rows(s.answer)).sort()], `${encoding} on ${toThermometersText(p)}`).toEqual([true, oracle]);
        }
      }
    });
  }
});

describe('the deductions by hand (settle.ts)', () => {
  it('settle only what every solution has, the trials some that the bounds alone leave open', () => {
    let [settled, byTrials, several, none] = [0, 0, 0, 0];
    for (let seed = 1; seed <= 150; seed++) {
      for (const p of filledAndMoved(3 + (seed % 4), seededRandom(seed, 33), seed % 2 === 0)) {
        const known = settle(p);
        const bounded = settle(p, false);
        const oracle = bruteForceThermometers(p, 50);
        // At the limit, a solution past it could break a deduction unseen: such a puzzle is left out.
        if (oracle.length === 50) continue;
        if (oracle.length > 1) several++;
        if (oracle.length === 0) none++;
        for (const mercury of oracle)
          mercury.flat().forEach((isFilled, i) => expect(known[i] ?? isFilled, `${toThermometersText(p)} cell ${i}`).toBe(isFilled));
        settled += known.filter((value) => value !== undefined).length;
        byTrials += known.filter((value, i) => value !== undefined && bounded[i] === undefined).length;
      }
    }
    expect([several > 20, none > 10]).toEqual([true, true]);
    expect(settled).toBeGreaterThan(3000);
    expect(byTrials).toBeGreaterThan(10);
  });
});

describe('the generator', () => {
  it('covers the grid with tubes of side-by-side cells, straight ones when asked', () => {
    for (const straight of [false, true]) {
      const tubes = randomThermometers(8, 8, seededRandom(3, 0), 5, straight);
      expect(tubes.flat()).toHaveLength(64);
      for (const path of tubes) {
        path.slice(1).forEach((cell, i) => expect(Math.abs(cell.row - path[i].row) + Math.abs(cell.col - path[i].col)).toBe(1));
        if (straight) expect(path.every((cell) => cell.row === path[0].row) || path.every((cell) => cell.col === path[0].col)).toBe(true);
      }
    }
  });

  it('makes puzzles with exactly one solution, the same for the same seed', async () => {
    for (const [size, straight] of [
      [4, false],
      [6, true],
    ] as const) {
      const made = await generateThermometers({ size, seed: 9, straight, solving: thermometersSolving });
      expect(checkThermometers(made.puzzle, made.mercury)).toEqual([]);
      expect(bruteForceThermometers(made.puzzle, 2).map(rows)).toEqual([rows(made.mercury)]);
      expect((await generateThermometers({ size, seed: 9, straight, solving: thermometersSolving })).puzzle).toEqual(made.puzzle);
    }
  });
});

describe('puzzlebench on thermometers', () => {
  it('solves, proves unique and answers JSON rows in # and . notation', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/thermometers/curved-6x6.txt', '--json', '--engine', 'fill-level'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    const answer = gridOf(result);
    expect([answer.unique, result.engine]).toEqual([true, 'thermometers/fill-level']);
    expect(answer.grid).toEqual(readFileSync('puzzles/thermometers/curved-6x6.solution', 'utf8').trim().split('\n'));
  });

  it('converts a task given on the command line to the text form, and solves it', async () => {
    const text = capture();
    expect(await main(['convert', task3, '--to', 'text'], text)).toBe(0);
    expect(text.stdout()).toBe(text3);
    const forced = capture();
    expect(await main(['solve', task3, '--forced'], forced)).toBe(0);
    expect(forced.stdout()).toMatch(/forced: 9 of 9 cells are the same in every solution \(the solution is unique\)/);
  });
});

const corpus = corpusPath('thermometers/puzzleteam.tsv');
describe.skipIf(!existsSync(corpus))('the Puzzle Team corpus', () => {
  // Solving every puzzle under every encoding to its published solution: test/slow/corpus.test.ts.
  it('reads every task and writes it back as read', () => {
    const lines = readFileSync(corpus, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'));
    expect(lines.length).toBeGreaterThan(0);
    for (const [, , size, task] of lines) expect(toThermometersTask(parseThermometersTask(task, size)).trim(), size).toBe(task);
  });
});
