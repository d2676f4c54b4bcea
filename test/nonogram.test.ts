// Nonograms: the formats and their errors, detection against Kakurasu, the checker's words, every
// encoding against the backtracking oracle on small random puzzles, the generator and the CLI.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nonogramSolving } from '../encodings/nonogram/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkNonogram, checkNonogramMarks } from '../src/kinds/nonogram/check.ts';
import { clueLines, lineFits, parseNonogram, parseNonogramTask, runsOf, toNonogramTask, toNonogramText, toNonogramUrl } from '../src/kinds/nonogram/format.ts';
import { cluesOf, generateNonogram } from '../src/kinds/nonogram/generate.ts';
import { type Mark, placements, settle } from '../src/kinds/nonogram/settle.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement, gridSolutions, rowsOf } from './helpers/grid.ts';
import { hintMarks } from '../src/kind/grid-play.ts';

const spec = catalogue.nonogram.made.spec;
const shading = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const failure = (text: string) => failureOf(text, (input) => parseNonogram(input, 'in'));
const kind = (text: string) => kindOf({ source: 'in', text }, {}).id;

describe('formats', () => {
  const task = '1.1/3/0/2/1.1/1';
  const puzzle = { width: 3, height: 3, columns: [[1, 1], [3], []], rows: [[2], [1, 1], [1]] };
  it('reads a task, a pasted snippet, the text form and the URL as the same puzzle, columns first', () => {
    expect(parseNonogramTask(task, 'task')).toEqual(puzzle);
    expect(parseNonogram(`<script>var task = '${task}'; var size = 3;</script>`, 'page')).toEqual(puzzle);
    expect(parseNonogram(toNonogramText(puzzle), 'text')).toEqual(puzzle);
    expect(parseNonogram('# a comment\nkind: nonogram\ncolumns: 1 1, 3, 0  # left to right\nrows: 2, 1 1, 1\n', 'text')).toEqual(puzzle);
    expect(parseNonogram(toNonogramUrl(puzzle), 'url')).toEqual(puzzle);
    expect(toNonogramTask(puzzle)).toBe(`${task}\n`);
  });

  it("reads pzprjs's own URL: each line's numbers from the grid outwards", () => {
    const p = parseNonogram('https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h', 'url');
    expect(p.columns).toEqual([[2, 1], [1, 1, 1], [1], [1, 1, 1], [2, 1], []]);
    expect(p.rows).toEqual([[2, 1], [1, 1], [1, 2], [], [1, 1], [3]]);
    expect(toNonogramUrl(p)).toBe('https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h\n');
  });

  it('is told apart from Kakurasu: a task needs a clue of two numbers, else it is written as text', () => {
    for (const text of [task, `var task = '${task}';`, toNonogramText(puzzle), toNonogramUrl(puzzle)]) expect(kind(text)).toBe('nonogram');
    expect(kind('7/1/1/5/5/4/5/1')).toBe('kakurasu');
    expect(() => toNonogramTask({ width: 2, height: 2, columns: [[1], [1]], rows: [[1], [1]] })).toThrow(/read as a Kakurasu; --to text keeps it/);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('1/2/3')).toMatch(/^in: task: expected 2N clues/);
    expect(failure('1.1/x/1/1')).toMatch(/^in: clue 2: expected a run length of column 2 \(a whole number\), found 'x'/);
    expect(failure('1.1/4/1/1/1/1')).toMatch(/^in: clue 2: column clue 4 needs 4 cells, the column has 3/);
    expect(failure('1.0/1/1/1')).toMatch(/^in: clue 1: a run of column 1 has length 0/);
    expect(failure('kind: nonogram\ncolumns: 1, 1\n')).toMatch(/expected a 'rows:' line/);
    expect(failure('kind: nonogram\ncolumns: 1, 1\nrows: 1, 1 1\n')).toMatch(/^in: line 3, row clue 2: row clue 1 1 needs 3 cells, the row has 2/);
    expect(failure('https://puzz.link/p?nonogram/2/2/1')).toMatch(/^in: URL character \d+: expected 4 clue numbers, found the end/);
  });
});

