// Bridges: its formats and their errors, the checker's words, every encoding against the
// backtracking oracle on small puzzles drawn from random bridges, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkHashi } from '../src/kinds/hashi/check.ts';
import { type Hashi, bridgesOf, hashiForms, islandsOf, sitesOf } from '../src/kinds/hashi/format.ts';
import { NONE, ONE, TWO, deductions } from '../src/kinds/hashi/settle.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { holdToOracle } from './helpers/deductions.ts';
import { expectOracleAgreement } from './helpers/grid.ts';
import { sampleSize } from './helpers/tier.ts';

const spec = catalogue.hashi.made.spec;
const { text: toHashiText, puzzleteam: toHashiTask, puzzlink: toHashiUrl } = spec.formats;
const parseHashi = (text: string, source: string) => hashiForms.parse({ text, source });
const failure = (text: string) => failureOf(text, (input) => parseHashi(input, 'in'));
const grid = (text: string) => text.split('/').map((line) => [...line]);

describe('formats', () => {
  const task = 'a4d32a4b4b2j2a3a4c4h1a2b3';
  it('reads the task, a pasted snippet, the text form and the URL as the same puzzle', () => {
    const p = parseHashi(task, 'task');
    expect(p.islands.map((line) => line.map((n) => n ?? '.').join('')).join('/')).toBe('.4....3/2.4..4./.2...../.....2./3.4...4/......./.1.2..3');
    expect(parseHashi(`var task = '${task}';`, 'page')).toEqual(p);
    expect(parseHashi(toHashiText(p), 'text')).toEqual(p);
    expect(parseHashi(toHashiUrl(p), 'url')).toEqual(p);
    expect(toHashiTask(p)).toBe(`${task}\n`);
    for (const text of [task, toHashiText(p), 'https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3']) expect(kindOf({ source: 'in', text }, {}).id).toBe('hashi');
    // A Slitherlink task has a 0, an odd sum or clues side by side.
    expect(kindOf({ source: 'in', text: '2a12a31c3b1a2c2a202a' }, {}).id).toBe('slitherlink');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('a4d32a4b')).toMatch(/^in: task: expected n x n cells/);
    expect(failure('a9c')).toMatch(/^in: task character 2: expected an island number 1-8, found 9/);
    expect(failure('kind: hashi\n1.\n.x\n')).toMatch(/^in: line 3, column 2: expected an island number 1-8 or '.'/);
    expect(failure('kind: hashi\n..\n..\n')).toMatch(/^in: line 1: expected at least one island/);
    expect(failure('https://puzz.link/p?hashi/2/2/4.h')).toMatch(/^in: URL: island 2 has no number/);
  });
});

describe('the checker', () => {
  const p = parseHashi('kind: hashi\n2.2\n...\n2.2\n', 'in');
  it('names the island count, the broken bridge and the split network', () => {
    expect(checkHashi(p, grid('4-1/|.|/3-0'))).toEqual([]);
    expect(checkHashi(p, grid('7=1/|.|/3-0'))).toEqual(['island (1,1) has 3 bridges, its number is 2', 'island (1,3) has 3 bridges, its number is 2']);
    expect(checkHashi(p, grid('4.1/|.|/3-0'))[0]).toBe('(1,1) and (1,2) disagree: 1 bridge(s) east of one, 0 through the other');
    expect(checkHashi(p, grid('6=0/.../6=0'))).toEqual(['the islands are not one network: (1,1) reaches 2 of 4 islands, not (3,1), (3,3)']);
  });
});

/** A puzzle from random bridges: islands on a small grid, bridges between some pairs in line, the counts as numbers. */
function drawn(seed: number, width = 4, height = 3): Hashi {
  const random = seededRandom(seed, 5);
  for (;;) {
    const islands = Array.from({ length: height }, () => Array.from({ length: width }, () => (random.next() < 0.4 ? 0 : null)));
    const p: Hashi = { width, height, islands };
    const used = new Set<string>();
    for (const site of sitesOf(p)) {
      const count = Math.floor(random.next() * 3);
      if (count === 0 || site.between.some((cell) => used.has(`${cell.row},${cell.col}`))) continue;
      for (const cell of site.between) used.add(`${cell.row},${cell.col}`);
      islands[site.from.row][site.from.col]! += count;
      islands[site.to.row][site.to.col]! += count;
    }
    if (islands.flat().some((n) => n !== null) && islands.flat().every((n) => n !== 0)) return p;
  }
}

describe('every encoding against the oracle', () => {
  it('finds the same solutions on small puzzles from random bridges', async () => {
    await expectOracleAgreement(
      spec,
      Array.from({ length: 6 }, (_, i) => drawn(i + 1)),
    );
  });
});

describe('the deductions by hand (settle.ts)', () => {
  // Small puzzles from random bridges, many with several solutions, and some with a number moved by
  // one (most of them with none): every count the deductions strike is in no solution, and they
  // find a contradiction only where there is no solution.
  it('strike only counts no solution has, and find no contradiction where there is a solution', () => {
    const random = seededRandom(13, 3);
    const puzzles = Array.from({ length: sampleSize(100, 300) }, (_, i) => {
      const p = drawn(100 + i, 3 + (i % 4), 3 + ((i >> 2) % 3));
      if (i % 3 === 0) {
        const islands = islandsOf(p);
        const { row, col } = islands[Math.floor(random.next() * islands.length)];
        const moved = (p.islands[row][col] ?? 0) + (random.next() < 0.5 ? -1 : 1);
        if (moved >= 1 && moved <= 8) p.islands[row][col] = moved;
      }
      return p;
    });
    // Each site is left the counts it may hold (bits 0, 1, 2): settled when one is left.
    const { settled, byTrials, several, none, refuted } = holdToOracle({
      puzzles,
      solutions: (p) => spec.oracle?.(p, 20) ?? [],
      deduce: (p) => deductions(p),
      untried: (p) => deductions(p, false),
      valuesOf: (solution, p) => bridgesOf(p, solution).map(({ count }) => count),
      settles: (counts) => [NONE, ONE, TWO].includes(counts),
      allows: (counts, count) => (counts & (1 << (count as number))) !== 0,
    });
    // Each case is met: puzzles with several solutions and with none, contradictions found, sites settled, some by the trials alone.
    expect(Math.min(several, none, refuted)).toBeGreaterThan(sampleSize(3, 10));
    expect(settled).toBeGreaterThan(sampleSize(200, 600));
    expect(byTrials).toBeGreaterThan(sampleSize(3, 10));
  });
});

describe('puzzlebench on hashi', () => {
  it('solves, proves unique and answers JSON rows of bridges', async () => {
    const file = 'puzzles/hashi/janko-5x5.txt';
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/hashi/janko-5x5.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'bridges-rank'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
