// The Aquarium column without Z3: formats, structure, the independent checker, rendering, and the
// bundled puzzles' answers against a brute-force oracle.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAquarium } from '../src/kinds/aquarium/check.ts';
import {
  aquariumWarnings,
  formatWaterGrid,
  looksLikeAquarium,
  parseAquarium,
  parseAquariumText,
  parsePuzzleTeam,
  parseWaterGrid,
  toAquariumText,
  toPuzzleTeam,
} from '../src/kinds/aquarium/format.ts';
import { type Aquarium, type AquariumRule, type WaterGrid, levelSegments, tankCount, tankRows, tankSegments } from '../src/kinds/aquarium/aquarium.ts';
import { InputError } from '../src/errors.ts';
import { renderAquariumSvg, renderAquariumText } from '../src/kinds/aquarium/render.ts';
import { bruteForceAquarium } from '../src/kinds/aquarium/brute.ts';
import { corpusPath } from './helpers/corpus.ts';

const folder = 'puzzles/aquarium';
const read = (name: string) => readFileSync(`${folder}/${name}`, 'utf8');
const bundled = (name: string) => parseAquarium(read(name), name);
const withoutComments = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
const grid = (rows: string) => parseWaterGrid(rows, 'test');
const messages = (p: Aquarium, rows: string) => checkAquarium(p, grid(rows)).map((v) => v.message);
const seedTask =
  '5_3_1_3_3_5_5_3_4_4_2_3_4_4_4_6_3_2_2_6;1,1,1,1,2,3,3,4,4,5,1,6,6,6,2,7,4,4,5,5,1,8,8,2,2,7,4,4,5,9,10,10,10,11,2,7,12,12,9,9,' +
  '13,13,10,11,11,11,12,14,14,9,15,13,10,10,16,12,12,12,12,12,15,13,10,10,16,12,17,17,17,17,15,13,10,10,16,18,18,18,18,17,19,10,' +
  '10,16,16,20,18,17,17,17,19,10,10,16,20,20,18,18,18,17';

describe('Puzzle Team task strings', () => {
  it('imports the seed task into the seed text, and back exactly', () => {
    const p = parsePuzzleTeam(seedTask, 'seed');
    expect([p.width, p.height, tankCount(p)]).toEqual([10, 10, 20]);
    expect(toAquariumText(p)).toBe(withoutComments(read('seed-10x10.txt')));
    expect(toPuzzleTeam(parseAquariumText(toAquariumText(p), 'text'))).toBe(seedTask);
  });

  it('accepts a page snippet, quotes, whitespace and / separators', () => {
    const slashes = seedTask.split(';')[0].replaceAll('_', '/') + ';' + seedTask.split(';')[1];
    const pasted = [`<script>\n  var task = '${seedTask}';\n  var size = 10;</script>`, `  "${seedTask}"  \n`, slashes, `'${slashes}';`];
    for (const text of pasted) expect(parsePuzzleTeam(text, 'paste')).toEqual(parsePuzzleTeam(seedTask, 'seed'));
  });

  it('reads missing clues as null and writes them as -', () => {
    const p = parsePuzzleTeam('1__-_1;1,2,1,1', 'gaps');
    expect([p.columns, p.rows]).toEqual([
      [1, null],
      [null, 1],
    ]);
    expect(toPuzzleTeam(p)).toBe('1_-_-_1;1,2,1,1');
    expect(parseAquariumText(toAquariumText(p), 'text')).toEqual(p);
  });

  it('renumbers any tank ids 1.. in order of first appearance', () => {
    const p = parsePuzzleTeam('1_1_1_1;9,9,4,7', 'ids');
    expect(p.tanks).toEqual([
      [0, 0],
      [1, 2],
    ]);
    expect(toPuzzleTeam(p)).toBe('1_1_1_1;1,1,2,3');
  });

  it('infers a non-square size from the counts and clues, and marks it when they cannot tell', () => {
    const wide = bundled('small-5x4.txt');
    const task = toPuzzleTeam(wide);
    expect(task).toBe('1_1_2_3_2_0_3_2_4;1,1,2,2,3,1,4,2,2,3,4,4,5,3,3,6,4,5,5,5');
    expect(parsePuzzleTeam(task, 'task')).toEqual(wide);
    // 2 wide x 3 tall with every clue 1 reads equally well as 3 x 2: the size is written out.
    const tall = parsePuzzleTeam('2x3:1_1_1_1_1;1,1,2,2,3,3', 'tall');
    expect([tall.width, tall.height]).toEqual([2, 3]);
    expect(toPuzzleTeam(tall)).toBe('2x3:1_1_1_1_1;1,1,2,2,3,3');
    expect(parsePuzzleTeam('1_1_1_1_1;1,1,2,2,3,3', 'guess').width).toBe(3);
  });

  const corpus = corpusPath('aquarium/puzzleteam.tsv');
  it.skipIf(!existsSync(corpus))('reads every corpus task, accepts its published solution, and round-trips it', () => {
    const rows = readFileSync(corpus, 'utf8').split('\n').filter(Boolean).slice(1);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const [, size, task, solution] = row.split('\t');
      const p = parsePuzzleTeam(task, size);
      const text = toAquariumText(p);
      expect(checkAquarium(p, parseWaterGrid(solution, size, p.width, p.height))).toEqual([]);
      expect(toPuzzleTeam(p)).toBe(task);
      expect(parseAquariumText(text, size)).toEqual(p);
      expect(toAquariumText(parseAquariumText(text, size))).toBe(text);
      expect([looksLikeAquarium(task), looksLikeAquarium(text)]).toEqual([true, true]);
      expect(aquariumWarnings(p)).toEqual([]);
    }
  });
});

