// A comparison sharded over GNU parallel as a user runs it: plan a grid in two shards, run them in
// two processes, kill one mid-shard (a node that died), run both again (each runs only what it
// lacks), merge, and find the table a one-machine compare of the same grid prints. Skipped, saying
// so, where GNU parallel is not installed (Debian's `parallel`; .ci/run installs it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, sourceCli } from '../helpers/cli.ts';

const version = spawnSync('parallel', ['--version'], { encoding: 'utf8' });
const missing = version.status === 0 && version.stdout.includes('GNU parallel') ? undefined : 'GNU parallel is not on the PATH (apt-get install parallel)';
if (missing) console.log(`test/slow/shards.test.ts skipped: ${missing}`);

const work = mkdtempSync(join(tmpdir(), 'puzzlebench-parallel-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Six jug puzzles under a Z3 engine (runs of 0.1 to 0.5 s: time to kill its shard between two) and the search.
const grid = ['--engine', 'jugs/conserving,jugs/bfs', '--strategy', 'qf-fd'];
const files = readdirSync(join(root, 'puzzles/jugs'))
  .filter((name) => name.endsWith('.txt'))
  .sort()
  .map((name) => `puzzles/jugs/${name}`);
const args = [...files, ...grid];
const command = `node --import tsx ${join(root, 'src/cli/bin.ts')}`;
const lines = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : []);
// The columns a second run of the same grid must repeat: all but the times (and the conflicts Z3 counts on the way).
const kept = (csv: string) =>
  csv
    .trim()
    .split('\n')
    .map((row) =>
      row
        .split(',')
        .filter((_, i) => ![8, 9, 10, 11].includes(i))
        .join(','),
    );

const parallel = (shards: string[], template: string) =>
  // TMPDIR: the scratch folder a killed run-shard leaves goes with this test's own.
  spawn('parallel', ['-j', '2', template, ':::', ...shards], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TMPDIR: work } });
const ended = (child: ReturnType<typeof spawn>) => new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));

describe.skipIf(missing !== undefined)('a grid sharded over GNU parallel', () => {
  it('survives a node killed mid-shard, and merges into the table of one compare', async () => {
    const plan = join(work, 'grid');
    const planned = sourceCli(['compare', ...args, '--plan', plan, '--shards', '2']);
    expect(planned.status, planned.stderr).toBe(0);
    const shards = [1, 2].map((n) => join(plan, `shard-00${n}.runs.jsonl`));
    const runs = shards.map((shard) => lines(shard).length);
    expect(runs).toEqual([6, 6]);
    const records = shards.map((shard) => shard.replace('.runs.jsonl', '.records.jsonl'));

    // Each job leaves its pid (the shell exec's the command), so that this test can kill the first as a node dies: at once.
    const first = parallel(shards, `echo $$ > {}.pid; exec ${command} run-shard {}`);
    const firstEnded = ended(first);
    const pidFile = `${shards[0]}.pid`;
    const deadline = Date.now() + 90_000;
    while (lines(records[0]).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
    // parallel's status is the number of jobs that failed: the one killed.
    expect(await firstEnded).toBe(1);
    const survived = lines(records[0]).length;
    expect(survived, 'the shard was killed with runs left to do').toBeGreaterThan(0);
    expect(survived).toBeLessThan(runs[0]);
    expect(lines(records[1])).toHaveLength(runs[1]);

    const again = parallel(shards, `${command} run-shard {}`);
    let said = '';
    again.stdout?.on('data', (chunk: Buffer) => void (said += chunk));
    expect(await ended(again), said).toBe(0);
    expect(said).toContain(`(${runs[0] - survived} run now, ${survived} recorded before)`);
    expect(said).toContain('(0 run now, 6 recorded before)');

    const merged = sourceCli(['compare', '--merge', plan, '--format', 'csv']);
    expect(merged.status, merged.stderr).toBe(0);
    const alone = sourceCli(['compare', ...args, '--format', 'csv'], 120_000);
    expect(alone.status, alone.stderr).toBe(0);
    expect(kept(merged.stdout)).toEqual(kept(alone.stdout));
    expect(kept(merged.stdout)).toHaveLength(13);
  }, 300_000);
});
