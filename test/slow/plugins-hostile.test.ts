// Plugins cannot break the process or its output (issue 22, section 2): the slow rows, each a few
// processes of the built command (bin/puzzlebench.mjs, which loads dist/: `npm run build` first),
// or compare's children, or serve's threads. test/plugins-hostile.test.ts has one of each kind of
// misbehaviour; here are the README's TypeScript commands, a plugin outside any project, a loop at
// import, console.log, a late exit, a throw and a heap run out while encoding, a plugin kind
// without examples in compare, and serve --plugin.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { compare } from '../../src/compare/runner.ts';
import { loadPlugin } from '../../src/plugins.ts';
import { capture } from '../helpers/capture.ts';
import { builtBin as bin, builtCli as built, requireBuilt, root } from '../helpers/cli.ts';
import { document, fixture, small } from '../helpers/plugins.ts';

const outside = mkdtempSync(join(tmpdir(), 'plugin-outside-'));

beforeAll(requireBuilt);
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('TypeScript plugins from the built command', () => {
  it('load through tsx: both README commands answer', () => {
    const solved = built(['solve', 'puzzles/aquarium/seed-10x10.txt', '--plugin', 'examples/aquarium-column-depth.ts', '--engine', 'column-depth', '--unique']);
    expect(solved.status, solved.stderr).toBe(0);
    expect(solved.stdout).toContain('unique: yes (proved');
    const compared = built([
      'compare',
      small,
      'puzzles/aquarium/two-solutions-4x4.txt',
      '--plugin',
      'examples/aquarium-column-depth.ts',
      '--strategies',
      'qf-fd-pb',
      '--engines',
      'column-depth,weighted-rows',
      '--format',
      'json',
    ]);
    expect(compared.status, compared.stderr).toBe(0);
    const result = document(compared.stdout);
    expect(result.status).toBe('solved');
    expect(result.records!.map((record) => record.status)).toEqual(['solved', 'solved', 'solved', 'solved']);
  });

  it('outside any project, import puzzlebench (the running package), as TypeScript or JavaScript', () => {
    // No package.json here and no node_modules above: only the running command can provide it.
    writeFileSync(
      join(outside, 'rows.ts'),
      `import { definePlugin, kinds, type Encoding } from 'puzzlebench';
const spec = kinds.get('aquarium').made.spec as unknown as { encodings: { get(id: string): Encoding<unknown, unknown> } };
const rows: Encoding<unknown, unknown> = { ...spec.encodings.get('aquarium/weighted-rows'), id: 'aquarium/outside-rows' };
export default definePlugin({ name: 'outside', encodings: { aquarium: [rows] } });
`,
    );
    writeFileSync(
      join(outside, 'rows.mjs'),
      `import { definePlugin, kinds } from 'puzzlebench';
const rows = kinds.get('aquarium').made.spec.encodings.get('aquarium/weighted-rows');
export default definePlugin({ name: 'outside-js', encodings: { aquarium: [{ ...rows, id: 'aquarium/outside-js' }] } });
`,
    );
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
    for (const args of [
      ['compare', small, '--timeout', '2', '--format', 'json'],
      ['encodings', '--timeout', '2'],
    ]) {
      const run = built([...args, '--plugin', fixture('looping.ts')]);
      expect(run.status, run.stderr).toBe(2);
      expect(run.seconds).toBeLessThan(30);
      expect(run.stderr).toBe(`puzzlebench: ${fixture('looping.ts')}: plugin: the module did not finish loading within 2 s (a loop at import?)\n`);
      if (args[0] === 'compare') expect(document(run.stdout)).toMatchObject({ command: 'compare', status: 'invalid', reason: 'input' });
    }
  });
});

describe('a plugin that misbehaves while it runs', () => {
  it("prints with console.log: stdout stays the one JSON document, the plugin's lines go to stderr", () => {
    // Beside a built-in engine: a plugin's claim alone is not confirmed (runner.ts).
    const compared = built([
      'compare',
      small,
      '--engines',
      'noisy,weighted-rows',
      '--strategies',
      'qf-fd-pb',
      '--format',
      'json',
      '--plugin',
      fixture('noisy.ts'),
    ]);
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
});

describe('compare', () => {
  it('runs a plugin kind without examples (nothing to warm up on), and it works in convert and generate', async () => {
    const bare = fixture('bare-kind.ts');
    await loadPlugin(bare);
    const { records } = await compare(['puzzles/kakurasu/sampler-6x6.txt'], {
      kind: 'bare-kakurasu',
      strategies: ['default'],
      timeoutMs: 30_000,
      plugins: [bare],
    });
    expect(records.length).toBeGreaterThan(0);
    expect(records.map((record) => [record.reason, record.answer])).toEqual(records.map(() => ['sat', 'unique']));
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
