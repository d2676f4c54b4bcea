// Shikaku: its formats and their errors, the checker's words, every encoding against the
// backtracking oracle on small puzzles drawn from random cuttings, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkShikaku } from '../src/kinds/shikaku/check.ts';
import { points } from '../src/dsl/grid/index.ts';
import {
  parseShikaku,
  toShikakuTask,
  toShikakuText,
  toShikakuUrl,
  type Rectangle,
  type Shikaku,
  cellsOf,
  cluesOf,
  rectanglesFor,
} from '../src/kinds/shikaku/format.ts';
import { deductions, settle } from '../src/kinds/shikaku/settle.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

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

  // puzzle-shikaku.com's task as SmilingWayne/puzzlekit-dataset (decoders/decoders.py) reads it:
  // numbers, `_` between two side by side, a-z runs of empty cells.
  it('reads the Puzzle Team task and its page snippet, and writes it back', () => {
    const p = parseShikaku(url, 'url');
    expect(parseShikaku('d3a5_6b6n6b2_3a5d', 'task')).toEqual(p);
    expect(parseShikaku("var task = 'd3a5_6b6n6b2_3a5d';", 'page')).toEqual(p);
    expect(toShikakuTask(p)).toBe('d3a5_6b6n6b2_3a5d\n');
    expect(parseShikaku('12k4c', 'task').clues.map((line) => line.map((n) => n ?? '.').join(' '))).toEqual(['12 . . .', '. . . .', '. . . .', '4 . . .']);
    // The 50x40 special stored in that decoder: the page's size, 2000 cells whose areas add up to 2000.
    const special =
      'a12j8b3d5g13h4k3zc30_3f15q7a9b4a2_2e3f2p18b2zb4_2b3a7h2n144zzzj24b8_6_2s5zzzt2m26zj144i13r2_9zl6zi3zzo84l5a4zj2a4f13zj17zj5b7e4d2_3r4_40zg8b2w5zo69h2q87u2zh2ze2b5d10_42a10w69c3c8zh3b3zo18b84d3_6_63t4_2n3x2a9zd5k2a2_2zc2a2b3zj3_10b4a2a8_12za17_2g5_3x16i2d8y36h2j2za14k2y9i12v2zm2p2c4u6b7u288s10g2zd2g10zd5l2a4_5s16p4u4b14g60d18zzi2f20c5d2_2b6p17c9b3o3b';
    const big = parseShikaku(`var task = '${special}'; puzzleWidth: 40, puzzleHeight: 50`, 'page');
    expect([big.width, big.height]).toEqual([40, 50]);
    expect(big.clues.flat().reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(2000);
    expect(big.clues[0][1]).toBe(12);
    for (const text of ['d3a5_6b6n6b2_3a5d', "var task = 'd3a5_6b6n6b2_3a5d';"]) expect(kindOf({ source: 'in', text }, {}).id).toBe('shikaku');
    // Areas that do not add up to the grid (or only 1-3) would read as another kind's task.
    expect(() => toShikakuTask(parseShikaku('kind: shikaku\n3.\n..\n', 'text'))).toThrow(/would read as another kind's/);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('d3a5_6b6n6b2_3a5')).toMatch(/^in: task: expected n x n cells for an n x n grid, found 32/);
    expect(failure('d3a5_6b6n6b2_3a5.')).toMatch(/^in: task character 17: expected a number \(an area\), '_' \(between two numbers\) or a letter a-z/);
    expect(failure('d3a5_0b6n6b2_3a5d')).toBe('in: task cell 8: expected an area of 1 or more, found 0');
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
function drawn(seed: number, width = 4, height = 4): Shikaku {
  const random = seededRandom(seed, 3);
  const clues: (number | null)[][] = Array.from({ length: height }, () => Array(width).fill(null));
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
  cut({ top: 0, left: 0, height, width });
  return { width, height, clues };
}

describe('every encoding against the oracle', () => {
  it('finds the same solutions on small puzzles from random cuttings', async () => {
    await expectOracleAgreement(
      spec,
      Array.from({ length: 6 }, (_, i) => drawn(i + 1)),
    );
  });
});

describe('the deductions by hand (settle.ts)', () => {
  /** A drawn puzzle with one clue moved to another empty cell or its area changed by one: often several solutions, or none. */
  const disturbed = (seed: number, width: number, height: number): Shikaku => {
    const p = drawn(seed, width, height);
    const random = seededRandom(seed, 7);
    const clues = p.clues.map((line) => [...line]);
    const given = cluesOf(p);
    const clue = random.pick(given);
    if (random.next() < 0.5) clues[clue.row][clue.col] = Math.max(1, clue.area + (random.next() < 0.5 ? -1 : 1));
    else {
      const empty = points(p).filter(({ row, col }) => clues[row][col] === null);
      if (empty.length > 0) {
        const to = random.pick(empty);
        [clues[clue.row][clue.col], clues[to.row][to.col]] = [null, clue.area];
      }
    }
    return { ...p, clues };
  };
  /** A solution's rectangle for each clue: the bounding box of the cells that carry its number. */
  const rectanglesOf = (p: Shikaku, solution: number[][]): Rectangle[] =>
    cluesOf(p).map((_, i) => {
      const cells = points(p).filter(({ row, col }) => solution[row][col] === i + 1);
      const [top, left] = [Math.min(...cells.map((cell) => cell.row)), Math.min(...cells.map((cell) => cell.col))];
      return { top, left, height: Math.max(...cells.map((cell) => cell.row)) - top + 1, width: Math.max(...cells.map((cell) => cell.col)) - left + 1 };
    });

  // Every rectangle the deductions rule out is no clue's in any solution (all of them, the
  // oracle's limit above their number), and they find a contradiction only where there is none.
  it('rule out only what no solution takes, and find no contradiction where there is a solution', () => {
    let [ruledOut, byTrials, several, none, refuted] = [0, 0, 0, 0, 0];
    for (let i = 0; i < 400; i++) {
      const [width, height] = [2 + (i % 4), 2 + ((i >> 2) % 4)];
      const p = i % 2 === 0 ? drawn(i, width, height) : disturbed(i, width, height);
      const solutions = spec.oracle?.(p, 200) ?? [];
      // Past the limit the oracle has not met every solution: such a puzzle is left out.
      if (solutions.length === 200) continue;
      const found = deductions(p);
      if (solutions.length === 0) {
        none++;
        if (found === undefined) refuted++;
        continue;
      }
      if (solutions.length > 1) several++;
      const untried = deductions(p, false);
      expect(found).toBeDefined();
      expect(untried).toBeDefined();
      for (const solution of solutions)
        rectanglesOf(p, solution).forEach((rectangle, clue) => {
          expect(found?.[clue]).toContainEqual(rectangle);
          expect(untried?.[clue]).toContainEqual(rectangle);
        });
      const all = cluesOf(p).reduce((sum, clue) => sum + rectanglesFor(p, clue).length, 0);
      ruledOut += all - (found?.flat().length ?? 0);
      byTrials += (untried?.flat().length ?? 0) - (found?.flat().length ?? 0);
    }
    expect(several).toBeGreaterThan(10);
    expect(none).toBeGreaterThan(10);
    expect(refuted).toBeGreaterThan(none / 2);
    expect(ruledOut).toBeGreaterThan(150);
    expect(byTrials).toBeGreaterThan(0);
  });

  it('settle every bundled puzzle whole, and leave all rectangles when there is no solution', () => {
    for (const name of ['puzzle-shikaku-5x5', 'janko-7x7', 'tatham-9x9', 'large/janko-50x40']) {
      const p = parseShikaku(readFileSync(`puzzles/shikaku/${name}.txt`, 'utf8'), name);
      expect(settle(p).every((left) => left.length === 1)).toBe(true);
    }
    const unsolvable = parseShikaku(readFileSync('puzzles/shikaku/unsolvable-2x2.txt', 'utf8'), 'unsolvable');
    expect(deductions(unsolvable)).toBeUndefined();
    expect(settle(unsolvable)).toEqual(cluesOf(unsolvable).map((clue) => rectanglesFor(unsolvable, clue)));
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
