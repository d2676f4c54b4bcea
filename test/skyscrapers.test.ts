// Skyscrapers: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random puzzles, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { skyscrapersSolving } from '../encodings/skyscrapers/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkSkyscrapers } from '../src/kinds/skyscrapers/check.ts';
import {
  parseSkyscrapers,
  toSkyscrapersTask,
  toSkyscrapersText,
  toSkyscrapersUrl,
  SIDES,
  type Skyscrapers,
  seen,
  sightLine,
} from '../src/kinds/skyscrapers/format.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.skyscrapers.made.spec;
const parse = (text: string) => parseSkyscrapers(text, 'in');
const failure = (text: string) => failureOf(text, parse);
const grid = (text: string) => text.split('/').map((line) => [...line].map(Number));

describe('formats', () => {
  const task = '///2//3///2//4//////4///,s1b2b';
  it('reads a task, the text form and a puzz.link URL as the same puzzle', () => {
    const p = parse(task);
    expect([p.top, p.bottom, p.left, p.right]).toEqual([
      [null, null, null, 2, null],
      [3, null, null, 2, null],
      [4, null, null, null, null],
      [null, 4, null, null, null],
    ]);
    expect(p.givens[3]).toEqual([null, null, null, null, 1]);
    expect(parse(`var task = '${task}';`)).toEqual(p);
    expect(parse(toSkyscrapersText(p))).toEqual(p);
    expect(parse(toSkyscrapersUrl(p))).toEqual(p);
    expect(toSkyscrapersTask(p)).toBe(`${task}\n`);
    const url = parse('https://puzz.link/p?skyscrapers/4/4/k13h4j3g');
    expect([url.bottom, url.left, url.right]).toEqual([
      [null, 1, 3, null],
      [null, 4, null, null],
      [null, null, 3, null],
    ]);
    expect(toSkyscrapersUrl(url)).toBe('https://puzz.link/p?skyscrapers/4/4/k13h4j3g\n');
    for (const text of [task, toSkyscrapersText(p), 'https://puzz.link/p?skyscrapers/4/4/k13h4j3g'])
      expect(kindOf({ source: 'in', text }, {}).id).toBe('skyscrapers');
  });

  it('reads the side clues before, between or after the givens alike', () => {
    const keysFirst = parse('kind: skyscrapers\ntop: - - - -\nbottom: - 3 4 -\nleft: 2 - 3 -\n1 . . .\n. . . .\n. . . .\n. . . .\n');
    expect(parse('kind: skyscrapers\ntop: - - - -\n1 . . .\n. . . .\n. . . .\n. . . .\nbottom: - 3 4 -\nleft: 2 - 3 -\n')).toEqual(keysFirst);
    expect(parse('kind: skyscrapers\n1 . . .\n. . . .\nleft: 2 - 3 -\n. . . .\n. . . .\ntop: - - - -\nbottom: - 3 4 -\n')).toEqual(keysFirst);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('1/2/3')).toMatch(/^in: task: expected 4n clues/);
    expect(failure('//5' + '/'.repeat(13))).toBe("in: clue 3: expected a clue from 1 to 4 or nothing, found '5'");
    expect(failure('/'.repeat(15) + ',9')).toMatch(/^in: givens character 1: expected a height from 1 to 4/);
    expect(failure('kind: skyscrapers\ntop: 1 2 3\nleft: 1 2\n')).toBe("in: line 3: expected 3 left clues ('-' for none), found 2");
    expect(failure('kind: skyscrapers\ntop: 1 2 3\nabove: 1 2 3\n')).toMatch(/^in: line 3: unknown key 'above'/);
  });
});

describe('the checker', () => {
  it('names the broken rule and its cells', () => {
    const p = parse('kind: skyscrapers\ntop: 3 - -\nleft: - - 1\n');
    expect(checkSkyscrapers(p, grid('123/231/312'))).toEqual([]);
    expect(checkSkyscrapers(p, grid('213/132/321'))).toEqual(['the clue 3 above column 1 sees 2 buildings (heights 2, 1, 3)']);
    expect(checkSkyscrapers(p, grid('123/231/321'))).toContain('column 2 has two 2s (rows 1 and 3)');
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random puzzles', async () => {
    const puzzles: Skyscrapers[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const random = seededRandom(seed, 7);
      const n = 3 + (seed % 2);
      const order = Array.from({ length: n }, (_, i) => i).sort(() => random.next() - 0.5);
      const square = order.map((r) => Array.from({ length: n }, (_, c) => ((r + c) % n) + 1));
      // The true counts, each kept with probability one half.
      const clue = (side: (typeof SIDES)[number], i: number) =>
        random.next() < 0.5 ? seen(sightLine(n, side, i).map(({ row, col }) => square[row][col])) : null;
      const sides = Object.fromEntries(SIDES.map((side) => [side, Array.from({ length: n }, (_, i) => clue(side, i))])) as Pick<
        Skyscrapers,
        (typeof SIDES)[number]
      >;
      puzzles.push({ width: n, height: n, ...sides, givens: square.map((line) => line.map(() => null)) });
    }
    await expectOracleAgreement({ ...spec, ...skyscrapersSolving }, puzzles, 3);
  }, 60_000);
});

describe('puzzlebench on skyscrapers', () => {
  it('solves, proves unique and answers JSON rows of numbers', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/skyscrapers/janko-6x6.txt', '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect([answer.unique, answer.grid]).toEqual([true, readFileSync('puzzles/skyscrapers/janko-6x6.solution', 'utf8').trim().split('\n')]);
  }, 60_000);
});