describe('the checker', () => {
  const p = parseNonogramTask('1.1/3/0/2/1.1/1', 'task');
  it('says which lines miss their clues', () => {
    expect(checkNonogram(p, shading('##./#.#/.#.'))).toEqual([
      'column 1 shows runs 2, its clue is 1 1',
      'column 2 shows runs 1 1, its clue is 3',
      'column 3 shows runs 1, its clue is no runs',
    ]);
    expect(checkNonogram(p, shading('##./.##/.#.'))).toEqual([
      'row 2 shows runs 2, its clue is 1 1',
      'column 1 shows runs 1, its clue is 1 1',
      'column 3 shows runs 1, its clue is no runs',
    ]);
    expect(checkNonogram(p, shading('##./.#./.#.'))).toEqual(['row 2 shows runs 1, its clue is 1 1', 'column 1 shows runs 1, its clue is 1 1']);
    expect(checkNonogram(p, shading('##./...'))[0]).toMatch(/^the grid should be 3 wide and 3 tall/);
  });

  it('on a partly marked grid, names the lines that can no longer show their clue', () => {
    expect(
      checkNonogramMarks(p, [
        [true, undefined, undefined],
        [undefined, undefined, undefined],
        [undefined, true, undefined],
      ]),
    ).toEqual([]);
    expect(
      checkNonogramMarks(p, [
        [true, false, undefined],
        [undefined, undefined, undefined],
        [undefined, undefined, undefined],
      ]).map((problem) => problem.message),
    ).toEqual(['row 1 can no longer show its clue 2', 'column 2 can no longer show its clue 3']);
    expect(lineFits([2, 1], [undefined, true, undefined, undefined, true])).toBe(true);
    expect(lineFits([2, 1], [true, undefined, true, undefined, undefined])).toBe(false);
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random puzzles, and none where a clue was changed', async () => {
    const puzzles = Array.from({ length: 8 }, (_, seed) => {
      const random = seededRandom(seed + 1, 3);
      const [width, height] = [3 + (seed % 3), 3 + ((seed + 1) % 3)];
      const drawn = cluesOf(Array.from({ length: height }, () => Array.from({ length: width }, () => random.next() < 0.5)));
      return seed % 2 ? { ...drawn, rows: drawn.rows.map((clue, row) => (row === 0 ? (clue.length ? [] : [1]) : clue)) } : drawn;
    });
    await expectOracleAgreement(spec, puzzles, 3);
  });
});

/** Where each run of a complete line starts. */
const startsOf = (line: boolean[]) => line.flatMap((shaded, i) => (shaded && !line[i - 1] ? [i] : []));

