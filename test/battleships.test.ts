// Battleships: its formats and their errors, the checker's words, both encodings against the
// backtracking oracle on small random fleets, and the command line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battleshipsSolving } from '../encodings/battleships/index.ts';
import { main } from '../src/cli/main.ts';
import { seededRandom } from '../src/format/random.ts';
import { column } from '../src/dsl/grid/index.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { catalogue } from '../src/catalogue/index.ts';
import {
  type Battleships,
  standardFleet,
  decodeBattleshipsUrl,
  encodeBattleshipsUrl,
  battleshipsForms,
  toBattleshipsTask,
  toBattleshipsText,
} from '../src/kinds/battleships/format.ts';
import { checkBattleships } from '../src/kinds/battleships/check.ts';
import { capture } from './helpers/capture.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { failureOf } from './helpers/errors.ts';
import { agreesWithVerify, flipped, soundOnOracle } from './helpers/play.ts';
import { expectOracleAgreement } from './helpers/grid.ts';

const spec = catalogue.battleships.made.spec;
const ships = (text: string) => text.split('/').map((line) => [...line].map((cell) => cell === '#'));
const parseBattleships = (text: string, source: string) => battleshipsForms.parse({ text, source });
const failure = (text: string) => failureOf(text, (input) => parseBattleships(input, 'in'));
const url = 'https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c';

describe('formats', () => {
  it('reads the puzz.link URL and the text form as the same puzzle, and writes both back', () => {
    const p = decodeBattleshipsUrl(url, 'url');
    expect(p.fleet).toEqual([3, 2, 2, 1, 1, 1]);
    expect([p.columns, p.rows]).toEqual([
      [null, 1, 2, null, null, 2],
      [null, 3, 0, null, 3, null],
    ]);
    expect([p.hints[0][5], p.hints[3][0]]).toEqual(['x', 'w']);
    expect(encodeBattleshipsUrl(p)).toBe(url);
    expect(parseBattleships(toBattleshipsText(p), 'text')).toEqual(p);
    for (const text of [url, toBattleshipsText(p)]) expect(kindOf({ source: 'in', text }, {}).id).toBe('battleships');
    // A fleet that is no preset is written piece by piece.
    const custom = { ...p, fleet: [4, 1] };
    expect(encodeBattleshipsUrl(custom)).toMatch(/\/2\/11g\/41u$/);
    expect(decodeBattleshipsUrl(encodeBattleshipsUrl(custom), 'custom')).toEqual(custom);
  });

  it("takes Puzzle Team's fleet for the size when the text form gives none", () => {
    expect(
      parseBattleships('kind: battleships\ncolumns: - - - - - -\nrows: - - - - - -\n......\n......\n......\n......\n......\n......\n', 'in').fleet,
    ).toEqual([3, 2, 2, 1, 1, 1]);
    expect(standardFleet(10, 10)).toEqual([4, 3, 3, 2, 2, 2, 1, 1, 1, 1]);
    expect(standardFleet(15, 15).length).toBe(15);
  });

  // puzzle-battleships.com's task: the counts (columns, then rows) as krarty/battleships
  // (solver/server/solver.py) splits it, `;`, then the given cells with the digits SmilingWayne/puzzlekit-dataset's decoder
  // names (0 water, 1 one-cell ship, 2 middle, 3 north, 4 east, 5 south, 6 west end).
  it('reads the Puzzle Team task as its sources do, and writes it back', () => {
    const file = parseBattleships(readFileSync('puzzles/battleships/puzzleteam-6x6.txt', 'utf8'), 'file');
    const p = parseBattleships('1,1,1,3,1,3,2,2,3,0,3,0;g4zb', 'task');
    expect(p).toEqual(file);
    expect(p.hints[1][1]).toBe('e');
    expect(parseBattleships("var task = '1,1,1,3,1,3,2,2,3,0,3,0;g4zb';", 'page')).toEqual(p);
    expect(toBattleshipsTask(p)).toBe('1,1,1,3,1,3,2,2,3,0,3,0;g4zb\n');
    expect(parseBattleships('0,1,0,1;01b', 'task').hints).toEqual([
      ['x', 'o'],
      [null, null],
    ]);
    expect(kindOf({ source: 'in', text: '1,1,1,3,1,3,2,2,3,0,3,0;g4zb' }, {}).id).toBe('battleships');
    // The task holds no fleet: one other than the size's standard is not written.
    expect(() => toBattleshipsTask({ ...p, fleet: [3, 3] })).toThrow(/does not hold the fleet/);
  });

  it('names the place and what was expected in bad input', () => {
    expect(failure('1,1,1,3,1,3,2,2,3,0,3;g4zb')).toBe('in: task: expected 6 column and 6 row counts for the 6x6 grid, found 11');
    expect(failure('1,1,1,3,1,3,2,2,3,0,3,0;g7zb')).toMatch(/^in: task character 2: expected a given cell 0-6 .* or a letter a-z/);
    expect(failure('1,1,1,3,1,3,2,2,3,0,3,0;g4za')).toMatch(/^in: task: expected n x n cells for an n x n grid, found 35/);
    expect(failure('kind: battleships\ncolumns: 1 1\nrows: 1 1\n.q\n..\n')).toMatch(
      /^in: line 4, column 2: expected '.' \(unknown\) or a given cell: x \(water\), o/,
    );
    // A name every object inherits is no given cell either (it was read as one).
    expect(failure('kind: battleships\ncolumns: 1 1\nrows: 1 1\nconstructor .\n. .\n')).toMatch(
      /^in: line 4, column 1: expected '.' \(unknown\) .* found 'constructor'$/,
    );
    expect(failure('kind: battleships\nfleet: 3\ncolumns: 1 1\nrows: 1 1\n..\n..\n')).toBe('in: line 2, ship 1: expected a ship length from 1 to 2, found 3');
    expect(failure('kind: battleships\ncolumns: 1\nrows: 1 1\n..\n..\n')).toBe('in: line 2: expected 2 column counts (one per column), found 1');
    expect(failure('https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//q')).toMatch(/expected a preset fleet \(c, d or e\) after '\/\/', found 'q'/);
    expect(failure('https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r9w//c')).toMatch(/expected a given cell from 0 to 6/);
    // A count of ships the URL does not hold is told where the next ship is missing (not 'out of memory').
    expect(failure('https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w/4294967296')).toMatch(/URL character 63: expected '\/' after the number of ships/);
    expect(failure('https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w/2/31s')).toMatch(/URL character 58: expected '\/' after the ship 1 /);
  });
});

