// Hostile surroundings rather than hostile puzzles (issue 22, sections 4 and 5): a slow start, a
// FIFO that no one writes, a pipe that stays silent, a file-size limit, an output named '-', a JSON
// key given twice. Each is run through the built command (bin/puzzlebench.mjs, as users run it;
// `npm run build` first) where the bug lived there; timing bounds are generous (a loaded 2-core
// machine), exit statuses and words exact, and no process may outlive its run.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, existsSync, lstatSync, mkdtempSync, openSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { capture } from '../helpers/capture.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin', 'puzzlebench.mjs');
const folder = mkdtempSync(join(tmpdir(), 'puzzlebench-io-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const fifo = (name: string) => {
  const path = join(folder, name);
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
};

beforeAll(() => {
  // Not skipped when missing: these tests are about the built command.
  if (!existsSync(join(root, 'dist', 'src', 'cli', 'bin.js'))) throw new Error('run `npm run build` first: these tests run the built command');
});

/** The built command, as its own process; `node` arguments (a preload) go before the script. */
function cli(args: string[], options: { node?: string[]; cwd?: string; stdin?: number | 'ignore'; shell?: string } = {}) {
  const started = performance.now();
  const run = options.shell
    ? spawnSync('sh', ['-c', `${options.shell}; exec "$0" "$@"`, process.execPath, bin, ...args], {
        encoding: 'utf8',
        cwd: options.cwd ?? root,
        timeout: 40_000,
      })
    : spawnSync(process.execPath, [...(options.node ?? []), bin, ...args], {
        encoding: 'utf8',
        cwd: options.cwd ?? root,
        timeout: 40_000,
        stdio: [options.stdin ?? 'ignore', 'pipe', 'pipe'],
      });
  return { ...run, seconds: (performance.now() - started) / 1000 };
}

/** Processes whose command line mentions this file's temp folder: none may outlive its run. */
function leftOver(): string[] {
  const ps = spawnSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).stdout ?? '';
  return ps.split('\n').filter((line) => line.includes(folder) && !line.includes(' ps '));
}

/** Twelve people on the bridge under bridge/groups: no plan within 2 s (building formulas, mostly). */
const bridge12 = () => file('bridge-12.txt', `people: ${Array.from({ length: 12 }, (_, i) => `P${i} ${i + 1}`).join(', ')}\ncapacity: 2\ntorch: 500\n`);

