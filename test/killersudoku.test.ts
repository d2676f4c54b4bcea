// Killer Sudoku: its formats and their errors, the checker's words, every encoding against the
// backtracking oracle on small random puzzles, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { killerSudokuSolving } from '../encodings/killersudoku/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { boxRegions } from '../src/kinds/common/region-squares.ts';
import { killerChecks } from '../src/kinds/killersudoku/check.ts';
import { type KillerSudoku, killerForms, toKillerTask, toKillerText } from '../src/kinds/killersudoku/format.ts';
import { randomSolution } from '../src/kinds/sudoku/generate.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.killersudoku.made.spec;
const parse = (text: string) => killerForms.parse({ text, source: 'in' });
const failure = (text: string) => failureOf(text, parse);
const grid = (text: string) => text.split('/').map((line) => [...line].map(Number));

describe('the text form', () => {
  it('keeps the cages and their sums, with boxes or jigsaw regions', () => {
    const killer = parse('kind: killersudoku\ncages:\naabc\ndbbc\n....\n....\nsums: a=3 b=10 c=5 d=4\n');
    expect(killer.cages.map((cage) => [cage.sum, cage.cells.length])).toEqual([
      [3, 2],
      [10, 3],
      [5, 2],
      [4, 1],
    ]);
    expect(killer.cages[1].cells).toEqual([
      { row: 0, col: 2 },
      { row: 1, col: 1 },
      { row: 1, col: 2 },
    ]);
    expect(parse(toKillerText(killer))).toEqual(killer);
    expect(() => toKillerTask(killer)).toThrow(/a Puzzle Team killer task puts every cell in a cage/);
    const jigsaw = parse('kind: killersudoku\n..43\n...1\n.2..\n....\nregions:\naaac\naccc\nbbdd\nbbdd\ncages:\naa..\n....\n....\n....\nsums: a=4\n');
    expect([jigsaw.box, jigsaw.cages.length]).toEqual([null, 1]);
    expect(parse(toKillerText(jigsaw))).toEqual(jigsaw);
    expect(() => toKillerTask(jigsaw)).toThrow(/the standard boxes of a sudoku up to 9x9/);
    expect(kindOf({ source: 'in', text: toKillerText(killer) }, {}).id).toBe('killersudoku');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: killersudoku\ncages:\naabb\ncc..\n....\n....\nsums: a=3 b=7\n')).toMatch(/^in: line 7: expected a sum for cage 'c'/);
    expect(failure('kind: killersudoku\nsums: a=3\n')).toMatch(/^in: line 1: expected the rows of givens \(or regions or cages\)/);
    expect(failure('kind: killersudoku\ncages:\naa..\n....\n....\n....\nsums: a=3 z=4\n')).toMatch(/a sum for cage 'z', which is not in the cage grid/);
    // A puzzle without cages is a Sudoku's.
    expect(failure('kind: killersudoku\n1...\n....\n....\n....\n')).toMatch(/^in: line 1: expected 'cages:' .* a sudoku/);
    expect(failure('kind: sudoku\n1...\n....\n....\n....\n')).toBe("in: line 1: expected 'kind: killersudoku' first");
  });
});

