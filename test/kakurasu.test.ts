// Kakurasu: its formats and their errors, the checker's words, both encodings against the
// brute-force oracle on small generated puzzles, the generator and the command line (the corpus
// under every encoding: test/slow/corpus.test.ts).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kakurasuEncodings, kakurasuSolving } from '../encodings/kakurasu/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { bruteForceKakurasu } from '../src/kinds/kakurasu/brute.ts';
import { checkKakurasu } from '../src/kinds/kakurasu/check.ts';
import { parseKakurasu, parseKakurasuTask, toKakurasuTask, toKakurasuText, type Kakurasu, type Shading } from '../src/kinds/kakurasu/format.ts';
import { cluesOf, generateKakurasu } from '../src/kinds/kakurasu/generate.ts';
import { settle } from '../src/kinds/kakurasu/settle.ts';
import { renderKakurasuSvg, renderKakurasuText } from '../src/kinds/kakurasu/render.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { capture } from './helpers/capture.ts';
import { gridSolutions, rowsOf } from './helpers/grid.ts';
import { failureOf } from './helpers/errors.ts';
import { catalogue } from '../src/catalogue/index.ts';

const kakurasuSpec = catalogue.kakurasu.made.spec;

const rows = (grid: Shading) => rowsOf(kakurasuSpec, grid);
const shading = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const failure = (text: string) => failureOf(text, (input) => parseKakurasu(input, 'in'));

const solutions = (encoding: string, p: Kakurasu, limit: number) => gridSolutions(kakurasuSpec, encoding, p, limit);

describe('formats', () => {
  const task = '7/1/1/5/5/4/5/1';
  it('reads a task, a pasted snippet and the text form as the same puzzle, columns first', () => {
    const p = parseKakurasuTask(task, 'task');
    expect(p).toEqual({ width: 4, height: 4, columns: [7, 1, 1, 5], rows: [5, 4, 5, 1] });
    expect(parseKakurasu(`<script>var task = '${task}'; var size = 4;</script>`, 'page')).toEqual(p);
    expect(parseKakurasu(toKakurasuText(p), 'text')).toEqual(p);
    expect(toKakurasuTask(parseKakurasu(toKakurasuText(p), 'text'))).toBe(`${task}\n`);
    expect(parseKakurasu('# a comment\nkind: kakurasu\ncolumns: 7, 1, 1, 5  # left to right\nrows: 5 4 5 1\n', 'text')).toEqual(p);
  });

  it('is told apart from the other kinds', () => {
    for (const text of [task, `var task = '${task}';`, toKakurasuText(parseKakurasuTask(task, 'task'))])
      expect(kindOf({ source: 'in', text }, {}).id).toBe('kakurasu');
    expect(kindOf({ source: 'in', text: '2_1_1_2;1,1,2,2' }, {}).id).toBe('aquarium');
  });

  it('keeps a non-square grid in the text form and refuses it as a task string', () => {
    const wide = parseKakurasu('kind: kakurasu\ncolumns: 1 2 3\nrows: 3 3\n', 'wide');
    expect([wide.width, wide.height]).toEqual([3, 2]);
    expect(() => toKakurasuTask(wide)).toThrow(/a Puzzle Team task is square, this grid is 3x2/);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('1/2/3')).toMatch(/^in: task: expected 2N clues/);
    expect(failure('1/x/3/4')).toMatch(/^in: clue 2: expected column clue 2 \(a whole number\), found 'x'/);
    expect(failure('1/2/11/4')).toMatch(/^in: clue 3: row clue 11 is more than 3/);
    expect(failure('kind: kakurasu\ncolumns: 1 2\n')).toMatch(/expected a 'rows:' line/);
    expect(failure('kind: kakurasu\ncolumns: 1 2\nrows: 1 -3\n')).toMatch(/^in: line 3, row clue 2: expected row clue 2 \(a whole number\)/);
    expect(failure('kind: kakurasu\ncolumns: 1 2\nrows: 1 3\nsize: 2\n')).toMatch(/^in: line 4: unknown key 'size'/);
    expect(failure('kind: kakurasu\ncolumns: 4 2\nrows: 1 3\n')).toMatch(/^in: line 2, column clue 1: column clue 4 is more than 3/);
    expect(failure('1/2/99999999999999999999/4')).toMatch(/far larger than any grid's sum/);
  });
});

