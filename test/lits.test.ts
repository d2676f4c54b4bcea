// LITS: the shapes and placements, its formats (task, snippet, text form, puzz.link URL) and bad
// input, the checker's words, every encoding against the brute-force oracle on small random
// layouts, and the command line (the corpus: test/slow/corpus.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { litsEncodings } from '../encodings/lits/index.ts';
import { possiblePlacements } from '../encodings/lits/pruning.ts';
import { pointName, regionPoints } from '../src/dsl/grid/index.ts';
import { main } from '../src/cli/main.ts';
import { InputError, UsageError } from '../src/errors.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { bruteForceLits } from '../src/kinds/lits/brute.ts';
import { checkLits, tetrominoShape } from '../src/kinds/lits/check.ts';
import { litsWarnings, parseLits, parseLitsTask, toLitsTask, toLitsText, type Lits, type LitsGrid, placements, shapeOf } from '../src/kinds/lits/format.ts';
import { renderLitsSvg, renderLitsText } from '../src/kinds/lits/render.ts';
import { renumber } from '../src/kinds/common/task.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { gridSolutions, rowsOf } from './helpers/grid.ts';
import { failureOf } from './helpers/errors.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { sampleSize, sampled } from './helpers/tier.ts';

const litsSpec = catalogue.lits.made.spec;

const rows = (grid: LitsGrid) => rowsOf(litsSpec, grid);
const letters = (text: string): LitsGrid => text.split('/').map((line) => [...line] as LitsGrid[number]);
const failure = (text: string) => failureOf(text, (input) => parseLits(input, 'in'), [InputError, UsageError]);

const solutions = (encoding: string, p: Lits, limit: number) => gridSolutions(litsSpec, encoding, p, limit);

// The bundled 7x5 of our own, with its one solution.
const wide = 'kind: lits\naaabccc\naabbbcc\ndddbcce\nfddbfee\nfffffee\n';
const wideSolution = 'LLL.LLL/L.TTT.L/SS.T..T/.SS.LTT/..LLL.T';

describe('shapes and placements', () => {
  it('tells the 18 orientations of L, I, T and S apart the same way twice (table and counting)', () => {
    const grid = Array.from({ length: 16 }, (_, i) => ({ row: Math.floor(i / 4), col: i % 4 }));
    const all = placements(grid);
    // On a 4x4: I 2 x 4 rows/cols, L 8 orientations x 6 spots, T and S 4 x 6 each.
    expect(all.length).toBe(8 + 48 + 24 + 24);
    for (const { shape, cells } of all) expect([shapeOf(cells), tetrominoShape(cells)]).toEqual([shape, shape]);
    const square = [
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 1, col: 0 },
      { row: 1, col: 1 },
    ];
    expect([shapeOf(square), tetrominoShape(square)]).toEqual([undefined, 'O']);
    expect(
      tetrominoShape([
        { row: 0, col: 0 },
        { row: 0, col: 1 },
        { row: 2, col: 0 },
        { row: 2, col: 1 },
      ]),
    ).toBeUndefined();
  });

  it('places tetrominoes only inside their region', () => {
    const region = [
      { row: 0, col: 0 },
      { row: 0, col: 1 },
      { row: 0, col: 2 },
      { row: 1, col: 1 },
      { row: 2, col: 1 },
    ];
    expect(
      placements(region)
        .map((placement) => placement.shape)
        .sort(),
    ).toEqual(['L', 'L', 'T']);
  });
});

