// solve --to puzzleteam: the Puzzle Team task with its solution (the task on one line, the
// solution's rows joined by `/` on the next, as the Puzzle Team corpus pairs them), for every kind
// that writes tasks. Every bundled puzzle with a golden .solution: the written task reads back as
// a task of the same puzzle and the written rows read back as the golden solution; one solve per
// kind through the command writes exactly that.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { InputError, UsageError } from '../src/errors.ts';
import { answerWriters } from '../src/kind/answer-formats.ts';
import { kinds } from '../src/catalogue/index.ts';
import { capture } from './helpers/capture.ts';

const writers = kinds.all().filter((kind) => kind.answerFormats.includes('puzzleteam'));

describe('solve --to puzzleteam', () => {
  it('is offered by every grid kind that writes Puzzle Team tasks, and no other', () => {
    expect(writers.map((kind) => kind.id)).toEqual(
      kinds
        .all()
        .filter((kind) => kind.made.type === 'grid' && kind.formats.includes('puzzleteam'))
        .map((kind) => kind.id),
    );
    expect(writers.length).toBeGreaterThanOrEqual(19);
  });

  for (const kind of writers) {
    it(`${kind.id}: the task reads back as the puzzle and the solution as the golden one`, async () => {
      if (kind.made.type !== 'grid') throw new Error('a grid kind');
      const { spec } = kind.made;
      const write = answerWriters(spec).puzzleteam;
      const dir = `puzzles/${kind.id}`;
      let written = 0;
      let solved = false;
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.solution'))) {
        const file = `${dir}/${name.replace(/\.solution$/, '.txt')}`;
        const puzzle = spec.parse({ source: file, text: readFileSync(file, 'utf8') });
        const golden = spec.parseSolution(readFileSync(`${dir}/${name}`, 'utf8'), file, puzzle);
        let text: string;
        try {
          text = write(puzzle, golden);
        } catch (error) {
          // A puzzle no task can hold (not square, another rule): refused in words, as convert refuses it.
          if (error instanceof UsageError || error instanceof InputError) continue;
          throw error;
        }
        written++;
        const lines = text.trimEnd().split('\n');
        expect(lines.length, file).toBe(2);
        const task = spec.parse({ source: 'task', text: lines[0] });
        expect(spec.formats.puzzleteam(task), file).toBe(spec.formats.puzzleteam(puzzle));
        expect(spec.parseSolution(lines[1].split('/').join('\n'), 'written', task), file).toEqual(golden);
        if (solved) continue;
        // Through the command once per kind: the bundled puzzles have one solution each.
        const io = capture();
        expect(await main(['solve', file, '--to', 'puzzleteam'], io), io.stderr()).toBe(0);
        expect(io.stdout(), file).toBe(text);
        expect(io.stderr()).toContain(spec.render.text(puzzle, golden, { colour: false }));
        solved = true;
      }
      expect(written, `no bundled ${kind.id} puzzle with a solution could be written as a task`).toBeGreaterThan(0);
    }, 60_000);
  }

  it('several puzzles: stdout holds each solved one written in turn, the answers and the summary go to stderr', async () => {
    const io = capture();
    const files = ['puzzles/starbattle/task-6x6.txt', 'puzzles/lightup/janko-10x12.txt', 'puzzles/starbattle/unsolvable-5x5.txt', 'puzzles/masyu/link-6x6.txt'];
    expect(await main(['solve', ...files, '--to', 'puzzleteam'], io)).toBe(2);
    // One after the other: main sets the process's exit code.
    const written: string[] = [];
    for (const file of [files[0], files[3]]) {
      const one = capture();
      expect(await main(['solve', file, '--to', 'puzzleteam'], one)).toBe(0);
      written.push(one.stdout());
    }
    expect(io.stdout()).toBe(written.join(''));
    expect(io.stderr()).toContain('a Puzzle Team task is square');
    expect(io.stderr()).toContain('no solution');
    expect(io.stderr().trimEnd().split('\n').at(-1)).toMatch(/^4 puzzles: 2 solved, 1 no-solution, 1 invalid/);
  }, 60_000);

  it('a puzzle no task can hold is refused in words (exit 2)', async () => {
    const io = capture();
    expect(await main(['solve', 'puzzles/lightup/janko-10x12.txt', '--to', 'puzzleteam'], io)).toBe(2);
    expect(io.stderr()).toContain('a Puzzle Team task is square');
    expect(io.stdout()).toBe('');
  });
});
