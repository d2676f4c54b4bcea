// The Masyu kind without Z3: formats, the independent checker, pictures, and the brute-force
// oracle against the bundled answers.
import { decodeMasyuUrl, encodeMasyuUrl } from '../src/kinds/masyu/puzzlink.ts';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { bruteForceMasyu } from '../src/kinds/masyu/brute.ts';
import { checkMasyu } from '../src/kinds/masyu/check.ts';
import { pearlCandidates, randomLoop } from '../src/kinds/masyu/generate.ts';
import { looksLikeMasyu, parseLoopGrid, parseMasyu, parseMasyuTask, parseMasyuText, toMasyuText, toPuzzleTeam } from '../src/kinds/masyu/format.ts';
import { ARMS, type LoopGrid, type Masyu } from '../src/kinds/masyu/masyu.ts';
import { renderMasyuSvg, renderMasyuText } from '../src/kinds/masyu/render.ts';
import { corpusPath } from './helpers/corpus.ts';

const folder = 'puzzles/masyu';
const read = (name: string) => readFileSync(`${folder}/${name}`, 'utf8');
const bundled = (name: string) => parseMasyu(read(name), name);
const puzzles = readdirSync(folder)
  .filter((name) => name.endsWith('.txt'))
  .sort();
const golden = (name: string) => {
  const file = name.replace(/\.txt$/, '.solution');
  return existsSync(`${folder}/${file}`) ? parseLoopGrid(read(file), file) : undefined;
};
const text = (grid: LoopGrid) => grid.map((line) => line.join('')).join('/');
const messages = (p: Masyu, rows: string) => checkMasyu(p, parseLoopGrid(rows, 'test')).map((broken) => broken.message);
const corpus = corpusPath('masyu/puzzleteam.tsv');
const corpusRows = () =>
  readFileSync(corpus, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));

describe('Puzzle Team task strings', () => {
  it('reads runs of empty cells (a = 1 ... z = 26, longer runs as several letters) and writes them back the same way', () => {
    const p = parseMasyuTask('bWzeBa', 'runs');
    expect([p.width, p.height]).toEqual([6, 6]);
    expect(
      p.pearls
        .flat()
        .map((pearl) => pearl?.[0] ?? '.')
        .join(''),
    ).toBe(`..w${'.'.repeat(31)}b.`);
    expect(toPuzzleTeam(p)).toBe('bWzeBa');
    expect(toPuzzleTeam(parseMasyuTask('ayBi', 'split'))).toBe('zBi');
  });

  it('accepts a page snippet and quotes, and a WxH: prefix for our own non-square grids', () => {
    const task = toPuzzleTeam(bundled('seed-6x6.txt'));
    for (const pasted of [`<script>\n  var task = '${task}';\n</script>`, `"${task}"`, `  '${task}';  \n`])
      expect(parseMasyu(pasted, 'paste')).toEqual(bundled('seed-6x6.txt'));
    const wide = bundled('wide-7x5.txt');
    expect(toPuzzleTeam(wide)).toMatch(/^7x5:/);
    expect(parseMasyu(toPuzzleTeam(wide), 'wide')).toEqual(wide);
  });

  it.skipIf(!existsSync(corpus))('reads every corpus task, accepts its published solution, and writes the task back exactly', () => {
    const rows = corpusRows();
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const [, , size, task, solution] of rows) {
      const p = parseMasyuTask(task, size);
      expect(`${p.width}x${p.height}`).toBe(size);
      expect(checkMasyu(p, parseLoopGrid(solution, size, p.width, p.height)), size).toEqual([]);
      expect(toPuzzleTeam(p)).toBe(task);
      for (const form of [toMasyuText(p), encodeMasyuUrl(p), task]) {
        expect(looksLikeMasyu(form), form).toBe(true);
        expect(parseMasyu(form, size)).toEqual(p);
      }
    }
  });
});

