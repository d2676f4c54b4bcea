// solve --to pzprv3: the puzzle with its answer in pzprjs's file, for every kind that writes one.
// Each bundled puzzle with a golden .solution is solved and written; the file's answer section,
// read back here by pzprjs's layout (not by the writer's code), is the golden solution, and the
// kind's own pzprv3 reader reads the file as the same puzzle. convert --to pzprv3 writes the bare
// puzzle, which reads back the same too.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { kinds } from '../src/catalogue/index.ts';
import { type Piece, pieceOf } from '../src/kinds/masyu/masyu.ts';
import type { Side } from '../src/dsl/grid/index.ts';
import { capture } from './helpers/capture.ts';

const writers = kinds.all().filter((kind) => kind.answerFormats.includes('pzprv3'));

/** The file's lines after the header (format, type, rows, columns), each split into items. */
function body(file: string): { height: number; width: number; lines: string[][] } {
  const [format, , rows, cols, ...rest] = file.trimEnd().split('\n');
  expect(format).toMatch(/^pzprv3(\.\d+)?$/);
  return { height: Number(rows), width: Number(cols), lines: rest.map((line) => line.split(' ').filter(Boolean)) };
}

/** A shaded answer: the last `width` items of the last `height` lines (Aquarium's row clues come first), `#` shaded. */
const shadingOf = (file: string) => {
  const { height, width, lines } = body(file);
  return lines.slice(-height).map((line) => line.slice(-width).map((item) => item === '#'));
};

/** A loop: the sides crossed (vertical sides, then horizontal ones, as the file lays them), back to pieces. */
function loopOf(file: string): Piece[][] {
  const { height, width, lines } = body(file);
  const crossedAfter = lines.slice(lines.length - (height + height - 1), lines.length - (height - 1));
  const crossedBelow = lines.slice(lines.length - (height - 1));
  return Array.from({ length: height }, (_, row) =>
    Array.from({ length: width }, (_, col) => {
      const arms: Side[] = [];
      if (row > 0 && crossedBelow[row - 1][col] === '1') arms.push('N');
      if (col < width - 1 && crossedAfter[row][col] === '1') arms.push('E');
      if (row < height - 1 && crossedBelow[row][col] === '1') arms.push('S');
      if (col > 0 && crossedAfter[row][col - 1] === '1') arms.push('W');
      return pieceOf(arms);
    }),
  );
}

describe('solve --to pzprv3', () => {
  it('is written by the kinds that read pzprv3 files', () => {
    expect(writers.map((kind) => kind.id).sort()).toEqual(['aquarium', 'lits', 'masyu', 'starbattle']);
  });

  for (const kind of writers) {
    const dir = `puzzles/${kind.id}`;
    const solved = readdirSync(dir)
      .filter((name) => name.endsWith('.solution'))
      .map((name) => `${dir}/${name.replace(/\.solution$/, '.txt')}`);
    it(`${kind.id}: the answer section is the golden solution, and the file reads as the same puzzle`, async () => {
      if (kind.made.type !== 'grid') throw new Error('a grid kind');
      const { spec } = kind.made;
      expect(solved.length).toBeGreaterThan(0);
      for (const file of solved) {
        const puzzle = spec.parse({ source: file, text: readFileSync(file, 'utf8') });
        const golden = spec.parseSolution(readFileSync(file.replace(/\.txt$/, '.solution'), 'utf8'), file, puzzle);
        const io = capture();
        expect(await main(['solve', file, '--to', 'pzprv3'], io), io.stderr()).toBe(0);
        const written = io.stdout();
        // The answer's text went to stderr, beside the file.
        expect(io.stderr()).toContain(spec.render.text(puzzle, golden, { colour: false }));
        if (kind.id === 'masyu') expect(loopOf(written), file).toEqual(golden);
        else expect(shadingOf(written), file).toEqual(golden.map((line: unknown[]) => line.map((cell) => cell !== false && cell !== '.')));
        expect(spec.parse({ source: 'written', text: written }), file).toEqual(puzzle);
        // Read with the kind told from the text, as a user would pass the file back.
        expect(kinds.all().find((other) => other.detect(written))?.id, file).toBe(kind.id);

        const bare = capture();
        expect(await main(['convert', file, '--to', 'pzprv3'], bare)).toBe(0);
        expect(spec.parse({ source: 'bare', text: bare.stdout() }), file).toEqual(puzzle);
        expect(
          bare
            .stdout()
            .split('\n')
            .slice(0, -1)
            .every((line) => !line.includes('#')),
          'no answer in the bare file',
        ).toBe(true);
      }
    }, 120_000);
  }

  it('--forced writes the cells known so far: # forced water, + forced air, . undecided', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/aquarium/two-solutions-4x4.txt', '--forced', '--to', 'pzprv3'], io)).toBe(0);
    const cells = body(io.stdout())
      .lines.slice(-4)
      .map((line) => line.slice(1));
    const items = new Set(cells.flat());
    expect(items.has('.'), 'some cells undecided').toBe(true);
    expect([...items].every((item) => ['#', '+', '.'].includes(item))).toBe(true);
  }, 60_000);

  it('with no solution writes no file; a format the kind cannot write is refused before solving (exit 2)', async () => {
    const none = capture();
    expect(await main(['solve', 'puzzles/aquarium/unsolvable-4x4.txt', '--to', 'pzprv3'], none)).toBe(1);
    expect(none.stdout()).toBe('');
    expect(none.stderr()).toContain('no solution');
    const unknown = capture();
    expect(await main(['solve', 'puzzles/aquarium/small-5x4.txt', '--to', 'url'], unknown)).toBe(2);
    expect(unknown.stderr()).toBe("puzzlebench: aquarium answers cannot be written as 'url': expected one of: puzzleteam, pzprv3\n");
    const planning = capture();
    expect(await main(['solve', 'puzzles/jugs/classic-3-5.txt', '--to', 'pzprv3'], planning)).toBe(2);
    expect(planning.stderr()).toMatch(/^puzzlebench: jugs answers cannot be written as 'pzprv3': no format holds them yet/);
    // Several puzzles: each file in turn on stdout (test/solved-puzzleteam.test.ts holds the order).
    const several = capture();
    expect(await main(['solve', 'puzzles/aquarium/small-5x4.txt', 'puzzles/lits/sampler-7x7.txt', '--to', 'pzprv3'], several)).toBe(0);
    expect(several.stdout().match(/^pzprv3/gm)).toHaveLength(2);
  }, 60_000);
});
