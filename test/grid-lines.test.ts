// Serve's play mode by drawing lines (GridSpec.play.lines), without the server: Masyu's loop
// through the cells' centres, Slitherlink's along the edges, Bridges from island to island. Each
// bundled solution drawn as lines is read back into the kind's answer and passes Check; a line
// taken away leaves it open or broken, a branch is named, and segments that cannot be drawn are
// refused in words. Hint reads lines as it reads marks.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import type { GridSpec, Segment } from '../src/kind/grid.ts';
import { checkMarks, hintMarks } from '../src/kind/grid-play.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { ARMS, type Piece } from '../src/kinds/masyu/masyu.ts';
import type { Hashi } from '../src/kinds/hashi/format.ts';
import { detectReply } from '../src/serve/api.ts';
import { resultSchema } from '../src/kind/contract.ts';

const masyu = catalogue.masyu.made.spec;
const slitherlink = catalogue.slitherlink.made.spec;
const hashi = catalogue.hashi.made.spec;
const file = (path: string) => ({ source: path, text: readFileSync(path, 'utf8') });
const solved = (kind: string) =>
  readdirSync(`puzzles/${kind}`)
    .filter((name) => name.endsWith('.solution'))
    .map((name) => `puzzles/${kind}/${name.replace('.solution', '.txt')}`);
const at = (row: number, col: number) => ({ row, col });

/** The loop of a Masyu answer, cell centre to cell centre. */
const masyuLines = (grid: Piece[][]): Segment[] =>
  grid.flatMap((line, row) =>
    line.flatMap((piece, col) => [
      ...(ARMS[piece].includes('E') ? [{ from: at(row, col), to: at(row, col + 1), count: 1 }] : []),
      ...(ARMS[piece].includes('S') ? [{ from: at(row, col), to: at(row + 1, col), count: 1 }] : []),
    ]),
  );

/** The loop of a Slitherlink answer (its inside), corner to corner where an inside and an outside cell meet. */
function slitherLines(inside: boolean[][]): Segment[] {
  const cell = (row: number, col: number) => inside[row]?.[col] ?? false;
  const segments: Segment[] = [];
  for (let row = 0; row <= inside.length; row++)
    for (let col = 0; col <= inside[0].length; col++) {
      if (col < inside[0].length && cell(row - 1, col) !== cell(row, col)) segments.push({ from: at(row, col), to: at(row, col + 1), count: 1 });
      if (row < inside.length && cell(row, col - 1) !== cell(row, col)) segments.push({ from: at(row, col), to: at(row + 1, col), count: 1 });
    }
  return segments;
}

/** The bridges of a Bridges answer: an island's digit is 3 x bridges east + bridges south. */
function bridges(p: Hashi, grid: string[][]): Segment[] {
  const island = (row: number, col: number) => p.islands[row]?.[col] != null;
  return grid.flatMap((line, row) =>
    line.flatMap((symbol, col) => {
      if (!island(row, col)) return [];
      const [east, south] = [Math.floor(Number(symbol) / 3), Number(symbol) % 3];
      // The next island east and south: the answer's bridges reach one, so these stop.
      let [r, c] = [row + 1, col + 1];
      while (east > 0 && !island(row, c)) c++;
      while (south > 0 && !island(r, col)) r++;
      return [
        ...(east > 0 ? [{ from: at(row, col), to: at(row, c), count: east }] : []),
        ...(south > 0 ? [{ from: at(row, col), to: at(r, col), count: south }] : []),
      ];
    }),
  );
}

const shikaku = catalogue.shikaku.made.spec;
const galaxies = catalogue.galaxies.made.spec;

/** The cuts of a cutting answer (each cell its piece's number), corner to corner between pieces. */
function cuts(pieces: number[][]): Segment[] {
  const segments: Segment[] = [];
  pieces.forEach((line, row) =>
    line.forEach((piece, col) => {
      if (col + 1 < line.length && piece !== line[col + 1]) segments.push({ from: at(row, col + 1), to: at(row + 1, col + 1), count: 1 });
      if (row + 1 < pieces.length && piece !== pieces[row + 1][col]) segments.push({ from: at(row + 1, col), to: at(row + 1, col + 1), count: 1 });
    }),
  );
  return segments;
}

const check = (spec: typeof masyu | typeof slitherlink | typeof hashi | typeof shikaku | typeof galaxies, path: string, lines: Segment[]) =>
  resultSchema.parse(JSON.parse(JSON.stringify(checkMarks(spec as typeof masyu, file(path), { lines }))));