describe('puzz.link URLs and the text grid', () => {
  it('reads three cells per character in base 3, the first cell most significant, the last character padded', () => {
    // W . / . B  ->  cells 1 0 0 | 2 (0 0): '9' and 'i' (18).
    const p = decodeMasyuUrl('https://puzz.link/p?masyu/2/2/9i', 'url');
    expect(p.pearls).toEqual([
      ['white', null],
      [null, 'black'],
    ]);
    expect(encodeMasyuUrl(p)).toBe('https://puzz.link/p?mashu/2/2/9i'); // pzprjs's own name for the type
    expect(parseMasyu('pzv.jp/p.html?mashu/2/2/9i', 'pzv')).toEqual(p);
  });

  it('round-trips every bundled puzzle through every form', () => {
    for (const name of puzzles) {
      const p = bundled(name);
      for (const form of [toMasyuText(p), toPuzzleTeam(p), encodeMasyuUrl(p)]) expect(parseMasyu(form, name), `${name}: ${form}`).toEqual(p);
    }
    expect(parseMasyuText('w . b\n. . .\n', 'lower').pearls[0]).toEqual(['white', null, 'black']);
    expect(parseMasyu(`\uFEFF${read('small-5x5.txt').replaceAll('\n', '\r\n')}`, 'bom')).toEqual(bundled('small-5x5.txt'));
  });

  it('tells Masyu files from other kinds, and still recognises a malformed one so that the error names the mistake', () => {
    for (const kind of readdirSync('puzzles').filter((name) => name !== 'masyu'))
      for (const file of readdirSync(`puzzles/${kind}`).filter((name) => name.endsWith('.txt')))
        expect(looksLikeMasyu(readFileSync(`puzzles/${kind}/${file}`, 'utf8')), file).toBe(false);
    expect(looksLikeMasyu('  12\n1 ab\n1 bb\n')).toBe(false);
    expect(looksLikeMasyu('rules: water\ncapacity: 4\n')).toBe(false);
    const cases: [string, RegExp][] = [
      ['..W.\n.X..\n....\n....\n', /line 2, column 2: expected '.' \(empty\), 'W' \(white pearl\) or 'B' \(black pearl\), found 'X'/],
      ['..W.\n...\n', /line 2: expected 4 cells like the first row, found 3/],
      ['aWbBc', /task: expected a square grid's cells \(n x n\), found 8 cells/],
    ];
    for (const [input, expected] of cases) {
      expect(looksLikeMasyu(input), input).toBe(true);
      expect(() => parseMasyu(input, 'typo'), input).toThrow(expected);
    }
  });
});

describe('bad input', () => {
  const cases: [string, (text: string, source: string) => unknown, string, string][] = [
    ['', parseMasyuTask, 'empty.txt: line 1:', 'empty input'],
    ['aWbXc', parseMasyuTask, 'letter.txt: task character 4:', "found 'X'"],
    ['aWbBcd', parseMasyuTask, 'square.txt: task:', 'found 12 cells'],
    ['3x2:aWbB', parseMasyuTask, 'size.txt: size:', 'a 3x2 grid has 6 cells, but the task describes 5'],
    ['\n# nothing\n', parseMasyuText, 'empty.txt: line 1:', 'empty input'],
    ['', parseLoopGrid, 'loop.solution: line 1:', 'empty input'],
    ['F7\nLx', parseLoopGrid, 'loop.solution: line 2, column 2:', "expected a loop piece (- | L J 7 F) or '.' (not on the loop), found 'x'"],
    ['F7/L-J', parseLoopGrid, 'loop.solution: line 1, row 2, column 4:', 'expected a row of 2 cells, found 3'],
  ];
  it.each(cases)('%j is refused with source, position and what was expected', (input, parse, where, expected) => {
    const source = where.split(':')[0];
    let error: unknown;
    try {
      parse(input, source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message.startsWith(where), (error as Error).message).toBe(true);
    expect((error as Error).message).toContain(expected);
    expect((error as Error).message).not.toContain('\n');
  });

  it('checks a solution grid against a given size', () => {
    expect(() => parseLoopGrid('F7\nLJ', 'g.solution', 3)).toThrow('g.solution: line 1, column 1: expected a row of 3 cells, found 2');
    expect(() => parseLoopGrid('F7\nLJ', 'g.solution', 2, 3)).toThrow('g.solution: row 2: expected 3 rows, found 2');
  });
});

describe('the checker', () => {
  const empty = (width: number, height: number) => parseMasyuText(Array.from({ length: height }, () => '.'.repeat(width)).join('\n'), 'empty');
  const ring4 = 'F--7/|..|/|..|/L--J';

  it('accepts every golden solution and every published one', () => {
    for (const name of puzzles) {
      const grid = golden(name);
      if (grid) expect(checkMasyu(bundled(name), grid), name).toEqual([]);
    }
  });

  it('names each rule a grid breaks, in words', () => {
    const pearl = (rows: string) => parseMasyuText(rows, 'pearls');
    expect(messages(pearl('....\n.B..\n....\n....'), ring4)).toEqual(['the loop misses the black pearl at (2,2)']);
    expect(messages(pearl('W...\n....\n....\n....'), ring4)).toEqual(['the loop turns on the white pearl at (1,1)']);
    expect(messages(pearl('..W..\n.....\n.....'), 'F---7/|...|/L---J')).toEqual([
      'the loop goes straight through the white pearl at (1,3) and through both cells beside it, (1,2) and (1,4); it must turn in one of them',
    ]);
    expect(messages(pearl('.B..\n....\n....\n....'), ring4)).toEqual(['the loop goes straight through the black pearl at (1,2); it must turn there']);
    expect(messages(pearl('B...\n....\n....\n....'), 'F7../LJ../..../....')).toEqual([
      'after the black pearl at (1,1) the loop turns at once in (1,2); it must go straight on (horizontal) through that cell',
      'after the black pearl at (1,1) the loop turns at once in (2,1); it must go straight on (vertical) through that cell',
    ]);
    expect(messages(empty(4, 4), 'F7F7/LJLJ/..../....')).toEqual(['the line forms 2 separate loops (4 cells from (1,1); 4 cells from (1,3)), not one']);
    expect(messages(empty(3, 3), '.../.../...')).toEqual(['there is no loop: no cell is on it']);
    expect(messages(empty(3, 3), '-7./.|./.LJ')).toEqual([
      "the line at (1,1) ('-') runs off the grid",
      "the line from (3,3) ('J') stops at (2,3) ('.'), which has no line back",
    ]);
    expect(messages(empty(3, 3), 'F7./|L./L-J')).toEqual([
      "the line from (2,2) ('L') stops at (2,3) ('.'), which has no line back",
      "the line from (3,3) ('J') stops at (2,3) ('.'), which has no line back",
    ]);
    expect(messages(empty(3, 3), 'F7/LJ')).toEqual(['the grid should be 3 wide and 3 tall, found 2 rows']);
  });
});

describe('pictures', () => {
  /** Reads the loop back from a plain picture: a cell's lines are the '-' after it and the '|' under it. */
  function readBack(picture: string, p: Masyu): string[] {
    const lines = picture.split('\n');
    return Array.from({ length: p.height }, (_, row) =>
      Array.from({ length: p.width }, (_, col) => {
        const east = lines[2 * row][2 * col + 1] === '-';
        const west = col > 0 && lines[2 * row][2 * col - 1] === '-';
        const south = lines[2 * row + 1]?.[2 * col] === '|';
        const north = row > 0 && lines[2 * row - 1][2 * col] === '|';
        return Object.entries(ARMS).find(
          ([, arms]) =>
            arms.length === [north, east, south, west].filter(Boolean).length && arms.every((arm) => ({ N: north, E: east, S: south, W: west })[arm]),
        )![0];
      }).join(''),
    );
  }

  it('draws the loop so that it can be read back, with the pearls where they are', () => {
    for (const name of puzzles) {
      const p = bundled(name);
      const grid = golden(name);
      if (!grid) continue;
      const picture = renderMasyuText(p, grid, { colour: false });
      expect(readBack(picture, p).join('/'), name).toBe(text(grid));
      const pearls = picture
        .split('\n')
        .filter((_, i) => i % 2 === 0)
        .map((line) => [...line].filter((_, i) => i % 2 === 0).join(''));
      expect(pearls.map((line) => line.replace(/[^WB]/g, '.')).join('\n') + '\n', name).toBe(toMasyuText(p));
    }
  });

  it('draws the bare puzzle, undecided cells as ?, and colour with box drawing', () => {
    const p = bundled('small-5x5.txt');
    const rows = toMasyuText(p)
      .trimEnd()
      .split('\n')
      .map((line) => [...line].join(' '));
    expect(renderMasyuText(p, null, { colour: false })).toBe(`${rows.join('\n\n')}\n`);
    const partial = golden('small-5x5.txt')!.map((line, row) => line.map((piece, col) => (row === 2 && col < 2 ? undefined : piece)));
    expect(renderMasyuText(p, partial, { colour: false }).match(/\?/g)?.length).toBe(2 - p.pearls[2].slice(0, 2).filter(Boolean).length);
    const coloured = renderMasyuText(p, golden('small-5x5.txt')!, { colour: true });
    expect(coloured).toContain('\x1b[');
    expect(coloured).toMatch(/●/);
    expect(coloured.replace(/\x1b\[[\d;]*m/g, '')).toMatch(/[┌┐└┘]/);
  });

  it('draws an SVG with a circle per pearl and a segment per line of the loop', () => {
    for (const name of ['small-5x5.txt', 'wide-7x5.txt']) {
      const p = bundled(name);
      const grid = golden(name)!;
      const svg = renderMasyuSvg(p, grid);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.match(/<circle /g)).toHaveLength(p.pearls.flat().filter(Boolean).length);
      const loopGroup = svg.split('\n').find((line) => line.includes('stroke="#2f6fbf"'))!;
      expect(loopGroup.match(/<line /g)).toHaveLength(grid.flat().filter((piece) => piece !== '.').length);
      expect(svg).toContain(`<title>Masyu ${p.width}x${p.height}, solved</title>`);
    }
    expect(renderMasyuSvg(bundled('small-5x5.txt'), null)).toContain('<title>Masyu 5x5</title>');
  });
});

describe('the brute-force oracle', () => {
  it('finds the golden solution of every small bundled puzzle, and only it; two and none where so', () => {
    for (const name of puzzles) {
      const p = bundled(name);
      if (p.width * p.height > 36) continue;
      const found = bruteForceMasyu(p, 3).map(text);
      const grid = golden(name);
      if (grid) expect(found, name).toEqual([text(grid)]);
    }
    expect(bruteForceMasyu(bundled('two-solutions-5x5.txt'), 3)).toHaveLength(2);
    expect(bruteForceMasyu(bundled('unsolvable-4x4.txt'), 3)).toHaveLength(0);
  });

  it('counts the loops of an empty grid: 1 in 2x2, 3 in 2x3, 13 in 3x3, and each one passes the checker', () => {
    for (const [width, height, loops] of [
      [2, 2, 1],
      [3, 2, 3],
      [3, 3, 13],
    ] as const) {
      const p = parseMasyuText(Array.from({ length: height }, () => '.'.repeat(width)).join('\n'), 'empty');
      const found = bruteForceMasyu(p, 100);
      expect(found, `${width}x${height}`).toHaveLength(loops);
      for (const grid of found) expect(checkMasyu(p, grid)).toEqual([]);
    }
  });
});

describe('structure and random loops', () => {
  it('draws random loops that are one simple loop, with pearls they keep', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const size = 3 + (seed % 8);
      const { loop, candidates } = randomLoop({ width: size, height: size + 1, seed });
      const p: Masyu = { width: size, height: size + 1, pearls: loop.map((line) => line.map(() => null)) };
      for (const { row, col, pearl } of candidates) p.pearls[row][col] = pearl;
      expect(checkMasyu(p, loop), `seed ${seed}`).toEqual([]);
      expect(pearlCandidates(p, loop)).toEqual(candidates);
    }
    expect(randomLoop({ width: 6, height: 6, seed: 3 })).toEqual(randomLoop({ width: 6, height: 6, seed: 3 }));
  });
});
