// The package as a user gets it, and the process as a user stops it.
// Packing: `npm pack`, install the tarball into an empty folder, then use it there the three ways
// a user would: the command (--version, demo, a task string, compare), the API by import, and its
// types.
// Signals: a long run stopped with SIGTERM ends at once with status 143 (as a shell reports it),
// and leaves no process behind: not itself, and not compare's children.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;
const hasNpm = spawnSync('npm', ['--version'], { encoding: 'utf8' }).status === 0;
// A space in the path: child processes and package paths must survive it.
const work = mkdtempSync(join(tmpdir(), 'puzzlebench pkg-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (command: string, args: string[], cwd: string, timeout = 60_000) =>
  spawnSync(command, args, { cwd, encoding: 'utf8', timeout, maxBuffer: 1 << 26 });

describe('the packed package', () => {
  it.skipIf(!hasNpm)('installs into an empty folder; its command, API and types work there', () => {
    // A build of the current sources; then pack it as is (pack's own `prepare` would print into
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
    expect(shipped.filter((path) => /^(test|bench|src|encodings)\//.test(path) || path.endsWith('.ts') && !path.endsWith('.d.ts'))).toEqual([]);

    const user = join(work, 'user');
    mkdirSync(user);
    writeFileSync(join(user, 'package.json'), '{ "private": true, "type": "module" }\n');
    const installed = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, filename)], user, 180_000);
    expect(installed.status, installed.stderr).toBe(0);
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

    // serve from the package: the page's files and the solving threads' built entry ship with it.
    const served = run(process.execPath, ['-e', `
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
      child.on('exit', (code) => console.log('exit', code));`], user);
    expect(served.stdout.trim().split('\n'), served.stderr).toEqual(['true solved', 'exit 0']);

    const api = run(process.execPath, ['-e', `import('puzzlebench').then((m) => console.log(typeof m.Model, m.kinds.get('aquarium').id, m.packageVersion()))`], user);
    expect(api.stdout.trim(), api.stderr).toBe(`function aquarium ${version}`);

    // The library example, as a user runs it: one line per question, results as values, and the
    // process ends by itself (no closeSession()): the run's own timeout would kill a hung one.
    copyFileSync(join(repo, 'examples/library.mjs'), join(user, 'library.mjs'));
    const library = run(process.execPath, ['library.mjs'], user, 60_000);
    expect(library.signal, 'the example did not end by itself').toBeNull();
    expect(library.status, library.stderr).toBe(0);
    expect(library.stdout.split('\n').filter((line) => /^\w+: /.test(line))).toEqual([
      'solved: solved by aquarium/row-level (qf-fd-pb); unique: yes (proved)',
      'solved: solvable within 6: yes (6 moves, jugs/state-graph; verified by the simulator)',
      "invalid: <argument>: hint 1: column clue 3 is larger than the grid's height 1",
    ]);

    // The declarations must resolve for a TypeScript user: a right use passes, a wrong one fails.
    const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
    const consumer = (line: string) => {
      writeFileSync(join(user, 'use.mts'), `import { Model, kinds, z3Session, type Kind } from 'puzzlebench';\nconst kind: Kind = kinds.get('aquarium');\nconst m = new Model((await z3Session()).z3);\n${line}\nvoid kind;\n`);
      writeFileSync(join(user, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['use.mts'] }));
      return run(process.execPath, [tsc, '-p', '.'], user);
    };
    const right = consumer("const x = m.bool('x');\nvoid x;");
    expect(right.stdout + right.stderr).toBe('');
    expect(right.status).toBe(0);
    expect(consumer("const x: number = m.bool('x');\nvoid x;").stdout).toContain("not assignable to type 'number'");
  }, 300_000);
});

