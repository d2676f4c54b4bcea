// The package as a user gets it: `npm pack`, install the tarball into an empty folder, then use it
// there the three ways a user would: the command (--version, demo, a task string, compare, serve),
// the API by import, and its types. In the slow suite: it builds, packs and installs (15 s or more);
// test/package.test.ts keeps start-up and signals.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;
const hasNpm = spawnSync('npm', ['--version'], { encoding: 'utf8' }).status === 0;
// A space in the path: child processes and package paths must survive it.
const work = mkdtempSync(join(tmpdir(), 'puzzlebench pkg-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (command: string, args: string[], cwd: string, timeout = 60_000) =>
  spawnSync(command, args, { cwd, encoding: 'utf8', timeout, maxBuffer: 1 << 26 });

describe('the packed package', () => {
  it.skipIf(!hasNpm)(
    'installs into an empty folder; its command, API and types work there',
    () => {
      // A build of the current sources; then pack it as is (pack's own `prepack` would print into
      // the JSON it is asked for).
      const built = run('npm', ['run', 'build'], repo, 120_000);
      expect(built.status, built.stderr).toBe(0);
      const packed = run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], repo, 120_000);
      expect(packed.status, packed.stderr).toBe(0);
      const [{ filename, files }] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
      const shipped = files.map((file) => file.path);
      expect(shipped).toContain('dist/src/index.d.ts');
      expect(shipped).toContain('LICENSE');
      expect(shipped).toContain('puzzles/aquarium/small-5x4.txt');
      // The README's plugin example ships, to run from the install (below).
      expect(shipped).toContain('examples/aquarium-column-depth.ts');
      expect(
        shipped.filter(
          (path) => /^(test|bench|src|encodings)\//.test(path) || (path.endsWith('.ts') && !path.endsWith('.d.ts') && !path.startsWith('examples/')),
        ),
      ).toEqual([]);

      const user = join(work, 'user');
      mkdirSync(user);
      writeFileSync(join(user, 'package.json'), '{ "private": true, "type": "module" }\n');
      const installed = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, filename)], user, 180_000);
      expect(installed.status, installed.stderr).toBe(0);
      // The package runs no script of its own on install (no `prepare` shipped: npm would warn of it).
      expect(installed.stderr).not.toMatch(/puzzlebench@[\d.]+ \(/);
      const bin = join(user, 'node_modules/.bin/puzzlebench');

      const shown = run(bin, ['--version'], user);
      expect(shown.stdout.trim()).toBe(version);
      expect(shown.status).toBe(0);

      // demo reads the bundled puzzles from the package, whatever the working directory.
      const demo = run(bin, ['demo'], user, 120_000);
      expect(demo.status, demo.stderr).toBe(0);
      expect(demo.stdout).toContain('== puzzles/aquarium/seed-10x10.txt');

      const task = run(bin, ['solve', '3_3_3_4_5_4_5_4_2_4_3_4;1,2,2,2,2,2,1,2,2,1,3,2,1,1,1,1,3,2,1,4,4,1,3,3,5,4,4,1,3,6,5,5,5,5,6,6', '--json'], user);
      expect(task.status, task.stderr).toBe(0);
      expect(JSON.parse(task.stdout)).toMatchObject({ status: 'solved', kind: 'aquarium' });

      // compare's children run the built child.js (tsx, a development dependency, is not installed).
      const small = join(user, 'node_modules/puzzlebench/puzzles/aquarium/small-5x4.txt');
      const compared = run(bin, ['compare', small, '--engines', 'aquarium/weighted-rows', '--strategies', 'qf-fd-pb', '--format', 'json'], user);
      expect(compared.status, compared.stderr).toBe(0);
      expect(JSON.parse(compared.stdout).records).toMatchObject([{ status: 'solved', reason: 'sat', verdict: 'accepted' }]);

      // The README's plugin example runs from the install as it is: its `puzzlebench` is this package.
      const example = join(user, 'node_modules/puzzlebench/examples/aquarium-column-depth.ts');
      // A TypeScript plugin is read through tsx: without it, the refusal says so (exit 2) ...
      const untyped = run(bin, ['solve', small, '--plugin', example, '--engine', 'column-depth'], user);
      expect([untyped.status, untyped.stderr]).toEqual([2, expect.stringContaining('needs tsx')]);
      // ... and with it installed beside, as a user writing TypeScript plugins has it, the example solves.
      const tsx = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', 'tsx'], user, 180_000);
      expect(tsx.status, tsx.stderr).toBe(0);
      const plugged = run(bin, ['solve', small, '--plugin', example, '--engine', 'column-depth', '--json'], user);
      expect(plugged.status, plugged.stderr).toBe(0);
      expect(JSON.parse(plugged.stdout)).toMatchObject({ status: 'solved', engine: 'aquarium/column-depth' });

      // serve from the package: the page's files and the solving threads' built entry ship with it.
      const served = run(
        process.execPath,
        [
          '-e',
          `
      const { spawn } = require('node:child_process');
      const child = spawn(${JSON.stringify(bin)}, ['serve', '--port', '0', '--workers', '1']);
      child.stdout.on('data', async (chunk) => {
        const url = /http:\\S+/.exec(String(chunk))[0];
        const page = await (await fetch(url + 'page/app.js')).text();
        // A POST carries the session token that the page has in its HTML.
        const token = /name="puzzlebench-token" content="([^"]+)"/.exec(await (await fetch(url)).text())[1];
        const headers = { 'content-type': 'application/json', 'x-puzzlebench-token': token };
        const solved = await (await fetch(url + 'api/solve', { method: 'POST', headers, body: JSON.stringify({ puzzle: 'puzzles/aquarium/small-5x4.txt' }) })).json();
        console.log(page.includes('initGrid'), solved.status);
        child.kill('SIGTERM');
      });
      child.on('exit', (code) => console.log('exit', code));`,
        ],
        user,
      );
      expect(served.stdout.trim().split('\n'), served.stderr).toEqual(['true solved', 'exit 0']);

      const api = run(
        process.execPath,
        ['-e', `import('puzzlebench').then((m) => console.log(typeof m.Model, m.kinds.get('aquarium').id, m.packageVersion()))`],
        user,
      );
      expect(api.stdout.trim(), api.stderr).toBe(`function aquarium ${version}`);

      // The library example, as a user runs it: one line per question, results as values, and the
      // process ends by itself (no closeSession()): the run's own timeout would kill a hung one.
      copyFileSync(join(repo, 'examples/library.mjs'), join(user, 'library.mjs'));
      const library = run(process.execPath, ['library.mjs'], user, 60_000);
      expect(library.signal, 'the example did not end by itself').toBeNull();
      expect(library.status, library.stderr).toBe(0);
      expect(library.stdout.split('\n').filter((line) => /^\w+: /.test(line))).toEqual([
        'solved: solved by aquarium/settled (its deductions, no search); unique: yes (proved)',
        'solved: solvable within 6: yes (6 moves, jugs/state-graph; verified by the simulator)',
        'solved: solved by kakurasu/settled (its deductions, no search); unique: yes (proved)',
        "invalid: <argument>: hint 1: column clue 3 is larger than the grid's height 1",
      ]);

      // The declarations must resolve for a TypeScript user: a right use passes, a wrong one fails.
      const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
      const consumer = (line: string) => {
        writeFileSync(
          join(user, 'use.mts'),
          `import { Model, kinds, z3Session, type Kind } from 'puzzlebench';\nconst kind: Kind = kinds.get('aquarium');\nconst m = new Model((await z3Session()).z3);\n${line}\nvoid kind;\n`,
        );
        writeFileSync(
          join(user, 'tsconfig.json'),
          JSON.stringify({
            compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: [] },
            files: ['use.mts'],
          }),
        );
        return run(process.execPath, [tsc, '-p', '.'], user);
      };
      const right = consumer("const x = m.bool('x');\nvoid x;");
      expect(right.stdout + right.stderr).toBe('');
      expect(right.status).toBe(0);
      expect(consumer("const x: number = m.bool('x');\nvoid x;").stdout).toContain("not assignable to type 'number'");
      // Each kind by name is typed: a grid kind's solved answer is a grid, and it has no check.
      const typed = consumer("const r = await kinds.aquarium.solve('p.txt');\nif (r.status === 'solved') { const rows: string[] = r.answer.grid; void rows; }");
      expect(typed.stdout + typed.stderr).toBe('');
      expect(consumer("void kinds.aquarium.check('p.txt', { within: 3 });").stdout).toContain("Property 'check' does not exist");
    },
    300_000,
  );
});
