// Nurikabe: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random grids, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkNurikabe } from '../src/kinds/nurikabe/check.ts';
import { parseNurikabe, parseNurikabeTask, toNurikabeTask, toNurikabeText, toNurikabeUrl, type Nurikabe, cluesOf } from '../src/kinds/nurikabe/format.ts';
import { settle } from '../src/kinds/nurikabe/settle.ts';
import { type Point, pointKey, points } from '../src/dsl/grid/index.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { sampleSize } from './helpers/tier.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.nurikabe.made.spec;
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

describe('the deductions by hand (settle.ts)', () => {
  const sides = ({ row, col }: Point) => [
    { row: row - 1, col },
    { row: row + 1, col },
    { row, col: col - 1 },
    { row, col: col + 1 },
  ];
  /** The island cells joined to `from` in a shading. */
  const islandAt = (shading: boolean[][], from: Point) => {
    const island = [from];
    const seen = new Set([pointKey(from)]);
    for (let i = 0; i < island.length; i++)
      for (const next of sides(island[i]))
        if (shading[next.row]?.[next.col] === false && !seen.has(pointKey(next))) seen.add(pointKey(next)), island.push(next);
    return island;
  };
  /** Puzzles made from random shadings that keep the rules: each island's size at one of its cells. */
  const madePuzzles = (count: number, seaShare = 0.55): Nurikabe[] => {
    const random = seededRandom(7, 2);
    const made: Nurikabe[] = [];
    while (made.length < count) {
      const [width, height] = [4 + (made.length % 2), 4 + ((made.length >> 1) % 2)];
      const shading = Array.from({ length: height }, () => Array.from({ length: width }, () => random.next() < seaShare));
      const clues: (number | null)[][] = shading.map((line) => line.map(() => null));
      const seen = new Set<string>();
      for (const at of points({ width, height }))
        if (!shading[at.row][at.col] && !seen.has(pointKey(at))) {
          const island = islandAt(shading, at);
          for (const cell of island) seen.add(pointKey(cell));
          const clue = island[random.between(0, island.length - 1)];
          clues[clue.row][clue.col] = island.length;
        }
      const p = { width, height, clues };
      if (checkNurikabe(p, shading).length === 0) made.push(p);
    }
    return made;
  };

  it.each([
    ['', 0.55, 150],
    // A sea of a few cells, which none lies farther than its size from another.
    [' (a small sea)', 0.3, 60],
  ])('settle only what every solution has, and keep every island within its reach%s', (_, seaShare, least) => {
    let [settled, several, byTrials] = [0, 0, 0];
    // 25 puzzles in test:slow, 18 in npm test.
    for (const p of madePuzzles(sampleSize(18, 25), seaShare)) {
      const { sea, reach, holder } = settle(p);
      const untried = settle(p, 0).sea;
      byTrials += sea.filter((value, i) => value !== undefined && untried[i] === undefined).length;
      const solutions = spec.oracle?.(p, 4) ?? [];
      if (solutions.length > 1) several++;
      for (const solution of solutions) {
        solution.flat().forEach((isSea, i) => expect(sea[i] ?? isSea).toBe(isSea));
        cluesOf(p).forEach((clue, k) => {
          const within = new Set(reach[k].map(pointKey));
          const island = new Set(islandAt(solution, clue.at).map(pointKey));
          for (const cell of island) expect(within.has(cell)).toBe(true);
          // A cell settled as this number's island's is in it (the settled encoding states it so).
          points(p).forEach((cell, i) => holder[i] === k && expect(island.has(pointKey(cell))).toBe(true));
        });
      }
      settled += sea.filter((value) => value !== undefined).length;
    }
    // Puzzles with several solutions are among them, and the deductions do settle cells, the trials
    // (a cell supposed sea or island, to a contradiction) some that the other rules leave open.
    expect(several).toBeGreaterThan(sampleSize(6, 10));
    expect(settled).toBeGreaterThan(sampleSize(least / 2, least));
    expect(byTrials).toBeGreaterThan(sampleSize(6, 10));
  });

  it('makes no trials without a budget (idle 0), where the trials settle more', () => {
    const p = parseNurikabe('kind: nurikabe\n. 4 . .\n. . . 1\n. . . .\n. . . 1\n. . . .\n', 'in');
    const open = (sea: (boolean | undefined)[]) => sea.filter((value) => value === undefined).length;
    // The trials settle it whole; the rules alone leave cells open.
    expect(open(settle(p).sea)).toBe(0);
    expect(open(settle(p, 0).sea)).toBeGreaterThan(0);
  });

  // The encodings state a small sea joined from its first cell and its cells pairwise within reach
  // (steps.ts): held to the oracle where those rules apply, with the random grids above too few.
  it("every encoding finds the oracle's shadings where the sea is small", async () => {
    await expectOracleAgreement(spec, madePuzzles(12, 0.3), 3);
  });
});

describe("Puzzle Team's task", () => {
  const file = 'puzzles/nurikabe/puzzleteam-task-5x5.txt';
  const page = "var task = '1e2a2m3b'; puzzleWidth: 5, puzzleHeight: 5, ident: 'nurikabe'";

  it('reads a task, bare or with its page, as the puzzle the site shows, and writes it back', () => {
    const p = parseNurikabe(readFileSync(file, 'utf8'), file);
    expect(p).toEqual(parseNurikabe(readFileSync('puzzles/nurikabe/puzzleteam-5x5.txt', 'utf8'), 'text'));
    expect(parseNurikabe('1e2a2m3b', 'bare')).toEqual(p);
    expect(toNurikabeTask(p)).toBe(`${page}\n`);
    // Numbers of two digits, `_` between two side by side, and the page's size for a rectangle.
    const wide = parseNurikabeTask("var task = '12_3b10a'; puzzleWidth: 3, puzzleHeight: 2", 'in');
    expect(wide.clues).toEqual([
      [12, 3, null],
      [null, 10, null],
    ]);
    expect(parseNurikabeTask(toNurikabeTask(wide), 'again')).toEqual(wide);
  });

  it('is told apart only on a page that names the game: a bare task reads as other kinds too', () => {
    expect(kindOf({ source: 'in', text: page }, {}).id).toBe('nurikabe');
    expect(spec.detect('1e2a2m3b')).toBe(false);
    expect(spec.detect(page.replace("'nurikabe'", "'shikaku'"))).toBe(false);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('1e2a2m3c')).toMatch(/^in: task: expected n x n cells for an n x n grid, found 26/);
    expect(failure('1e2a2m3!')).toMatch(/^in: task character 8: expected an island's number, '_' \(between two numbers\) or a letter a-z/);
    expect(failure('1e2a2mB3a')).toMatch(/^in: task character 7: 'B' is a cell left out of the puzzle/);
    expect(failure('0x')).toMatch(/^in: task character 1: expected an island's number of 1 or more, found 0/);
    expect(failure("var task = '1e2a2m3b'; puzzleWidth: 4, puzzleHeight: 5")).toMatch(
      /^in: task: the page gives a 4x5 Nurikabe, 20 cells, but the task describes 25/,
    );
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