describe('start-up', () => {
  it('answers --help, --version and usage errors without loading Z3, and loads it for a solve', () => {
    // z3-solver is CommonJS: what has been loaded of it shows in require.cache.
    const script = `
      const io = { out() {}, err() {}, interactive: false, colour: false };
      const z3Files = () => Object.keys(require.cache).filter((key) => key.includes('z3-solver')).length;
      import('./src/cli/main.ts').then(async ({ main }) => {
        const codes = [];
        for (const argv of [['--help'], ['--version'], ['solve', '--help'], ['solve'], ['solve', 'no-such-file.txt'], ['check', 'puzzles/jugs/classic-3-5.txt']]) codes.push(await main(argv, io));
        const before = z3Files();
        codes.push(await main(['solve', 'puzzles/aquarium/small-5x4.txt'], io));
        const { shutdown } = await import('./src/solver/session.ts');
        console.log(JSON.stringify({ codes, before, after: z3Files() }));
        await shutdown(0);
      });`;
    const child = run(process.execPath, ['--import', 'tsx', '-e', script], repo);
    expect(child.status, child.stderr).toBe(0);
    const { codes, before, after } = JSON.parse(child.stdout) as { codes: number[]; before: number; after: number };
    expect(codes).toEqual([0, 0, 0, 2, 2, 2, 0]);
    expect(before).toBe(0);
    expect(after).toBeGreaterThan(0);
  });
});

/** Runs the CLI (from the sources) in the background of `sh`, which reports the exit status as a shell sees it. */
function underShell(args: string[]) {
  const script = '"$@" & echo "pid $!"; wait $!; echo "status $?"';
  const shell = spawn('sh', ['-c', script, 'sh', process.execPath, '--import', 'tsx', 'src/cli/bin.ts', ...args], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  // The CLI's diagnostics and sh's own "Terminated", kept for a failure's message only.
  let stderr = '';
  shell.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const heard = (pattern: RegExp) => new Promise<RegExpMatchArray>((resolve, reject) => {
    const look = () => {
      const match = said.match(pattern);
      if (match) return resolve(match);
      if (shell.exitCode !== null) reject(new Error(`sh ended: ${said} ${stderr}`));
    };
    shell.stdout.on('data', (chunk: Buffer) => {
      said += chunk;
      look();
    });
    shell.on('exit', look);
    look();
  });
  return { heard, shell: shell.pid!, pid: async () => Number((await heard(/^pid (\d+)$/m))[1]) };
}

/** Processes but `sh` whose command line mentions `marker` (a unique file name), as `pid args` lines. */
function processesWith(marker: string, sh: number): string[] {
  const ps = run('ps', ['-eo', 'pid=,args='], repo);
  return ps.stdout.split('\n').filter((line) => line.includes(marker) && Number(line.trim().split(' ')[0]) !== sh);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A copy of a long planning instance under a unique name, to find its processes by. */
function longInstance(name: string): string {
  const file = join(work, `${name}.txt`);
  copyFileSync(join(repo, 'puzzles/watersort/seed-water-133.txt'), file);
  return file;
}

async function stop(run: ReturnType<typeof underShell>, pid: number) {
  const sent = performance.now();
  process.kill(pid, 'SIGTERM');
  const status = Number((await run.heard(/^status (\d+)$/m))[1]);
  return { status, ms: performance.now() - sent };
}

describe('signals', () => {
  it('SIGTERM ends a long check at once with status 143, its Z3 threads with it', async () => {
    const file = longInstance('signal-check-133');
    const cli = underShell(['check', file, '--engine', 'strengthened', '--within', '39', '--timeout', '120']);
    const pid = await cli.pid();
    await sleep(2500);
    expect(processesWith(file, cli.shell).length).toBe(1);
    const { status, ms } = await stop(cli, pid);
    expect(status).toBe(143);
    expect(ms).toBeLessThan(5000);
    expect(processesWith(file, cli.shell)).toEqual([]);
  }, 60_000);

  it("SIGTERM to compare ends its children too", async () => {
    const file = longInstance('signal-compare-133');
    const cli = underShell(['compare', file, '--engines', 'watersort/strengthened', '--strategies', 'qf-fd-pb', '--timeout', '120']);
    const pid = await cli.pid();
    // Wait for the child (its command line names the file too), then give it a moment to start Z3.
    for (let waited = 0; processesWith(file, cli.shell).length < 2 && waited < 30_000; waited += 250) await sleep(250);
    expect(processesWith(file, cli.shell).length).toBe(2);
    await sleep(1000);
    const { status, ms } = await stop(cli, pid);
    expect(status).toBe(143);
    expect(ms).toBeLessThan(5000);
    await sleep(300);
    expect(processesWith(file, cli.shell)).toEqual([]);
  }, 60_000);
});
