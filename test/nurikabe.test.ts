// Nurikabe: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random grids, and the command line.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/kinds/detect.ts';
import { catalogue } from '../src/kinds/index.ts';
import { checkNurikabe } from '../src/kinds/nurikabe/check.ts';
import { parseNurikabe, toNurikabeText, toNurikabeUrl } from '../src/kinds/nurikabe/format.ts';
import { closeSession } from '../src/solver/session.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.nurikabe.made.spec;
afterAll(closeSession);

const shading = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const failure = (text: string) => failureOf(text, (input) => parseNurikabe(input, 'in'));
const url = 'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g';

describe('formats', () => {
  it('reads a puzz.link URL and the text form as the same puzzle', () => {
    const p = parseNurikabe(url, 'url');
    expect(toNurikabeText(p)).toBe('kind: nurikabe\n. 5 . . .\n. . 2 . .\n. . . . .\n. . 1 . .\n. . . 3 .\n');
    expect(parseNurikabe(toNurikabeText(p), 'text')).toEqual(p);
    expect(parseNurikabe('kind: nurikabe\n.5...\n..2..\n.....\n..1..\n...3.\n', 'packed')).toEqual(p);
    expect(toNurikabeUrl(p)).toBe(`${url}\n`);
    for (const text of [url, toNurikabeText(p)]) expect(kindOf({ source: 'in', text }, {}).id).toBe('nurikabe');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: nurikabe\n1 .\n. x\n')).toMatch(/^in: line 3, column 3: expected an island's number/);
    expect(failure('kind: nurikabe\n1 .\n0 .\n')).toMatch(/^in: line 3, column 1: expected an island's number/);
    expect(failure('https://puzz.link/p?nurikabe/2/2/.i')).toMatch(/^in: URL cell 1: expected an island's number, found '\?'/);
    expect(failure('https://puzz.link/p?nurikabe/5/5/g5k2')).toMatch(/^in: URL character \d+: expected 25 numbers, found the end of the URL/);
  });
});

describe('the checker', () => {
  const p = parseNurikabe(url, 'url');
  it('accepts the solution and names each broken rule', () => {
    expect(checkNurikabe(p, shading('..###/.#..#/.####/.#.#./###..'))).toEqual([]);
    expect(checkNurikabe(p, shading('..###/.#..#/.####/.#.##/###..'))).toEqual([
      'the island of the 3 at (5,4) has 2 cells',
      'the 2x2 block at (3,4) is all sea',
    ]);
    expect(checkNurikabe(p, shading('..###/.#...'.concat('/.####/.#.#./###..')))).toEqual([
      'the island of the 2 at (2,3) has 3 cells',
      'the sea cells fall into 2 groups, starting at (1,3) (2,2)',
    ]);
    expect(checkNurikabe(p, shading('..###/.#..#/.####/##.#./###..'))).toEqual([
      'the island of the 5 at (1,2) has 4 cells',
      'the 2x2 block at (4,1) is all sea',
    ]);
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same shadings on small random grids', async () => {
    const random = seededRandom(4, 2);
    const puzzles = Array.from({ length: 6 }, (_, i) => {
      const [width, height] = [3 + (i % 2), 3 + ((i >> 1) % 2)];
      return {
        width,
        height,
        clues: Array.from({ length: height }, () => Array.from({ length: width }, () => (random.next() < 0.2 ? random.between(1, 4) : null))),
      };
    });
    await expectOracleAgreement(spec, puzzles, 3);
  });
});

describe('puzzlebench on nurikabe', () => {
  const file = 'puzzles/nurikabe/puzzleteam-5x5.txt';
  it('solves, proves unique and answers JSON rows in # and . notation', async () => {
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/nurikabe/puzzleteam-5x5.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'rank'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
