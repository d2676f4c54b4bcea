// puzz.link URLs: the generic packings, the four codecs (Aquarium wired into the command line;
// Star Battle, LITS and Masyu as plain data), URLs worked out by hand from pzprjs's packing, round
// trips on the bundled puzzles, generated instances and the corpus, and bad URLs.
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { UrlBody, parsePuzzlinkUrl } from '../src/format/puzzlink.ts';
import {
  readNumbers,
  readTernary,
  readWalls,
  regionInPieces,
  regionsFromWalls,
  wallsFromRegions,
  writeNumbers,
  writeTernary,
  writeWalls,
  type UrlNumber,
  type Walls,
} from '../src/format/puzzlink-packings.ts';
import { type Random, seededRandom } from '../src/format/random.ts';
import type { Aquarium } from '../src/kinds/aquarium/aquarium.ts';
import { parseAquarium, parsePuzzleTeam } from '../src/kinds/aquarium/format.ts';
import { generateAquarium } from '../src/kinds/aquarium/generate.ts';
import { decodeAquariumUrl, encodeAquariumUrl } from '../src/kinds/aquarium/puzzlink.ts';
import { decodeLitsUrl, encodeLitsUrl } from '../src/kinds/lits/puzzlink.ts';
import { decodeMasyuUrl, encodeMasyuUrl, type UrlPearl } from '../src/kinds/masyu/puzzlink.ts';
import { decodeStarBattleUrl, encodeStarBattleUrl } from '../src/kinds/starbattle/puzzlink.ts';
import { expectResult, gridOf } from './helpers/contract.ts';
import { capture } from './helpers/capture.ts';
import { corpusPath } from './helpers/corpus.ts';