describe('the text format', () => {
  it('round-trips every bundled puzzle exactly, rule header included', () => {
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.txt'))) {
      const p = bundled(name);
      expect(toAquariumText(p)).toBe(withoutComments(read(name)));
      expect(parsePuzzleTeam(toPuzzleTeam(p), name, p.rule)).toEqual(p);
    }
    expect(bundled('arch-connected-5x5.txt').rule).toBe('connected-level');
  });

  it('writes clues of 10 or more apart, aligned, and reads them back', () => {
    const p: Aquarium = { width: 1, height: 12, columns: [12], rows: new Array(12).fill(1), tanks: new Array(12).fill([0]), rule: 'tank-level' };
    expect(parseAquariumText(toAquariumText(p), 'one column')).toEqual(p);
    const seed = parsePuzzleTeam(seedTask, 'seed');
    const full = { ...seed, columns: [10, ...seed.columns.slice(1)], rows: [10, ...seed.rows.slice(1)] };
    expect(toAquariumText(full).split('\n').slice(0, 3)).toEqual(['   10  3  1  3  3  5  5  3  4  4', '', '10  a  a  a  a  b  c  c  d  d  e']);
    expect(parseAquariumText(toAquariumText(full), 'wide')).toEqual(full);
    expect(parseAquariumText('  1 2\n1 ab\n2 aa\n', 'spaced').columns).toEqual([1, 2]);
    expect(parseAquarium(`\uFEFF${read('small-5x4.txt').replaceAll('\n', '\r\n')}`, 'bom')).toEqual(bundled('small-5x4.txt'));
    expect(parseAquariumText('3,2\n2 ab\n2 ab\n1 ba\n', 'commas').columns).toEqual([3, 2]);
  });

  it('tells Aquarium files from other kinds', () => {
    expect(looksLikeAquarium(read('seed-10x10.txt'))).toBe(true);
    expect(looksLikeAquarium(read('arch-connected-5x5.txt'))).toBe(true);
    for (const kind of readdirSync('puzzles').filter((name) => name !== 'aquarium'))
      for (const file of readdirSync(`puzzles/${kind}`).filter((name) => name.endsWith('.txt')))
        expect(looksLikeAquarium(readFileSync(`puzzles/${kind}/${file}`, 'utf8')), file).toBe(false);
    expect(looksLikeAquarium('rules: water\ncapacity: 4\nred red blue blue\nblue blue red red\n')).toBe(false);
    expect(looksLikeAquarium('jugs: 3 5\ntarget: any 4\n')).toBe(false);
  });

  it('still recognises a malformed Aquarium, so that the error names the mistake', () => {
    const cases: [string, RegExp][] = [
      ['  12\n1 ab\n1 abc\n', /line 3: expected 2 tank letters/],
      ['  1x\n1 ab\n1 ab\n', /line 1, column 4: expected a column clue/],
      ['rule: flat\n  11\n1 ab\n1 ab\n', /expected 'rule: tank-level' or 'rule: connected-level', found 'rule: flat'/],
      ['1_1_x_1;1,1,2,2', /hint 3: expected a clue/],
    ];
    for (const [text, expected] of cases) {
      expect(looksLikeAquarium(text), text).toBe(true);
      expect(() => parseAquarium(text, 'typo'), text).toThrow(expected);
    }
  });

  it('reads and writes water grids with / or newlines', () => {
    const water = parseWaterGrid(' #./../.# \n/\n', 'g');
    expect(water).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(formatWaterGrid(water)).toBe('#.\n..\n.#');
    expect(parseWaterGrid(formatWaterGrid(water), 'g', 2, 3)).toEqual(water);
  });

  it('warns about tanks in pieces and clue totals that disagree, without refusing them', () => {
    const p = parseAquariumText('  11\n1 ab\n0 ba\n', 'pieces');
    expect(aquariumWarnings(p)).toEqual([
      'tank 1 (a) is not connected: cells (1,1) and (2,2) are in 2 separate pieces',
      'tank 2 (b) is not connected: cells (1,2) and (2,1) are in 2 separate pieces',
      'the column clues add up to 2 but the row clues to 1: no grid can meet both',
    ]);
  });
});