describe('lines drawn read back into the answer', () => {
  it.each(solved('masyu'))('Masyu %s: the loop drawn is solved; a segment taken away leaves open ends', (path) => {
    const puzzle = masyu.parse(file(path));
    const lines = masyuLines(masyu.parseSolution(readFileSync(path.replace('.txt', '.solution'), 'utf8'), path, puzzle));
    expect(check(masyu, path, lines)).toMatchObject({ status: 'solved', message: 'solved: every cell is decided by the lines and no rule is broken' });
    expect(check(masyu, path, lines.slice(1))).toMatchObject({
      status: 'unknown',
      reason: 'incomplete',
      message: 'no rule broken so far; 2 cells not decided by the lines yet',
    });
  });

  it.each(solved('slitherlink'))('Slitherlink %s: the loop drawn is solved; a segment taken away leaves it undecided', (path) => {
    const puzzle = slitherlink.parse(file(path));
    const lines = slitherLines(slitherlink.parseSolution(readFileSync(path.replace('.txt', '.solution'), 'utf8'), path, puzzle));
    expect(check(slitherlink, path, lines)).toMatchObject({ status: 'solved' });
    expect(check(slitherlink, path, lines.slice(1))).toMatchObject({ status: 'unknown', reason: 'incomplete' });
  });

  it.each(solved('hashi'))('Bridges %s: the bridges drawn are solved; one taken away breaks an island number', (path) => {
    const puzzle = hashi.parse(file(path));
    const lines = bridges(puzzle, hashi.parseSolution(readFileSync(path.replace('.txt', '.solution'), 'utf8'), path, puzzle));
    expect(check(hashi, path, lines)).toMatchObject({ status: 'solved' });
    const broken = check(hashi, path, lines.slice(1));
    expect(broken).toMatchObject({ status: 'invalid', reason: 'rejected' });
    expect(broken.status === 'invalid' && broken.answer?.type === 'marks' && broken.answer.problems.map((problem) => problem.rule)).toContain('island numbers');
  });

  /** A cutting kind's bundled solutions drawn as cuts: solved; any one cut missing leaves two clues in a piece. */
  function cutsReadBack<P>(spec: GridSpec<P, number>, path: string) {
    const puzzle = spec.parse(file(path));
    const lines = cuts(spec.parseSolution(readFileSync(path.replace('.txt', '.solution'), 'utf8'), path, puzzle));
    const checked = (drawn: Segment[]) => resultSchema.parse(JSON.parse(JSON.stringify(checkMarks(spec, file(path), { lines: drawn }))));
    expect(checked(lines)).toMatchObject({ status: 'solved' });
    for (const missing of lines.keys()) expect(checked(lines.filter((_, i) => i !== missing)).status, `without cut ${missing + 1}`).not.toBe('solved');
    // Nothing drawn: one piece with every clue, nothing decided, nothing broken.
    expect(checked([])).toMatchObject({ status: 'unknown', reason: 'incomplete' });
  }

  it.each(solved('shikaku'))('Shikaku %s: the cuts drawn are solved; without one, two numbers share a piece', (path) => cutsReadBack(shikaku, path));
  it.each(solved('galaxies'))('Galaxies %s: the cuts drawn are solved; without one, two dots share a piece', (path) => cutsReadBack(galaxies, path));

  it('names a cut through a Galaxies dot that lies between cells', () => {
    const path = 'puzzles/galaxies/janko-7x7.txt';
    const puzzle = galaxies.parse(file(path));
    const between = puzzle.dots.find(({ y, x }) => y % 2 === 1 && x % 2 === 0);
    expect(between).toBeDefined();
    const { y, x } = between!;
    // The dot lies on the side between cells (y-1)/2 and (y+1)/2 of column x/2: cut along that side.
    const result = check(galaxies, path, [{ from: at((y + 1) / 2, x / 2), to: at((y + 1) / 2, x / 2 + 1), count: 1 }]);
    expect(result).toMatchObject({ status: 'invalid' });
    expect(result.status === 'invalid' && result.answer?.type === 'marks' && result.answer.problems[0]).toMatchObject({ rule: 'cut' });
  });

  it('names a loop that branches, and a clue with too many sides drawn, with their cells', () => {
    const path = 'puzzles/masyu/small-5x5.txt';
    const branch = check(masyu, path, [
      { from: at(1, 1), to: at(1, 2), count: 1 },
      { from: at(1, 2), to: at(1, 3), count: 1 },
      { from: at(0, 2), to: at(1, 2), count: 1 },
    ]);
    expect(branch).toMatchObject({ status: 'invalid', message: '1 rule broken: the loop branches at (2,3)' });
    // easy-5x5's (1,1) holds a 1 clue? Any clue cell with all four sides drawn breaks it unless the clue is 4.
    const text = readFileSync('puzzles/slitherlink/easy-5x5.txt', 'utf8');
    const puzzle = slitherlink.parse({ source: 'x', text });
    const clued = puzzle.clues.flat().findIndex((clue) => clue !== null && clue < 3);
    const [row, col] = [Math.floor(clued / puzzle.width), clued % puzzle.width];
    const three = check(slitherlink, 'puzzles/slitherlink/easy-5x5.txt', [
      { from: at(row, col), to: at(row, col + 1), count: 1 },
      { from: at(row, col), to: at(row + 1, col), count: 1 },
      { from: at(row, col + 1), to: at(row + 1, col + 1), count: 1 },
    ]);
    expect(three).toMatchObject({ status: 'invalid' });
    expect(three.status === 'invalid' && three.answer?.type === 'marks' && three.answer.problems[0]).toMatchObject({
      rule: 'clue',
      cells: [{ row: row + 1, col: col + 1 }],
    });
  });

  it('refuses segments that cannot be drawn, naming them', () => {
    const path = 'puzzles/masyu/small-5x5.txt';
    expect(() => check(masyu, path, [{ from: at(0, 0), to: at(1, 1), count: 1 }])).toThrow(
      /^<lines>: segment 1: no line runs from \(1,1\) to \(2,2\): expected neighbours/,
    );
    expect(() => check(masyu, path, [{ from: at(0, 0), to: at(0, 1), count: 2 }])).toThrow(/expected a count from 1 to 1/);
    expect(() => check(masyu, path, [{ from: at(0, 0), to: at(0, 9), count: 1 }])).toThrow(InputError);
    expect(() => check(slitherlink, 'puzzles/slitherlink/easy-5x5.txt', [{ from: at(5, 4), to: at(5, 5), count: 1 }])).not.toThrow();
    const p = hashi.parse(file('puzzles/hashi/janko-5x5.txt'));
    const sea = p.islands.flat().findIndex((island) => island === null);
    const seaAt = at(Math.floor(sea / p.width), sea % p.width);
    expect(() => check(hashi, 'puzzles/hashi/janko-5x5.txt', [{ from: seaAt, to: { ...seaAt, col: seaAt.col + 1 }, count: 1 }])).toThrow(
      /expected two ends in line with none between/,
    );
    expect(() =>
      check(masyu, path, [
        { from: at(0, 0), to: at(0, 1), count: 1 },
        { from: at(0, 1), to: at(0, 0), count: 1 },
      ]),
    ).toThrow(/given twice/);
  });

  it('tells the page where lines run, in detect', () => {
    const reply = detectReply({ puzzle: 'puzzles/hashi/janko-5x5.txt' }) as { json: { play: { lines: { through: string; most: number; ends: unknown[] } } } };
    expect(reply.json.play.lines).toMatchObject({ through: 'centres', most: 2 });
    expect(reply.json.play.lines.ends.length).toBe(
      hashi
        .parse(file('puzzles/hashi/janko-5x5.txt'))
        .islands.flat()
        .filter((n) => n !== null).length,
    );
    expect((detectReply({ puzzle: 'puzzles/slitherlink/easy-5x5.txt' }) as { json: { play: { lines: unknown } } }).json.play.lines).toEqual({
      through: 'corners',
      most: 1,
    });
    expect((detectReply({ puzzle: 'puzzles/aquarium/small-5x4.txt' }) as { json: { play: { lines?: unknown } } }).json.play.lines).toBeUndefined();
  });

  it('hints from lines drawn as from marks: what the lines break is said first', async () => {
    const path = 'puzzles/slitherlink/easy-5x5.txt';
    const branch = [at(1, 1), at(0, 2), at(2, 2), at(1, 3)].map((to) => ({ from: at(1, 2), to, count: 1 }));
    const result = resultSchema.parse(JSON.parse(JSON.stringify(await hintMarks(slitherlink, file(path), { lines: branch }, {}))));
    expect(result).toMatchObject({ command: 'hint', status: 'invalid', reason: 'rejected' });
    expect(result.message).toMatch(/^no hint until the marks are fixed: .*the loop branches at the corner where \(1,2\), \(1,3\), \(2,2\), \(2,3\) meet/);
    // Masyu's cells hold loop pieces: with no line drawn, a hint names a cell's piece.
    const piece = resultSchema.parse(JSON.parse(JSON.stringify(await hintMarks(masyu, file('puzzles/masyu/small-5x5.txt'), { lines: [] }, {}))));
    expect(piece).toMatchObject({ command: 'hint', status: 'solved', answer: { type: 'hint' } });
    expect(piece.message).toMatch(/^\(\d+,\d+\) is (across|down|up and right|up and left|down and left|down and right|no loop): forced by/);
  });
});