describe('formats', () => {
  it('reads a task, a pasted snippet, the text form (letters or ids) and a URL as the same puzzle', () => {
    const p = parseLits(wide, 'text');
    expect([p.width, p.height, p.regions[1]]).toEqual([7, 5, [0, 0, 1, 1, 1, 2, 2]]);
    const ids = `kind: lits\n${p.regions.map((line) => line.map((region) => String(region + 10)).join(' ')).join('\n')}\n`;
    expect(parseLits(ids, 'ids')).toEqual(p);
    expect(parseLits(toLitsText(p), 'again')).toEqual(p);
    const task = readFileSync('puzzles/lits/sampler-7x7.txt', 'utf8');
    const square = parseLitsTask(task, 'task');
    expect(parseLits(`var task = '${toLitsTask(square).trim()}';`, 'snippet')).toEqual(square);
    expect(parseLits(toLitsTask(square).replace(/\b1\b/g, '01'), 'relabelled')).toEqual(square);
    // More regions than letters: the text form writes ids, and reads them back.
    const many: Lits = {
      width: 40,
      height: 4,
      regions: renumber([0, 1, 2, 3].map((row) => Array.from({ length: 40 }, (_, col) => row * 40 + Math.floor(col / 2)))),
    };
    expect(toLitsText(many)).toMatch(/^kind: lits\n 1  1  2  2/);
    expect(parseLits(toLitsText(many), 'many')).toEqual(many);
  });

  it('is told apart from Star Battle: a task naming n regions is a Star Battle, any other count a LITS', () => {
    const detect = (text: string) => kindOf({ source: 'in', text }, {}).id;
    expect(detect(readFileSync('puzzles/lits/sampler-7x7.txt', 'utf8'))).toBe('lits');
    expect(detect(readFileSync('puzzles/starbattle/task-6x6.txt', 'utf8'))).toBe('starbattle');
    expect(detect('https://puzz.link/p?lits/7/7/55qsj72og5e0d99seg')).toBe('lits');
    expect(detect(wide)).toBe('lits');
  });

  it('writes a task string for square grids only', () => {
    expect(() => toLitsTask(parseLits(wide, 'in'))).toThrow(/a task string holds square grids only, and this LITS is 7x5; --to text keeps it/);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: lits\naab\naa#\n')).toBe("in: line 3, column 3: expected a region letter (a-z, A-Z, 0-9 or !$%&*+<=>?@^~), found '#'");
    expect(failure('kind: lits\naabb\naab\n')).toBe('in: line 3: expected 4 cells (as many as the first row), found 3');
    expect(failure('kind: lits\n')).toBe('in: line 1: expected the grid of region letters, one line per row');
    expect(failure('1,1,2,2,x,2,3,3,3')).toBe("in: region id 5 (cell (2,2)): expected a region id (a whole number), found 'x'");
    expect(failure('1,1,2,2,2')).toBe('in: task: expected n x n region ids for an n x n grid, found 5, which is not a square');
    expect(failure(`kind: lits\n${'a'.repeat(101)}\n`)).toMatch(/^in: line 2: a 101x1 LITS is past the limit of 100x100/);
  });

  it('warns when a region is too small for a tetromino', () => {
    expect(litsWarnings(parseLits('kind: lits\naaaab\naaaab\n', 'in'))).toEqual([
      'region 2 holds fewer than 4 cells: no tetromino fits, so there is no solution',
    ]);
    expect(litsWarnings(parseLits(wide, 'in'))).toEqual([]);
  });
});

describe('the checker', () => {
  const p = parseLits(wide, 'in');
  it('accepts the solution and says what each broken rule is', () => {
    expect(checkLits(p, letters(wideSolution))).toEqual([]);
    // The top left L named an I; a region with three cells; two groups; a square, which is a 2x2 block.
    expect(checkLits(p, letters(wideSolution.replace(/^LLL/, 'III')))).toEqual(['region 1 (a) holds an L, but (1,1) (1,2) (1,3) say I']);
    expect(checkLits(p, letters(wideSolution.replace(/^LLL/, 'LL.'))).join('\n')).toMatch(/^region 1 \(a\) has 3 shaded cells, it needs a tetromino of 4/);
    const apart: Lits = {
      width: 9,
      height: 2,
      regions: [
        [0, 0, 0, 0, 1, 1, 1, 1, 1],
        [0, 0, 0, 0, 1, 1, 1, 1, 1],
      ],
    };
    expect(checkLits(apart, letters('IIII...../.....IIII'))).toEqual(['the shaded cells fall into 2 groups, starting at (1,1) (2,6)']);
    expect(
      checkLits(
        {
          width: 2,
          height: 2,
          regions: [
            [0, 0],
            [0, 0],
          ],
        },
        letters('LL/LL'),
      ),
    ).toEqual(["region 1 (a)'s shaded cells (1,1) (1,2) (2,1) (2,2) make a square, which is no L, I, T or S", 'the 2x2 block at (1,1) is shaded']);
    const twoIs: Lits = {
      width: 4,
      height: 2,
      regions: [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
      ],
    };
    expect(checkLits(twoIs, letters('IIII/IIII'))).toContain('two I tetrominoes share the edge between (1,1) and (2,1)');
  });
});