describe('the checker', () => {
  it('says which sums miss their clues, with the numbers that make them', () => {
    const p = parseKakurasuTask('7/1/1/5/5/4/5/1', 'task');
    expect(checkKakurasu(p, shading('.##./...#/#..#/#...'))).toEqual([]);
    expect(checkKakurasu(p, shading('.##./...#/#..#/#..#'))).toEqual([
      'row 4 adds up to 5 (1 + 4), its clue is 1',
      'column 4 adds up to 9 (2 + 3 + 4), its clue is 5',
    ]);
    expect(checkKakurasu(p, shading('..../...#/#..#/#...'))[0]).toBe('row 1 adds up to 0 (nothing shaded), its clue is 5');
    expect(checkKakurasu(p, shading('.##./...#'))).toEqual(['the grid should be 4 wide and 4 tall, found 2 rows']);
  });
});

describe('pictures', () => {
  it('draws the numbers, clues and shading; undecided cells as ?', () => {
    const p = parseKakurasuTask('7/1/1/5/5/4/5/1', 'task');
    const text = renderKakurasuText(
      p,
      [
        [false, true, true, false],
        [false, false, false, true],
        [true, undefined, false, true],
        [true, false, false, false],
      ],
      { colour: false },
    );
    expect(text).toBe('   1 2 3 4\n1  . # # .  5\n2  . . . #  4\n3  # ? . #  5\n4  # . . .  1\n   7 1 1 5\n');
    const svg = renderKakurasuSvg(p, shading('.##./...#/#..#/#...'));
    expect(svg).toMatch(/^<svg[^>]*>\n<title>Kakurasu 4x4, solved<\/title>/);
    expect(svg.match(/<rect x=/g)).toHaveLength(6 + 1);
  });
});

/**
 * A random shading's own clues (one solution at least), and the same with one row's clue changed,
 * which often leaves none.
 */
function drawnAndChanged(width: number, height: number, random: ReturnType<typeof seededRandom>, changedRow: number): Kakurasu[] {
  const drawn = cluesOf(Array.from({ length: height }, () => Array.from({ length: width }, () => random.next() < 0.5)));
  return [drawn, { ...drawn, rows: drawn.rows.map((clue, row) => (row === changedRow ? (clue + 1) % (width + 1) : clue)) }];
}

describe('every encoding against the brute-force oracle', () => {
  // Random shadings give their own clues (one solution at least); changing one clue often leaves none.
  for (let seed = 1; seed <= 10; seed++) {
    it(`seed ${seed}: the same solutions, complete, and no solution only where there is none`, async () => {
      const random = seededRandom(seed, 11);
      const [width, height] = [3 + (seed % 3), 3 + ((seed + 1) % 3)];
      const [drawn, changed] = drawnAndChanged(width, height, random, seed % height);
      for (const p of [drawn, changed]) {
        const oracle = bruteForceKakurasu(p, 20).map(rows).sort();
        for (const encoding of kakurasuEncodings.ids()) {
          const report = await solutions(encoding, p, 21);
          const found = report.solutions.map((s) => rows(s.answer)).sort();
          if (oracle.length < 20) expect([report.complete, found], `${encoding} on ${toKakurasuText(p)}`).toEqual([true, oracle]);
          else expect(found.length, encoding).toBe(21);
        }
      }
    });
  }
});

