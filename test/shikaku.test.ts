// Shikaku: its formats and their errors, the checker's words, every encoding against the
// backtracking oracle on small puzzles drawn from random cuttings, and the command line.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/kinds/detect.ts';
import { catalogue } from '../src/kinds/index.ts';
import { checkShikaku } from '../src/kinds/shikaku/check.ts';
import { parseShikaku, toShikakuText, toShikakuUrl } from '../src/kinds/shikaku/format.ts';
import { type Rectangle, type Shikaku, cellsOf } from '../src/kinds/shikaku/shikaku.ts';
import { closeSession } from '../src/solver/session.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

afterAll(closeSession);
const spec = catalogue.shikaku.made.spec;
const failure = (text: string) => failureOf(text, (input) => parseShikaku(input, 'in'));
const cutting = (text: string) => text.split('/').map((line) => line.split(' ').map(Number));

describe('formats', () => {
  const url = 'https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j';
  it('reads the URL and the text form as the same puzzle', () => {
    const p = parseShikaku(url, 'url');
    expect(p.clues.map((line) => line.map((n) => n ?? '.').join('')).join('/')).toBe('....3./56..6./....../....../.6..23/.5....');
    expect(parseShikaku(toShikakuText(p), 'text')).toEqual(p);
    expect(toShikakuUrl(p)).toBe(`${url}\n`);
    const wide = parseShikaku('kind: shikaku\n12 . .\n. . .\n. . .\n. . .\n', 'wide');
    expect(parseShikaku(toShikakuText(wide), 'again')).toEqual(wide);
    for (const text of [url, toShikakuText(p)]) expect(kindOf({ source: 'in', text }, {}).id).toBe('shikaku');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: shikaku\n2.\n.x\n')).toMatch(/^in: line 3, column 2: expected a number 1 or more/);
    expect(failure('kind: shikaku\n..\n..\n')).toMatch(/^in: line 1: expected at least one number/);
    expect(failure('kind: shikaku\n9.\n..\n')).toMatch(/^in: grid: a number is larger than the 2x2 grid/);
    expect(failure('https://puzz.link/p?shikaku/2/2/0h')).toMatch(/^in: URL character 33: expected an area of 1 or more/);
  });
});

describe('the checker', () => {
  const p = parseShikaku('kind: shikaku\n2.\n.2\n', 'in');
  it('names the rectangle, its area and the clue it misses', () => {
    expect(checkShikaku(p, cutting('1 1/2 2'))).toEqual([]);
    expect(checkShikaku(p, cutting('1 1/1 2'))).toEqual([
      'the rectangle of clue 1 (2 at (1,1)) is no rectangle: (2,2) lies within it but not in it',
      'the rectangle of clue 1 (2 at (1,1)) has 3 cells, its clue is 2',
      'the rectangle of clue 2 (2 at (2,2)) has 1 cells, its clue is 2',
    ]);
    expect(checkShikaku(p, cutting('2 1/2 2'))[0]).toBe('the rectangle of clue 1 (2 at (1,1)) does not hold its clue: the cell is in the rectangle of clue 2');
  });
});

/** A puzzle from a random cutting into rectangles, each with its area at a random cell of it. */
function drawn(seed: number): Shikaku {
  const random = seededRandom(seed, 3);
  const clues: (number | null)[][] = Array.from({ length: 4 }, () => Array(4).fill(null));
  const cut = (r: Rectangle) => {
    const across = r.height > 1 && (r.width === 1 || random.next() < 0.5);
    if (r.height * r.width <= 2 || random.next() < 0.3) {
      const cells = cellsOf(r);
      const at = cells[Math.floor(random.next() * cells.length)];
      clues[at.row][at.col] = cells.length;
      return;
    }
    const at = 1 + Math.floor(random.next() * ((across ? r.height : r.width) - 1));
    if (across) cut({ ...r, height: at }), cut({ ...r, top: r.top + at, height: r.height - at });
    else cut({ ...r, width: at }), cut({ ...r, left: r.left + at, width: r.width - at });
  };
  cut({ top: 0, left: 0, height: 4, width: 4 });
  return { width: 4, height: 4, clues };
}

describe('every encoding against the oracle', () => {
  it('finds the same solutions on small puzzles from random cuttings', async () => {
    await expectOracleAgreement(
      spec,
      Array.from({ length: 6 }, (_, i) => drawn(i + 1)),
    );
  });
});

describe('puzzlebench on shikaku', () => {
  it('solves, proves unique and answers JSON rows of clue numbers', async () => {
    const file = 'puzzles/shikaku/puzzle-shikaku-5x5.txt';
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid.map((row) => row.trim())).toEqual(
      readFileSync('puzzles/shikaku/puzzle-shikaku-5x5.solution', 'utf8')
        .trim()
        .split('\n')
        .map((row) => row.trim()),
    );
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'bounds'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
