// Futoshiki: the text form and its errors, the checker's words, both encodings against the
// backtracking oracle on small random puzzles, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { futoshikiSolving } from '../encodings/futoshiki/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { futoshikiChecks } from '../src/kinds/futoshiki/check.ts';
import { futoshikiForms, parseFutoshiki, toFutoshikiTask, toFutoshikiText, type Futoshiki } from '../src/kinds/futoshiki/format.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.futoshiki.made.spec;
const parse = (text: string) => parseFutoshiki(text, 'in');
const failure = (text: string) => failureOf(text, parse);
const grid = (text: string) => text.split('/').map((line) => [...line].map(Number));
const small = 'kind: futoshiki\n. < . . 3\n^ . .\n. . . . .\n. . ^\n. . . < .\n';

describe('the text form', () => {
  it('reads cells and signs, and writes them back', () => {
    const p = parse(small);
    expect(p.givens).toEqual([
      [null, null, 3],
      [null, null, null],
      [null, null, null],
    ]);
    expect(p.signs).toEqual([
      { less: { row: 0, col: 0 }, more: { row: 0, col: 1 } },
      { less: { row: 0, col: 0 }, more: { row: 1, col: 0 } },
      { less: { row: 1, col: 2 }, more: { row: 2, col: 2 } },
      { less: { row: 2, col: 1 }, more: { row: 2, col: 2 } },
    ]);
    expect(parse(toFutoshikiText(p))).toEqual(p);
    expect(kindOf({ source: 'in', text: small }, {}).id).toBe('futoshiki');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: futoshiki\n. < .\n. .\n. .\n')).toBe("in: line 4: expected 2 cells with a sign or '.' between each two (3 tokens), found 2");
    expect(failure('kind: futoshiki\n. < 4\n. .\n. . .\n')).toBe("in: line 2, token 3: expected a number from 1 to 2 or '.', found '4'");
    expect(failure('kind: futoshiki\n. = .\n. .\n. . .\n')).toBe("in: line 2, token 2: expected '<', '>' or '.' between two cells, found '='");
    expect(failure('kind: futoshiki\n. . .\n. x\n. . .\n')).toMatch(/^in: line 3, token 2: expected '\^'/);
    expect(failure('kind: futoshiki\n. . .\n. .\n')).toMatch(/^in: line 3: expected 2n - 1 lines/);
  });
});

describe('the Puzzle Team task', () => {
  // puzzle-futoshiki.com's task as stacs-cp/demystify-rs (scripts/fetch-futoshiki.py) and a second
  // public solver read it: a number per cell (0 none) and a letter for each smaller neighbour.
  const task = '0,0L,3,0U,0,0,0,0,0UL,';
  const read = (text: string) => futoshikiForms.parse({ text, source: 'in' });
  it('reads it as its sources do, from a bare task or a page snippet, and writes it back', () => {
    const p = read(task);
    expect(p).toEqual(parse(small));
    expect(read(`<script>var task = '${task}';</script>`)).toEqual(p);
    expect(read(task.replace(/,$/, ''))).toEqual(p);
    expect(toFutoshikiTask(p)).toBe(`${task}\n`);
    expect(read('0,0,0,0UL,')).toEqual(read('0,0,0,0LU,'));
    for (const text of [task, `var task = '${task}';`]) expect(kindOf({ source: 'in', text }, {}).id).toBe('futoshiki');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failureOf('0R,0,3,0U,0,0,0,0,', read)).toMatch(/^in: task: expected n x n comma-separated cells for an n x n grid, found 8, which is not a square/);
    expect(failureOf('0R,0,4,0U,0,0,0,0,0,', read)).toBe('in: cell 3 (1,3): expected a number from 0 (none) to 3, found 4');
    expect(failureOf('0R,0,3,0X,0,0,0,0,0,', read)).toBe("in: cell 4 (2,1): expected a sign letter L, R, U or D, found 'X'");
    expect(failureOf('0L,0,3,0U,0,0,0,0,0,', read)).toBe("in: cell 1 (1,1): 'L' points off the grid");
    expect(failureOf('0R,,3,0U,0,0,0,0,0,', read)).toMatch(/^in: cell 2 \(1,2\): expected a number \(0 for none\) and the letters L, R, U, D/);
    // Without a sign the task is a list of numbers, a region task's look: not written.
    expect(() => toFutoshikiTask(read('kind: futoshiki\n1 . .\n. .\n. . .\n'))).toThrow(/would read back as a region task/);
  });
});

describe('the checker', () => {
  it('names the broken rule and its cells', () => {
    const p = parse(small);
    expect(futoshikiChecks.verify(p, grid('123/231/312'))).toEqual([]);
    expect(futoshikiChecks.verify(p, grid('123/312/231'))).toEqual([
      'cell (2,3) should be less than (3,3), found 2 and 1',
      'cell (3,2) should be less than (3,3), found 3 and 1',
    ]);
    expect(futoshikiChecks.verify(p, grid('213/132/321'))).toContain('cell (1,1) should be less than (1,2), found 2 and 1');
    expect(futoshikiChecks.verify(p, grid('123/132/321'))).toContain('column 1 has two 1s (rows 1 and 2)');
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random puzzles', async () => {
    const puzzles: Futoshiki[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const random = seededRandom(seed, 5);
      const n = 3 + (seed % 2);
      // A cyclic Latin square, its rows shuffled, gives the signs between neighbours, some kept.
      const order = Array.from({ length: n }, (_, i) => i).sort(() => random.next() - 0.5);
      const square = order.map((r) => Array.from({ length: n }, (_, c) => ((r + c) % n) + 1));
      const signs: Futoshiki['signs'] = [];
      square.forEach((line, row) =>
        line.forEach((value, col) => {
          for (const other of [
            { row, col: col + 1 },
            { row: row + 1, col },
          ]) {
            const next = square[other.row]?.[other.col];
            if (next !== undefined && random.next() < 0.4) signs.push(value < next ? { less: { row, col }, more: other } : { less: other, more: { row, col } });
          }
        }),
      );
      const givens = square.map((line) => line.map((value) => (random.next() < 0.15 ? value : null)));
      puzzles.push(parse(toFutoshikiText({ width: n, height: n, givens, signs })));
    }
    await expectOracleAgreement({ ...spec, ...futoshikiSolving }, puzzles, 3);
  }, 60_000);
});

describe('puzzlebench on futoshiki', () => {
  it('solves, proves unique and answers JSON rows of numbers', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/futoshiki/pt-7x7.txt', '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect([answer.unique, answer.grid]).toEqual([true, readFileSync('puzzles/futoshiki/pt-7x7.solution', 'utf8').trim().split('\n')]);
  }, 60_000);
});
