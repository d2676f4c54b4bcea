// Kakuro: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random puzzles, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kakuroSolving } from '../encodings/kakuro/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { bit, settle, unsettled } from '../src/kinds/kakuro/settle.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkKakuro } from '../src/kinds/kakuro/check.ts';
import { parseKakuro, toKakuroText, toKakuroUrl, type Kakuro, runsOf } from '../src/kinds/kakuro/format.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.kakuro.made.spec;
const parse = (text: string) => parseKakuro(text, 'in');
const failure = (text: string) => failureOf(text, parse);
const url = 'https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3';

describe('formats', () => {
  it('reads a puzz.link URL into a grid with its clue row and column, and the text form', () => {
    const p = parse(url);
    expect([p.width, p.height, p.down[1][1], p.across[1][1], p.down[0][2], p.across[2][0]]).toEqual([6, 6, 4, 8, 12, 10]);
    expect(toKakuroUrl(p)).toBe(`${url}\n`);
    expect(parse(toKakuroText(p))).toEqual(p);
    for (const text of [url, toKakuroText(p)]) expect(kindOf({ source: 'in', text }, {}).id).toBe('kakuro');
    // A row starting with a black cell is a row, a `#` line with words a comment.
    expect(parse('# a comment\nkind: kakuro\n#  3\\\n\\3 .\n').black).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: kakuro\n# 3\\\n\\3 x\n')).toBe(
      "in: line 3, column 4: expected '.' (white), '#' (black) or a clue 'down\\across' such as 16\\ or 23\\17, found 'x'",
    );
    expect(failure('kind: kakuro\n# 50\\\n\\3 .\n')).toBe("in: line 2, column 3: expected a sum from 1 to 45, found '50'");
    expect(failure('kind: kakuro\n# 3\\\n\\3 . .\n')).toBe('in: line 3: expected a row of 2 cells, found 3');
    expect(failure('https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a')).toMatch(/^in: URL character \d+: expected a sum/);
    expect(() => toKakuroUrl(parse('kind: kakuro\n. .\n. .\n'))).toThrow(/black cells along the top and left/);
  });
});

describe('the checker', () => {
  it('names the broken rule and its cells', () => {
    const p = parse('kind: kakuro\n#   4\\  3\\\n\\4  .   .\n\\3  .   .\n');
    expect(
      checkKakuro(p, [
        [0, 0, 0],
        [0, 3, 1],
        [0, 1, 2],
      ]),
    ).toEqual([]);
    expect(
      checkKakuro(p, [
        [0, 0, 0],
        [0, 2, 2],
        [0, 2, 1],
      ]),
    ).toEqual(['the across run from (2,2) has two 2s ((2,2) and (2,3))', 'the down run from (2,2) has two 2s ((2,2) and (3,2))']);
    expect(
      checkKakuro(p, [
        [0, 0, 0],
        [0, 3, 1],
        [0, 2, 1],
      ]),
    ).toEqual([
      'the down run from (2,3) has two 1s ((2,3) and (3,3))',
      'the down run from (2,2) adds up to 5, its sum is 4',
      'the down run from (2,3) adds up to 2, its sum is 3',
    ]);
    expect(
      checkKakuro(p, [
        [1, 0, 0],
        [0, 3, 1],
        [0, 1, 2],
      ]),
    ).toEqual(['cell (1,1) holds 1, but it is black']);
  });
});

/** A small random Kakuro: a frame of black cells on top and left, a few more inside; random digits give the sums (kept or dropped). */
function randomKakuro(seed: number, width: number, height: number): Kakuro {
  const random = seededRandom(seed, 9);
  const black = Array.from({ length: height }, (_, row) => Array.from({ length: width }, (_, col) => row === 0 || col === 0 || random.next() < 0.15));
  const digits = black.map((line) => line.map((isBlack) => (isBlack ? 0 : 1 + Math.floor(random.next() * 9))));
  const blank = () => black.map((line) => line.map(() => null as number | null));
  const p: Kakuro = { width, height, black, down: blank(), across: blank() };
  for (const run of runsOf(p)) {
    if (run.clue && random.next() < 0.8) p[run.direction][run.clue.row][run.clue.col] = run.cells.reduce((sum, { row, col }) => sum + digits[row][col], 0);
  }
  return parse(toKakuroText(p));
}

describe('every encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random puzzles', async () => {
    const puzzles = Array.from({ length: 6 }, (_, i) => randomKakuro(i + 1, 3 + ((i + 1) % 2), 3));
    await expectOracleAgreement({ ...spec, ...kakuroSolving }, puzzles, 3);
  }, 60_000);

  it("the deductions by hand keep every solution's digits and sets (kakuro/settled's soundness)", () => {
    let solutions = 0;
    let narrowed = 0;
    for (let seed = 1; seed <= sampleSize(14, 40); seed++) {
      const p = randomKakuro(seed, 3 + (seed % 2), 3 + ((seed >> 1) % 2));
      const runs = runsOf(p);
      const { sets, candidates } = settle(p, runs);
      const open = unsettled(p, runs);
      for (const grid of spec.oracle?.(p, 60) ?? []) {
        solutions++;
        for (const [at, allowed] of candidates) {
          const [row, col] = at.split(',').map(Number);
          expect(allowed & bit(grid[row][col]), `${at} of ${toKakuroText(p)}`).not.toBe(0);
        }
        runs.forEach((run, r) => expect(sets[r]).toContain(run.cells.reduce((mask, { row, col }) => mask | bit(grid[row][col]), 0)));
      }
      narrowed += [...candidates].filter(([at, allowed]) => allowed !== open.candidates.get(at)).length;
    }
    // Held to many solutions, and the deductions did narrow some cells.
    expect(solutions).toBeGreaterThan(sampleSize(33, 100));
    expect(narrowed).toBeGreaterThan(0);
  }, 60_000);
});

describe('puzzlebench on kakuro', () => {
  it('solves, proves unique and answers JSON rows of digits and #', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/kakuro/janko-9x9.txt', '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect([answer.unique, answer.grid]).toEqual([true, readFileSync('puzzles/kakuro/janko-9x9.solution', 'utf8').trim().split('\n')]);
  }, 60_000);
});
