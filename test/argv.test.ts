// The puzzles a solve or check names, read from its command line on the main thread (which loads no
// commander program) for a deadline that passes before the solving thread has named them: read as
// commander reads them, and named as a run of several names them (batch.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { program } from '../src/cli/main.ts';
import { batchInputs } from '../src/cli/batch.ts';
import { VALUED, batchNames, puzzleArguments, singleInput, unnamedBatch } from '../src/cli/argv.ts';
import { capture } from './helpers/capture.ts';

const folder = mkdtempSync(join(tmpdir(), 'puzzlebench-argv-'));

describe('the puzzles on a command line', () => {
  it('VALUED is every option of solve and check that takes a value, as the program declares them', () => {
    const commands = program(capture()).commands.filter((command) => ['solve', 'check'].includes(command.name()));
    const valued = commands.flatMap((command) => command.options.filter((option) => option.required || option.optional).map((option) => option.long));
    expect([...VALUED].sort()).toEqual([...new Set(valued)].sort());
  });

  it("skips options and their values, in both spellings, and reads what follows '--' as puzzles", () => {
    const argv = ['solve', 'a.txt', '--timeout', '5', '--unique', '--engine=x', '-', '--kind', 'lits', 'b.txt', '--json', '--', '--odd'];
    expect(puzzleArguments(argv)).toEqual(['a.txt', '-', 'b.txt', '--odd']);
  });

  it('names a run of several as batch.ts does, with --lines each puzzle line as file:line', () => {
    const month = join(folder, 'month.txt');
    writeFileSync(month, '# tasks\n3_3;1,2\n\n4_4;1,1\n');
    expect(batchNames(['solve', '--lines', month])).toEqual(batchInputs([month], true).map((input) => input.name));
    expect(batchNames(['solve', '--lines', month])).toEqual([`${month}:2`, `${month}:4`]);
    expect(batchNames(['solve', 'a.txt', 'b.txt', '--timeout', '1'])).toEqual(['a.txt', 'b.txt']);
    expect(batchNames(['solve', 'a.txt', '--timeout', '1'])).toBeUndefined();
  });

  it('a run of several stopped before any was named starts at its first, nothing answered', () => {
    expect(unnamedBatch(['check', 'a.txt', 'b.txt', '--within', '5'])).toMatchObject({
      sources: ['a.txt', 'b.txt'],
      puzzle: { index: 0, total: 2, source: 'a.txt', soFar: { worst: 0, elapsedMs: 0, counts: { solved: 0, unknown: 0 } } },
    });
    expect(unnamedBatch(['solve', 'a.txt'])).toBeUndefined();
    expect(unnamedBatch(['generate', 'lits'])).toBeUndefined();
  });

  it('a run of one is named as readInput names it: the file, <stdin>, or <argument> for a task', () => {
    expect(singleInput(['solve', 'puzzles/aquarium/small-5x4.txt', '--timeout', '1'])).toBe('puzzles/aquarium/small-5x4.txt');
    expect(singleInput(['solve', '--kind', 'lits', '-'])).toBe('<stdin>');
    expect(singleInput(['solve', '3_3_3;1,2,2'])).toBe('<argument>');
    expect(singleInput(['solve', '--lines', '/dev/null'])).toBeUndefined();
  });
});
