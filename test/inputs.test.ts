// Every form in which people paste a puzzle (issue 29): whatever `convert` writes reads back from
// the command line, as an argument and as a file; pzprjs's URL variants (editor links, stray
// endings, the original PUZ-PRE host), pzprv3 file text and penpa-edit URLs, each with a real
// example and its source; and refusals that name the genre, or the place a task goes wrong.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { kinds } from '../src/catalogue/index.ts';
import { detectReply } from '../src/serve/api.ts';
import { capture } from './helpers/capture.ts';
import { sampleSize, sampled } from './helpers/tier.ts';

const dir = mkdtempSync(join(tmpdir(), 'puzzlebench-inputs-'));
let files = 0;
const asFile = (text: string) => {
  const path = join(dir, `puzzle-${files++}.txt`);
  writeFileSync(path, text);
  return path;
};
async function run(...argv: string[]) {
  const io = capture();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}
/** The puzzle in one fixed format, to tell that two inputs are the same puzzle. */
const canonical = async (input: string, kind: string, format: string) => (await run('convert', input, '--kind', kind, '--to', format)).out;
const fixture = (name: string) => readFileSync(`test/fixtures/penpa/${name}`, 'utf8').trim();

describe('whatever convert writes, the command line reads back', () => {
  it('every kind, every bundled puzzle, every format: as an argument and as a file, the same puzzle', async () => {
    let checked = 0;
    for (const kind of kinds.all()) {
      const reference = kind.formats.includes('text') ? 'text' : kind.formats[0];
      // Every third puzzle of each kind (the first among them) in npm test, all in test:slow.
      const names = readdirSync(`puzzles/${kind.id}`).filter((file) => file.endsWith('.txt'));
      for (const name of sampled(names, (_, index) => index % 3 === 0)) {
        const original = `puzzles/${kind.id}/${name}`;
        const expected = await canonical(original, kind.id, reference);
        for (const format of kind.formats) {
          const written = await run('convert', original, '--to', format);
          // Some formats cannot carry some puzzles (a tank-level rule in a task string): refused, never written wrong.
          if (written.code !== 0) {
            expect(written.code, written.err).toBe(2);
            continue;
          }
          for (const input of [written.out.trim(), asFile(written.out)]) {
            const back = await run('convert', input, '--to', reference);
            expect(back.err, `${original} as ${format}`).toBe('');
            expect(back.out, `${original} as ${format}, read back from ${input === written.out.trim() ? 'the argument' : 'a file'}`).toBe(expected);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(sampleSize(40, 100));
  }, 120_000);

  it('reads a non-square Masyu task with its size on the command line, with or without --kind (puzzles/masyu/wide-7x5.txt)', async () => {
    const file = await run('solve', 'puzzles/masyu/wide-7x5.txt', '--json');
    for (const argv of [['7x5:eWdBbWgBeWcBc'], ['7x5:eWdBbWgBeWcBc', '--kind', 'masyu']]) {
      const solved = await run('solve', ...argv, '--json');
      expect(solved.code, solved.err).toBe(0);
      expect(JSON.parse(solved.out).answer).toEqual(JSON.parse(file.out).answer);
    }
  }, 60_000);
});

describe('pzprjs URLs as they appear in the wild', () => {
  // pzprjs's own Masyu example (test/script/mashu.js in robx/pzprjs: url "6/6/1063000i3000").
  const body = 'mashu/6/6/1063000i3000';
  const rows = async (url: string) => {
    const solved = await run('solve', url, '--json', '--unique');
    expect(solved.code, `${url}: ${solved.err}`).toBe(0);
    return JSON.parse(solved.out).answer;
  };

  it('reads editor and player links, query parameters, stray endings and the original PUZ-PRE host as the plain URL', async () => {
    const plain = await rows(`https://puzz.link/p?${body}`);
    // pzprjs writes `<type>_edit` / `_play` and `type=editor&` for its editor and player links (src/pzpr/parser.js, outputURLType).
    for (const url of [
      `https://puzz.link/p?mashu_edit/6/6/1063000i3000`,
      `https://pzv.jp/p.html?mashu_play/6/6/1063000i3000`,
      `https://puzz.link/p?type=editor&${body}`,
      `https://puzz.link/p?${body}/`,
      `https://puzz.link/p?${body}?`,
      `https://puzz.link/p?${body}&`,
      // The PUZ-PRE v3 host, as in robx/pzprjs test/pzpr/parser_test.js.
      `http://indi.s58.xrea.com/pzpr/v3/p.html?${body}`,
    ])
      expect(await rows(url)).toEqual(plain);
  }, 60_000);

  it('reads a Masyu from a public page with a trailing slash (Jonas Gleim, http://pzv.jp/p.html?mashu/12/5/0000479c9220410c0000)', async () => {
    expect(await rows('http://pzv.jp/p.html?mashu/12/5/0000479c9220410c0000/')).toEqual(await rows('http://pzv.jp/p.html?mashu/12/5/0000479c9220410c0000'));
  }, 60_000);

  it('names the genre of a URL no kind reads, with the types that are read', async () => {
    // robx/pzprjs test/pzpr/parser_test.js, "Check bonsan".
    const refused = await run('solve', 'http://indi.s58.xrea.com/pzpr/v3/p.html?bonsan/5/5/000000003h2i0j1g1n0g');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^puzzlebench: <argument>: URL type: puzz.link puzzle type 'bonsan' is not supported; supported types: .*mashu \(masyu\)/);
    expect(refused.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('pzprv3 file text (what pzprjs saves)', () => {
  // Each the answer entry of robx/pzprjs test/script/<genre>.js, beside that script's URL of the same puzzle.
  const files: [string, string, string][] = [
    [
      'masyu',
      'pzprv3/mashu/6/6/. . 1 . . . /. 2 . . 1 . /. . . . . . /. . . 2 . . /. 1 . . . . /. . . . . . /1 1 1 0 1 /0 1 1 -1 0 /0 0 1 1 0 /0 1 -1 1 1 /1 1 0 0 0 /0 0 1 0 0 /1 0 0 1 1 1 /1 1 0 0 1 1 /1 1 1 -1 0 1 /1 -1 0 1 0 0 /0 0 1 1 0 0 /',
      'https://puzz.link/p?mashu/6/6/1063000i3000',
    ],
    [
      'aquarium',
      'pzprv3/aquarium/4/4/0 1 0 /1 1 1 /1 1 1 /0 0 1 /1 0 0 1 /0 0 1 0 /0 1 0 0 /. . . . 3 /2 . . # # /1 . . # . /3 # . # # /. # # # # /',
      'https://puzz.link/p?aquarium/4/4/bu8i90/i3213g',
    ],
    [
      'starbattle',
      'pzprv3/starbattle/6/6/1/6/0 0 0 1 1 1 /0 1 1 1 2 2 /0 3 3 4 4 2 /5 5 3 3 4 2 /5 4 4 4 4 2 /5 2 2 2 2 2 /+ # + + + + /+ + + # + + /+ + + + + # /. + # + + + /. + + + # + /# + + + + + /',
      'https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou',
    ],
    ['lits', 'pzprv3/lits/4/4/3/0 0 1 1 /0 0 1 2 /0 1 1 2 /2 2 2 2 /# + # # /# # # + /# + # + /# # # # /', 'https://puzz.link/p?lits/4/4/9q02jg'],
  ];

  it.each(files)(
    'reads a %s file, one line or saved with line breaks, as the puzzle of its URL',
    async (kind, file, url) => {
      for (const input of [file, asFile(file), asFile(file.split('/').join('\n'))]) {
        const written = await run('convert', input, '--to', 'puzzlink');
        expect(written.err).toBe('');
        expect(written.out.trim()).toBe(url);
      }
      const solved = await run('solve', file, '--unique');
      expect(solved.code, solved.err).toBe(0);
      expect(solved.out).toMatch(/unique: yes/);
      expect(JSON.parse((await run('solve', file, '--json')).out).kind).toBe(kind);
    },
    60_000,
  );

  it('reads a file carried in a URL, and refuses a genre no kind reads, naming it', async () => {
    const carried = await run('convert', `https://puzz.link/p?type=editor&${encodeURIComponent(files[0][1]).replace(/%2F/g, '/')}`, '--to', 'puzzlink');
    expect(carried.out.trim()).toBe(files[0][2]);
    // robx/pzprjs test/pzpr/parser_test.js, "parses files".
    const tapa = await run('solve', 'pzprv3/tapa/3/3/. . . /. 3 . /. . . /');
    expect(tapa.code).toBe(2);
    expect(tapa.err).toMatch(
      /^puzzlebench: <argument>: pzprv3 line 2: pzprv3 file of puzzle type 'tapa', which is not supported; supported types: .*starbattle \(starbattle\)/,
    );
    // A genre read from its puzz.link URL only: the file is refused with what to paste instead.
    const nurikabe = await run('solve', 'pzprv3/nurikabe/3/3/# # . /1 # 3 /# # . /');
    expect(nurikabe.code).toBe(2);
    expect(nurikabe.err.trim()).toBe(
      'puzzlebench: <argument>: pzprv3 line 1: nurikabe does not read pzprv3 files: it reads puzz.link URLs (in pzprjs, File > Export URL gives one)',
    );
  });

  it('names the line of a malformed file and what was expected', async () => {
    const bad = await run('solve', files[0][1].replace('/. 2 . . 1 . /', '/. 2 . x 1 . /'));
    expect(bad.code).toBe(2);
    expect(bad.err.trim()).toBe("puzzlebench: <argument>: pzprv3 part 6: expected a cell: . (empty), 1 (white pearl) or 2 (black pearl), found 'x'");
    const short = await run('solve', asFile('pzprv3\nmashu\n6\n6\n. . 1 . .\n'));
    expect(short.code).toBe(2);
    expect(short.err).toMatch(/pzprv3 line 5: expected 6 items of pearls \(is the size 6x6 right\?\), found 5/);
  });
});

describe('penpa-edit URLs', () => {
  // The examples noqx (T0nyX1ang/noqx, solver/<genre>.py at 0f59813) gives for its solvers, as
  // `m=edit&p=...`; its tests say each has one solution. As full URLs and bare, as noqx has them.
  it('reads a Masyu and a Star Battle, and proves each unique', async () => {
    for (const [name, kind] of [
      ['noqx-masyu.txt', 'masyu'],
      ['noqx-starbattle.txt', 'starbattle'],
    ]) {
      for (const input of [fixture(name), `https://swaroopg92.github.io/penpa-edit/#${fixture(name)}`]) {
        const solved = await run('solve', input, '--unique', '--json');
        expect(solved.code, solved.err).toBe(0);
        expect(JSON.parse(solved.out)).toMatchObject({ kind, status: 'solved', message: expect.stringMatching(/unique: yes \(proved\)/) });
      }
    }
  }, 120_000);

  it('reads regions alone as the kind named, and says why it cannot tell without one', async () => {
    const unnamed = await run('solve', fixture('noqx-lits.txt'));
    expect(unnamed.code).toBe(2);
    expect(unnamed.err.trim()).toBe(
      'puzzlebench: <argument>: penpa genre: cannot tell which genre this penpa-edit puzzle is: no genre tag, title or rules name one, and regions alone may be LITS, a Star Battle and more; --kind aquarium, masyu, starbattle or lits reads it as one',
    );
    const named = await run('solve', fixture('noqx-lits.txt'), '--kind', 'lits', '--unique');
    expect(named.code, named.err).toBe(0);
    expect(named.out).toMatch(/unique: yes/);
  }, 120_000);

  it("refuses noqx's Aquarium, whose walls inside tanks follow neither water rule read here", async () => {
    const refused = await run('solve', fixture('noqx-aquarium.txt'));
    expect(refused.code).toBe(2);
    expect(refused.err.trim()).toBe(
      'puzzlebench: <argument>: penpa edges: expected walls only between tanks, found 8 inside tanks (the first right of cell (3,1)): water held apart by such walls follows neither rule read here (tank-level, connected-level)',
    );
  });

  it('names the genre of a penpa puzzle no kind reads, and why', async () => {
    const sudoku = await run('solve', `https://swaroopg92.github.io/penpa-edit/#${fixture('noqx-sudoku.txt')}`);
    expect(sudoku.code).toBe(2);
    // Sudoku is a kind now, read from its task, text and puzz.link forms: its penpa drawing is refused with what it does read.
    expect(sudoku.err.trim()).toBe('puzzlebench: <argument>: penpa URL: sudoku does not read penpa-edit URLs: it reads puzz.link URLs');
    const nurikabe = await run('solve', fixture('noqx-nurikabe.txt'));
    expect(nurikabe.code).toBe(2);
    expect(nurikabe.err).toMatch(/cannot tell which genre this penpa-edit puzzle is: .*the drawing \(\d+ numbers in the grid\) fits no kind read here/);
    const cut = await run('solve', fixture('noqx-masyu.txt').slice(0, 80));
    expect(cut.code).toBe(2);
    expect(cut.err).toMatch(/penpa 'p=': expected penpa-edit's data \(zlib-compressed, in base64\)/);
  });
});

describe('a task with a slip in it is read as the kind it resembles', () => {
  it.each([
    ['1,1,2,x,3', /task: expected n x n region ids .* \(read as a starbattle task/],
    ['eWdB?bW', /task character 5: expected W \(white pearl\), B \(black pearl\) or a letter a-z .*found '\?'/],
    ['7x5:eWdBbWgBeWcB', /^puzzlebench: <argument>: size: a 7x5 grid has 35 cells, but the task describes 32\n$/],
  ])('%s', async (task, message) => {
    const refused = await run('solve', task);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(message);
    expect(refused.err).not.toMatch(/no such file/);
  });

  it('still calls a missing file name a missing file', async () => {
    const missing = await run('solve', 'puzzles/masyu/no-such-puzzle.txt');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/path: no such file/);
  });
});

describe('the page reads the same forms (POST /api/detect goes through detectReply)', () => {
  it.each([
    ['7x5:eWdBbWgBeWcBc', 'masyu'],
    ['https://puzz.link/p?mashu_edit/6/6/1063000i3000/', 'masyu'],
    ['pzprv3\nstarbattle\n6\n6\n1\n6\n0 0 0 1 1 1\n0 1 1 1 2 2\n0 3 3 4 4 2\n5 5 3 3 4 2\n5 4 4 4 4 2\n5 2 2 2 2 2\n', 'starbattle'],
    [`https://swaroopg92.github.io/penpa-edit/#${fixture('noqx-masyu.txt')}`, 'masyu'],
  ])('%#: %s', (text, kind) => {
    expect(detectReply({ text })).toMatchObject({ status: 200, json: { kind } });
  });

  it('refuses an unread genre with the same message', () => {
    expect(() => detectReply({ text: fixture('noqx-sudoku.txt') })).toThrow(
      /<pasted>: penpa URL: sudoku does not read penpa-edit URLs: it reads puzz.link URLs/,
    );
  });
});
