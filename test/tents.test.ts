// Tents: its formats and their errors, the checker's words, the encodings against the backtracking
// oracle on small random camps, the generator and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tentsSolving } from '../encodings/tents/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkTents } from '../src/kinds/tents/check.ts';
import { decodeTentsUrl, encodeTentsUrl, parseTents, toTentsTask, toTentsText, type Tents } from '../src/kinds/tents/format.ts';
import { cluesOf, generateTents } from '../src/kinds/tents/generate.ts';
import { hintMarks } from '../src/kind/grid-play.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { agreesWithVerify, flipped, soundOnOracle } from './helpers/play.ts';
import { expectOracleAgreement, rowsOf } from './helpers/grid.ts';

const spec = catalogue.tents.made.spec;
const camp = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '*'));
const failure = (text: string) => failureOf(text, (input) => parseTents(input, 'in'));
const url = 'https://puzz.link/p?tents/5/5/2g0h1i1j82323';

describe('formats', () => {
  it('reads the puzz.link URL and the text form as the same puzzle, and writes both back', () => {
    const p = decodeTentsUrl(url, 'url');
    expect(p.columns).toEqual([2, null, 0, null, null]);
    expect(p.rows).toEqual([1, null, null, null, 1]);
    expect(p.trees.map((line) => line.map((tree) => (tree ? 'T' : '.')).join(''))).toEqual(['..T..', '.....', '.T..T', '...T.', '.T...']);
    expect(encodeTentsUrl(p)).toBe(url);
    expect(parseTents(toTentsText(p), 'text')).toEqual(p);
    expect(parseTents('# a comment\nkind: tents\ncolumns: 2 - 0 - -\nrows: 1 - - - 1\n..T..\n.....\n.T..T\n...T.\n.T...\n', 'text')).toEqual(p);
    expect(kindOf({ source: 'in', text: url }, {}).id).toBe('tents');
    expect(kindOf({ source: 'in', text: toTentsText(p) }, {}).id).toBe('tents');
  });

  // puzzle-tents.com's task as stacs-cp/demystify-rs (scripts/fetch-tents.py) reads it: the trees
  // (`_` a tree, a-y that many open cells then a tree, z 25 open cells, a last letter the open
  // cells to the end), then the column and the row counts.
  it('reads the Puzzle Team task as its source does, and writes it back', () => {
    const p = parseTents('afbd,1,0,1,1,1,0,1,1', 'task');
    expect(toTentsText(p)).toBe('kind: tents\ncolumns: 1 0 1 1\nrows: 1 0 1 1\n.T..\n....\nT..T\n....\n');
    expect(toTentsTask(p)).toBe('afbd,1,0,1,1,1,0,1,1\n');
    expect(parseTents("var task = 'afbd,1,0,1,1,1,0,1,1';", 'page')).toEqual(p);
    // Trees side by side, and a run of 25 and more open cells: z, then a letter and its tree.
    const far = parseTents(`__ze,${'1,'.repeat(11)}1`, 'task');
    expect(far.trees.flat().flatMap((tree, i) => (tree ? [i] : []))).toEqual([0, 1, 32]);
    expect(toTentsTask(far)).toBe(`__zec,${'1,'.repeat(11)}1\n`);
    for (const text of ['afbd,1,0,1,1,1,0,1,1', "var task = 'afbd,1,0,1,1,1,0,1,1';"]) expect(kindOf({ source: 'in', text }, {}).id).toBe('tents');
    expect(() => toTentsTask(decodeTentsUrl(url, 'url'))).toThrow(/a Puzzle Team task has every count/);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('afbd,1,0,1,1,1,0,1')).toBe('in: task: expected the trees, then as many column counts as row counts, found 7 counts');
    expect(failure("var task = 'afbd,1,0,1,1,1,0,1,1'; puzzleWidth: 3, puzzleHeight: 3")).toBe(
      'in: task: expected the trees, then 3 column and 3 row counts, found 8 counts',
    );
    expect(failure('afbD,1,0,1,1,1,0,1,1')).toBe(
      "in: task character 4: expected '_' (a tree) or a letter a-z (open cells, then a tree but after z), found 'D'",
    );
    expect(failure('afbe,1,0,1,1,1,0,1,1')).toBe("in: task character 4: 'e' runs past the end of the 4x4 grid");
    expect(failure('afbda,1,0,1,1,1,0,1,1')).toBe("in: task character 5: expected the end of the trees, the 4x4 grid being full, found 'a'");
    expect(failure('afbd,1,0,x,1,1,0,1,1')).toBe("in: count 3: expected column 3's count (a whole number), found 'x'");
    expect(failure('kind: tents\ncolumns: 1 1\nrows: 1 1\n.X\n..\n')).toBe("in: line 4, column 2: expected 'T' (a tree) or '.' (open ground), found 'X'");
    expect(failure('kind: tents\ncolumns: 1 1\nrows: 1\n.T\n..\n')).toBe('in: line 3: expected 2 row counts (one per row), found 1');
    expect(failure('kind: tents\ncolumns: 1 3\nrows: 1 1\n.T\n..\n')).toBe('in: line 2, column count 2: column count 3 is more than the 2 cells of its line');
    expect(failure('kind: tents\ncolumns: 1 1\nrows: 1 1\n.T\n...\n')).toBe('in: line 5: expected a row of 2 cells, found 3');
    expect(failure('kind: tents\ncolour: 1 1\n')).toMatch(/^in: line 2: unknown key 'colour'/);
    expect(failure('https://puzz.link/p?tents/5/5/2g0h1i1j8232!')).toMatch(/^in: URL character 43: expected a tree \(0-h\) or open cells \(i-z\), found '!'/);
  });
});

