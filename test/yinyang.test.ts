// Yin-Yang: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random grids, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkYinYang } from '../src/kinds/yinyang/check.ts';
import { deductions } from '../src/kinds/yinyang/settle.ts';
import { parseYinYang, toYinYangTask, toYinYangText, toYinYangUrl } from '../src/kinds/yinyang/format.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.yinyang.made.spec;
const colouring = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const failure = (text: string) => failureOf(text, (input) => parseYinYang(input, 'in'));
const url = 'https://puzz.link/p?yinyang/5/5/016612300';

describe('formats', () => {
  it('reads a puzz.link URL and the text form as the same puzzle', () => {
    const p = parseYinYang(url, 'url');
    expect(toYinYangText(p)).toBe('kind: yinyang\n.....\nw.b..\nb...w\n..b.w\n.....\n');
    expect(parseYinYang(toYinYangText(p), 'text')).toEqual(p);
    expect(toYinYangUrl(p)).toBe(`${url}\n`);
    for (const text of [url, toYinYangText(p)]) expect(kindOf({ source: 'in', text }, {}).id).toBe('yinyang');
  });

  // puzzle-yin-yang.com's task: B a black circle, W a white one, a-z a run of empty cells. The
  // decoding below is hyoseo837/Personal_web's own test (src/scripts/check-yinyang.ts); the page
  // snippet carries the site's ident, as that project's page parser expects.
  it('reads the Puzzle Team task as its sources do, and writes it back', () => {
    const p = parseYinYang("var task = 'eBzaWaW'; ident: 'yin-yang.specific.6x6-normal',", 'page');
    expect(p.width).toBe(6);
    expect(toYinYangText(p)).toBe(`kind: yinyang\n${['.....b', '......', '......', '......', '......', '...w.w'].join('\n')}\n`);
    expect(toYinYangTask(p)).toBe("var task = 'eBzaWaW'; ident: 'yin-yang'\n");
    expect(parseYinYang(toYinYangTask(p), 'task')).toEqual(p);
    expect(kindOf({ source: 'in', text: "var task = 'eBzaWaW'; ident: 'yin-yang.specific.6x6-normal'," }, {}).id).toBe('yinyang');
    // A bare task is a Masyu's too: that kind keeps it, and --kind yinyang reads it.
    expect(kindOf({ source: 'in', text: 'eBzaWaW' }, {}).id).toBe('masyu');
    expect(catalogue.yinyang.made.spec.parse({ source: 'in', text: 'eBzaWaW' })).toEqual(p);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('eBzaWaX')).toMatch(/^in: task character 7: expected 'B' \(a black circle\), 'W' \(a white circle\) or a letter a-z/);
    expect(failure('eBzaWa')).toMatch(/^in: task: expected n x n cells for an n x n grid, found 35, which is not a square/);
    expect(() => toYinYangTask(parseYinYang('kind: yinyang\nb..\n...\n', 'text'))).toThrow(/a Puzzle Team task is square, this grid is 3x2/);
    expect(failure('kind: yinyang\nb.\n.x\n')).toMatch(/^in: line 3, column 2: expected b \(black\), w \(white\) or \. \(not given\), found 'x'/);
    expect(failure('kind: yinyang\nb.\n...\n')).toMatch(/^in: line 3: expected a row of 2 cells, found 3/);
    expect(failure('https://puzz.link/p?yinyang/5/5/0166')).toMatch(/^in: URL character \d+: expected 9 characters of the circles/);
  });
});

describe('the checker', () => {
  const p = parseYinYang(url, 'url');
  it('accepts the solution and names each broken rule', () => {
    expect(checkYinYang(p, colouring('...../.###./##.../.###./.....'))).toEqual([]);
    expect(checkYinYang(p, colouring('...../####./##.../.###./.....'))).toEqual(['(2,1) is given white but is black', 'the 2x2 block at (2,1) is all black']);
    expect(checkYinYang(p, colouring('...../.###./##.../.###./....#'))[0]).toBe('the black cells fall into 2 groups, starting at (2,2) (5,5)');
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same colourings on small random grids', async () => {
    const random = seededRandom(5, 1);
    const puzzles = Array.from({ length: 6 }, (_, i) => {
      const [width, height] = [3 + (i % 2), 3 + ((i >> 1) % 2)];
      return {
        width,
        height,
        givens: Array.from({ length: height }, () => Array.from({ length: width }, () => (random.next() < 0.6 ? null : random.next() < 0.5))),
      };
    });
    await expectOracleAgreement(spec, puzzles, 3);
  });
});

describe('puzzlebench on yinyang', () => {
  const file = 'puzzles/yinyang/janko-6x6.txt';
  it('solves, proves unique and answers JSON rows in # and . notation', async () => {
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/yinyang/janko-6x6.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'rank'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});

describe('the deductions by hand (settle.ts)', () => {
  // Small random grids, many of them with several solutions or none: every cell the deductions
  // settle has that colour in every solution, and they find a contradiction only where there is no solution.
  it('settle only what every solution has, and find no contradiction where there is a solution', () => {
    const random = seededRandom(11, 3);
    const puzzles = Array.from({ length: sampleSize(100, 400) }, (_, i) => {
      const [width, height] = [2 + (i % 4), 2 + ((i >> 2) % 4)];
      const share = 0.15 + 0.5 * random.next();
      const givens = Array.from({ length: height }, () => Array.from({ length: width }, () => (random.next() < share ? random.next() < 0.5 : null)));
      return { width, height, givens };
    });
    const { settled, byTrials, several, none, refuted } = holdToOracle({
      puzzles,
      solutions: (p) => spec.oracle?.(p, 20) ?? [],
      deduce: (p) => deductions(p),
      untried: (p) => deductions(p, false),
      valuesOf: (solution) => solution.flat(),
    });
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled, some by the trials alone.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(sampleSize(2, 10));
    expect(settled).toBeGreaterThan(sampleSize(200, 800));
    expect(byTrials).toBeGreaterThan(sampleSize(2, 10));
  });
});