describe('pictures', () => {
  it('draws region walls, the letters of shaded cells and undecided cells', () => {
    const p = parseLits(wide, 'in');
    const grid = letters(wideSolution);
    expect(renderLitsText(p, grid, { colour: false }).split('\n')[1]).toBe('| L   L   L | . | L   L   L |');
    const partial = grid.map((line, row) => line.map((cell) => (row === 0 ? undefined : cell)));
    const svg = renderLitsSvg(p, partial);
    expect(svg).toContain('<title>LITS 7x5, forced cells</title>');
    expect(svg.match(/>\?</g)).toHaveLength(7);
  });
});

/** A random layout of regions of 4 to 6 cells grown from free cells (a small leftover joins a neighbour). */
/** The layout with its last region's cells given to the first region (which may make it two pieces). */
function inTwoPieces(p: Lits): Lits {
  const last = Math.max(...p.regions.flat());
  return { ...p, regions: p.regions.map((line) => line.map((region) => (region === last && last > 0 ? 0 : region))) };
}

function randomLayout(width: number, height: number, seed: number): Lits {
  const random = seededRandom(seed, 3);
  const regions = Array.from({ length: height }, () => Array<number>(width).fill(-1));
  const around = ([row, col]: number[]) => [
    [row - 1, col],
    [row + 1, col],
    [row, col - 1],
    [row, col + 1],
  ];
  for (let id = 0; ; id++) {
    const start = regions.flatMap((line, row) => line.flatMap((region, col) => (region === -1 ? [[row, col]] : [])))[0];
    if (!start) break;
    const cells = [start];
    regions[start[0]][start[1]] = id;
    for (const size = random.between(4, 6); cells.length < size; ) {
      const free = cells.flatMap(around).filter(([row, col]) => regions[row]?.[col] === -1);
      if (free.length === 0) break;
      const [row, col] = random.pick(free);
      regions[row][col] = id;
      cells.push([row, col]);
    }
    const neighbour = cells
      .flatMap(around)
      .map(([row, col]) => regions[row]?.[col])
      .find((region) => region !== undefined && region !== -1 && region !== id);
    if (cells.length < 4 && neighbour !== undefined) for (const [row, col] of cells) regions[row][col] = neighbour;
  }
  return { width, height, regions: renumber(regions) };
}

describe('every encoding against the brute-force oracle', () => {
  const LIMIT = 100;
  it('finds the same solutions, complete, on random layouts from 4x4 to 6x5 (none, one and many)', async () => {
    const counts = new Set<number>();
    let compared = 0;
    // Seeds 1 to 24 in test:slow; in npm test 8 to 16, which meet none, one and several solutions.
    const seeds = Array.from({ length: 24 }, (_, index) => index + 1);
    for (const seed of sampled(seeds, (seed) => seed >= 8 && seed <= 16)) {
      const p = randomLayout(4 + (seed % 3), 4 + (seed % 2), seed);
      const oracle = bruteForceLits(p, LIMIT).map(rows).sort();
      // A layout of a few large regions can have hundreds of solutions: too many to list.
      if (oracle.length === LIMIT) continue;
      counts.add(Math.min(oracle.length, 2));
      compared++;
      for (const encoding of litsEncodings.ids()) {
        const report = await solutions(encoding, p, LIMIT);
        expect([report.complete, report.solutions.map((s) => rows(s.answer)).sort()], `${encoding} on ${toLitsText(p)}`).toEqual([true, oracle]);
      }
    }
    // The layouts cover puzzles with no solution, one, and several.
    expect([...counts].sort()).toEqual([0, 1, 2]);
    expect(compared).toBeGreaterThanOrEqual(sampleSize(6, 18));
  }, 120_000);
});

