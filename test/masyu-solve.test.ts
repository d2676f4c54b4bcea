// Masyu with Z3: every encoding against brute force on small random instances, the generator, the
// command line (text, JSON, SVG, convert, bad input); the corpus is test/slow/corpus.test.ts.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMasyuEncoding, masyuEncodings, masyuSolving } from '../encodings/masyu/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { bruteForceMasyu } from '../src/kinds/masyu/brute.ts';
import { checkMasyu } from '../src/kinds/masyu/check.ts';
import { parseLoopGrid, parseMasyu } from '../src/kinds/masyu/format.ts';
import { withPearls } from '../src/kinds/masyu/generate.ts';
import { generateUniqueMasyu } from '../src/kinds/masyu/generate-unique.ts';
import type { LoopGrid, Masyu } from '../src/kinds/masyu/masyu.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { capture } from './helpers/capture.ts';
import { gridSolutions } from './helpers/grid.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { sampled } from './helpers/tier.ts';

const masyuSpec = catalogue.masyu.made.spec;

const folder = 'puzzles/masyu';
const read = (name: string) => readFileSync(`${folder}/${name}`, 'utf8');
const text = (grid: LoopGrid) => grid.map((line) => line.join('')).join('/');
const goldenRows = (name: string) =>
  read(name.replace(/\.txt$/, '.solution'))
    .trim()
    .split(/\r?\n/);

const solutions = (encoding: string, p: Masyu, limit: number) => gridSolutions(masyuSpec, encoding, p, limit);

describe('every encoding against brute force', () => {
  // Random pearls on small grids: unique, several or no solutions, all must agree with the oracle.
  // Seed 1 in npm test, all three in test:slow.
  for (const seed of sampled([1, 2, 3], (seed) => seed === 1)) {
    it(`seed ${seed}: the same solutions as brute force, up to three`, async () => {
      const random = seededRandom(seed);
      for (let round = 0; round < 4; round++) {
        const [width, height] = [random.between(3, 5), random.between(3, 5)];
        const pearls = Array.from({ length: random.between(1, 5) }, () => ({
          row: random.between(0, height - 1),
          col: random.between(0, width - 1),
          pearl: random.pick(['white', 'black'] as const),
        }));
        const p = withPearls(width, height, pearls);
        const expected = bruteForceMasyu(p, 3).map(text).sort();
        for (const encoding of masyuEncodings.ids()) {
          const report = await solutions(encoding, p, 3);
          const found = report.solutions.map((s) => text(s.answer)).sort();
          // Three found may be any three of more; fewer must be all of them.
          if (expected.length < 3) expect(found, `${encoding} on ${width}x${height} ${JSON.stringify(pearls)}`).toEqual(expected);
          else expect(found.length, encoding).toBe(3);
        }
      }
    });
  }
});

describe('the generator', () => {
  it('makes puzzles with exactly one solution (checked by brute force), the same for the same seed', async () => {
    for (const seed of [1, 2]) {
      const made = await generateUniqueMasyu({ width: 5, height: 5, seed, solving: masyuSolving });
      expect(checkMasyu(made.puzzle, made.loop)).toEqual([]);
      expect(bruteForceMasyu(made.puzzle, 2).map(text)).toEqual([text(made.loop)]);
      expect((await generateUniqueMasyu({ width: 5, height: 5, seed, solving: masyuSolving })).puzzle).toEqual(made.puzzle);
    }
  });

  it('generates from the command line, and refuses sizes it does not make', async () => {
    const io = capture();
    expect(await main(['generate', 'masyu', '--size', '7', '--seed', '3'], io)).toBe(0);
    const p = parseMasyu(io.stdout(), 'generated');
    expect([p.width, p.height]).toEqual([7, 7]);
    const report = await solutions(defaultMasyuEncoding, p, 2);
    expect(report.complete && report.solutions.length === 1).toBe(true);
    const small = capture();
    expect(await main(['generate', 'masyu', '--size', '3'], small)).toBe(2);
    expect(small.stderr()).toContain('--size must be between 4 and 15');
  });
});