describe("--timeout counts from the process's start", () => {
  it('a slow start (a preload that takes 2 s) is inside T: exit 3 within 1.5 T plus a second', () => {
    // Counted from the solving thread's start, the watchdog fired 1.35 T after the 2 s: at 4.9 s or later.
    const slowStart = 'data:text/javascript,const end = Date.now() + 2000; while (Date.now() < end);';
    const run = cli(['solve', bridge12(), '--engine', 'bridge/groups', '--timeout', '2'], { node: ['--import', slowStart] });
    expect(run.status, run.stderr).toBe(3);
    expect(run.stdout).toMatch(/^unknown after [0-2](\.\d\d)? s \(/m);
    expect(run.seconds).toBeGreaterThan(2); // the preload ran
    expect(run.seconds).toBeLessThan(2 * 1.5 + 1.2);
    expect(leftOver()).toEqual([]);
  });

  it('a run that cannot finish ends within 1.5 T plus a little, from exec to exit', () => {
    const run = cli(['check', 'puzzles/watersort/seed-water-133.txt', '--engine', 'one-hot', '--within', '38', '--timeout', '2']);
    expect(run.status, run.stderr).toBe(3);
    expect(run.stdout).toMatch(/^unknown after [0-2](\.\d\d)? s \(/m);
    expect(run.seconds).toBeLessThan(2 * 1.5 + 1.5);
    expect(leftOver()).toEqual([]);
  });
});

describe('input that never comes', () => {
  it.each([
    ['solve', []],
    ['convert', ['--to', 'text']],
    ['export', ['--smt2', '-']],
  ])('%s on a FIFO with no writer: unknown at the deadline, and the process exits', (command, extra) => {
    const path = fifo(`no-writer-${command}`);
    const run = cli([command, path, ...extra, '--timeout', '1']);
    expect(run.signal, "killed by the test's own timeout: the process never exited").toBeNull();
    expect(run.status, run.stderr).toBe(3);
    expect(run.stdout).toBe('unknown after 1 s (the run was stopped at its deadline)\n');
    expect(run.seconds).toBeLessThan(1 * 1.5 + 4);
    expect(leftOver()).toEqual([]);
  });

  it('solve --lines on a FIFO with no writer: unknown at the deadline, and the process exits', () => {
    // Read whole with readFileSync before, the solving thread blocked in open(): 'unknown', then no exit.
    const path = fifo('no-writer-lines');
    const run = cli(['solve', '--lines', path, '--timeout', '1']);
    expect(run.signal, "killed by the test's own timeout: the process never exited").toBeNull();
    expect(run.status, run.stderr).toBe(3);
    // A run of puzzles keeps its shape, the file of lines named as its one puzzle (none was read).
    expect(run.stdout).toMatch(
      new RegExp(`^== ${path}\nunknown after 1 s \\(the run was stopped at its deadline\\)\n1 puzzle: 1 unknown \\([\\d.]+ s in all\\)\n$`),
    );
    expect(run.seconds).toBeLessThan(1 * 1.5 + 4);
    expect(leftOver()).toEqual([]);
  });

  it("compare on a FIFO: refused at once (status 2, one line), since every engine's process would read the file again", () => {
    // Read up by compare itself, a FIFO leaves its children waiting for a writer that never comes back.
    const path = fifo('no-writer-compare');
    const run = cli(['compare', 'puzzles/jugs/classic-3-5.txt', path, '--timeout', '1']);
    expect(run.signal, "killed by the test's own timeout: the process never exited").toBeNull();
    expect(run.status, run.stderr).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `puzzlebench: ${path}: path: expected a regular file or a task string (compare reads each file again in every engine's process), found a FIFO\n`,
    );
    expect(run.seconds).toBeLessThan(4);
    expect(leftOver()).toEqual([]);
  });

  it.skipIf(!existsSync('/dev/zero'))('solve --lines /dev/zero: refused at the size limit at once (status 2), as solve /dev/zero is', () => {
    // Read whole before: gigabytes of memory, and at the deadline 'unknown' with no exit.
    const run = cli(['solve', '--lines', '/dev/zero', '--timeout', '10']);
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toBe('puzzlebench: /dev/zero: size: more than 1 MB, far larger than any puzzle (set PUZZLEBENCH_MAX_INPUT_MB to read more)\n');
    expect(run.seconds).toBeLessThan(10);
  });

  it('stdin a pipe whose writer never writes: unknown at the deadline, and the process exits', () => {
    // The test holds the FIFO open for reading and writing (Linux allows it): a writer that stays silent.
    const path = fifo('silent');
    const held = openSync(path, constants.O_RDWR | constants.O_NONBLOCK);
    try {
      const run = cli(['solve', '-', '--timeout', '1'], { stdin: held });
      expect(run.signal, "killed by the test's own timeout: the process never exited").toBeNull();
      expect(run.status, run.stderr).toBe(3);
      expect(run.stdout).toBe('unknown after 1 s (the run was stopped at its deadline)\n');
    } finally {
      closeSync(held);
    }
    expect(leftOver()).toEqual([]);
  });

  it('stdin a socket (what a parent process gives by default) that stays silent: unknown at the deadline, and the process exits', async () => {
    // A socket cannot be reopened without blocking: the main thread reads it for the solving
    // thread (src/cli/stdin-bridge.ts). Before, the process printed 'unknown' and never exited.
    const run = async (text?: string) => {
      const child = spawn(process.execPath, [bin, 'solve', '-', '--timeout', text === undefined ? '1' : '30'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      if (text !== undefined) child.stdin.end(text);
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const [status, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('exit', (code, sig) => resolve([code, sig])));
      clearTimeout(killer);
      child.stdin.destroy();
      return { status, signal, stdout };
    };
    const silent = await run();
    expect(silent.signal, 'killed by the test: the process never exited').toBeNull();
    expect([silent.status, silent.stdout]).toEqual([3, 'unknown after 1 s (the run was stopped at its deadline)\n']);
    // And a socket that does send a puzzle is read through the same bridge.
    const sent = await run(readFileSync(join(root, 'puzzles/aquarium/small-5x4.txt'), 'utf8'));
    expect(sent.status, sent.stdout).toBe(0);
    expect(sent.stdout).toContain('+-+-+-----+');
  });

  it('a FIFO whose writer comes late is read as before', async () => {
    const path = fifo('late-writer');
    const child = spawn(process.execPath, [bin, 'convert', path, '--to', 'puzzleteam', '--timeout', '20'], { cwd: root });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 800));
    await writeFile(path, readFileSync(join(root, 'puzzles/aquarium/small-5x4.txt')));
    expect(await exited).toBe(0);
    expect(stdout).toBe('1_1_2_3_2_0_3_2_4;1,1,2,2,3,1,4,2,2,3,4,4,5,3,3,6,4,5,5,5\n');
  });
});

describe('output files are written whole or not at all', () => {
  const puzzle = 'puzzles/aquarium/seed-10x10.txt'; // its SVG is about 12 kB

  it('a write past `ulimit -f` fails in one line, exit 2, and leaves the old file as it was', () => {
    const out = mkdtempSync(join(folder, 'limit-'));
    const target = join(out, 'answer.svg');
    writeFileSync(target, 'OLD\n');
    // 2 blocks: 1 or 2 kB, by the shell's unit; far below the picture.
    const run = cli(['solve', puzzle, '--svg', target], { shell: 'ulimit -f 2' });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain(`puzzlebench: ${target}: output: cannot write the file (EFBIG); it is left as it was\n`);
    expect(readFileSync(target, 'utf8')).toBe('OLD\n');
    expect(readdirSync(out)).toEqual(['answer.svg']); // no temporary file left beside it
  });

  it('a write that succeeds replaces the file, keeps its permissions, and follows a symbolic link', () => {
    const out = mkdtempSync(join(folder, 'replace-'));
    const target = join(out, 'answer.svg');
    writeFileSync(target, 'OLD\n', { mode: 0o640 });
    symlinkSync(target, join(out, 'link.svg'));
    const run = cli(['solve', puzzle, '--svg', join(out, 'link.svg')]);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(target, 'utf8')).toMatch(/^<svg [\s\S]*<\/svg>\n?$/);
    expect(statSync(target).mode & 0o777).toBe(0o640);
    expect(lstatSync(join(out, 'link.svg')).isSymbolicLink()).toBe(true);
    expect(readdirSync(out).sort()).toEqual(['answer.svg', 'link.svg']);
  });

  it('--svg - writes the picture to stdout, alone; the answer goes to stderr; no file named -', () => {
    const cwd = mkdtempSync(join(folder, 'dash-'));
    for (const json of [[], ['--json']]) {
      const run = cli(['solve', join(root, 'puzzles/aquarium/small-5x4.txt'), '--svg', '-', ...json], { cwd });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^<svg [\s\S]*<\/svg>\n?$/);
      expect(run.stderr).toContain(json.length ? '"status": "solved"' : '+-+-+-----+');
      expect(existsSync(join(cwd, '-'))).toBe(false);
      expect(run.stderr).not.toContain('wrote -');
    }
  });
});