describe('placements no solution can choose (encodings/lits/pruning.ts)', () => {
  it("keeps every solution's tetrominoes and drops others, on random layouts; the trials drop more", () => {
    let before = 0;
    let consistent = 0;
    let after = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const laid = randomLayout(4 + (seed % 3), 4 + (seed % 4 === 0 ? 2 : seed % 2), seed);
      // Every third layout has a region in two pieces (the last region's cells join the first's):
      // a piece too small for a tetromino still borders other regions.
      const p = seed % 3 === 0 ? inTwoPieces(laid) : laid;
      const key = ({ shape, cells }: { shape: string; cells: { row: number; col: number }[] }) => `${shape}${cells.map(pointName).join('')}`;
      const kept = possiblePlacements(p).map((options) => new Set(options.map(key)));
      const arcs = possiblePlacements(p, false).map((options) => new Set(options.map(key)));
      kept.forEach((options, region) => expect([...options].every((option) => arcs[region].has(option))).toBe(true));
      for (const grid of bruteForceLits(p, 100))
        regionPoints(p.regions).forEach((cells, region) => {
          const mine = cells.filter(({ row, col }) => grid[row][col] !== '.');
          expect(kept[region].has(`${grid[mine[0].row][mine[0].col]}${mine.map(pointName).join('')}`), `region ${region + 1} of ${toLitsText(p)}`).toBe(true);
        });
      before += regionPoints(p.regions).flatMap((cells) => placements(cells)).length;
      consistent += arcs.reduce((sum, options) => sum + options.size, 0);
      after += kept.reduce((sum, options) => sum + options.size, 0);
    }
    expect(consistent).toBeLessThan(before * 0.8);
    expect(after).toBeLessThan(consistent);
  });

  it('keeps the solution of a region in two pieces, one too small for a tetromino', async () => {
    // a: (1,1), (1,2) and column 5; its only tetromino is the I down column 5. (A pruning that saw
    // only the cells a tetromino may cover answered 'no solution'.)
    const p = parseLits('kind: lits\naabba\nccbba\nccbba\nccbba\n', 'split');
    const expected = bruteForceLits(p, 10)
      .map((grid) => rows(grid))
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const found = (await solutions('lits/placements-pruned-lazy-cuts', p, 10)).solutions.map((solution) => rows(solution.answer));
    expect(found.sort()).toEqual(expected);
  });

  it('leaves one placement per region of the bundled 7x5, its solution', () => {
    const left = possiblePlacements(parseLits(wide, 'wide'));
    const grid = letters(wideSolution);
    expect(left.map((options) => options.map(({ shape, cells }) => cells.every(({ row, col }) => grid[row][col] === shape)))).toEqual(left.map(() => [true]));
  });
});

describe('puzzlebench on lits', () => {
  it("solves, proves unique and answers JSON rows in the site's letters", async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/lits/wide-7x5.txt', '--json', '--engine', 'cells-lazy-cuts'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    const answer = gridOf(result);
    expect([answer.unique, result.engine, answer.grid.join('/')]).toEqual([true, 'lits/cells-lazy-cuts', wideSolution]);
  });

  it('finds the forced cells of a puzzle with two solutions, as undecided in the picture', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/lits/two-solutions-5x5.txt', '--forced', '--json'], io)).toBe(0);
    const forced = gridOf(expectResult(io.stdout(), 'solved')).forced!;
    expect(forced.join('/')).toBe('.LLL./SS.LI/.SS.I/.??.I/???.I');
  });

  it('says no solution where there is none, and converts to a URL and back', async () => {
    const none = capture();
    expect(await main(['solve', 'puzzles/lits/unsolvable-4x4.txt'], none)).toBe(1);
    expect(none.stdout()).toMatch(/^no solution/);
    const url = capture();
    expect(await main(['convert', 'puzzles/lits/sampler-7x7.txt', '--to', 'puzzlink'], url)).toBe(0);
    expect(url.stdout()).toBe(readFileSync('puzzles/lits/link-7x7.txt', 'utf8'));
  });
});

// The Puzzle Team corpus under every encoding: test/slow/corpus.test.ts.