describe('line solving (nonogram/settled)', () => {
  it('finds exactly what the placements agreeing with the marks share, on every line of up to 9 cells', () => {
    const random = seededRandom(7, 1);
    let lines = 0;
    for (let n = 1; n <= 9; n++) {
      const all = Array.from({ length: 1 << n }, (_, bits) => Array.from({ length: n }, (_, i) => ((bits >> i) & 1) === 1));
      for (const clue of new Set(all.map((line) => runsOf(line).join(' ')))) {
        const runs = clue === '' ? [] : clue.split(' ').map(Number);
        for (let trial = 0; trial < 6; trial++) {
          // Marks drawn from a line that shows the clue, or at random (then often none agrees).
          const model = trial % 2 ? all.filter((line) => runsOf(line).join(' ') === clue)[trial] : undefined;
          const marks: Mark[] = Array.from({ length: n }, (_, i) => (random.next() < 0.3 ? (model?.[i] ?? random.next() < 0.5) : undefined));
          const agreeing = all.filter((line) => runsOf(line).join(' ') === clue && line.every((shaded, i) => marks[i] === undefined || marks[i] === shaded));
          const found = placements(runs, marks);
          lines++;
          if (agreeing.length === 0) {
            expect(found, `${clue} on ${JSON.stringify(marks)}`).toBeUndefined();
            continue;
          }
          expect(found, `${clue} on ${JSON.stringify(marks)}`).toEqual({
            shaded: marks.map((_, i) => agreeing.some((line) => line[i])),
            empty: marks.map((_, i) => agreeing.some((line) => !line[i])),
            first: runs.map((_, k) => Math.min(...agreeing.map((line) => startsOf(line)[k]))),
            last: runs.map((_, k) => Math.max(...agreeing.map((line) => startsOf(line)[k]))),
          });
        }
      }
    }
    expect(lines).toBeGreaterThan(1000);
  });

  it('settles only what every solution has, and finds no contradiction where there is a solution', () => {
    let [solutions, settledCells, broken] = [0, 0, 0];
    for (let seed = 1; seed <= 400; seed++) {
      const random = seededRandom(seed, 5);
      const [width, height] = [2 + (seed % 4), 2 + ((seed >> 2) % 4)];
      const drawn = cluesOf(Array.from({ length: height }, () => Array.from({ length: width }, () => random.next() < (seed % 2 ? 0.35 : 0.6))));
      // A third with one clue changed: often no solution at all.
      const line = random.between(0, height - 1);
      const p = seed % 3 ? drawn : { ...drawn, rows: drawn.rows.map((clue, row) => (row === line ? (clue.length ? clue.slice(1) : [1]) : clue)) };
      const { marks, first, last, broken: none } = settle(p);
      const found = spec.oracle?.(p, 50) ?? [];
      if (none) {
        broken++;
        expect(found, JSON.stringify(p)).toEqual([]);
      }
      settledCells += marks.flat().filter((mark) => mark !== undefined).length;
      for (const grid of found) {
        solutions++;
        marks.forEach((row, r) => row.forEach((mark, c) => mark !== undefined && expect(grid[r][c], JSON.stringify(p)).toBe(mark)));
        clueLines(p).forEach(({ cells }, l) =>
          startsOf(cells.map(({ row, col }) => grid[row][col])).forEach((start, k) => {
            expect(start).toBeGreaterThanOrEqual(first[l][k]);
            expect(start).toBeLessThanOrEqual(last[l][k]);
          }),
        );
      }
    }
    // Held to many solutions; some cells settled, some contradictions found.
    expect(solutions).toBeGreaterThan(300);
    expect(settledCells).toBeGreaterThan(1000);
    expect(broken).toBeGreaterThan(50);
  }, 60_000);

  it('solves as the oracle does on many small puzzles, settled in part or in whole, with several solutions or none', async () => {
    const puzzles = Array.from({ length: 60 }, (_, seed) => {
      const random = seededRandom(seed + 1, 6);
      const [width, height] = [3 + (seed % 3), 3 + ((seed >> 1) % 3)];
      const drawn = cluesOf(Array.from({ length: height }, () => Array.from({ length: width }, () => random.next() < (seed % 2 ? 0.4 : 0.6))));
      return seed % 3 ? drawn : { ...drawn, columns: drawn.columns.map((clue, col) => (col === 1 ? [...clue.slice(1), 1] : clue)) };
    });
    for (const [index, p] of puzzles.entries()) {
      const expected = (spec.oracle?.(p, 12) ?? []).map((grid) => rowsOf(spec, grid)).sort();
      const found = (await gridSolutions(spec, 'nonogram/settled', p, 12)).solutions.map((solution) => rowsOf(spec, solution.answer)).sort();
      // At the limit, each may have met a different dozen of the solutions: only the count must match.
      if (expected.length < 12) expect(found, `puzzle ${index + 1}: ${toNonogramText(p)}`).toEqual(expected);
      else expect(found).toHaveLength(12);
    }
  }, 60_000);

  it("a hint on a settled cell names the clues' rules, through order (reasonsBy), not the deductions", async () => {
    const file = 'puzzles/nonogram/janko-10x10.txt';
    const input = { source: file, text: readFileSync(file, 'utf8') };
    // Every cell of this puzzle is settled, so whichever cell the hint names is one of them.
    expect(settle(spec.parse(input)).marks.flat()).not.toContain(undefined);
    const result = await hintMarks(
      spec,
      input,
      Array.from({ length: 10 }, () => Array(10).fill(null)),
      {},
    );
    expect(result).toMatchObject({ engine: 'nonogram/order' });
    expect(result.message).toMatch(/^\(\d+,\d+\) is (shaded|not shaded|empty)[^:]*: forced by the rules? '(row clues|column clues)'/);
    expect(result.message).not.toContain('settled');
  }, 30_000);
});

describe('the generator', () => {
  it('makes puzzles with exactly one solution, the same for the same seed', async () => {
    const made = await generateNonogram({ size: 6, seed: 5, solving: nonogramSolving });
    expect(checkNonogram(made.puzzle, made.shading)).toEqual([]);
    expect(spec.oracle!(made.puzzle, 2)).toHaveLength(1);
    expect((await generateNonogram({ size: 6, seed: 5, solving: nonogramSolving })).puzzle).toEqual(made.puzzle);
  });
});

describe('puzzlebench on nonograms', () => {
  const file = 'puzzles/nonogram/janko-10x10.txt';
  it('solves, proves unique and answers JSON rows in # and . notation', async () => {
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/nonogram/janko-10x10.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'automaton'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