describe("Puzzle Team's killer task", () => {
  // Givens (run letters), the cage of every cell, then each cage's sum at its first cell.
  const verbatim = 'p;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8b';
  const file = (name: string) => readFileSync(`puzzles/killersudoku/${name}.txt`, 'utf8');

  it('reads the task a page held, with its cages, sums and boxes, and writes it back', () => {
    const p = parse(file('puzzleteam-killer-4x4'));
    expect([p.width, p.box, p.givens.flat().every((value) => value === null)]).toEqual([4, { rows: 2, cols: 2 }, true]);
    expect(p.cages.map((cage) => cage.sum)).toEqual([4, 9, 3, 5, 6, 5, 8]);
    expect(p.cages[0].cells).toEqual([
      { row: 0, col: 0 },
      { row: 1, col: 0 },
    ]);
    expect(toKillerTask(p)).toBe(`${verbatim}\n`);
    expect(parse(verbatim)).toEqual(p);
    expect(parse(toKillerText(p))).toEqual(p);
    expect(kindOf({ source: 'in', text: verbatim }, {}).id).toBe('killersudoku');
    // Sums of two digits, `_` between sums side by side, and givens.
    const large = parse(file('puzzleteam-killer-9x9'));
    expect([large.cages.length, large.cages[1].sum, large.cages[1].cells.length]).toEqual([33, 13, 2]);
    expect(toKillerTask(large)).toBe(`${file('puzzleteam-killer-9x9').split('\n')[1]}\n`);
    const given = parse('b3m;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8b');
    expect(given.givens[0]).toEqual([null, null, 3, null]);
    expect(toKillerTask(given)).toBe('b3m;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8b\n');
  });

  it('solves it to the one answer', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/killersudoku/puzzleteam-killer-4x4.txt', '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect([answer.unique, answer.grid]).toEqual([true, readFileSync('puzzles/killersudoku/puzzleteam-killer-4x4.solution', 'utf8').trim().split('\n')]);
  }, 60_000);

  it('names the place and what was expected in bad input', () => {
    expect(failure('p;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7')).toMatch(/^in: task: expected a killer task of three parts/);
    expect(failure('b4_6b3_5f4b7_8b5d2_1a5_3c6k3c1_2a4_7d3b1_3b9f2_1b5_8b')).toMatch(/found 1: a task without cages is a sudoku \(--kind sudoku\)$/);
    expect(failure('p;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7;4_9c3a5_6_5c8b')).toMatch(/^in: task cages: expected n x n cage ids .* found 15/);
    expect(failure('p;1,2,2,2,1,3,x,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8b')).toMatch(/^in: task cage id 7 \(cell \(2,3\)\): expected a cage id/);
    expect(failure('p;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5f')).toMatch(/^in: cell \(4,2\): expected the sum of the cage that starts here/);
    expect(failure('p;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9_1b3a5_6_5c8b')).toMatch(/^in: cell \(1,3\): a sum stands at its cage's first cell/);
    expect(failure('p;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8d')).toMatch(/^in: task sums character 14: the sums run past the grid's 16 cells/);
    expect(failure('o;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8b')).toMatch(/^in: task givens: expected 16 cells, found 15/);
    expect(failure('a5n;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8b')).toMatch(/^in: cell \(1,2\): expected a given from 1 to 4/);
    // A 0 among the givens is still read as a killer task (and refused as a given), not left unrecognised.
    expect(failure('0o;1,2,2,2,1,3,3,4,5,6,6,4,5,7,7,7;4_9c3a5_6_5c8b')).toMatch(/^in: cell \(1,1\): expected a given from 1 to 4/);
  });
});

describe('the checker', () => {
  it('names the broken rule and its cells, cage sums and repeats included', () => {
    const killer = parse('kind: killersudoku\ncages:\naa..\n....\n....\n....\nsums: a=4\n');
    expect(killerChecks.verify(killer, grid('1234/3412/2143/4321'))).toEqual(['the cage at (1,1) adds up to 3, its sum is 4']);
    expect(killerChecks.verify(killer, grid('1234/3412/2143/4312'))).toEqual([
      'column 3 has two 1s (rows 2 and 4)',
      'column 4 has two 2s (rows 2 and 4)',
      'the cage at (1,1) adds up to 3, its sum is 4',
    ]);
    const repeated = parse('kind: killersudoku\ncages:\na...\na...\n....\n....\nsums: a=2\n');
    expect(killerChecks.verify(repeated, grid('1234/1412/2143/4321'))).toContain('the cage at (1,1) has two 1s ((1,1) and (2,1))');
    expect(
      spec.problems!(killer, [
        [3, 2, undefined, undefined],
        [undefined, undefined, undefined, undefined],
        [undefined, undefined, undefined, undefined],
        [undefined, undefined, undefined, undefined],
      ]).map((x) => x.message),
    ).toEqual(['the cage at (1,1) adds up to 5, its sum is 4']);
  });
});

describe('every encoding against the backtracking oracle', () => {
  // Random 4x4 solutions cut into dominoes across each row, with their sums; some givens kept.
  const puzzles: KillerSudoku[] = [];
  for (let seed = 1; seed <= 4; seed++) {
    const random = seededRandom(seed, 3);
    const box = { rows: 2, cols: 2 };
    const solution = randomSolution(4, box, random);
    const givens = solution.map((line) => line.map((value) => (seed > 2 && random.next() < 0.2 ? value : null)));
    const cages = solution.flatMap((line, row) =>
      [0, 2].map((col) => ({
        sum: line[col] + line[col + 1],
        cells: [
          { row, col },
          { row, col: col + 1 },
        ],
      })),
    );
    puzzles.push({ width: 4, height: 4, box, regions: boxRegions(4, box), givens, cages });
  }
  it('finds the same solutions on small random puzzles', async () => {
    await expectOracleAgreement({ ...spec, ...killerSudokuSolving }, puzzles, 3);
  }, 60_000);
});

describe('puzzlebench on killer sudoku', () => {
  it('proves it unique, and tells sudoku to use killersudoku', async () => {
    const text = capture();
    expect(await main(['solve', 'puzzles/killersudoku/pt-killer-6x6.txt', '--unique', '--engine', 'distinct'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
    const wrong = capture();
    expect(await main(['solve', 'puzzles/killersudoku/pt-killer-6x6.txt', '--kind', 'sudoku'], wrong)).toBe(2);
    expect(wrong.stderr()).toMatch(/^puzzlebench: puzzles\/killersudoku\/pt-killer-6x6.txt: line 3: expected no cages .* --kind killersudoku/);
  }, 60_000);
});
