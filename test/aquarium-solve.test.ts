import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aquariumEncodings, defaultAquariumEncoding, aquariumSolving } from '../encodings/aquarium/index.ts';
import { main } from '../src/cli/main.ts';
import { checkAquarium } from '../src/kinds/aquarium/check.ts';
import { parseAquarium, parsePuzzleTeam, toAquariumText } from '../src/kinds/aquarium/format.ts';
import { generateAquarium } from '../src/kinds/aquarium/generate.ts';
import { Model } from '../src/dsl/model.ts';
import type { Aquarium, WaterGrid } from '../src/kinds/aquarium/aquarium.ts';
import { seededRandom } from '../src/format/random.ts';
import { generateUniqueAquarium } from '../src/kinds/aquarium/generate-unique.ts';
import { toDimacs } from '../src/solver/native.ts';
import { z3Session } from '../src/solver/session.ts';
import { bruteForceAquarium } from '../src/kinds/aquarium/brute.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { gridSolutions } from './helpers/grid.ts';
import { catalogue } from '../src/catalogue/index.ts';

const aquariumSpec = catalogue.aquarium.made.spec;

const folder = 'puzzles/aquarium';
const gridText = (grid: WaterGrid) => grid.map((line) => line.map((water) => (water ? '#' : '.')).join('')).join('/');
const solutionSet = (grids: WaterGrid[]) => grids.map(gridText).sort();

const solutions = (encoding: string, p: Aquarium, limit: number) => gridSolutions(aquariumSpec, encoding, p, limit);

// Every encoding on every bundled puzzle, against the golden solutions, brute force and each
// other: test/catalogue.test.ts, for every grid kind.
describe('the default encoding on the seed article', () => {
  it('solves the 10x10 of the seed article to its published grid', async () => {
    const p = parseAquarium(readFileSync(`${folder}/seed-10x10.txt`, 'utf8'), 'seed-10x10.txt');
    const report = await solutions(defaultAquariumEncoding, p, 2);
    expect(report.complete).toBe(true);
    expect(report.solutions.map((s) => gridText(s.answer))).toEqual([
      '.....##.../.###....../......####/...##...##/...###...#/#....#####/##...#..../##......../#.....#.../#...#####.',
    ]);
  });
});

describe('the DIMACS path to native SAT solvers', () => {
  it('writes CNF for the propositional encodings and refuses one whose weighted PB atoms Z3 cannot blast', async () => {
    // Z3 prints an unblasted `pbeq` atom as a variable; CaDiCaL would then solve without the clues.
    const p = parseAquarium(readFileSync(`${folder}/seed-10x10.txt`, 'utf8'), 'seed-10x10.txt');
    const { z3 } = await z3Session();
    const cnf = async (id: string) => {
      const model = new Model(z3);
      aquariumEncodings.get(id).encode(model, p);
      return toDimacs(z3, model.drain());
    };
    expect(await cnf('aquarium/row-level')).toMatch(/^p cnf \d+ \d+$/m);
    await expect(cnf('aquarium/weighted-rows')).rejects.toThrow(/not propositional.*pbeq/);
  });
});

/** Small random instances: all clues, some clues removed, the connected-level rule, a wrong clue. */
function variants(seed: number): { name: string; puzzle: Aquarium }[] {
  const size = 4 + (seed % 3);
  const { puzzle } = generateAquarium({ width: size, height: size - (seed % 2), seed, smallestTank: 1, largestTank: 5 });
  const random = seededRandom(seed, 99);
  const sparse = {
    ...puzzle,
    rows: puzzle.rows.map((clue) => (random.next() < 0.4 ? null : clue)),
    columns: puzzle.columns.map((clue) => (random.next() < 0.4 ? null : clue)),
  };
  const wrong = { ...puzzle, rows: puzzle.rows.map((clue, row) => (row === seed % puzzle.height ? (clue! + 1) % (puzzle.width + 1) : clue)) };
  return [
    { name: 'all clues', puzzle },
    { name: 'some clues', puzzle: sparse },
    { name: 'connected-level', puzzle: { ...sparse, rule: 'connected-level' } },
    { name: 'one clue changed', puzzle: wrong },
  ];
}