const folder = 'puzzles/aquarium';
const lines = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('#') || /^[#.]+$/.test(line));
const grid = (rows: string[]) => rows.map((row) => [...row].map((letter) => letter.charCodeAt(0) - 'a'.charCodeAt(0)));
const bodyOf = (url: string) => new UrlBody(parsePuzzlinkUrl(url, 'test'));

describe('the generic packings', () => {
  it('reads borders 5 bits to a character, most significant first, columns before rows', () => {
    // 3x2: walls right of (1,1) and right of (2,2); below (1,3). Columns: 10|01 -> 10010 = 'i';
    // rows: 001 -> 00100 = '4'. Only (2,3) is walled off: the rest joins round through row 2.
    const walls = readWalls(bodyOf('https://puzz.link/p?lits/3/2/i4'), 3, 2);
    expect(walls).toEqual({
      vertical: [
        [true, false],
        [false, true],
      ],
      horizontal: [[false, false, true]],
    });
    expect(writeWalls(walls)).toBe('i4');
    expect(regionsFromWalls(walls, 3, 2)).toEqual({
      regions: [
        [0, 0, 0],
        [0, 0, 1],
      ],
      innerWalls: [{ row: 0, col: 0, side: 'right' }],
    });
  });

  it('keeps walls that separate nothing apart, and finds regions in pieces', () => {
    const walls: Walls = { vertical: [[true], [false]], horizontal: [[false, false]] };
    expect(regionsFromWalls(walls, 2, 2)).toEqual({
      regions: [
        [0, 0],
        [0, 0],
      ],
      innerWalls: [{ row: 0, col: 0, side: 'right' }],
    });
    expect(regionInPieces([[0, 1, 0]])).toBe(0);
    expect(
      regionInPieces([
        [0, 1],
        [0, 1],
      ]),
    ).toBeUndefined();
    expect(
      wallsFromRegions([
        [0, 1],
        [0, 1],
      ]),
    ).toEqual({ vertical: [[true], [true]], horizontal: [[false, false]] });
  });

  it('reads numbers as pzprjs writes them: hex, -xx, +xxx, . and runs of blanks g-z', () => {
    const numbers: UrlNumber[] = [3, null, null, 15, 16, 255, 256, 4095, '?', ...new Array<null>(25).fill(null), 0];
    const written = writeNumbers(numbers);
    expect(written).toBe('3hf-10-ff+100+fff.zk0');
    expect(readNumbers(bodyOf(`https://puzz.link/p?x/1/1/${written}`), numbers.length, 'numbers')).toEqual(numbers);
    expect(() => writeNumbers([4096])).toThrow(/from 0 to 4095, not 4096/);
  });

  it('packs three cells to a base-27 digit, the first most significant, and pads the last', () => {
    expect(writeTernary([1, 0, 2, 2, 2, 2, 2])).toBe('bqi');
    expect(readTernary(bodyOf('https://puzz.link/p?x/1/1/bqi'), 7n, 'cells')).toEqual([1, 0, 2, 2, 2, 2, 2]);
  });

  it('reads the address parts on every host, with and without flags', () => {
    for (const start of ['https://puzz.link/p?', 'http://pzv.jp/p.html?', 'https://pzprxs.vercel.app/p?', 'pzplus.tck.mn/p.html?', 'puzz.link/p?']) {
      expect(parsePuzzlinkUrl(`${start}aquarium/r/6/5/abc/def`, 'test')).toMatchObject({ type: 'aquarium', flags: 'r', width: 6, height: 5, body: 'abc/def' });
      expect(parsePuzzlinkUrl(`  ${start}lits/6/5/abc\n`, 'test')).toMatchObject({ type: 'lits', flags: '', width: 6, height: 5, body: 'abc' });
    }
  });
});

describe('URLs worked out by hand from the packing', () => {
  // The bundled U-shaped tank, tanks a-h. Walls right of each cell, row by row (5 bits a row):
  // 10010 i, 11011 r, 11011 r, 10001 h, 00010 2, 10000 g. Walls below, rows 1-5 (30 bits):
  // 010010 001101 001100 111110 011111 -> 01001 00011 01001 10011 11100 11111 = 9 3 9 j s v.
  // Clues: columns 342254, rows 024626. Tank-level (the file's rule) is the r flag.
  const uTank = 'https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/342254024626';

  it('a 6x6 Aquarium: the bundled U-tank puzzle', () => {
    const original = parseAquarium(readFileSync(`${folder}/u-tank-6x6.txt`, 'utf8'), 'u-tank');
    expect(decodeAquariumUrl(uTank, 'url')).toEqual(original);
    expect(encodeAquariumUrl(original)).toBe(uTank);
    // The same on pzv.jp, with the connected rule when the flag is dropped.
    const connected = decodeAquariumUrl(uTank.replace('https://puzz.link/p?', 'http://pzv.jp/p.html?').replace('/r/', '/'), 'url');
    expect(connected).toEqual({ ...original, rule: 'connected-level' });
  });

  it('an Aquarium with missing clues, a clue past 15 and more than 20 blanks in a row', () => {
    // 17x1, one tank: 16 walls right of cells, all 0 -> '0000'; no rows below. Columns: 1, then
    // 16 blanks (v); the row: 16 -> -10.
    const wide = 'https://puzz.link/p?aquarium/17/1/0000/1v-10';
    const puzzle: Aquarium = {
      width: 17,
      height: 1,
      columns: [1, ...new Array<null>(16).fill(null)],
      rows: [16],
      tanks: [new Array<number>(17).fill(0)],
      rule: 'connected-level',
    };
    expect(decodeAquariumUrl(wide, 'url')).toEqual(puzzle);
    expect(encodeAquariumUrl(puzzle)).toBe(wide);
    // 25x1 with no clue at all: 20 blanks (z), then 6 (l).
    expect(decodeAquariumUrl('https://puzz.link/p?aquarium/25/1/00000/zl', 'url').columns).toEqual(new Array(25).fill(null));
    // pzprjs's '.' (a clue whose number is not given) is read as no clue.
    expect(decodeAquariumUrl(wide.replace('/1v', '/.v'), 'url')).toEqual({ ...puzzle, columns: new Array(17).fill(null) });
  });

  it('a 5x5 Star Battle with one star', () => {
    // aaabb/acbbb/ccdde/cddee/cdeee. Right of cells, 4 a row: 0010 1100 0101 1010 1100 -> 00101
    // 10001 01101 01100 = 5 h d c. Below, 5 a row: 01100 10111 01010 00100 = c n a 4.
    const url = 'https://puzz.link/p?starbattle/5/5/1/5hdccna4';
    const puzzle = { width: 5, height: 5, stars: 1, regions: grid(['aaabb', 'acbbb', 'ccdde', 'cddee', 'cdeee']) };
    expect(decodeStarBattleUrl(url, 'url')).toEqual(puzzle);
    expect(encodeStarBattleUrl(puzzle)).toBe(url);
    expect(decodeStarBattleUrl(url.replace('/1/', '/2/'), 'url').stars).toBe(2);
  });

  it('a 4x4 LITS, with padding bits at the end of both border fields', () => {
    // aabb/acbb/ccdd/cddd. Right: 010 110 010 100 -> 01011 00101 00|000 = b 5 0. Below: 0100 1011
    // 0100 -> 01001 01101 00|000 = 9 d 0.
    const url = 'https://puzz.link/p?lits/4/4/b509d0';
    const puzzle = { width: 4, height: 4, regions: grid(['aabb', 'acbb', 'ccdd', 'cddd']) };
    expect(decodeLitsUrl(url, 'url')).toEqual(puzzle);
    expect(encodeLitsUrl(puzzle)).toBe(url);
  });

  it('a 4x3 and a 2x2 Masyu, under each of its names', () => {
    // W..B / ..W. / B...: 100 200 102 000 -> 9 18 11 0 = 9 i b 0.
    const pearls: UrlPearl[][] = [
      ['white', null, null, 'black'],
      [null, null, 'white', null],
      ['black', null, null, null],
    ];
    expect(encodeMasyuUrl({ width: 4, height: 3, pearls })).toBe('https://puzz.link/p?mashu/4/3/9ib0');
    for (const type of ['mashu', 'masyu', 'pearl'])
      expect(decodeMasyuUrl(`https://puzz.link/p?${type}/4/3/9ib0`, 'url')).toEqual({ width: 4, height: 3, pearls });
    // BW / .W: 210 1|00 -> 21 9 = l 9.
    expect(decodeMasyuUrl('http://pzv.jp/p.html?mashu/2/2/l9', 'url').pearls).toEqual([
      ['black', 'white'],
      [null, 'white'],
    ]);
  });
});

describe('the command line on an Aquarium URL', () => {
  it("solves it to the puzzle's known answer, and converts a file to its URL", async () => {
    const io = capture();
    expect(await main(['solve', 'https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/342254024626', '--json', '--unique'], io)).toBe(0);
    const result = expectResult(io.stdout(), 'solved');
    expect(result.settings).toEqual({ rule: 'tank-level' });
    const answer = gridOf(result);
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(lines(readFileSync(`${folder}/u-tank-6x6.solution`, 'utf8')));
    // Alone in a file, under a comment, it reads the same.
    const file = join(mkdtempSync(join(tmpdir(), 'puzzlink-')), 'u-tank.url');
    writeFileSync(file, '# the U-tank\nhttp://pzv.jp/p.html?aquarium/r/6/6/irrh2g939jsv/342254024626\n');
    const fromFile = capture();
    expect(await main(['convert', file, '--to', 'text'], fromFile)).toBe(0);
    expect(parseAquarium(fromFile.stdout(), 'text')).toEqual(parseAquarium(readFileSync(`${folder}/u-tank-6x6.txt`, 'utf8'), 'u-tank'));
    const converted = capture();
    expect(await main(['convert', `${folder}/u-tank-6x6.txt`, '--to', 'puzzlink'], converted)).toBe(0);
    expect(converted.stdout()).toBe('https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/342254024626\n');
  });

  it('names an unsupported puzzle type and the supported ones, and other addresses, exit 2', async () => {
    const other = capture();
    expect(await main(['solve', 'https://puzz.link/p?tapa/5/5/g1h2i'], other)).toBe(2);
    expect(other.stderr()).toMatch(/^puzzlebench: <argument>: URL type: puzz.link puzzle type 'tapa' is not supported; supported types: aquarium \(aquarium\)/);
    expect(other.stderr().trim().split('\n')).toHaveLength(1);
    const site = capture();
    expect(await main(['solve', 'https://www.puzzle-aquarium.com/?size=4'], site)).toBe(2);
    expect(site.stderr()).toMatch(/^puzzlebench: <argument>: URL: expected a puzz.link puzzle URL .* found an address on www.puzzle-aquarium.com/);
    const forced = capture();
    expect(await main(['solve', 'https://puzz.link/p?lits/4/4/b509d0', '--kind', 'aquarium'], forced)).toBe(2);
    expect(forced.stderr()).toMatch(/URL type: expected a puzz.link Aquarium URL \(type aquarium\), found type 'lits'/);
  });
});

describe('the command line on URLs of the other kinds', () => {
  // Every bundled puzzle of a kind that reads URLs: converted to its URL, the URL solved, the answer
  // the golden one; converting the URL gives the same URL back.
  const solvedThroughUrl = async (kind: string, name: string) => {
    const file = `puzzles/${kind}/${name}.txt`;
    const converted = capture();
    expect(await main(['convert', file, '--to', 'puzzlink'], converted), converted.stderr()).toBe(0);
    const url = converted.stdout().trim();
    expect(url).toMatch(/^https:\/\/puzz\.link\/p\?/);
    const again = capture();
    expect(await main(['convert', url, '--to', 'puzzlink'], again)).toBe(0);
    expect(again.stdout().trim()).toBe(url);
    const solved = capture();
    expect(await main(['solve', url, '--json', '--unique'], solved), solved.stderr()).toBe(0);
    const answer = gridOf(expectResult(solved.stdout(), 'solved'));
    expect(answer.unique).toBe(true);
    expect(answer.grid).toEqual(lines(readFileSync(`puzzles/${kind}/${name}.solution`, 'utf8')));
  };

  for (const [kind, names] of Object.entries({ starbattle: ['sampler-8x8', 'two-stars-10x10'], masyu: ['seed-6x6'], lits: ['sampler-7x7', 'wide-7x5'] })) {
    for (const name of names) it(`${kind}: ${name} through its URL`, () => solvedThroughUrl(kind, name));
  }

  it('starbattle: the URL carries the star count, which --stars may not contradict', async () => {
    const io = capture();
    expect(await main(['solve', 'https://puzz.link/p?starbattle/8/8/1/6aj2p789mc006140scabo120', '--stars', '2'], io)).toBe(2);
    expect(io.stderr()).toBe('puzzlebench: --stars 2 contradicts the URL, which says 1\n');
  });
});

describe('bad URLs', () => {
  // [what, decoder, URL, the text whose first character the message must point at (searched from the right; '' for the end of the URL, null when no character), message].
  const cases: [string, (url: string) => unknown, string, string | null, RegExp][] = [
    [
      'truncated borders',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/r/6/6/irrh2g939j',
      '939j',
      /expected 6 characters of the borders between rows for a 6x6 grid, found 4/,
    ],
    [
      'truncated clues',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/3422540246',
      '',
      /expected 12 column and row clues, found the end of the URL after 10/,
    ],
    [
      'a wrong size (taller)',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/r/6/7/irrh2g939jsv/342254024626',
      '39jsv',
      /expected 8 characters of the borders between rows for a 6x7 grid, found 5 \(is the size right\?\)/,
    ],
    [
      'a wrong size (shorter)',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/r/6/5/irrh2g939jsv/342254024626',
      'jsv',
      /expected the unused last bits of the borders between rows to be 0 in 'j' \(is the size right\?\)/,
    ],
    [
      'a wrong size (regions)',
      (url) => decodeLitsUrl(url, 's'),
      'https://puzz.link/p?lits/4/3/b509d0',
      '509d0',
      /expected the unused last bits of the borders between columns to be 0 in '5'/,
    ],
    [
      'a wrong size (wider)',
      (url) => decodeLitsUrl(url, 's'),
      'https://puzz.link/p?lits/5/4/b509d0',
      '9d0',
      /expected the unused last bits of the borders between columns to be 0 in '9'/,
    ],
    [
      'a bad border character',
      (url) => decodeLitsUrl(url, 's'),
      'https://puzz.link/p?lits/4/4/b5w9d0',
      'w',
      /expected a digit of the borders between columns \(0-9 or a-v\), found 'w'/,
    ],
    [
      'a bad clue character',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/3422540246#6',
      '#',
      /expected one of the column and row clues \(0-9, a-f, -xx, \+xxx, '.', or g-z for blanks\), found '#'/,
    ],
    [
      'a short wide clue',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/17/1/0000/1v-1',
      '-1',
      /expected 2 hex digits after '-' in the column and row clues, found '1'/,
    ],
    [
      'a clue larger than its line',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/3422570246-10',
      '70246',
      /expected column 6's clue to be at most the grid's height 6, found 7/,
    ],
    [
      'blanks past the last clue',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/3422540z',
      'z',
      /expected at most 5 more column and row clues, found 'z' \(20 blanks\)/,
    ],
    [
      'more after the clues',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/r/6/6/irrh2g939jsv/34225402462600',
      '00',
      /expected the end of the URL after the puzzle of a 6x6 grid, found '00'/,
    ],
    ['a bad pearl', (url) => decodeMasyuUrl(url, 's'), 'https://puzz.link/p?mashu/4/3/9ir0', 'r', /expected a digit of the pearls \(0-9 or a-q\), found 'r'/],
    [
      'pearls past the grid',
      (url) => decodeMasyuUrl(url, 's'),
      'https://puzz.link/p?mashu/2/2/la',
      'a',
      /expected the unused last places of the pearls to be 0 in 'a'/,
    ],
    [
      'another type',
      (url) => decodeStarBattleUrl(url, 's'),
      'https://puzz.link/p?lits/4/4/b509d0',
      null,
      /^s: URL type: expected a puzz.link Star Battle URL \(type starbattle\), found type 'lits'/,
    ],
    [
      'no star count',
      (url) => decodeStarBattleUrl(url, 's'),
      'https://puzz.link/p?starbattle/5/5/5hdccna4',
      '5hdccna4',
      /expected the star count \(a whole number\), found '5hdccna4'/,
    ],
    [
      'a star count of 0',
      (url) => decodeStarBattleUrl(url, 's'),
      'https://puzz.link/p?starbattle/5/5/0/5hdccna4',
      '0/',
      /expected a star count of at least 1, found 0/,
    ],
    [
      'an unknown flag',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/rx/6/6/irrh2g939jsv/342254024626',
      'x',
      /unknown flag 'x' in 'rx\/'; expected one of: r \(the tank-level rule\)/,
    ],
    [
      'a flag where there are none',
      (url) => decodeLitsUrl(url, 's'),
      'https://puzz.link/p?lits/r/4/4/b509d0',
      'r/',
      /unknown flag 'r' in 'r\/'; expected no flags for lits/,
    ],
    ['no size', (url) => decodeLitsUrl(url, 's'), 'https://puzz.link/p?lits', '', /expected the width of the grid, found the end of the URL/],
    ['a size of 0', (url) => decodeLitsUrl(url, 's'), 'https://puzz.link/p?lits/0/4/', '0/', /expected a width of at least 1, found 0/],
    [
      'a size that is no number',
      (url) => decodeLitsUrl(url, 's'),
      'https://puzz.link/p?lits/4/x/b509d0',
      'x',
      /expected the height \(a whole number\), found 'x'/,
    ],
    [
      'no body',
      (url) => decodeLitsUrl(url, 's'),
      'https://puzz.link/p?lits/4/4',
      '',
      /expected '\/' and the puzzle after the size 4\/4, found the end of the URL/,
    ],
    [
      'a huge size',
      (url) => decodeLitsUrl(url, 's'),
      'https://puzz.link/p?lits/99999999999999999/4/0',
      '99999999999999999',
      /expected a width of at most 9007199254740991/,
    ],
    [
      'a huge size that fits no body',
      (url) => decodeLitsUrl(url, 's'),
      'https://puzz.link/p?lits/4/9007199254740991/0',
      '0',
      /expected 5404319552844595 characters of the borders between columns/,
    ],
    [
      'an inner wall under the connected rule',
      (url) => decodeAquariumUrl(url, 's'),
      'https://puzz.link/p?aquarium/2/2/g0/1111',
      'g0',
      /expected walls only between tanks under the connected-level rule, found one inside tank 1 \(a\) between cells \(1,1\) and \(1,2\)/,
    ],
    ['something else', (url) => decodeLitsUrl(url, 's'), 'https://puzz.link/list.html', null, /^s: URL: expected a puzz.link URL such as/],
  ];
  for (const [what, decode, url, mark, message] of cases) {
    it(`refuses ${what}`, () => {
      expect(() => decode(url)).toThrow(message);
      const place = mark === null ? '' : `URL character ${url.lastIndexOf(mark) + 1}: `;
      expect(() => decode(url)).toThrow(`s: ${place}`);
      try {
        decode(url);
      } catch (error) {
        expect((error as Error).name).toBe('InputError');
      }
    });
  }

  it('takes an inner wall under the tank rule, where it changes nothing, and refuses a tank-level tank in pieces', () => {
    expect(decodeAquariumUrl('https://puzz.link/p?aquarium/r/2/2/g0/1111', 's').tanks).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const pieces: Aquarium = { width: 3, height: 1, columns: [1, 0, 1], rows: [2], tanks: [[0, 1, 0]], rule: 'tank-level' };
    expect(() => encodeAquariumUrl(pieces)).toThrow(/tank 1 \(a\) is in pieces/);
    // Under the connected rule the pieces are separate tanks already: the same puzzle.
    expect(decodeAquariumUrl(encodeAquariumUrl({ ...pieces, rule: 'connected-level' }), 's').tanks).toEqual([[0, 1, 2]]);
    expect(() => encodeLitsUrl({ width: 3, height: 1, regions: [[0, 1, 0]] })).toThrow(/region 1 is in pieces/);
    expect(() => encodeMasyuUrl({ width: 2, height: 1, pearls: [['white']] })).toThrow(/must be 1 rows of 2 cells/);
  });
});

describe('round trips', () => {
  it('every bundled Aquarium: decode(encode(p)) = p, and its URL is written back as it was', () => {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.txt'))) {
      const puzzle = parseAquarium(readFileSync(`${folder}/${file}`, 'utf8'), file);
      const url = encodeAquariumUrl(puzzle);
      expect(decodeAquariumUrl(url, file), file).toEqual(puzzle);
      expect(encodeAquariumUrl(decodeAquariumUrl(url, file)), file).toBe(url);
    }
  });

  /** Random walls, kept or not: the regions they make are connected, numbered as decoding numbers them. */
  function randomRegions(random: Random, width: number, height: number): number[][] {
    const bit = () => random.next() < 0.4;
    const walls: Walls = {
      vertical: Array.from({ length: height }, () => Array.from({ length: width - 1 }, bit)),
      horizontal: Array.from({ length: height - 1 }, () => Array.from({ length: width }, bit)),
    };
    return regionsFromWalls(walls, width, height).regions;
  }
  const sizes = (random: Random) => [
    [1, 1],
    [1, 7],
    [7, 1],
    [2, 3],
    [5, 5],
    [6, 4],
    [random.between(3, 12), random.between(3, 12)],
    [21, 17],
  ];

  it('generated Aquariums, Star Battles, LITS and Masyus: decode(encode(p)) = p and encode(decode(url)) = url', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const random = seededRandom(seed, 7);
      for (const [width, height] of sizes(random)) {
        const regions = randomRegions(random, width, height);
        const clue = (most: number) => (random.next() < 0.3 ? null : random.between(0, most));
        const aquarium: Aquarium = {
          width,
          height,
          tanks: regions,
          rule: random.pick(['tank-level', 'connected-level'] as const),
          columns: Array.from({ length: width }, () => clue(height)),
          rows: Array.from({ length: height }, () => clue(width)),
        };
        const starBattle = { width, height, stars: random.between(1, 6), regions };
        const lits = { width, height, regions };
        const pearls = Array.from({ length: height }, () => Array.from({ length: width }, () => random.pick<UrlPearl>([null, null, 'white', 'black'])));
        const masyu = { width, height, pearls };
        const codecs = [
          [aquarium, encodeAquariumUrl, decodeAquariumUrl],
          [starBattle, encodeStarBattleUrl, decodeStarBattleUrl],
          [lits, encodeLitsUrl, decodeLitsUrl],
          [masyu, encodeMasyuUrl, decodeMasyuUrl],
        ] as [unknown, (p: unknown) => string, (url: string, source: string) => unknown][];
        for (const [puzzle, encode, decode] of codecs) {
          const url = encode(puzzle);
          expect(decode(url, url), url).toEqual(puzzle);
          expect(encode(decode(url, url)), url).toBe(url);
        }
      }
    }
  });

  it("generated Aquariums with their generator's tanks, clues dropped, both rules", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { puzzle } = generateAquarium({ width: 3 + (seed % 9), height: 2 + (seed % 7), seed });
      const random = seededRandom(seed, 3);
      const sparse: Aquarium = {
        ...puzzle,
        columns: puzzle.columns.map((c) => (random.next() < 0.5 ? null : c)),
        rule: seed % 2 ? 'tank-level' : 'connected-level',
      };
      for (const p of [puzzle, sparse]) expect(decodeAquariumUrl(encodeAquariumUrl(p), 'generated')).toEqual(p);
    }
  });
});

