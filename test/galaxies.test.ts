// Galaxies: its text form and its errors, the checker's words, every encoding against the
// backtracking oracle on small puzzles with random dots, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { checkGalaxies } from '../src/kinds/galaxies/check.ts';
import {
  parseGalaxies,
  parseGalaxiesAny,
  parseGalaxiesTask,
  toGalaxiesTask,
  toGalaxiesText,
  toGalaxiesUrl,
  type Galaxies,
} from '../src/kinds/galaxies/format.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.galaxies.made.spec;
const failure = (text: string) => failureOf(text, (input) => parseGalaxies(input, 'in'));
const cutting = (text: string) => text.split('/').map((line) => [...line].map(Number));

describe('the text form', () => {
  it('reads dots at centres, sides and corners, in half cells, and writes them back', () => {
    const text = 'kind: galaxies\n01.\n32.\n...\n';
    const p = parseGalaxies(text, 'in');
    expect(p.dots).toEqual([
      { y: 0, x: 0 },
      { y: 0, x: 3 },
      { y: 3, x: 1 },
      { y: 3, x: 2 },
    ]);
    expect(toGalaxiesText(p)).toBe(text);
    expect(kindOf({ source: 'in', text }, {}).id).toBe('galaxies');
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('kind: galaxies\n0.\n.x\n')).toMatch(/^in: line 3, column 2: expected '.', or 0-3/);
    expect(failure('kind: galaxies\n.1\n..\n')).toMatch(/^in: row 1, column 2: the dot '1' lies on the grid's border/);
    expect(failure('kind: galaxies\n..\n..\n')).toMatch(/^in: line 1: expected at least one dot/);
  });
});

describe("puzz.link's tentaisho URL", () => {
  // pzprjs's own test puzzle for the genre (test/script/tentaisho.js): its URL, and the dots of its
  // pzprv3 file, one row per half-cell line ('1' white, '2' black, 'X' a cell outside every galaxy).
  const pzprjsUrl = 'https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000';
  const pzprv3Dots = '1...2...X/........./2....1..2/........./.1...2..1/........./......1../..2....../2.....2..';
  const dotsOfFile = pzprv3Dots.split('/').flatMap((line, y) => [...line].flatMap((char, x) => (/[12]/.test(char) ? [{ y, x }] : [])));

  it("reads pzprjs's dots where its file has them, and refuses the variant's cells outside every galaxy", () => {
    const withoutOutside = pzprjsUrl.replace(/10000$/, '');
    expect(parseGalaxiesAny(withoutOutside, 'in').dots).toEqual(dotsOfFile);
    expect(kindOf({ source: 'in', text: withoutOutside }, {}).id).toBe('galaxies');
    expect(failureOf(pzprjsUrl, (text) => parseGalaxiesAny(text, 'in'))).toMatch(/^in: URL character 50: expected no cell outside every galaxy/);
  });

  it('writes what it reads, for every bundled puzzle', () => {
    for (const name of ['janko-7x7', 'janko-7x7-2']) {
      const puzzle = parseGalaxiesAny(readFileSync(`puzzles/galaxies/${name}.txt`, 'utf8'), name);
      const url = toGalaxiesUrl(puzzle).trim();
      expect(parseGalaxiesAny(url, 'url')).toEqual(puzzle);
    }
    const withoutOutside = pzprjsUrl.replace(/10000$/, '');
    // Black dots come back white: the rules do not tell them apart.
    expect(parseGalaxiesAny(toGalaxiesUrl(parseGalaxiesAny(withoutOutside, 'in')), 'again').dots).toEqual(dotsOfFile);
  });

  it('names the character and what was expected in a bad URL', () => {
    const failure = (url: string) => failureOf(url, (text) => parseGalaxiesAny(text, 'in'));
    expect(failure('https://puzz.link/p?tentaisho/3/3/he')).toMatch(/^in: URL character \d+: expected the dots of the 3x3 grid to go on/);
    expect(failure('https://puzz.link/p?tentaisho/3/3/h!')).toMatch(/^in: URL character \d+: expected a dot \(0-9, a-f\) or a skip/);
    expect(failure('https://puzz.link/p?tentaisho/2/2/o')).toMatch(/expected at least one dot/);
  });
});

