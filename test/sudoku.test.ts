// Sudoku (classic and jigsaw): its formats and their errors, the checker's words, both
// encodings against the backtracking oracle on small random puzzles, the generator and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sudokuSolving } from '../encodings/sudoku/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { sudokuChecks } from '../src/kinds/sudoku/check.ts';
import { sudokuForms, toSudokuTask, toSudokuText, toSudokuUrl } from '../src/kinds/sudoku/format.ts';
import { generateSudoku, randomSolution } from '../src/kinds/sudoku/generate.ts';
import type { Sudoku } from '../src/kinds/sudoku/format.ts';
import { boxRegions } from '../src/kinds/common/region-squares.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.sudoku.made.spec;
const parse = (text: string) => sudokuForms.parse({ text, source: 'in' });
const failure = (text: string) => failureOf(text, parse);
const grid = (text: string) => text.split('/').map((line) => [...line].map(Number));

describe('formats', () => {
  const task = 'b4_6b3_5f4b7_8b5d2_1a5_3c6k3c1_2a4_7d3b1_3b9f2_1b5_8b';
  it('reads a task, a snippet, a puzz.link URL and the text form as the same puzzle', () => {
    const p = parse(task);
    expect([p.width, p.box, p.givens[0]]).toEqual([9, { rows: 3, cols: 3 }, [null, null, 4, 6, null, null, 3, 5, null]]);
    expect(parse(`var task = '${task}';`)).toEqual(p);
    expect(parse(toSudokuText(p))).toEqual(p);
    expect(toSudokuTask(p)).toBe(`${task}\n`);
    expect(parse(toSudokuUrl(p))).toEqual(p);
    const url = parse('https://puzz.link/p?sudoku/4/4/g1k23k3g');
    expect(url.givens).toEqual([
      [null, 1, null, null],
      [null, null, null, 2],
      [3, null, null, null],
      [null, null, 3, null],
    ]);
    expect(toSudokuUrl(url)).toBe('https://puzz.link/p?sudoku/4/4/g1k23k3g\n');
  });

  it('keeps jigsaw regions in the text form, and refuses them in a task and a URL', () => {
    const jigsaw = parse('kind: sudoku\n..43\n...1\n.2..\n....\nregions:\naaac\naccc\nbbdd\nbbdd\n');
    expect([jigsaw.box, jigsaw.regions[1]]).toEqual([null, [0, 1, 1, 1]]);
    expect(parse(toSudokuText(jigsaw))).toEqual(jigsaw);
    expect(() => toSudokuTask(jigsaw)).toThrow(/sudokus up to 9x9 with standard boxes only \(no jigsaw regions/);
    expect(() => toSudokuUrl(jigsaw)).toThrow(/standard boxes \(no jigsaw regions\)/);
  });

  it('is told apart from the other kinds', () => {
    for (const text of [task, 'https://puzz.link/p?sudoku/4/4/g1k23k3g', 'kind: sudoku\n1...\n....\n....\n....\n'])
      expect(kindOf({ source: 'in', text }, {}).id).toBe('sudoku');
    // A task whose givens repeat in a row is no sudoku (a Hashi or Hitori task looks alike).
    expect(spec.detect('11n')).toBe(false);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('b4_6bX')).toMatch(/^in: task character 6: expected a digit 1-9/);
    expect(failure('abc')).toMatch(/^in: task: expected n x n cells, found 6/);
    expect(failure('5o')).toMatch(/^in: cell 1: expected a number from 1 to 4/);
    expect(failure('kind: sudoku\n12..\n...\n....\n....\n')).toBe('in: line 3: expected a row of 4 cells, found 3');
    expect(failure('kind: sudoku\n12..\n....\n..5.\n....\n')).toMatch(/^in: line 4, column 3: expected a given from 1 to 4 or '.', found '5'/);
    expect(failure('kind: sudoku\n.....\n.....\n.....\n.....\n.....\n')).toMatch(/has no boxes \(5 is prime\)/);
    // A killer's cages and tasks are Killer Sudoku's, a kind of its own.
    expect(failure('kind: sudoku\ncages:\naabb\ncc..\n....\n....\nsums: a=3 b=7 c=4\n')).toMatch(/^in: line 2: expected no cages .* --kind killersudoku/);
    expect(failure('p;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8b')).toMatch(/^in: task: expected a classic task, .* --kind killersudoku/);
    expect(failure('kind: sudoku\n....\n....\n....\n....\nregions:\naabb\nabbb\ncccd\ncddd\n')).toMatch(
      /^in: line \d+: expected every region to have 4 cells, found one of 3 \(at \(1,1\)\)/,
    );
    expect(failure('https://puzz.link/p?sudoku/4/4/g1k23k3')).toMatch(/^in: URL character \d+: expected 16 givens/);
  });
});

describe('the checker', () => {
  const p = parse('kind: sudoku\n1...\n....\n....\n....\n');
  it('names the broken rule and its cells', () => {
    expect(sudokuChecks.verify(p, grid('1234/3412/2143/4321'))).toEqual([]);
    expect(sudokuChecks.verify(p, grid('2134/3412/1243/4321'))).toEqual(['cell (1,1) holds 2, but 1 is given there']);
    expect(sudokuChecks.verify(p, grid('1234/3412/2143/4312'))).toEqual(['column 3 has two 1s (rows 2 and 4)', 'column 4 has two 2s (rows 2 and 4)']);
    expect(sudokuChecks.verify(p, grid('1234/2341/3412/4123'))).toContain('box 1 has two 2s ((1,2) and (2,1))');
  });
});

describe('every encoding against the backtracking oracle', () => {
  // Random solutions with some givens kept: classic 4x4 and 6x6.
  const puzzles: Sudoku[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const random = seededRandom(seed, 3);
    const n = seed % 3 === 0 ? 6 : 4;
    const box = n === 6 ? { rows: 2, cols: 3 } : { rows: 2, cols: 2 };
    const solution = randomSolution(n, box, random);
    const givens = solution.map((line) => line.map((value) => (random.next() < (n === 6 ? 0.45 : 0.25) ? value : null)));
    puzzles.push({ width: n, height: n, box, regions: boxRegions(n, box), givens });
  }
  it('finds the same solutions on small random puzzles', async () => {
    await expectOracleAgreement({ ...spec, ...sudokuSolving }, puzzles, 3);
  }, 60_000);
});

describe('the generator', () => {
  it('makes puzzles with exactly one solution, the same for the same seed', async () => {
    const made = await generateSudoku({ size: 4, seed: 3, solving: sudokuSolving });
    expect(sudokuChecks.verify(made.puzzle, made.solution)).toEqual([]);
    expect(spec.oracle!(made.puzzle, 2)).toEqual([made.solution]);
    expect((await generateSudoku({ size: 4, seed: 3, solving: sudokuSolving })).puzzle).toEqual(made.puzzle);
  }, 60_000);
});

describe('puzzlebench on sudoku', () => {
  it('solves, proves unique and answers JSON rows of numbers', async () => {
    const file = 'puzzles/sudoku/janko-9x9.txt';
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect([answer.unique, answer.grid]).toEqual([true, readFileSync('puzzles/sudoku/janko-9x9.solution', 'utf8').trim().split('\n')]);
    const text = capture();
    expect(await main(['solve', 'puzzles/sudoku/pt-jigsaw-9x9.txt', '--unique', '--engine', 'distinct'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  }, 60_000);
});
