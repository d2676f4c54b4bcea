// Hint on the number kinds, under every encoding, held to the golden solution: the cell it names
// holds the value it says. One-hot encodings name a cell by a Choice (a Boolean per digit), and the
// forced cells are found by rounds of checks (src/solver/hint.ts): Z3's consequence finding saw
// constants only, and Hint said "no unmarked cell is forced" on unique puzzles. So are Shikaku's
// and Galaxies' pieces. A given, which the page leaves unmarked, is never the hint.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../src/kind/cells.ts';
import type { GridSpec } from '../src/kind/grid.ts';
import { hintMarks } from '../src/kind/grid-play.ts';
import { catalogue } from '../src/catalogue/index.ts';
import { sampled } from './helpers/tier.ts';

async function expectGoldenHint<P, C extends Cell>(spec: GridSpec<P, C>, name: string, played?: unknown) {
  const path = `puzzles/${spec.id}/${name}`;
  const input = { source: path, text: readFileSync(`${path}.txt`, 'utf8') };
  const puzzle = spec.parse(input);
  const golden = spec.parseSolution(readFileSync(`${path}.solution`, 'utf8'), path, puzzle);
  const unmarked = played ?? golden.map((line) => line.map(() => null));
  // npm test asks the default encoding and the first registered (the one-hot one of the number
  // kinds), test:slow every encoding.
  for (const engine of sampled(spec.encodings.ids(), (id, index) => id === spec.defaultEncoding || index === 0)) {
    const result = await hintMarks(spec, input, unmarked, { engine, timeout: 30 });
    const answer = result.status === 'solved' && result.answer.type === 'hint' ? result.answer : undefined;
    expect(answer?.cell, `${engine} on ${name}: ${result.message}`).toBeTruthy();
    const { row, col } = answer!.cell!;
    expect(`${engine}: (${row},${col}) is ${answer!.value}`).toBe(`${engine}: (${row},${col}) is ${spec.rows([[golden[row - 1][col - 1]]])[0]}`);
  }
}

describe('Hint on the number kinds names a forced cell under every encoding, as the solution has it', () => {
  it('sudoku', () => expectGoldenHint(catalogue.sudoku.made.spec, 'janko-jigsaw-4x4'), 60_000);
  it('killer sudoku', () => expectGoldenHint(catalogue.killersudoku.made.spec, 'janko-killer-4x4'), 60_000);
  it('futoshiki', () => expectGoldenHint(catalogue.futoshiki.made.spec, 'pt-5x5'), 60_000);
  it('skyscrapers', () => expectGoldenHint(catalogue.skyscrapers.made.spec, 'janko-4x4-b'), 60_000);
  it('kakuro', () => expectGoldenHint(catalogue.kakuro.made.spec, 'janko-6x6'), 60_000);
  it('binairo, naming the digit the page marks', () => expectGoldenHint(catalogue.binairo.made.spec, 'binairo-6x6'), 60_000);

  it('names no given: one said "(2,2) is 4: forced by the rule \'givens\'", which the player can see', async () => {
    for (const [kind, name] of [
      ['futoshiki', 'pt-5x5'],
      ['sudoku', 'janko-jigsaw-4x4'],
      ['killersudoku', 'janko-killer-4x4'],
    ] as const) {
      const spec = catalogue[kind].made.spec as unknown as GridSpec<{ givens: (number | null)[][] }, number>;
      const path = `puzzles/${kind}/${name}`;
      const input = { source: path, text: readFileSync(`${path}.txt`, 'utf8') };
      const puzzle = spec.parse(input);
      // With no marks, and with the first given marked as the page would (its value's place, 1 as 0).
      const first = puzzle.givens.flat().findIndex((given) => given !== null);
      const width = puzzle.givens[0].length;
      for (const marks of [
        puzzle.givens.map((line) => line.map(() => null)),
        puzzle.givens.map((line, row) => line.map((given, col) => (row * width + col === first ? given! - 1 : null))),
      ]) {
        const result = await hintMarks(spec, input, marks, { timeout: 30 });
        const cell = result.status === 'solved' && result.answer.type === 'hint' ? result.answer.cell : undefined;
        expect(cell, `${path}: ${result.message}`).toBeTruthy();
        expect(puzzle.givens[cell!.row - 1][cell!.col - 1], `${path}: ${result.message}`).toBeNull();
      }
    }
  }, 90_000);

  it("says a Kakuro is complete when every white cell is marked (its black cells are no one's to mark)", async () => {
    const spec = catalogue.kakuro.made.spec;
    const path = 'puzzles/kakuro/janko-6x6';
    const input = { source: path, text: readFileSync(`${path}.txt`, 'utf8') };
    const golden = spec.parseSolution(readFileSync(`${path}.solution`, 'utf8'), path, spec.parse(input));
    const black = spec.parse(input).black;
    // The page marks a cell by its value's place among the play values: 1..9 as 0..8.
    const marks = golden.map((line, row) => line.map((digit, col) => (black[row][col] ? null : digit - 1)));
    const result = await hintMarks(spec, input, marks, { timeout: 30 });
    expect(result.message).toMatch(/^solved: every cell is marked/);
  }, 60_000);
});

