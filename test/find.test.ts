// The command line loads only the kind it is asked (src/catalogue/find.ts): every kind's detection,
// then the one kind found. That must tell every input's kind as kindOf does over the whole
// catalogue: the same kind, or the same error.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readInput } from '../src/kind/input.ts';
import type { Flags } from '../src/kind/kind.ts';
import { kindOf } from '../src/catalogue/detect.ts';
import { readKind } from '../src/catalogue/find.ts';
import { catalogue, kinds } from '../src/catalogue/index.ts';
import { shelf } from '../src/catalogue/shelf.ts';
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

/** What a kind is, in JSON: enough to tell one kind's rules and encodings from another's. */
const summaryOf = `(kind) => ({
  id: kind.id,
  type: kind.made.type,
  defaults: kind.defaults,
  engines: kind.engines.ids(),
  spec: Object.keys(kind.made.spec).sort(),
  examples: kind.examples,
  precedes: kind.precedes ?? null,
})`;

describe('the catalogue, kind by kind', () => {
  it('lists every kind once, in the order of its lines, each made through its line as the same object', async () => {
    expect(Object.keys(catalogue)).toEqual(Object.keys(shelf));
    expect(kinds.ids()).toEqual(Object.keys(shelf));
    for (const [id, line] of Object.entries(shelf)) expect(await line.kind()).toBe(kinds.get(id));
  });

  it("each line, loaded alone (no whole catalogue in the process), gives its kind, whose detect and precedes are the line's detection", () => {
    // A process of its own: here the whole catalogue is loaded, and the lines only hand back what it made.
    const script = `const { shelf } = await import(${JSON.stringify(pathToFileURL(join(root, 'src/catalogue/shelf.ts')).href)});
const summary = ${summaryOf};
const out = [];
for (const [id, line] of Object.entries(shelf)) {
  const [detection, kind] = await Promise.all([line.detection(), line.kind()]);
  out.push({ line: id, ...summary(kind), detectIsTheLines: kind.detect === detection.detect, precedesOfLine: detection.precedes ?? null });
}
console.log(JSON.stringify(out));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    const summary = new Function(`return ${summaryOf}`)() as (kind: unknown) => Record<string, unknown>;
    const whole = kinds.all().map((kind) => ({ line: kind.id, ...summary(kind), detectIsTheLines: true, precedesOfLine: kind.precedes ?? null }));
    expect(JSON.parse(run.stdout)).toEqual(whole);
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
  it("sees a plugin's kind once one is added in the process, though the run names no --plugin (the library calling the command line)", () => {
    // A process of its own: the kind added stays in the catalogue of the process that adds it.
    const module = (path: string) => JSON.stringify(pathToFileURL(join(root, path)).href);
    const script = `const { registerPlugin } = await import(${module('src/plugins.ts')});
const { kinds } = await import(${module('src/catalogue/index.ts')});
const { readKind } = await import(${module('src/catalogue/find.ts')});
const { readInput } = await import(${module('src/kind/input.ts')});
const kakurasu = kinds.get('kakurasu');
// One kind reads a task string no built-in kind reads; the other takes Kakurasu's texts first.
registerPlugin({ name: 'echo', kinds: [{ ...kakurasu, id: 'echo-kakurasu', detect: (text) => text === 'echo-task-7' }, { ...kakurasu, id: 'first-kakurasu', precedes: ['kakurasu'] }] });
const told = async (argument) => {
  const { input, kind } = await readKind(() => readInput(argument), {});
  return { source: input.source, kind: kind.id };
};
console.log(JSON.stringify([await told('echo-task-7'), await told('puzzles/kakurasu/${readdirSync(join(root, 'puzzles/kakurasu')).find((name) => name.endsWith('.txt'))}')]));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([
      { source: '<argument>', kind: 'echo-kakurasu' },
      { source: expect.stringMatching(/^puzzles\/kakurasu\//), kind: 'first-kakurasu' },
    ]);
  });

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

  // Where no one kind takes the text, readKind asks kindOf itself: those arguments agree by
  // construction, and hold it to handing them over. The rest hold its own finding to kindOf's.
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
      // A text two kinds take alike is refused naming both.
      expect(await told(async () => (await readKind(() => readInput('1111'), {})).kind)).toEqual({
        error: '<argument>: line 1: this reads as a puzzle of binairo and hitori; pass --kind to say which',
      });
    } finally {
      process.chdir(cwd);
    }
  });
});