describe('the corpus through URLs', () => {
  const table = (kind: string) => {
    const path = corpusPath(`${kind}/puzzleteam.tsv`);
    if (!existsSync(path)) return [];
    const [header, ...rows] = readFileSync(path, 'utf8')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split('\t'));
    return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
  };
  const square = (task: string) => {
    const ids = task.split(',').map((id) => Number(id) - 1);
    const side = Math.round(Math.sqrt(ids.length));
    return { side, regions: Array.from({ length: side }, (_, row) => ids.slice(row * side, (row + 1) * side)) };
  };

  it.skipIf(!existsSync(corpusPath('aquarium/puzzleteam.tsv')))('every Aquarium task: to a URL and back to the same puzzle', () => {
    const rows = table('aquarium');
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const puzzle = parsePuzzleTeam(row.task, row.source);
      expect(decodeAquariumUrl(encodeAquariumUrl(puzzle), row.source), row.source).toEqual(puzzle);
    }
  });

  it.skipIf(!existsSync(corpusPath('aquarium/puzzleteam.tsv')))('a 15x15 corpus Aquarium solved from its URL to the published answer', async () => {
    const row = table('aquarium').find((entry) => entry.size.startsWith('15x15'))!;
    const io = capture();
    expect(await main(['solve', encodeAquariumUrl(parsePuzzleTeam(row.task, 'corpus')), '--json', '--unique'], io)).toBe(0);
    expect(gridOf(expectResult(io.stdout(), 'solved'))).toMatchObject({ unique: true, grid: row.solution.split('/') });
  });

  it.skipIf(!existsSync(corpusPath('starbattle/puzzleteam.tsv')))('every Star Battle and LITS task: its regions (and stars) to a URL and back', () => {
    for (const row of table('starbattle')) {
      const { side, regions } = square(row.task);
      const puzzle = { width: side, height: side, stars: Number(/(\d+) stars?/.exec(row['size/params'])![1]), regions };
      expect(decodeStarBattleUrl(encodeStarBattleUrl(puzzle), row.source), row.source).toEqual(puzzle);
    }
    for (const row of table('lits')) {
      const { side, regions } = square(row.task);
      expect(decodeLitsUrl(encodeLitsUrl({ width: side, height: side, regions }), row.source), row.source).toEqual({ width: side, height: side, regions });
    }
  });

  it.skipIf(!existsSync(corpusPath('masyu/puzzleteam.tsv')))('every Masyu task: its pearls to a URL and back', () => {
    for (const row of table('masyu')) {
      const cells = [...row.task].flatMap((letter): UrlPearl[] =>
        letter === 'W' ? ['white'] : letter === 'B' ? ['black'] : new Array<UrlPearl>(letter.charCodeAt(0) - 96).fill(null),
      );
      const side = Math.round(Math.sqrt(cells.length));
      expect(side * side).toBe(cells.length);
      const puzzle = { width: side, height: side, pearls: Array.from({ length: side }, (_, row) => cells.slice(row * side, (row + 1) * side)) };
      expect(decodeMasyuUrl(encodeMasyuUrl(puzzle), row.source), row.source).toEqual(puzzle);
    }
  });
});
