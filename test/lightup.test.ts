// Light Up: the formats and their errors, the checker's words, the encoding against the
// backtracking oracle on small random puzzles, the generator and the CLI.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lightUpSolving } from '../encodings/lightup/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkLightUp, checkLightUpMarks } from '../src/kinds/lightup/check.ts';
import { parseLightUp, toLightUpTask, toLightUpText, toLightUpUrl, type LightUp, type LightUpCell } from '../src/kinds/lightup/format.ts';
import { generateLightUp } from '../src/kinds/lightup/generate.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.lightup.made.spec;
const bulbs = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '*'));
const failure = (text: string) => failureOf(text, (input) => parseLightUp(input, 'in'));
const url = 'https://puzz.link/p?akari/6/6/nekcakbl';

describe('formats', () => {
  it("reads pzprjs's URL and the text form as the same puzzle, and writes the URL back", () => {
    const p = parseLightUp(url, 'url');
    expect(p.cells[1][2]).toBe(4);
    expect(p.cells[2][4]).toBe(2);
    expect(p.cells.flat().filter((cell) => cell !== null)).toEqual([4, 2, 0, 1]);
    expect(parseLightUp(toLightUpText(p), 'text')).toEqual(p);
    expect(toLightUpUrl(p)).toBe(`${url}\n`);
    const walled = parseLightUp('# a comment\nkind: lightup\nx.2\n.#.\n. 0 .\n', 'text');
    expect(walled.cells).toEqual([
      ['black', null, 2],
      [null, 'black', null],
      [null, 0, null],
    ]);
    expect(parseLightUp(toLightUpUrl(walled), 'url')).toEqual(walled);
    expect(parseLightUp(toLightUpText(walled), 'text')).toEqual(walled);
  });

  // puzzle-light-up.com's task as stacs-cp/demystify-rs (scripts/fetch-lightup.py) and
  // puzzle-resolution/LightUp (src/parsetask.ts) read it: 0-4 a numbered black cell, B a black
  // cell, a-z a run of white cells.
  const task = 'b1aBc0f2aBg';
  it('reads the Puzzle Team task and its page snippet, and writes the task back', () => {
    const p = parseLightUp(task, 'task');
    expect(toLightUpText(p)).toBe('kind: lightup\n..1.#\n...0.\n.....\n2.#..\n.....\n');
    expect(parseLightUp(`var task = '${task}'; var puzzleWidth = 5;`, 'page')).toEqual(p);
    expect(toLightUpTask(p)).toBe(`${task}\n`);
    // The page's puzzleWidth/puzzleHeight give a grid that is not square.
    const wide = parseLightUp(`var task = 'a1Bc'; Game.init({puzzleWidth: 3, puzzleHeight: 2})`, 'page');
    expect(wide.cells).toEqual([
      [null, 1, 'black'],
      [null, null, null],
    ]);
    expect(() => toLightUpTask(wide)).toThrow(/a Puzzle Team task is square, this grid is 3x2/);
    // A task without a plain black cell would read back as a Slitherlink's: --to text keeps it.
    expect(() => toLightUpTask(parseLightUp('kind: lightup\n1.\n..\n', 'text'))).toThrow(/would read as another kind's/);
    // Runs past 26 are several letters, written back the same way.
    const wide26 = parseLightUp(`zaB0${'z'.repeat(29)}a`, 'task');
    expect(wide26.width).toBe(28);
    expect(wide26.cells[0][27]).toBe('black');
    expect(wide26.cells[1][0]).toBe(0);
    expect(toLightUpTask(wide26)).toBe(`zaB0${'z'.repeat(29)}a\n`);
  });

  it('is detected by its header, its URL types and a task with both a number and a B', () => {
    for (const text of [url, 'https://puzz.link/p?lightup/6/6/nekcakbl', 'kind: lightup\n..\n..\n', task, `var task = '${task}';`])
      expect(kindOf({ source: 'in', text }, {}).id).toBe('lightup');
    // Without a number it is a Masyu of black pearls; --kind lightup reads it.
    expect(kindOf({ source: 'in', text: 'aBbBaBbBa' }, {}).id).toBe('masyu');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: lightup\n..5\n...\n')).toMatch(/^in: line 2, column 3: expected a cell: \. \(white\), x or # \(black\), 0-4/);
    expect(failure('kind: lightup\n...\n..\n')).toMatch(/^in: line 3: expected a row of 3 cells, found 2/);
    expect(failure('https://puzz.link/p?akari/2/2/h')).toMatch(/^in: URL character \d+: expected 4 cells, found the end of the URL after 2/);
    expect(failure('https://puzz.link/p?akari/2/2/hz')).toMatch(/^in: URL character \d+: expected at most 2 more cells/);
    expect(failure('https://puzz.link/p?akari/2/2/hhx')).toMatch(/expected the end of the URL/);
    expect(failure('b1aBc5f2aBg')).toMatch(/^in: task character 6: expected a number 0-4 \(a numbered black cell\), 'B' \(a black cell\) or a letter a-z/);
    expect(failure('b1aBc0f2aB')).toMatch(/^in: task: expected n x n cells for an n x n grid, found 18, which is not a square/);
    expect(failure("var task = 'b1aBc0f2aBg'; puzzleWidth: 4, puzzleHeight: 4")).toMatch(
      /^in: task: the page gives a 4x4 Light Up, 16 cells, but the task describes 25/,
    );
  });
});

describe('the checker', () => {
  const p = parseLightUp('kind: lightup\n..1\n.#.\n...\n', 'text');
  it('names the broken rule and where', () => {
    expect(checkLightUp(p, bulbs('*../..*/.*.'))).toEqual([]);
    expect(checkLightUp(p, bulbs('*.*/.../...'))).toEqual([
      'a bulb on the black cell (1,3)',
      'the black cell (1,3) has 0 bulbs beside it, its number is 1',
      'the white cell (2,3) is not lit',
      'the white cell (3,2) is not lit',
      'the white cell (3,3) is not lit',
    ]);
    expect(checkLightUp(p, bulbs('*../..*/*..'))).toEqual(['the bulbs at (1,1) and (3,1) light each other']);
    expect(checkLightUp(p, bulbs('*../...'))[0]).toMatch(/^the grid should be 3 wide and 3 tall/);
  });

  it('on a partly marked grid, finds what the marks already break', () => {
    const open = [
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
    ];
    expect(checkLightUpMarks(p, open)).toEqual([]);
    const dark = [
      [false, false, undefined],
      [false, undefined, false],
      [undefined, undefined, undefined],
    ];
    expect(checkLightUpMarks(p, dark).map((problem) => problem.message)).toEqual([
      'the white cell (1,2) is not lit',
      'the black cell (1,3) has 0 bulbs beside it, its number is 1',
    ]);
  });
});

/** A small random board: black cells, some numbered by a random lighting, so that some have solutions and some none. */
function randomLightUp(seed: number): LightUp {
  const random = seededRandom(seed, 7);
  const [width, height] = [3 + (seed % 3), 3 + ((seed + 1) % 3)];
  const cells: LightUpCell[][] = Array.from({ length: height }, () =>
    Array.from({ length: width }, () => (random.next() < 0.25 ? (random.next() < 0.5 ? 'black' : random.between(0, 2)) : null)),
  );
  return { width, height, cells };
}

describe('the encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random boards', async () => {
    await expectOracleAgreement(
      spec,
      Array.from({ length: 8 }, (_, i) => randomLightUp(i + 1)),
      3,
    );
  });
});

describe('the generator', () => {
  it('makes puzzles with exactly one solution, the same for the same seed', async () => {
    const made = await generateLightUp({ size: 6, seed: 5, solving: lightUpSolving });
    expect(checkLightUp(made.puzzle, made.bulbs)).toEqual([]);
    expect(spec.oracle!(made.puzzle, 2)).toHaveLength(1);
    expect((await generateLightUp({ size: 6, seed: 5, solving: lightUpSolving })).puzzle).toEqual(made.puzzle);
  });
});

describe('puzzlebench on light up', () => {
  const file = 'puzzles/lightup/nikoli-7x7.txt';
  it('solves, proves unique and answers JSON rows in * and . notation', async () => {
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(
      readFileSync('puzzles/lightup/nikoli-7x7.solution', 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.replace(/#/g, '.')),
    );
    const svg = capture();
    expect(await main(['solve', url, '--svg', '-'], svg)).toBe(0);
    expect(svg.stdout()).toContain('<title>Light Up 6x6, solved</title>');
  });
});
