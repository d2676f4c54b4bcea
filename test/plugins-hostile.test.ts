// Plugins cannot break the process or its output (issue 22, section 2). A plugin that loops or
// exits at import, prints, exits or throws late while it encodes, or runs out of memory: each ends
// within its deadline with one line on stderr and, under --json, one document of the contract on
// stdout, never exit 0 without an answer. Most rows run the built command (bin/puzzlebench.mjs,
// which loads dist/: run `npm run build` first), since that is where these bugs lived; TypeScript
// plugins load there through tsx, and `puzzlebench` resolves for a plugin outside any project.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { compare } from '../src/compare/runner.ts';
import { loadPlugin } from '../src/plugins.ts';
import { closeSession } from '../src/solver/session.ts';
import { capture } from './helpers/capture.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin/puzzlebench.mjs');
const fixture = (name: string) => `test/fixtures/plugins/${name}`;
const small = 'puzzles/aquarium/small-5x4.txt';
const outside = mkdtempSync(join(tmpdir(), 'plugin-outside-'));

beforeAll(() => {
  if (!existsSync(join(root, 'dist/src/cli/bin.js'))) throw new Error('these tests run the built command: run `npm run build` first');
});
afterAll(async () => {
  rmSync(outside, { recursive: true, force: true });
  await closeSession();
});

/** Runs the built command; `node` takes Node's own flags. */
function built(args: string[], options: { cwd?: string; node?: string[] } = {}) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [...(options.node ?? []), bin, ...args], { cwd: options.cwd ?? root, encoding: 'utf8', timeout: 120_000 });
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

/** The whole of stdout is one JSON document (anything else on it fails the parse). */
const document = (stdout: string) => JSON.parse(stdout) as { command: string; status: string; reason?: string; message: string; records?: { status: string; reason: string; detail?: string }[] };

describe('TypeScript plugins from the built command', () => {
  it('load through tsx: both README commands answer', () => {
    const solved = built(['solve', 'puzzles/aquarium/seed-10x10.txt', '--plugin', 'examples/aquarium-column-depth.ts', '--engine', 'column-depth', '--unique']);
    expect(solved.status, solved.stderr).toBe(0);
    expect(solved.stdout).toContain('unique: yes (proved');
    const compared = built(['compare', small, 'puzzles/aquarium/two-solutions-4x4.txt', '--plugin', 'examples/aquarium-column-depth.ts',
      '--strategies', 'qf-fd-pb', '--engines', 'column-depth,weighted-rows', '--format', 'json']);
    expect(compared.status, compared.stderr).toBe(0);
    const result = document(compared.stdout);
    expect(result.status).toBe('solved');
    expect(result.records!.map((record) => record.status)).toEqual(['solved', 'solved', 'solved', 'solved']);
  });

  it('outside any project, import puzzlebench (the running package), as TypeScript or JavaScript', () => {
    // No package.json here and no node_modules above: only the running command can provide it.
    writeFileSync(join(outside, 'rows.ts'), `import { definePlugin, kinds, type Encoding } from 'puzzlebench';
const spec = kinds.get('aquarium').made.spec as unknown as { encodings: { get(id: string): Encoding<unknown, unknown> } };
const rows: Encoding<unknown, unknown> = { ...spec.encodings.get('aquarium/weighted-rows'), id: 'aquarium/outside-rows' };
export default definePlugin({ name: 'outside', encodings: { aquarium: [rows] } });
`);
    writeFileSync(join(outside, 'rows.mjs'), `import { definePlugin, kinds } from 'puzzlebench';
const rows = kinds.get('aquarium').made.spec.encodings.get('aquarium/weighted-rows');
export default definePlugin({ name: 'outside-js', encodings: { aquarium: [{ ...rows, id: 'aquarium/outside-js' }] } });
`);
    const puzzle = join(root, small);
    const typescript = built(['solve', puzzle, '--plugin', 'rows.ts', '--engine', 'outside-rows', '--json'], { cwd: outside });
    expect(typescript.status, typescript.stderr).toBe(0);
    expect(document(typescript.stdout)).toMatchObject({ status: 'solved', engine: 'aquarium/outside-rows' });
    const javascript = built(['solve', puzzle, '--plugin', 'rows.mjs', '--engine', 'outside-js', '--json'], { cwd: outside });
    expect(javascript.status, javascript.stderr).toBe(0);
    expect(document(javascript.stdout)).toMatchObject({ status: 'solved', engine: 'aquarium/outside-js' });
  });
});

describe('a plugin that misbehaves while it loads', () => {
  it('looping at import is refused within the deadline, by compare and by encodings', () => {
    for (const args of [['compare', small, '--timeout', '2', '--format', 'json'], ['encodings', '--timeout', '2']]) {
      const run = built([...args, '--plugin', fixture('looping.ts')]);
      expect(run.status, run.stderr).toBe(2);
      expect(run.seconds).toBeLessThan(30);
      expect(run.stderr).toBe(`puzzlebench: ${fixture('looping.ts')}: plugin: the module did not finish loading within 2 s (a loop at import?)\n`);
      if (args[0] === 'compare') expect(document(run.stdout)).toMatchObject({ command: 'compare', status: 'invalid', reason: 'input' });
    }
  });

  it('exiting at import with 0 is refused, never read as "all agree"', () => {
    const compared = built(['compare', small, '--format', 'json', '--plugin', fixture('exiting.ts')]);
    expect(compared.status).toBe(2);
    expect(document(compared.stdout)).toMatchObject({ status: 'invalid', message: expect.stringContaining('ended the process while loading (exit 0)') });
    // solve loads it on its solving thread, which the plugin's exit ends alone.
    const solved = built(['solve', small, '--json', '--plugin', fixture('exiting.ts')]);
    expect(solved.status).toBe(4);
    expect(document(solved.stdout)).toMatchObject({ command: 'solve', status: 'error', reason: 'internal' });
  });

  it('is loaded by convert, generate and demo too (which refused --plugin)', async () => {
    for (const argv of [['convert', small, '--to', 'text'], ['generate', 'aquarium', '--size', '4'], ['demo']]) {
      const io = capture();
      expect(await main([...argv, '--plugin', fixture('exiting.ts')], io)).toBe(2);
      expect(io.stderr()).toContain('plugin: the module ended the process while loading (exit 0)');
    }
  });
});