describe('the deductions by hand (settle.ts)', () => {
  it('settle only what every solution has, the trials some that the lines alone leave open', () => {
    let [settled, byTrials, several, none] = [0, 0, 0, 0];
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed, 13);
      // From 5x5 up, one shading in eight or so has a twin with the same sums.
      const [width, height] = [5 + (seed % 2), 5 + ((seed >> 1) % 2)];
      const [drawn, changed] = drawnAndChanged(width, height, random, seed % height);
      for (const p of [drawn, changed]) {
        const known = settle(p);
        const byLines = settle(p, false);
        const oracle = bruteForceKakurasu(p, 100);
        // At the limit, a solution past it could break a deduction unseen: such a puzzle is left out.
        if (oracle.length === 100) continue;
        if (oracle.length > 1) several++;
        if (oracle.length === 0) none++;
        for (const shading of oracle) shading.flat().forEach((isShaded, i) => expect(known[i] ?? isShaded, `${toKakurasuText(p)} cell ${i}`).toBe(isShaded));
        settled += known.filter((value) => value !== undefined).length;
        byTrials += known.filter((value, i) => value !== undefined && byLines[i] === undefined).length;
      }
    }
    expect([several > 20, none > 20]).toEqual([true, true]);
    expect(settled).toBeGreaterThan(3000);
    expect(byTrials).toBeGreaterThan(10);
  });
});

describe('the generator', () => {
  it('makes puzzles with exactly one solution, the same for the same seed', async () => {
    for (const size of [4, 6]) {
      const made = await generateKakurasu({ size, seed: 5, solving: kakurasuSolving });
      expect(checkKakurasu(made.puzzle, made.shading)).toEqual([]);
      expect(bruteForceKakurasu(made.puzzle, 2).map(rows)).toEqual([rows(made.shading)]);
      expect((await generateKakurasu({ size, seed: 5, solving: kakurasuSolving })).puzzle).toEqual(made.puzzle);
    }
    expect((await generateKakurasu({ size: 6, seed: 6, solving: kakurasuSolving })).puzzle).not.toEqual(
      (await generateKakurasu({ size: 6, seed: 5, solving: kakurasuSolving })).puzzle,
    );
  });
});

describe('puzzlebench on kakurasu', () => {
  const file = 'puzzles/kakurasu/sampler-6x6.txt';
  it('solves, proves unique and answers JSON rows in # and . notation', async () => {
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    const answer = gridOf(result);
    expect([answer.unique, result.engine]).toEqual([true, 'kakurasu/settled']);
    expect(answer.grid).toEqual(readFileSync('puzzles/kakurasu/sampler-6x6.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'int-sums'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });

  it('reads a task string given on the command line, converts and writes SVG', async () => {
    const svg = join(mkdtempSync(join(tmpdir(), 'kakurasu-')), 'a.svg');
    const io = capture();
    expect(await main(['solve', '7/1/1/5/5/4/5/1', '--svg', svg], io)).toBe(0);
    expect(readFileSync(svg, 'utf8')).toContain('<title>Kakurasu 4x4, solved</title>');
    const converted = capture();
    expect(await main(['convert', file, '--to', 'puzzleteam'], converted)).toBe(0);
    expect(parseKakurasuTask(converted.stdout(), 'converted')).toEqual(parseKakurasu(readFileSync(file, 'utf8'), file));
  });

  it('refuses --stars, which is not a kakurasu setting, and bad input with one line', async () => {
    const io = capture();
    expect(await main(['solve', file, '--stars', '2'], io)).toBe(2);
    expect(io.stderr()).toBe('puzzlebench: --stars does not apply to kakurasu puzzles (it is read by starbattle)\n');
    const bad = capture();
    expect(await main(['solve', '1/2/3/99', '--kind', 'kakurasu'], bad)).toBe(2);
    expect(bad.stderr()).toMatch(/^puzzlebench: <argument>: clue 4: row clue 99 is more than 3/);
  });
});

// The Puzzle Team corpus under every encoding: test/slow/corpus.test.ts.
