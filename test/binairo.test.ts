// Binairo: the formats and their errors, the checker's words, the encoding against the
// backtracking oracle on small random puzzles, the generator and the CLI.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { binairoSolving } from '../encodings/binairo/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { type Binairo, type Digit, parseBinairo, parseBinairoTask, toBinairoTask, toBinairoText } from '../src/kinds/binairo/format.ts';
import { checkBinairo, checkBinairoMarks } from '../src/kinds/binairo/check.ts';
import { deductions } from '../src/kinds/binairo/settle.ts';
import { generateBinairo } from '../src/kinds/binairo/generate.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.binairo.made.spec;
const digits = (text: string) => text.split('/').map((line) => [...line].map(Number));
const failure = (text: string) => failureOf(text, (input) => parseBinairo(input, 'in'));

describe('formats', () => {
  // The research's example: hmarko89's docs and a public binairo scraper.
  const task = '00f1c1h1i1b01';
  it('reads a task, a pasted snippet and the text form as the same puzzle', () => {
    const p = parseBinairoTask(task, 'task');
    expect(toBinairoText(p)).toBe('kind: binairo\n00....\n..1...\n1.....\n...1..\n......\n.1..01\n');
    expect(parseBinairo(`<script>var task = '${task}'; var size = 6;</script>`, 'page')).toEqual(p);
    expect(parseBinairo(toBinairoText(p), 'text')).toEqual(p);
    expect(toBinairoTask(p)).toBe(`${task}\n`);
    expect(toBinairoTask(parseBinairo(`kind: binairo\n${'.'.repeat(10)}\n`.repeat(1).replace(/\n$/, '') + `\n${'..........\n'.repeat(9)}`, 'text'))).toBe(
      'zzzv\n',
    );
  });

  it('is told apart from the other kinds', () => {
    for (const text of [task, `var task = '${task}';`, 'kind: binairo\n01\n..\n']) expect(kindOf({ source: 'in', text }, {}).id).toBe('binairo');
    expect(kindOf({ source: 'in', text: 'aWbBc' + 'a'.repeat(20) }, {}).id).toBe('masyu');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('00f1c1h1i1b0')).toMatch(/^in: task: expected n x n cells for an n x n grid, found 35/);
    expect(failure('00f1c2h1i1b01')).toMatch(/^in: task character 6: expected 0, 1 or a letter/);
    expect(failure('0h')).toMatch(/^in: task: a Binairo has as many 0s as 1s in every line, so its sides are even; this grid is 3x3/);
    expect(failure('kind: binairo\n01\n2.\n')).toMatch(/^in: line 3, column 1: expected a cell: 0, 1 \(a given digit\) or \. \(empty\), found '2'/);
  });
});

describe('the checker', () => {
  const p = parseBinairo('kind: binairo\n0...\n....\n....\n....\n', 'text');
  it('names the broken rule and where', () => {
    expect(checkBinairo(p, digits('0011/1100/0101/1010'))).toEqual([]);
    expect(checkBinairo(p, digits('1100/0011/0101/1010'))).toEqual(['cell (1,1) is given 0, found 1']);
    expect(checkBinairo(p, digits('0011/0011/1100/1100'))).toEqual([
      'row 1 and row 2 are the same',
      'row 3 and row 4 are the same',
      'column 1 and column 2 are the same',
      'column 3 and column 4 are the same',
    ]);
    expect(checkBinairo(p, digits('0001/1110/0101/1010'))).toEqual([
      'row 1 has 3 0s, more than half its 4 cells',
      'row 1 has three 0s in a row from (1,1)',
      'row 2 has 3 1s, more than half its 4 cells',
      'row 2 has three 1s in a row from (2,1)',
      'column 1 and column 3 are the same',
    ]);
    expect(checkBinairo(p, digits('0021/1100/0101/1010'))).toEqual(['cell (1,3) holds 2, not 0 or 1']);
  });

  it('on a partly filled grid, finds what is already broken', () => {
    expect(
      checkBinairoMarks(p, [
        [0, 0, undefined, undefined],
        [undefined, undefined, undefined, undefined],
        [0, undefined, undefined, undefined],
        [undefined, undefined, undefined, undefined],
      ]),
    ).toEqual([]);
    expect(
      checkBinairoMarks(p, [
        [0, undefined, undefined, undefined],
        [0, undefined, undefined, undefined],
        [0, undefined, undefined, undefined],
        [undefined, undefined, undefined, undefined],
      ]).map((problem) => problem.message),
    ).toEqual(['column 1 has 3 0s, more than half its 4 cells', 'column 1 has three 0s in a row from (1,1)']);
  });
});

/** A small random puzzle: a few random givens, so that some have solutions, some several, some none. */
function randomBinairo(seed: number): Binairo {
  const random = seededRandom(seed, 5);
  const [width, height] = seed % 2 ? [4, 4] : [6, 4];
  const givens = Array.from({ length: height }, () =>
    Array.from({ length: width }, (): Digit | null => (random.next() < 0.3 ? (random.between(0, 1) as Digit) : null)),
  );
  return { width, height, givens };
}

describe('the encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random puzzles', async () => {
    await expectOracleAgreement(
      spec,
      Array.from({ length: 8 }, (_, i) => randomBinairo(i + 1)),
      3,
    );
  });
});

describe('the deductions by hand (settle.ts)', () => {
  // Small random grids, many of them with several solutions or none: every cell the deductions
  // settle has that digit in every solution, and they find a contradiction only where there is no solution.
  it('settle only what every solution has, and find no contradiction where there is a solution', () => {
    const random = seededRandom(17, 3);
    const puzzles = Array.from({ length: sampleSize(100, 400) }, (_, i) => {
      const [width, height] = [2 + 2 * (i % 3), 2 + 2 * ((i >> 2) % 3)];
      const share = 0.1 + 0.4 * random.next();
      const givens = Array.from({ length: height }, () =>
        Array.from({ length: width }, (): Digit | null => (random.next() < share ? (random.between(0, 1) as Digit) : null)),
      );
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

describe('the generator', () => {
  it('makes puzzles with exactly one solution, the same for the same seed', async () => {
    const made = await generateBinairo({ size: 6, seed: 5, solving: binairoSolving });
    expect(checkBinairo(made.puzzle, made.digits)).toEqual([]);
    expect(spec.oracle!(made.puzzle, 2)).toHaveLength(1);
    expect((await generateBinairo({ size: 6, seed: 5, solving: binairoSolving })).puzzle).toEqual(made.puzzle);
  });
});

describe('puzzlebench on binairo', () => {
  const file = 'puzzles/binairo/binairo-6x6.txt';
  it('solves, proves unique and answers JSON rows of 0s and 1s', async () => {
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/binairo/binairo-6x6.solution', 'utf8').trim().split('\n'));
  });
});
