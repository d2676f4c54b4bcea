// Heyawake: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random grids, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { renumber } from '../src/dsl/grid/index.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkHeyawake } from '../src/kinds/heyawake/check.ts';
import { parseHeyawake, toHeyawakeText, toHeyawakeUrl } from '../src/kinds/heyawake/format.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.heyawake.made.spec;
const shading = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const failure = (text: string) => failureOf(text, (input) => parseHeyawake(input, 'in'));
const url = 'https://puzz.link/p?heyawake/6/6/lll155007rs12222j';

describe('formats', () => {
  it('reads a puzz.link URL and the text form as the same puzzle', () => {
    const p = parseHeyawake(url, 'url');
    expect(p.counts).toEqual([2, 2, 2, 2, null, null, null, null]);
    expect(parseHeyawake(toHeyawakeText(p), 'text')).toEqual(p);
    expect(toHeyawakeUrl(p)).toBe(`${url}\n`);
    for (const text of [url, toHeyawakeText(p)]) expect(kindOf({ source: 'in', text }, {}).id).toBe('heyawake');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: heyawake\naab\n')).toMatch(/^in: line 2: expected 'rooms:'/);
    expect(failure('kind: heyawake\nrooms:\naa\nbb\nnumbers:\n1 1\n. .\n')).toMatch(
      /^in: line 6, column 3: the room of cell \(1,2\) has a number already \(1\)/,
    );
    expect(failure('kind: heyawake\nrooms:\naa\nbb\nnumbers:\n1 x\n. .\n')).toMatch(/^in: line 6, column 3: expected a room's number/);
    expect(failure('https://puzz.link/p?heyawake/6/6/lll1')).toMatch(/^in: URL character \d+: expected \d+ characters of the borders/);
  });
});

describe('the checker', () => {
  const p = parseHeyawake(url, 'url');
  it('accepts the solution and names each broken rule', () => {
    expect(checkHeyawake(p, shading('#.#..#/...#../#.#.#./....../.#.#.#/..#...'))).toEqual([]);
    expect(checkHeyawake(p, shading('#.#..#/...#../#.#.#./....../.#.#.#/......'))).toEqual(['the unshaded run from (6,3) to (6,6) crosses two room borders']);
    expect(checkHeyawake(p, shading('#.##.#/...#../#.#.#./....../.#.#.#/..#...'))).toEqual([
      'the room at (1,4) has 3 shaded cells, its number is 2',
      '(1,3) and (1,4) are both shaded, side by side',
      '(1,4) and (2,4) are both shaded, side by side',
    ]);
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same shadings on small random grids', async () => {
    const random = seededRandom(9, 2);
    const puzzles = Array.from({ length: 6 }, (_, i) => {
      const [width, height] = [3 + (i % 2), 3 + ((i >> 1) % 2)];
      const rooms = renumber(
        Array.from({ length: height }, (_, row) =>
          Array.from({ length: width }, (_, col) => `${Math.floor(row / 2)},${Math.floor((col + (row % 2) * (i % 3 === 0 ? 1 : 0)) / 2)}`),
        ),
      );
      const counts = Array.from({ length: Math.max(...rooms.flat()) + 1 }, () => (random.next() < 0.5 ? null : random.between(0, 2)));
      return { width, height, rooms, counts };
    });
    await expectOracleAgreement(spec, puzzles, 3);
  });
});

describe('puzzlebench on heyawake', () => {
  const file = 'puzzles/heyawake/puzzleteam-6x6.txt';
  it('solves, proves unique and answers JSON rows in # and . notation', async () => {
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/heyawake/puzzleteam-6x6.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'rank'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
