// Hitori: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random grids, the generator and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hitoriSolving } from '../encodings/hitori/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkHitori } from '../src/kinds/hitori/check.ts';
import { parseHitori, toHitoriTask, toHitoriText, toHitoriUrl } from '../src/kinds/hitori/format.ts';
import { generateHitori } from '../src/kinds/hitori/generate.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.hitori.made.spec;
const shading = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const failure = (text: string) => failureOf(text, (input) => parseHitori(input, 'in'));

describe('formats', () => {
  const task = '1544333125311531243124553';
  it('reads a task, a pasted snippet, the text form and a puzz.link URL', () => {
    const p = parseHitori(task, 'task');
    expect(p.numbers[1]).toEqual([3, 3, 1, 2, 5]);
    expect(parseHitori(`<script>var task = '${task}'; var size = 0;</script>`, 'page')).toEqual(p);
    expect(parseHitori(toHitoriText(p), 'text')).toEqual(p);
    expect(parseHitori(toHitoriUrl(p), 'url')).toEqual(p);
    expect(toHitoriTask(p)).toBe(`${task}\n`);
    expect(parseHitori('https://puzz.link/p?hitori/4/4/1114142333214213', 'url').numbers[0]).toEqual([1, 1, 1, 4]);
    expect(parseHitori('# a comment\nkind: hitori\n10 2\n2 10\n', 'text').numbers).toEqual([
      [10, 2],
      [2, 10],
    ]);
  });

  it('is told apart from the other kinds', () => {
    for (const text of [task, `var task = '${task}';`, 'https://puzz.link/p?hitori/4/4/1114142333214213'])
      expect(kindOf({ source: 'in', text }, {}).id).toBe('hitori');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('15443331253115312431245')).toMatch(/^in: task: expected n x n digits/);
    expect(failure('154x')).toMatch(/^in: task character 4: expected a digit 1-9/);
    expect(failure('kind: hitori\n1 2\n2 x\n')).toMatch(/^in: line 3, column 3: expected a cell's number/);
    expect(failure('kind: hitori\n1 2\n2\n')).toMatch(/^in: line 3: expected a row of 2 cells, found 1/);
    expect(failure('https://puzz.link/p?hitori/2/2/11')).toMatch(/^in: URL character \d+: expected 4 numbers, found the end/);
    expect(() => toHitoriTask(parseHitori('kind: hitori\n10 2\n2 10\n', 't'))).toThrow(/past 9/);
  });
});

describe('the checker', () => {
  const p = parseHitori('kind: hitori\n3 4 5 5 2\n3 2 3 5 4\n2 1 4 5 5\n2 3 1 4 1\n2 5 2 3 2\n', 'janko');
  it('accepts the solution and names each broken rule', () => {
    expect(checkHitori(p, shading('#..#./..#../#..#./..#../#...#'))).toEqual([]);
    expect(checkHitori(p, shading('...#./..#../#..#./..#../#...#'))).toEqual(['column 1 has 2 unshaded 3s (rows 1 and 2)']);
    expect(checkHitori(p, shading('##.#./..#../#..#./..#../#...#'))).toEqual([
      '(1,1) and (1,2) are both shaded, side by side',
      'the unshaded cells fall into 2 groups, starting at (1,3) (1,5)',
    ]);
  });
  it('on a partly marked grid names only what cannot be mended', () => {
    const marks = p.numbers.map((line) => line.map(() => undefined as boolean | undefined));
    marks[0][0] = false;
    marks[1][0] = false;
    expect(spec.problems!(p, marks).map((problem) => problem.rule)).toEqual(['no repeats']);
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same shadings on small random grids', async () => {
    const random = seededRandom(7, 3);
    const puzzles = Array.from({ length: 8 }, (_, i) => {
      const [width, height] = [3 + (i % 2), 3 + ((i >> 1) % 2)];
      return { width, height, numbers: Array.from({ length: height }, () => Array.from({ length: width }, () => random.between(1, 3))) };
    });
    await expectOracleAgreement(spec, puzzles, 3);
  });
});

describe('the generator', () => {
  it('makes puzzles with exactly one solution, the same for the same seed', async () => {
    const made = await generateHitori({ size: 5, seed: 3, solving: hitoriSolving });
    expect(checkHitori(made.puzzle, made.shading)).toEqual([]);
    expect(spec.oracle!(made.puzzle, 2).map((grid) => spec.rows(grid).join('/'))).toEqual([spec.rows(made.shading).join('/')]);
    expect((await generateHitori({ size: 5, seed: 3, solving: hitoriSolving })).puzzle).toEqual(made.puzzle);
  });
});

describe('puzzlebench on hitori', () => {
  const file = 'puzzles/hitori/janko-5x5.txt';
  it('solves, proves unique and answers JSON rows in # and . notation', async () => {
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/hitori/janko-5x5.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'rank'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