describe('bad input', () => {
  const cases: [string, (text: string, source: string) => unknown, string, string][] = [
    ['', parsePuzzleTeam, 'empty.txt: line 1:', 'empty input'],
    ['1_1_1', parsePuzzleTeam, 'semi.txt: task:', "';'"],
    ['1_1_1_1;1,1,1,1,1', parsePuzzleTeam, 'count.txt: task:', '4 hints and 5 tank ids'],
    ['1_x_1_1;1,1,1,1', parsePuzzleTeam, 'hint.txt: hint 2:', "found 'x'"],
    ['1_1_1_1;1,1,a,1', parsePuzzleTeam, 'id.txt: tank id 3 (cell (2,1)):', "found 'a'"],
    ['3_1_1_1;1,1,1,1', parsePuzzleTeam, 'big.txt: hint 1:', "column clue 3 is larger than the grid's height 2"],
    ['1_1_1_5;1,1,1,1', parsePuzzleTeam, 'big.txt: hint 4:', "row clue 5 is larger than the grid's width 2"],
    ['3x2:1_1_1_1;1,1,1,1', parsePuzzleTeam, 'size.txt: size:', '3x2 grid needs 5 hints and 6 tank ids'],
    ['\n# nothing\n', parseAquariumText, 'empty.txt: line 1:', 'empty input'],
    ['rule: sideways\n  11\n1 ab\n', parseAquariumText, 'rule.txt: line 1:', "expected 'rule: tank-level' or 'rule: connected-level'"],
    ['  1x\n1 ab\n', parseAquariumText, 'col.txt: line 1, column 4:', "column clue (a whole number, or - for none), found 'x'"],
    ['  11\n', parseAquariumText, 'rows.txt: line 2:', 'expected rows'],
    ['  11\nab\n', parseAquariumText, 'row.txt: line 2:', "expected '<row clue> <tank letters>'"],
    ['  11\n\nq ab\n', parseAquariumText, 'clue.txt: line 3, column 1:', "row clue (a whole number, or - for none), found 'q'"],
    ['  11\n1 ab\n1 a#\n', parseAquariumText, 'letter.txt: line 3, column 4:', "tank letter (a-z, A-Z, 0-9 or !$%&*+<=>?@^~), found '#'"],
    ['  11\n1 ab\n1 abc\n', parseAquariumText, 'width.txt: line 3:', 'expected 2 tank letters (one per column clue), found 3'],
    ['  31\n1 ab\n1 ab\n', parseAquariumText, 'big.txt: column clue 1:', "column clue 3 is larger than the grid's height 2"],
    ['  11\n\n1 ab\n3 ab\n', parseAquariumText, 'big.txt: line 4:', "row clue 3 is larger than the grid's width 2"],
    ['', parseWaterGrid, 'grid.txt: line 1:', 'empty input'],
    ['#.\n.x', parseWaterGrid, 'grid.txt: line 2, column 2:', "expected '#' (water) or '.' (air), found 'x'"],
    ['#./..#', parseWaterGrid, 'grid.txt: line 1, row 2, column 4:', 'expected a row of 2 cells, found 3'],
  ];
  it.each(cases)('%j is refused with source, position and what was expected', (text, parse, where, expected) => {
    const source = where.split(':')[0];
    let error: unknown;
    try {
      parse(text, source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message.startsWith(where)).toBe(true);
    expect((error as Error).message).toContain(expected);
    expect((error as Error).message).not.toContain('\n');
  });

  it('checks a water grid against a given size', () => {
    expect(() => parseWaterGrid('##\n##', 'g.solution', 3)).toThrow('g.solution: line 1, column 1: expected a row of 3 cells, found 2');
    expect(() => parseWaterGrid('##\n##', 'g.solution', 2, 3)).toThrow('g.solution: row 2: expected 3 rows, found 2');
  });
});

describe('structure for encodings', () => {
  it("lists each tank's rows, top to bottom", () => {
    const rows = tankRows(bundled('u-tank-6x6.txt'));
    expect(rows[3]).toEqual([
      { row: 1, cols: [1, 4] },
      { row: 2, cols: [1, 4] },
      { row: 3, cols: [1, 2, 3, 4] },
    ]);
    expect(rows.flat().reduce((cells, row) => cells + row.cols.length, 0)).toBe(36);
  });

  it('splits an arch into a pool per leg, but keeps a U in one pool (its arms meet below)', () => {
    const arch = tankSegments(bundled('arch-connected-5x5.txt')).filter((s) => s.tank === 1);
    expect(arch.map(({ row, cols }) => [row, cols])).toEqual([
      [0, [1, 2, 3]],
      [1, [1]],
      [1, [3]],
      [2, [1]],
      [2, [3]],
      [3, [1]],
      [3, [3]],
    ]);
    const u = tankSegments(bundled('u-tank-6x6.txt')).filter((s) => s.tank === 3);
    expect(u.map(({ row, cols }) => [row, cols])).toEqual([
      [1, [1, 4]],
      [2, [1, 4]],
      [3, [1, 2, 3, 4]],
    ]);
  });

  it('links each level group to the groups just under it, per rule', () => {
    const p = bundled('arch-connected-5x5.txt');
    for (const rule of ['tank-level', 'connected-level'] as AquariumRule[]) {
      const segments = levelSegments[rule](p);
      expect(segments.flatMap((s) => s.cols).length).toBe(25);
      const top = segments.find((s) => s.tank === 1 && s.row === 0)!;
      expect(top.below.map((i) => segments[i].cols)).toEqual(rule === 'tank-level' ? [[1, 3]] : [[1], [3]]);
    }
  });
});

describe('the checker', () => {
  const small = bundled('small-5x4.txt');
  it('accepts every bundled answer and names each broken rule', () => {
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.solution'))) {
      const p = bundled(name.replace('.solution', '.txt'));
      expect(checkAquarium(p, parseWaterGrid(read(name), name, p.width, p.height)), name).toEqual([]);
    }
    expect(messages(small, '...../#.##./...##/#####')).toEqual(['row 4 has 5 water cells, clue says 4', 'column 1 has 2 water cells, clue says 1']);
    expect(messages(small, '...../..##./#..##/.####')).toEqual([
      'row 2 has 2 water cells, clue says 3',
      'row 3 has 3 water cells, clue says 2',
      'tank 4 (d) has no single level: row 3 mixes water (3,1) and air (3,2) (tank-level)',
    ]);
    expect(messages(small, '...../.###./...##/.####')).toEqual([
      'column 1 has 0 water cells, clue says 1',
      'column 2 has 2 water cells, clue says 1',
      'water floats in tank 4 (d) at (2,2): (3,2) below is air (tank-level)',
    ]);
    expect(checkAquarium(small, grid('..../..../..../....')).map((v) => v.rule)).toEqual(['shape']);
  });

  it('keeps a U-shaped tank at one level, under either rule', () => {
    const u = bundled('u-tank-6x6.txt');
    const lopsided = '....../.#..../##..##/######/....##/######';
    const broken = 'tank 4 (d) has no single level: row 2 mixes water (2,2) and air (2,5)';
    expect(messages(u, lopsided)).toContain(`${broken} (tank-level)`);
    expect(messages({ ...u, rule: 'connected-level' }, lopsided)).toContain(`${broken} (connected-level)`);
  });

  it('lets the legs of an arch differ under connected-level only', () => {
    const arch = bundled('arch-connected-5x5.txt');
    const answer = read('arch-connected-5x5.solution');
    expect(messages(arch, answer)).toEqual([]);
    expect(messages({ ...arch, rule: 'tank-level' }, answer)).toEqual(['tank 2 (b) has no single level: row 3 mixes water (3,2) and air (3,4) (tank-level)']);
    // Water in the left leg's top cell with air under it floats, whatever the right leg does.
    expect(messages(arch, '...../.#.../#.#../#.##./#####')).toEqual([
      'row 4 has 3 water cells, clue says 4',
      'column 1 has 3 water cells, clue says 4',
      'column 2 has 2 water cells, clue says 3',
      'column 3 has 3 water cells, clue says 2',
      'water floats in tank 2 (b) at (2,2): (3,2) below is air (connected-level)',
    ]);
  });

  // On tiny random puzzles, the oracle must find exactly the grids the checker accepts, and the
  // structure the encodings use must allow exactly the grids whose levels the checker accepts.
  it('agrees with the oracle and the level structure on every grid of tiny random puzzles, both rules', () => {
    let state = 7;
    const random = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
    for (let trial = 0; trial < 30; trial++) {
      const [width, height] = [2 + random(3), 2 + random(2)];
      const tanks = Array.from({ length: height }, () => Array.from({ length: width }, () => random(4)));
      const water: WaterGrid = tanks.map((line) => line.map(() => random(2) === 0));
      const p: Aquarium = {
        width,
        height,
        tanks: parseAquariumText(`  ${'0'.repeat(width)}\n${tanks.map((l) => `0 ${l.map((t) => 'abcd'[t]).join('')}`).join('\n')}`, 'r').tanks,
        columns: water[0].map((_, col) => water.filter((line) => line[col]).length),
        rows: water.map((line) => line.filter(Boolean).length),
        rule: trial % 2 ? 'tank-level' : 'connected-level',
      };
      // What the encodings assert: a level group is all water or all air, and water in a group
      // fills the groups under it.
      const segments = levelSegments[p.rule](p);
      const levelsHold = (candidate: WaterGrid) => {
        const full = segments.map((s) => s.cols.every((col) => candidate[s.row][col]));
        const empty = segments.map((s) => s.cols.every((col) => !candidate[s.row][col]));
        return segments.every((s, i) => (full[i] || empty[i]) && (!full[i] || s.below.every((j) => full[j])));
      };
      const accepted: string[] = [];
      for (let bits = 0; bits < 2 ** (width * height); bits++) {
        const candidate = tanks.map((line, row) => line.map((_, col) => ((bits >> (row * width + col)) & 1) === 1));
        const levelViolations = checkAquarium({ ...p, rows: p.rows.map(() => null), columns: p.columns.map(() => null) }, candidate);
        expect(levelsHold(candidate), formatWaterGrid(candidate)).toBe(levelViolations.length === 0);
        if (checkAquarium(p, candidate).length === 0) accepted.push(formatWaterGrid(candidate));
      }
      expect(bruteForceAquarium(p, 10_000).map(formatWaterGrid).sort()).toEqual(accepted.sort());
    }
  });
});

