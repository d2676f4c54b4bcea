// The process as a user starts and stops it. (The package as a user gets it, packed and installed
// into an empty folder, is test/slow/package.test.ts: a build, a pack and an install take a while.)
// Start-up: --help and usage errors answer without loading Z3.
// Signals: a long run stopped with SIGTERM ends at once with status 143 (as a shell reports it),
// and leaves no process behind: not itself, and not compare's children.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
// A space in the path: child processes must survive it.
const work = mkdtempSync(join(tmpdir(), 'puzzlebench pkg-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (command: string, args: string[], cwd: string, timeout = 60_000) =>
  spawnSync(command, args, { cwd, encoding: 'utf8', timeout, maxBuffer: 1 << 26 });

describe('start-up', () => {
  it('answers --help, --version, usage errors and a grid its deductions settle without loading Z3, and loads it for a solve that searches', () => {
    // z3-solver is CommonJS: what has been loaded of it shows in require.cache.
    const script = `
      const io = { out() {}, err() {}, interactive: false, colour: false };
      const z3Files = () => Object.keys(require.cache).filter((key) => key.includes('z3-solver')).length;
      import('./src/cli/main.ts').then(async ({ main }) => {
        const codes = [];
        for (const argv of [['--help'], ['--version'], ['solve', '--help'], ['solve'], ['solve', 'no-such-file.txt'], ['check', 'puzzles/jugs/classic-3-5.txt']]) codes.push(await main(argv, io));
        // A settled grid is decided without Z3 (src/solver/stand-in.ts); row-level has no deductions.
        codes.push(await main(['solve', 'puzzles/aquarium/small-5x4.txt', '--unique'], io));
        const before = z3Files();
        codes.push(await main(['solve', 'puzzles/aquarium/small-5x4.txt', '--engine', 'aquarium/row-level'], io));
        const { shutdown } = await import('./src/solver/session.ts');
        console.log(JSON.stringify({ codes, before, after: z3Files() }));
        await shutdown(0);
      });`;
    const child = run(process.execPath, ['--import', 'tsx', '-e', script], repo);
    expect(child.status, child.stderr).toBe(0);
    const { codes, before, after } = JSON.parse(child.stdout) as { codes: number[]; before: number; after: number };
    expect(codes).toEqual([0, 0, 0, 2, 2, 2, 0, 0]);
    expect(before).toBe(0);
    expect(after).toBeGreaterThan(0);
  });
});

/** Runs the CLI (from the sources) in the background of `sh`, which reports the exit status as a shell sees it. */
function underShell(args: string[]) {
  const script = '"$@" & echo "pid $!"; wait $!; echo "status $?"';
  const shell = spawn('sh', ['-c', script, 'sh', process.execPath, '--import', 'tsx', 'src/cli/bin.ts', ...args], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  // The CLI's diagnostics and sh's own "Terminated", kept for a failure's message only.
  let stderr = '';
  shell.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const heard = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
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

  it('SIGTERM to compare ends its children too', async () => {
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