describe('small generated puzzles against the brute-force oracle', () => {
  const LIMIT = 6;
  for (let seed = 1; seed <= 12; seed++) {
    it(`seed ${seed}: the same solutions, and no solution only where there is none`, async () => {
      for (const [i, { name, puzzle }] of variants(seed).entries()) {
        const oracle = solutionSet(bruteForceAquarium(puzzle, LIMIT + 1));
        // Two encodings per instance, taking turns, keep the file fast; every encoding meets every variant.
        for (const encoding of [0, 1].map((k) => aquariumEncodings.ids()[(seed + i + 2 * k) % aquariumEncodings.ids().length])) {
          const report = await solutions(encoding, puzzle, LIMIT + 1);
          const found = solutionSet(report.solutions.map((s) => s.answer));
          const what = `${encoding}, ${name}:\n${toAquariumText(puzzle)}`;
          if (oracle.length <= LIMIT) {
            expect(report.complete, what).toBe(true);
            expect(found, what).toEqual(oracle);
          } else {
            expect(found.length, what).toBe(LIMIT + 1);
            for (const grid of report.solutions) expect(checkAquarium(puzzle, grid.answer), what).toEqual([]);
          }
          if (report.status === 'unsat') expect(oracle, `no-solution claim by ${what}`).toEqual([]);
        }
      }
    });
  }
});

describe('the generator', () => {
  it('is deterministic by seed, and different seeds give different puzzles', () => {
    const text = (seed: number) => toAquariumText(generateAquarium({ width: 12, height: 12, seed }).puzzle);
    expect(text(5)).toBe(text(5));
    expect(text(5)).not.toBe(text(6));
  });

  it('makes puzzles with exactly one solution (6, 10 and 20), the same one for the same seed', async () => {
    for (const size of [6, 10, 20]) {
      const made = await generateUniqueAquarium({ width: size, height: size, seed: 3, solving: aquariumSolving });
      expect(checkAquarium(made.puzzle, made.water)).toEqual([]);
      const again = await generateUniqueAquarium({ width: size, height: size, seed: 3, solving: aquariumSolving });
      expect(toAquariumText(again.puzzle)).toBe(toAquariumText(made.puzzle));
      if (size > 10) continue;
      const report = await solutions(defaultAquariumEncoding, made.puzzle, 2);
      expect(report.complete && report.solutions.length === 1).toBe(true);
      expect(bruteForceAquarium(made.puzzle, 2).map(gridText)).toEqual([gridText(made.water)]);
    }
  });
});