describe('the command line', () => {
  it('prints the verified loop and proves it unique, exit 0', async () => {
    const io = capture();
    expect(await main(['solve', `${folder}/medium-8x8.txt`, '--unique'], io)).toBe(0);
    expect(io.stdout()).toContain('unique: yes (proved)');
    expect(io.stderr()).toMatch(/masyu\/settled under qf-fd-pb: .* lazy cuts? in \d+ repeated checks?/);
  });

  it('answers JSON with the rows as loop pieces, and every engine gives the golden rows', async () => {
    for (const engine of masyuEncodings.ids()) {
      const io = capture();
      expect(await main(['solve', `${folder}/task-10x10.txt`, '--json', '--engine', engine], io), engine).toBe(0);
      const result = expectResult(io.stdout(), 'solved');
      const answer = gridOf(result);
      expect(answer.grid, engine).toEqual(goldenRows('task-10x10.txt'));
      expect([answer.unique, result.engine], engine).toEqual([true, engine]);
    }
  });

  it('counts two solutions, shows the forced cells and the second solution, says none with exit 1', async () => {
    const counted = capture();
    expect(await main(['solve', `${folder}/two-solutions-5x5.txt`, '--json', '--count', '5'], counted)).toBe(0);
    const answer = gridOf(expectResult(counted.stdout(), 'solved'));
    expect([answer.solutions, answer.complete, answer.grids!.length]).toEqual([2, true, 2]);
    const forced = capture();
    expect(await main(['solve', `${folder}/two-solutions-5x5.txt`, '--json', '--forced'], forced)).toBe(0);
    expect(gridOf(expectResult(forced.stdout(), 'solved')).forced!.join('').split('?').length - 1).toBe(answer.differing!.length);
    const unique = capture();
    expect(await main(['solve', `${folder}/two-solutions-5x5.txt`, '--unique'], unique)).toBe(0);
    expect(unique.stdout()).toContain('unique: no; a second solution:');
    const none = capture();
    expect(await main(['solve', `${folder}/unsolvable-4x4.txt`], none)).toBe(1);
    expect(none.stdout()).toContain('no solution');
  });

  it('writes an SVG of the solved loop', async () => {
    const svg = join(mkdtempSync(join(tmpdir(), 'masyu-')), 'loop.svg');
    expect(await main(['solve', `${folder}/seed-6x6.txt`, '--svg', svg], capture())).toBe(0);
    const drawn = readFileSync(svg, 'utf8');
    expect(drawn).toContain('<title>Masyu 6x6, solved</title>');
    expect(drawn.match(/<circle /g)).toHaveLength(read('seed-6x6.txt').replace(/^#.*$/gm, '').replace(/[^WB]/g, '').length);
  });

  it('converts between the task string, the text grid and the puzz.link URL', async () => {
    const forms: string[] = [];
    for (const to of ['puzzleteam', 'puzzlink', 'text']) {
      const io = capture();
      expect(await main(['convert', `${folder}/link-6x6.txt`, '--to', to], io)).toBe(0);
      forms.push(io.stdout());
    }
    expect(forms[1].trim()).toBe(
      read('link-6x6.txt')
        .split('\n')
        .find((line) => line.startsWith('https'))!,
    );
    expect(forms.map((form) => parseMasyu(form, 'converted'))).toEqual(forms.map(() => parseMasyu(read('link-6x6.txt'), 'link')));
  });

  it('rejects bad input with one line naming the file and the place, exit 2', async () => {
    const io = capture();
    expect(await main(['solve', 'aWbXcdefghi', '--kind', 'masyu'], io)).toBe(2);
    expect(io.stderr().trim().split('\n')).toHaveLength(1);
    expect(io.stderr()).toContain("task character 4: expected W (white pearl), B (black pearl) or a letter a-z (a run of empty cells), found 'X'");
    const grid = capture();
    expect(await main(['solve', '..W.\n.X..\n....\n....', '--kind', 'masyu'], grid)).toBe(2);
    expect(grid.stderr()).toContain("line 2, column 2: expected '.' (empty), 'W' (white pearl) or 'B' (black pearl), found 'X'");
  });
});

// The corpus to its published solutions (every puzzle under the default encoding, up to 10x10
// under every encoding): test/slow/corpus.test.ts.

it('bundles puzzles whose golden answers the checker accepts', () => {
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.solution'))) {
    const p = parseMasyu(read(name.replace(/\.solution$/, '.txt')), name);
    expect(checkMasyu(p, parseLoopGrid(read(name), name)), name).toEqual([]);
  }
});