// Shikaku and Galaxies are played by drawing cuts; their cells' values (a clue's number) are sums
// over the rectangles or galaxies that may hold them, named for Hint the same way.
describe('Hint on the kinds cut into pieces, with no cut drawn yet', () => {
  it('shikaku', () => expectGoldenHint(catalogue.shikaku.made.spec, 'puzzle-shikaku-5x5', { lines: [] }), 60_000);
  it('galaxies', () => expectGoldenHint(catalogue.galaxies.made.spec, 'janko-7x7', { lines: [] }), 60_000);

  it('says which piece a forced cell is in', async () => {
    const path = 'puzzles/shikaku/puzzle-shikaku-5x5';
    const result = await hintMarks(catalogue.shikaku.made.spec, { source: path, text: readFileSync(`${path}.txt`, 'utf8') }, { lines: [] }, {});
    expect(result.message).toMatch(/^\(\d+,\d+\) is in the piece of the \d+ at \(\d+,\d+\): forced by/);
  });
});

// LITS's cells hold letters and Masyu's loop pieces: each is named by a Choice (one Boolean per
// letter or piece). Bridges names its sea cells under some bridge; a hint about a cell the drawn
// lines do not touch reads it as open, not as "no line" (which Check takes it for).
describe('Hint on the kinds of letters, pieces and bridges', () => {
  it('lits', () => expectGoldenHint(catalogue.lits.made.spec, 'sampler-7x7'), 60_000);
  it('masyu, by marks and by lines', async () => {
    await expectGoldenHint(catalogue.masyu.made.spec, 'small-5x5');
    await expectGoldenHint(catalogue.masyu.made.spec, 'small-5x5', { lines: [] });
  }, 60_000);
  it('hashi, with no bridge drawn and with one', async () => {
    await expectGoldenHint(catalogue.hashi.made.spec, 'janko-6x6', { lines: [] });
    await expectGoldenHint(catalogue.hashi.made.spec, 'janko-6x6', { lines: [acrossOf('hashi/janko-6x6', '-=')] });
  }, 60_000);

  it('reads one loop segment as that much, not as the rest of the grid empty', async () => {
    await expectGoldenHint(catalogue.masyu.made.spec, 'small-5x5', { lines: [acrossOf('masyu/small-5x5', '-')] });
  }, 60_000);

  it('says which marks conflict: a bridge the solution does not have', async () => {
    const path = 'puzzles/hashi/janko-6x6';
    const input = { source: path, text: readFileSync(`${path}.txt`, 'utf8') };
    const right = acrossOf('hashi/janko-6x6', '-=');
    // One bridge more or fewer on the same pair than the solution has.
    const wrong = { ...right, count: 3 - right.count };
    const result = await hintMarks(catalogue.hashi.made.spec, input, { lines: [wrong] }, {});
    expect(result.status, result.message).toBe('invalid');
    expect(result.message).toMatch(/no solution has these marks together/);
  }, 60_000);
});

/**
 * The first across line of a golden solution, as the page sends it: for a loop piece '-', the
 * segment from its cell's left neighbour; for a bridge, from the island on its left to the one on
 * its right, with its count.
 */
function acrossOf(name: string, symbols: string) {
  const rows = readFileSync(`puzzles/${name}.solution`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const row = rows.findIndex((line) => [...symbols].some((symbol) => line.includes(symbol)));
  const col = Math.min(...[...symbols].map((symbol) => rows[row].indexOf(symbol)).filter((at) => at >= 0));
  const count = symbols.indexOf(rows[row][col]) + 1;
  if (symbols.length === 1) return { from: { row, col: col - 1 }, to: { row, col }, count };
  let [start, end] = [col, col];
  while (symbols.includes(rows[row][start - 1])) start--;
  while (symbols.includes(rows[row][end + 1])) end++;
  return { from: { row, col: start - 1 }, to: { row, col: end + 1 }, count };
}