describe("Puzzle Team's task", () => {
  const file = 'puzzles/galaxies/large/puzzleteam-30x30.txt';
  const read = (text: string) => parseGalaxiesTask(text, 'in');
  const failure = (text: string) => failureOf(text, read);

  it('reads a monthly special as the page holds it, the dots where its source has them, and writes it back', () => {
    const text = readFileSync(file, 'utf8');
    const p = parseGalaxiesAny(text, file);
    // The source's first and last dots, in half cells: (0,17) (0,24) (0,34) ... (58,55).
    expect([p.width, p.height, p.dots.length]).toEqual([30, 30, 196]);
    expect(p.dots.slice(0, 3)).toEqual([
      { y: 0, x: 17 },
      { y: 0, x: 24 },
      { y: 0, x: 34 },
    ]);
    expect(p.dots.at(-1)).toEqual({ y: 58, x: 55 });
    expect(toGalaxiesTask(p)).toBe(`${text.split('\n')[1]}\n`);
    expect(kindOf({ source: file, text }, {}).id).toBe('galaxies');
    // Its answer (this solver's, proved unique) keeps every rule of those dots.
    expect(spec.verify(p, spec.parseSolution(readFileSync(file.replace(/txt$/, 'solution'), 'utf8'), 'solution', p))).toEqual([]);
  });

  it('counts places in half cells: a letter skips 0-24 then is a dot, z skips 25', () => {
    // 3x2: a 5x3 lattice; cell (1,2)'s centre is place 2, cell (2,2)'s place 12.
    expect(read('3x2:cj').dots).toEqual([
      { y: 0, x: 2 },
      { y: 2, x: 2 },
    ]);
    expect(read('4x4:zf').dots).toEqual([{ y: 4, x: 2 }]);
    expect(read("var task = 'zf'; puzzleWidth: 4, puzzleHeight: 4").dots).toEqual([{ y: 4, x: 2 }]);
    expect(toGalaxiesTask({ width: 4, height: 4, dots: [{ y: 4, x: 2 }] })).toBe("var task = 'zf'; puzzleWidth: 4, puzzleHeight: 4\n");
  });

  it('is told apart only with its size beside it, and not when the page names another game', () => {
    expect(spec.detect("var task = 'hcu'; puzzleWidth: 5, puzzleHeight: 5")).toBe(true);
    expect(spec.detect('5x5:hcu')).toBe(true);
    expect(spec.detect('hcu')).toBe(false);
    expect(spec.detect("var task = 'hcu'; puzzleWidth: 5, puzzleHeight: 5, ident: 'yin-yang'")).toBe(false);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('hcu')).toMatch(/^in: task: a Galaxies task does not say the grid's size/);
    expect(failure('3x3:hC')).toMatch(/^in: task character 2: expected a letter a-y/);
    expect(failure('2x2:cg')).toMatch(/^in: task character 2: 'g' runs past the 9 places of a 2x2 grid's dots/);
    expect(failure('9x9:z')).toMatch(/^in: task: expected at least one dot/);
    expect(failure('0x3:a')).toMatch(/^in: size: expected a grid from 1x1/);
  });
});

describe('the checker', () => {
  const p = parseGalaxies('kind: galaxies\n.0.\n.0.\n.0.\n', 'in');
  it('names the broken symmetry, the turn off the grid and the dot outside its galaxy', () => {
    expect(checkGalaxies(p, cutting('111/222/333'))).toEqual([]);
    expect(checkGalaxies(p, cutting('112/222/333'))).toEqual([
      'cell (1,1) is in galaxy 1, but its image (1,3) is in galaxy 2',
      'cell (1,3) is in galaxy 2, but its image (3,1) is in galaxy 3',
    ]);
    expect(checkGalaxies(p, cutting('121/222/333'))).toEqual([
      'cell (1,2) is in galaxy 2, but its image (3,2) is in galaxy 3',
      'dot 1 touches cell (1,2), which is in galaxy 2',
    ]);
    const corner = {
      width: 3,
      height: 3,
      dots: [
        { y: 0, x: 0 },
        { y: 2, x: 2 },
      ],
    };
    expect(checkGalaxies(corner, cutting('211/222/222'))[0]).toBe('cell (1,2) is in galaxy 1, whose turn takes it off the grid');
  });
});

/** A puzzle of a few random dots on a 3x3 grid (solvable or not: the encodings must agree with the oracle either way). */
function drawn(seed: number): Galaxies {
  const random = seededRandom(seed, 9);
  const spots = new Map<string, { y: number; x: number }>();
  while (spots.size < 3) {
    const dot = { y: Math.floor(random.next() * 5), x: Math.floor(random.next() * 5) };
    spots.set(`${dot.y},${dot.x}`, dot);
  }
  return { width: 3, height: 3, dots: [...spots.values()].sort((a, b) => a.y - b.y || a.x - b.x) };
}

describe('every encoding against the oracle', () => {
  it('finds the same solutions on small puzzles with random dots', async () => {
    await expectOracleAgreement(
      spec,
      Array.from({ length: 8 }, (_, i) => drawn(i + 1)),
    );
  });
});

describe('puzzlebench on galaxies', () => {
  it('solves, proves unique and answers JSON rows of dot numbers', async () => {
    const file = 'puzzles/galaxies/janko-7x7.txt';
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid.map((row) => row.trim())).toEqual(
      readFileSync('puzzles/galaxies/janko-7x7.solution', 'utf8')
        .trim()
        .split('\n')
        .map((row) => row.trim()),
    );
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'cells-rank'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