describe('puzzlebench solve (aquarium)', () => {
  it('prints the verified grid and exits 0', async () => {
    const io = capture();
    expect(await main(['solve', `${folder}/small-5x4.txt`, '--unique'], io)).toBe(0);
    const golden = readFileSync(`${folder}/small-5x4.solution`, 'utf8').trim().split(/\r?\n/);
    const shown = io
      .stdout()
      .split('\n')
      .filter((line) => /\|/.test(line))
      .map((line) => line.replace(/[^#.]/g, ''))
      .filter(Boolean);
    expect(shown).toEqual(golden.filter((line) => !line.startsWith('#') || /^[#.]+$/.test(line)));
    expect(io.stdout()).toContain('unique: yes (proved)');
  });

  it('shows a second solution and where they differ when the puzzle is not unique', async () => {
    const io = capture();
    expect(await main(['solve', `${folder}/two-solutions-4x4.txt`, '--unique'], io)).toBe(0);
    expect(io.stdout()).toMatch(/unique: no; a second solution:/);
    expect(io.stdout()).toMatch(/they differ in \d+ cells: \(\d+,\d+\)/);
  });

  it('says "no solution" with exit 1, and counts solutions completely', async () => {
    const none = capture();
    expect(await main(['solve', `${folder}/unsolvable-4x4.txt`], none)).toBe(1);
    expect(none.stdout()).toContain('no solution: the clues contradict the rules');
    const json = capture();
    expect(await main(['solve', `${folder}/unsolvable-4x4.txt`, '--json'], json)).toBe(1);
    expect(expectResult(json.stdout(), 'no-solution').message).toBe('no solution: the clues contradict the rules');
    const count = capture();
    expect(await main(['solve', `${folder}/two-solutions-4x4.txt`, '--count', '5'], count)).toBe(0);
    const oracle = bruteForceAquarium(parseAquarium(readFileSync(`${folder}/two-solutions-4x4.txt`, 'utf8'), 'x'), 6).length;
    expect(count.stdout()).toContain(`${oracle} solutions; that is all of them`);
  });

  it('prints JSON that parses, with the grid, uniqueness and the formula size', async () => {
    const io = capture();
    expect(await main(['solve', `${folder}/seed-10x10.txt`, '--json', '--engine', 'int-level'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    expect(result).toMatchObject({ engine: 'aquarium/int-level', answer: { unique: true } });
    expect(gridOf(result).grid.join('/')).toBe(readFileSync(`${folder}/seed-10x10.solution`, 'utf8').trim().split(/\r?\n/).join('/'));
    expect(result.size!.variables).toBeGreaterThan(100);
  });

  it('puts in JSON what the text would show: all solutions counted, forced cells, the second solution, and writes --svg too', async () => {
    const svg = join(mkdtempSync(join(tmpdir(), 'aquarium-')), 'answer.svg');
    const counted = capture();
    expect(await main(['solve', `${folder}/two-solutions-4x4.txt`, '--json', '--count', '5', '--svg', svg], counted)).toBe(0);
    const all = gridOf(expectResult(counted.stdout(), 'solved'));
    expect(all).toMatchObject({ solutions: 2, complete: true, unique: false });
    expect(all.grids).toHaveLength(2);
    expect(all.grids![0]).not.toEqual(all.grids![1]);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg/);
    const forced = capture();
    expect(await main(['solve', `${folder}/two-solutions-4x4.txt`, '--json', '--forced'], forced)).toBe(0);
    const cells = gridOf(expectResult(forced.stdout(), 'solved')).forced!.join('');
    expect(cells).toMatch(/^[#.?]{16}$/);
    expect(cells.split('?').length - 1).toBe(all.differing!.length);
    const second = capture();
    expect(await main(['solve', `${folder}/two-solutions-4x4.txt`, '--json', '--unique'], second)).toBe(0);
    const pair = gridOf(expectResult(second.stdout(), 'solved'));
    expect([pair.grid, pair.second].sort()).toEqual([...all.grids!].sort());
    expect(await main(['solve', `${folder}/two-solutions-4x4.txt`, '--count', '0'], capture())).toBe(2);
  });

  it('shows forced cells as a partial grid', async () => {
    const io = capture();
    expect(await main(['solve', `${folder}/two-solutions-4x4.txt`, '--forced'], io)).toBe(0);
    expect(io.stdout()).toMatch(/forced: \d+ of 16 cells/);
    expect(io.stdout()).toContain('?');
  });

  it('rejects bad input with one line naming the file, exit 2', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'aquarium-')), 'bad.txt');
    writeFileSync(file, '  3321\n\n1 abcc\n3 dec\n2 ffgh\n3 ffgh\n');
    const io = capture();
    expect(await main(['solve', file, '--kind', 'aquarium'], io)).toBe(2);
    expect(io.stderr().trim().split('\n')).toHaveLength(1);
    expect(io.stderr()).toMatch(new RegExp(`^puzzlebench: ${file}: line 4.*expected 4 tank letters`));
    const task = capture();
    expect(await main(['solve', '3_3_3_x;1,1,1,1', '--kind', 'aquarium'], task)).toBe(2);
    expect(task.stderr()).toMatch(/^puzzlebench: <argument>: hint 4: expected a clue/);
  });

  it('gives up with exit 3 under a timeout shorter than the encoding alone takes', async () => {
    // A 30x30 takes tens of milliseconds to encode on any machine, so 1 ms always runs out.
    const io = capture();
    expect(await main(['solve', 'bench/puzzles/aquarium-30x30-1.txt', '--timeout', '0.001', '--unique'], io)).toBe(3);
    expect(io.stdout()).toMatch(/^unknown after /);
  });

  it('converts to a task string and back to the same puzzle', async () => {
    const io = capture();
    expect(await main(['convert', `${folder}/seed-10x10.txt`, '--to', 'puzzleteam'], io)).toBe(0);
    const original = parseAquarium(readFileSync(`${folder}/seed-10x10.txt`, 'utf8'), 'seed');
    expect(parsePuzzleTeam(io.stdout(), 'converted')).toEqual(original);
    const connected = capture();
    expect(await main(['convert', `${folder}/arch-connected-5x5.txt`, '--to', 'puzzleteam'], connected)).toBe(2);
    expect(connected.stderr()).toMatch(/cannot carry the rule connected-level/);
    expect(connected.stdout()).toBe('');
  });
});

// The Puzzle Team corpus, solved to its published solutions: test/slow/corpus.test.ts.