describe('a plugin that misbehaves while it runs', () => {
  it("prints with console.log: stdout stays the one JSON document, the plugin's lines go to stderr", () => {
    // Beside a built-in engine: a plugin's claim alone is not confirmed (runner.ts).
    const compared = built(['compare', small, '--engines', 'noisy,weighted-rows', '--strategies', 'qf-fd-pb', '--format', 'json', '--plugin', fixture('noisy.ts')]);
    expect(compared.status, compared.stderr).toBe(0);
    expect(document(compared.stdout).status).toBe('solved');
    expect(compared.stderr).toContain('noisy: loaded');
    const solved = built(['solve', small, '--engine', 'noisy', '--json', '--plugin', fixture('noisy.ts')]);
    expect(solved.status, solved.stderr).toBe(0);
    expect(document(solved.stdout).status).toBe('solved');
    expect(solved.stderr).toContain('noisy: encoding');
  });

  it('exits inside encode, throws from a timer, or runs out of memory: one document, status error, exit 4', () => {
    const cases = [
      { engine: 'exits', reason: 'internal', says: 'stopped (exit 0) without an answer' },
      { engine: 'throws-late', reason: 'internal', says: 'thrown from a timer' },
      { engine: 'hoards', reason: 'memory', says: "Node's heap limit" },
    ];
    for (const { engine, reason, says } of cases) {
      // A small heap, so that the hoarding plugin reaches its limit in a moment.
      const run = built(['solve', small, '--engine', engine, '--json', '--plugin', fixture('rogue.ts')], { node: ['--max-old-space-size=128'] });
      expect(run.status, `${engine}: ${run.stderr}`).toBe(4);
      expect(document(run.stdout)).toMatchObject({ command: 'solve', status: 'error', reason, message: expect.stringContaining(says) });
      expect(run.stderr).toContain(says);
    }
  });

  it('ends the process from a timer during compare: a document with status error and exit 4, not 0', () => {
    const run = built(['compare', small, '--engines', 'weighted-rows', '--strategies', 'qf-fd-pb', '--format', 'json', '--plugin', fixture('leaving.ts')]);
    expect(run.status).toBe(4);
    expect(document(run.stdout)).toMatchObject({ command: 'compare', status: 'error', message: expect.stringContaining('ended (exit 0) before the command answered') });
  });

  it("exits inside encode in compare's child: a crashed run that says so, and no answer (exit 3)", () => {
    const run = built(['compare', small, '--engines', 'exits', '--strategies', 'qf-fd-pb', '--format', 'json', '--plugin', fixture('rogue.ts')]);
    expect(run.status).toBe(3);
    const result = document(run.stdout);
    expect(result.status).toBe('unknown');
    expect(result.records).toMatchObject([{ status: 'error', reason: 'crashed', detail: expect.stringContaining('without a record') }]);
  });
});

describe('compare', () => {
  it('in which no run reported is never exit 0', async () => {
    // Search engines alone run 'native': a Z3 encoding has no run under it.
    const io = capture();
    expect(await main(['compare', small, '--engines', 'weighted-rows', '--strategies', 'native', '--format', 'json'], io)).toBe(3);
    expect(document(io.stdout())).toMatchObject({ status: 'unknown', records: [] });
  });

  it("runs a plugin kind without examples (nothing to warm up on), and it works in convert and generate", async () => {
    const bare = fixture('bare-kind.ts');
    await loadPlugin(bare);
    const { records } = await compare(['puzzles/kakurasu/sampler-6x6.txt'], { kind: 'bare-kakurasu', strategies: ['default'], timeoutMs: 30_000, plugins: [bare] });
    expect(records.length).toBeGreaterThan(0);
    expect(records.map((record) => [record.status, record.answer])).toEqual(records.map(() => ['sat', 'unique']));
    const converted = capture();
    expect(await main(['convert', 'puzzles/kakurasu/sampler-6x6.txt', '--kind', 'bare-kakurasu', '--to', 'text', '--plugin', bare], converted)).toBe(0);
    expect(converted.stdout()).toContain('columns: 10 16 9 19 15 6');
    const generated = capture();
    expect(await main(['generate', 'bare-kakurasu', '--size', '4', '--plugin', bare], generated)).toBe(0);
    expect(generated.stdout()).toMatch(/columns: /);
  });

  it('serve --plugin: the solving threads load the plugin, and its encoding answers there', async () => {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--workers', '1', '--plugin', fixture('noisy.ts')], { cwd: root });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          const found = /http:\S+/.exec(String(chunk));
          if (found) resolve(found[0]);
        });
        child.on('exit', (code) => reject(new Error(`serve ended (${code})`)));
      });
      const token = /name="puzzlebench-token" content="([^"]+)"/.exec(await (await fetch(url)).text())![1];
      const response = await fetch(`${url}api/solve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-puzzlebench-token': token },
        body: JSON.stringify({ puzzle: small, engine: 'noisy' }),
      });
      expect(await response.json()).toMatchObject({ status: 'solved', engine: 'aquarium/noisy' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
