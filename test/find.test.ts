// The command line loads only the kind it is asked (src/kinds/find.ts): every kind's detection,
// then the one kind found. That must tell every input's kind as kindOf does over the whole
// catalogue: the same kind, or the same error.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput } from '../src/kind/input.ts';
import type { Flags } from '../src/kind/kind.ts';
import { kindOf } from '../src/kinds/detect.ts';
import { readKind } from '../src/kinds/find.ts';
import { catalogue, kinds } from '../src/kinds/index.ts';
import { shelf } from '../src/kinds/shelf.ts';
import { root } from './helpers/cli.ts';

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : name.endsWith('.solution') ? [] : [path];
  });

/** What a way of telling kinds says of an argument: the kind's id, or the error's message. */
async function told(tell: () => Promise<{ id: string }> | { id: string }) {
  try {
    return { kind: (await tell()).id };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

describe('the catalogue, kind by kind', () => {
  it('lists every kind once, in the order of its lines, each loaded from its line as the same object', async () => {
    expect(Object.keys(catalogue)).toEqual(Object.keys(shelf));
    expect(kinds.ids()).toEqual(Object.keys(shelf));
    for (const [id, line] of Object.entries(shelf)) expect(await line.kind()).toBe(kinds.get(id));
  });

  it("detects as the kind itself does: each line's detection is the kind's own detect and precedes", async () => {
    for (const [id, line] of Object.entries(shelf)) {
      const detection = await line.detection();
      const kind = kinds.get(id);
      expect(detection.detect, id).toBe(kind.detect);
      expect(detection.precedes, id).toEqual(kind.precedes);
    }
  });
});

describe('telling the kind of an input with only the kinds it needs', () => {
  // Every bundled puzzle, and arguments that are no file: task strings (one only a kind's detection
  // takes for a task), URLs, JSON, texts of several kinds or none, and --kind right and wrong.
  const files = filesUnder(join(root, 'puzzles')).map((path) => path.slice(root.length));
  const argumentsOf: [string, Flags][] = [
    ...files.map((file): [string, Flags] => [file, {}]),
    ['a2h3321a1c2a3320', {}],
    ['https://puzz.link/p?lits/7/7/55qsj72og5e0d99seg', {}],
    ['https://puzz.link/p?nosuchtype/5/5/abc', {}],
    ['https://example.com/puzzle', {}],
    ['{"rules": "water", "capacity": 4, "tubes": [[0, 1], [1, 0], []]}', {}],
    ['{"rules": "water", ', {}],
    ['3;1,2;3', {}],
    // Two kinds take each of these, neither first: kindOf asks for --kind.
    ['1111', {}],
    ['babbbbbaaa', {}],
    ['no-such-file.txt', {}],
    ['puzzles/aquarium/small-5x4.txt', { kind: 'aquarium' }],
    ['puzzles/aquarium/small-5x4.txt', { kind: 'masyu' }],
    ['puzzles/aquarium/small-5x4.txt', { kind: 'nosuchkind' }],
    ['a2h3321a1c2a3320', { kind: 'slitherlink' }],
  ];

  it(`tells what kindOf tells, over the whole catalogue, of ${argumentsOf.length} arguments`, async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      let kindsTold = 0;
      for (const [argument, flags] of argumentsOf) {
        const found = await told(async () => (await readKind(() => readInput(argument), flags)).kind);
        const whole = await told(() => kindOf(readInput(argument), flags));
        expect(found, `${argument} ${JSON.stringify(flags)}`).toEqual(whole);
        if ('kind' in found) kindsTold++;
      }
      // Most are puzzles some kind reads; the rest are refused, the same way.
      expect(kindsTold).toBeGreaterThan(files.length * 0.9);
    } finally {
      process.chdir(cwd);
    }
  });

  it('reads a task string only a kind recognises, in place of a missing file, as that kind', async () => {
    const { input, kind } = await readKind(() => readInput('a2h3321a1c2a3320'), {});
    expect({ source: input.source, kind: kind.id }).toEqual({ source: '<argument>', kind: 'slitherlink' });
  });
});