describe('the checker', () => {
  const p = decodeBattleshipsUrl(url, 'url');
  it('accepts the solution and names each broken rule', () => {
    expect(checkBattleships(p, ships('..#.../#.#..#/....../##..../...###/#.....'))).toEqual([]);
    expect(checkBattleships(p, ships('..#.../#.#..#/....../##..../..####/#.....'))).toEqual([
      'ships touch diagonally at (4,2) and (5,3)',
      'row 5 has 4 ship cells, its count is 3',
      'column 3 has 3 ship cells, its count is 2',
      "the ship at (5,3) is 4 cells long, the fleet's longest is 3",
      'the grid has 0 ships of length 3, the fleet has 1',
    ]);
    expect(checkBattleships(p, ships('..#.../#.#..#/....../.#..../...###/#.....'))[0]).toBe(
      "cell (4,1) is given as a ship's west end, the grid has water there",
    );
    // A ship bent round a corner touches itself diagonally, and is longer than any of the fleet.
    expect(checkBattleships(p, ships('..#.../#.#..#/....../##.#../...###/#.....'))).toEqual([
      'ships touch diagonally at (4,4) and (5,5)',
      "the ship at (4,4) is 4 cells long, the fleet's longest is 3",
      'the grid has 0 ships of length 3, the fleet has 1',
    ]);
  });
});

describe("the marks checker (the page's Check)", () => {
  it('says what verify says on full grids, and names broken marks only where no solution fits them', () => {
    const p = decodeBattleshipsUrl(url, 'url');
    const golden = ships('..#.../#.#..#/....../##..../...###/#.....');
    for (let seed = 1; seed <= 6; seed++) agreesWithVerify(spec, p, flipped(golden, seed, 1 + (seed % 3)));
    expect(soundOnOracle(spec, p, 1)).toBeGreaterThan(10);
  });
});

describe('every encoding against the backtracking oracle', () => {
  it('finds the same solutions on small random fleets', async () => {
    const puzzles: Battleships[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const random = seededRandom(seed, 7);
      const size = 4 + (seed % 2);
      // A random grid's counts (not always a fleet), a random fleet, and a given cell or two.
      const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => random.next() < 0.3));
      const hints = grid.map((line) => line.map((cell) => (random.next() < 0.1 ? (cell ? ('o' as const) : ('x' as const)) : null)));
      const fleet = seed % 2 === 0 ? [2, 1, 1] : [3, 2, 1];
      const keep = (count: number, i: number) => (i % 2 === seed % 2 ? count : null);
      puzzles.push({
        width: size,
        height: size,
        fleet,
        hints,
        rows: grid.map((line, i) => keep(line.filter(Boolean).length, i)),
        columns: grid[0].map((_, col) => keep(column(grid, col).filter(Boolean).length, col)),
      });
    }
    await expectOracleAgreement({ ...spec, ...battleshipsSolving }, puzzles);
  });
});

describe('puzzlebench on battleships', () => {
  it('solves, proves unique and answers JSON rows in # and . notation, with either encoding', async () => {
    const file = 'puzzles/battleships/janko-156-10x10.txt';
    const io = capture();
    expect(await main(['solve', file, '--json'], io)).toBe(0);
    const answer = gridOf(expectResult(io.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(readFileSync('puzzles/battleships/janko-156-10x10.solution', 'utf8').trim().split('\n'));
    const text = capture();
    expect(await main(['solve', file, '--unique', '--engine', 'battleships/placements'], text)).toBe(0);
    expect(text.stdout()).toContain('unique: yes (proved)');
  });
});