describe('bundled puzzles against the brute-force oracle', () => {
  const expected: Record<string, number> = { 'two-solutions-4x4.txt': 2, 'unsolvable-4x4.txt': 0 };
  it.each(readdirSync(folder).filter((file) => file.endsWith('.txt')))('%s has the expected answers', (name) => {
    const p = bundled(name);
    const found = bruteForceAquarium(p, 3);
    const answer = name.replace('.txt', '.solution');
    if (existsSync(`${folder}/${answer}`)) expect(found.map(formatWaterGrid)).toEqual([read(answer).trim()]);
    else expect(found.length, `${name} needs a .solution or an entry in the expectations`).toBe(expected[name]);
  });

  it('the arch needs the physical rule: under tank-level it has no solution', () => {
    expect(bruteForceAquarium({ ...bundled('arch-connected-5x5.txt'), rule: 'tank-level' }, 1)).toEqual([]);
  });
});

describe('rendering', () => {
  const p = bundled('small-5x4.txt');
  const answer = parseWaterGrid(read('small-5x4.solution'), 'answer');
  it('draws clues, tank walls, water and air as plain text', () => {
    expect(renderAquariumText(p, answer, { colour: false })).toBe(
      [
        '   1 1 2 3 2',
        '  +---+---+-+',
        '0 |. .|. .|.|',
        '  | +-+   | |',
        '3 |#|.|# #|.|',
        '  +-+ +-+-+ |',
        '2 |. .|.|# #|',
        '  +-+ | +---+',
        '4 |.|#|# # #|',
        '  +-+-+-----+',
        '',
      ].join('\n'),
    );
    expect(renderAquariumText(p, null, { colour: false })).toContain('0 |   |   | |');
  });

  it('colours water blue and draws walls with box-drawing characters', () => {
    const picture = renderAquariumText(p, answer, { colour: true });
    expect(picture.match(/\x1b\[97;44m#/g)).toHaveLength(9);
    expect(picture).toContain('┏━━━┳');
    expect(
      picture
        .replace(/\x1b\[[\d;]*m/g, '')
        .split('\n')
        .map((line) => line.length),
    ).toEqual(
      renderAquariumText(p, answer, { colour: false })
        .split('\n')
        .map((line) => line.length),
    );
  });

  it('marks undetermined cells with ?', () => {
    const forced = answer.map((line, row) => line.map((water) => (row === 0 ? undefined : water)));
    expect(renderAquariumText(p, forced, { colour: false }).split('\n')[2]).toBe('0 |? ?|? ?|?|');
  });

  it('draws an SVG with blue water, thick tank walls and the clues', () => {
    const svg = renderAquariumSvg(p, answer);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<rect x=/g)).toHaveLength(9);
    expect(svg.match(/<text /g)).toHaveLength(9);
    const thick = svg.split('\n').find((line) => line.includes('stroke-width="3"'))!;
    const thin = svg.split('\n').find((line) => line.includes('stroke-width="1"'))!;
    // 49 cell edges in a 5x4 grid: the 18 outer ones and the 16 between tanks are thick.
    // (Counted by hand from the tank letters.)
    expect([thick.match(/<line/g)!.length, thin.match(/<line/g)!.length]).toEqual([34, 15]);
    expect(renderAquariumSvg(p, null)).not.toContain('<rect x=');
  });
});