describe('the checker', () => {
  const p = decodeTentsUrl(url, 'url');
  it('accepts the solution and names each broken rule', () => {
    expect(checkTents(p, camp('.*.../....*/*..../....*/*....'))).toEqual([]);
    expect(checkTents(p, camp('.*.../..*.*/*..../....*/*....'))).toEqual([
      'the tents at (1,2) and (2,3) touch',
      'column 3 has 1 tent, its count is 0',
      'the trees and tents do not pair off, each tent beside its own tree: tent at (1,2) left over',
    ]);
    expect(checkTents(p, camp('*..../....*/*..../....*/*....'))).toContain('the tree at (1,3) has no tent beside it');
    // A tent between two trees serves only one of them: the pairing leaves the other over.
    const row: Tents = { width: 3, height: 1, columns: [null, null, null], rows: [null], trees: [[true, false, true]] };
    expect(checkTents(row, camp('.*.'))).toEqual(['the trees and tents do not pair off, each tent beside its own tree: tree at (1,3) left over']);
    expect(checkTents(p, camp('.*...'))).toEqual(['the grid should be 5 wide and 5 tall, found 1 row']);
  });
});

describe("the marks checker (the page's Check)", () => {
  it('says what verify says on full grids, and names broken marks only where no solution fits them', () => {
    const p = decodeTentsUrl(url, 'url');
    const golden = camp('.*.../....*/*..../....*/*....');
    for (let seed = 1; seed <= 6; seed++) agreesWithVerify(spec, p, flipped(golden, seed, 1 + (seed % 3)));
    expect(soundOnOracle(spec, p, 1)).toBeGreaterThan(10);
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random camps and on changed counts', async () => {
    const puzzles: Tents[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const random = seededRandom(seed, 3);
      const size = 4 + (seed % 2);
      const trees = Array.from({ length: size }, () => Array.from({ length: size }, () => random.next() < 0.2));
      const tents = trees.map((line, row) => line.map((tree, col) => !tree && (row + col) % 3 === seed % 3 && random.next() < 0.5));
      const counted = cluesOf({ width: size, height: size, tents, trees, treeOf: new Map() });
      // Every other camp keeps only one count: many solutions, compared up to the limit.
      puzzles.push(
        seed % 2 === 0 ? counted : { ...counted, columns: counted.columns.map(() => null), rows: counted.rows.map((count, i) => (i === 0 ? count : null)) },
      );
    }
    // Every tree has a tent beside it and the numbers agree, yet the two left trees share one: Hall's cut.
    puzzles.push(parseTents('kind: tents\ncolumns: - - - - - - - -\nrows: 3\nT.T...T.\n', 'shared'));
    await expectOracleAgreement({ ...spec, ...tentsSolving }, puzzles);
  });
});

describe('the generator', () => {
  it('makes puzzles with exactly one solution, the same for the same seed', async () => {
    const made = await generateTents({ size: 6, seed: 3, solving: tentsSolving });
    expect(checkTents(made.puzzle, made.tents)).toEqual([]);
    expect((spec.oracle?.(made.puzzle, 2) ?? []).map((grid) => rowsOf(spec, grid))).toEqual([rowsOf(spec, made.tents)]);
    expect((await generateTents({ size: 6, seed: 3, solving: tentsSolving })).puzzle).toEqual(made.puzzle);
  });
});

describe('puzzlebench on tents', () => {
  it('solves, proves unique and answers JSON rows in * and . notation', async () => {
    const file = 'puzzles/tents/janko-101-10x10.txt';
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid.join('/')).toBe(readFileSync('puzzles/tents/janko-101-10x10.solution', 'utf8').trim().replace(/T/g, '.').split('\n').join('/'));
  });

  it('hints a cell no tent can stand on as settled by the layout, naming no rule (no rule Z3 sees forces a constant)', async () => {
    const path = 'puzzles/tents/pzprjs-5x5';
    const input = { source: path, text: readFileSync(`${path}.txt`, 'utf8') };
    const puzzle = spec.parse(input);
    const unmarked = spec.parseSolution(readFileSync(`${path}.solution`, 'utf8'), path, puzzle).map((line) => line.map(() => null));
    const result = await hintMarks(spec, input, unmarked, { timeout: 30 });
    expect(result.status === 'solved' && result.message).toMatch(/^\(\d+,\d+\) is grass: settled by the layout before any rule is weighed$/);
    expect(result.status === 'solved' && result.answer.type === 'hint' && result.answer.rules).toBeUndefined();
  });
});
