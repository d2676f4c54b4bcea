// Norinori: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random regions, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { norinoriSolving } from '../encodings/norinori/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { indexOf, points, renumber, sideNeighbours } from '../src/dsl/grid/index.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkNorinori } from '../src/kinds/norinori/check.ts';
import { deductions } from '../src/kinds/norinori/settle.ts';
import { decodeNorinoriUrl, encodeNorinoriUrl, parseNorinori, toNorinoriText, type Norinori } from '../src/kinds/norinori/format.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { agreesWithVerify, flipped, soundOnOracle } from './helpers/play.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.norinori.made.spec;
const shading = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const failure = (text: string) => failureOf(text, (input) => parseNorinori(input, 'in'));
const url = 'https://puzz.link/p?norinori/5/5/cag4ocjo';

describe('formats', () => {
  it('reads the puzz.link URL, the text form with letters and with ids as the same puzzle', () => {
    const p = decodeNorinoriUrl(url, 'url');
    expect([p.width, p.height]).toEqual([5, 5]);
    expect(encodeNorinoriUrl(p)).toBe(url);
    expect(parseNorinori(toNorinoriText(p), 'text')).toEqual(p);
    const ids = `kind: norinori\n${p.regions.map((line) => line.map((region) => region + 10).join(' ')).join('\n')}\n`;
    expect(parseNorinori(ids, 'ids')).toEqual(p);
    for (const text of [url, toNorinoriText(p), ids]) expect(kindOf({ source: 'in', text }, {}).id).toBe('norinori');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: norinori\nab\nabc\n')).toBe('in: line 3: expected a row of 2 cells, found 3');
    expect(failure('kind: norinori\n')).toBe('in: line 1: expected the rows of the grid, found none');
    expect(failure('kind: lits\nab\n')).toBe("in: line 1: expected 'kind: norinori' first");
    expect(failure('https://puzz.link/p?norinori/5/5/cag4o')).toMatch(/^in: URL character \d+: expected \d+ characters of/);
  });
});

describe('the checker', () => {
  const p = decodeNorinoriUrl(url, 'url');
  it('accepts the solution and names each broken rule', () => {
    expect(checkNorinori(p, shading('##.../..##./##..#/....#/##...'))).toEqual([]);
    const broken = checkNorinori(p, shading('###../..##./##..#/....#/##...'));
    expect(broken).toContain('the shaded cell (1,2) has 2 shaded neighbours ((1,3), (1,1)), a domino has one');
    expect(broken.some((message) => /^the region of \(\d,\d\) has 3 shaded cells/.test(message))).toBe(true);
    expect(checkNorinori(p, shading('#..../..##./##..#/....#/##...'))).toContain('the shaded cell (1,1) has no shaded neighbour, a domino has one');
  });
});

describe("the marks checker (the page's Check)", () => {
  it('says what verify says on full grids, and names broken marks only where no solution fits them', () => {
    const p = decodeNorinoriUrl(url, 'url');
    const golden = shading('##.../..##./##..#/....#/##...');
    for (let seed = 1; seed <= 6; seed++) agreesWithVerify(spec, p, flipped(golden, seed, 1 + (seed % 3)));
    expect(soundOnOracle(spec, p, 1)).toBeGreaterThan(10);
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random region grids', async () => {
    const puzzles: Norinori[] = [];
    for (let seed = 1; seed <= 8; seed++) {
      const random = seededRandom(seed, 5);
      const [width, height] = [3 + (seed % 3), 4];
      // Regions of two to four cells: strips cut at random.
      const ids = Array.from({ length: height }, (_, row) =>
        Array.from({ length: width }, (_, col) => `${row >> 1},${Math.floor(col / 2)},${random.next() < 0.3 ? row % 2 : 0}`),
      );
      puzzles.push({ width, height, regions: renumber(ids) });
    }
    // Strips too thin for a cell to have two neighbours (a 1x1 once crashed the cells encoding).
    puzzles.push({ width: 1, height: 1, regions: [[0]] }, { width: 2, height: 1, regions: [[0, 0]] }, { width: 1, height: 3, regions: [[0], [0], [1]] });
    await expectOracleAgreement({ ...spec, ...norinoriSolving }, puzzles);
  });
});

describe('the deductions by hand (settle.ts)', () => {
  /**
   * A puzzle around a random shading that keeps the rules: dominoes placed at random where no side
   * of them touches another, each the seed of a region that then grows at random over the rest.
   * Such regions often leave a puzzle several solutions.
   */
  const planted = (width: number, height: number, seed: number): Norinori => {
    const random = seededRandom(seed, 4);
    const size = { width, height };
    const region = points(size).map(() => -1);
    const shaded = points(size).map(() => false);
    let regions = 0;
    for (let attempt = 0; attempt < width * height; attempt++) {
      const first = random.pick(points(size));
      const second = random.pick(sideNeighbours(first, size));
      const domino = [first, second].map((cell) => indexOf(size, cell));
      const beside = [first, second].flatMap((cell) => sideNeighbours(cell, size)).map((cell) => indexOf(size, cell));
      if ([...domino, ...beside].some((cell) => shaded[cell] || region[cell] >= 0)) continue;
      for (const cell of domino) [shaded[cell], region[cell]] = [true, regions];
      regions++;
    }
    // Unshaded cells join a region beside them, in random order, until every cell has one.
    for (let left = region.filter((id) => id < 0).length; left > 0; ) {
      const cell = random.pick(points(size));
      const joined = random.shuffle(sideNeighbours(cell, size)).find((other) => region[indexOf(size, other)] >= 0);
      if (region[indexOf(size, cell)] >= 0 || joined === undefined) continue;
      region[indexOf(size, cell)] = region[indexOf(size, joined)];
      left--;
    }
    return { width, height, regions: renumber(Array.from({ length: height }, (_, row) => region.slice(row * width, (row + 1) * width))) };
  };
  /** Regions cut at random: most such puzzles have no solution. */
  const cut = (width: number, height: number, seed: number): Norinori => {
    const random = seededRandom(seed, 5);
    const ids = Array.from({ length: height }, (_, row) =>
      Array.from({ length: width }, (_, col) => `${row >> 1},${col >> 1},${random.next() < 0.4 ? (row + col) % 2 : 0}`),
    );
    return { width, height, regions: renumber(ids) };
  };

  // Every cell the deductions settle has that value in every solution (all of them, the oracle's
  // limit above their number), and they find a contradiction only where there is no solution.
  it('settle only what every solution has, and find no contradiction where there is a solution', () => {
    const { settled, byTrials, several, none, refuted } = holdToOracle({
      puzzles: Array.from({ length: sampleSize(100, 300) }, (_, i) => {
        const [width, height] = [2 + (i % 4), 2 + ((i >> 2) % 4)];
        return i % 3 === 0 ? cut(width, height, i) : planted(width, height, i);
      }),
      solutions: (p) => spec.oracle?.(p, 200) ?? [],
      limit: 200,
      deduce: (p) => deductions(p),
      untried: (p) => deductions(p, false),
      valuesOf: (solution) => solution.flat(),
    });
    // Each case is met: puzzles with several solutions and with none, contradictions found, cells settled, some by the trials alone.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(sampleSize(16, 50));
    expect(settled).toBeGreaterThan(sampleSize(100, 300));
    expect(byTrials).toBeGreaterThan(sampleSize(33, 100));
  });
});

describe('puzzlebench on norinori', () => {
  it('solves, proves unique and answers JSON rows in # and . notation, with either encoding', async () => {
    const file = 'puzzles/norinori/janko-151-6x6.txt';
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/norinori/janko-151-6x6.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'norinori/dominoes'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