describe('JSON input with a key given twice is refused, as the text form refuses a setting twice', () => {
  const run = async (path: string) => {
    const io = capture();
    const status = await main(['solve', path], io);
    return { status, stderr: io.stderr(), stdout: io.stdout() };
  };

  it('names the file, the place of the second key, the key and where it was first', async () => {
    const path = file('jugs-twice.json', '{"jugs": [3, 5],\n "jugs": [4, 7], "target": {"jug": 1, "holds": 4}}');
    const result = await run(path);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`puzzlebench: ${path}: line 2, column 2: expected each key once in an object; found "jugs" again (first at line 1, column 2)\n`);
    expect(result.stdout).toBe('');
  });

  it('sees through escapes and nesting, and not into values', async () => {
    const escaped = file('escaped.json', '{"jugs": [3, 5], "target": {"jug": 1, "holds": 4, "\\u0068olds": 2}}');
    expect((await run(escaped)).stderr).toMatch(/line 1, column 51: expected each key once in an object; found "holds" again \(first at line 1, column 39\)/);
    // A key's name as a value, and the same keys in sibling objects, are no repeats: this is solved.
    const bridge = '{"people": [{"name": "name", "minutes": 1}, {"name": "B", "minutes": 2}], "capacity": 2, "torch": 2}';
    const fine = await run(file('fine.json', bridge));
    expect(fine.status, fine.stderr).toBe(0);
    expect(fine.stdout).toMatch(/2 min/);
    const nested = await run(file('nested-twice.json', bridge.replace('"minutes": 2}', '"minutes": 2, "minutes": 3}')));
    expect(nested.stderr).toMatch(/line 1, column 73: expected each key once in an object; found "minutes" again \(first at line 1, column 59\)/);
  });
});
