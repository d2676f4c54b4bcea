// A comparison beyond one machine: compare --plan writes shards, run-shard runs one (resumable, a
// line a dead node left half-written passed over), compare --merge reads the records back as one
// compare; the files are in the contract; every bad input is one line naming the file and the
// position, exit 2; the results store keeps runs and --against sets them beside earlier ones.
// (test/slow/shards.test.ts runs shards under GNU parallel, kills one mid-shard and resumes it.)
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { changes, noiseBand } from '../src/compare/against.ts';
import { writePlan } from '../src/compare/shards/plan.ts';
import type { StoredRun } from '../src/compare/store.ts';
import { runRecord } from '../src/kind/record.ts';
import { shardManifestSchema, shardRecordSchema, shardRunSchema } from '../src/kind/shard-contract.ts';
import { capture } from './helpers/capture.ts';
import { sourceCli } from './helpers/cli.ts';
import { expectComparison } from './helpers/contract.ts';

const work = mkdtempSync(join(tmpdir(), 'puzzlebench-shards-'));
const grid = join(work, 'grid');
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function pb(...argv: string[]) {
  const io = capture();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}
const lines = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean);
const shard = (n: number) => join(grid, `shard-00${n}.runs.jsonl`);
const records = (n: number) => join(grid, `shard-00${n}.records.jsonl`);

// Two puzzles under the state-graph search (no Z3 in the runs themselves): two shards of one run each.
const puzzles = ['puzzles/jugs/classic-3-5.txt', 'puzzles/jugs/pour-4-4-3.txt'];

describe('a plan run as shards and merged', () => {
  beforeAll(async () => {
    const planned = await pb('compare', ...puzzles, '--engine', 'jugs/bfs', '--plan', grid, '--shards', '2');
    expect(planned.code, planned.err).toBe(0);
    expect(planned.out).toMatch(/^planned 2 runs in 2 shards \(plan [0-9a-f]{16}\)/);
  });

  it('writes a manifest and self-contained runs in the contract', () => {
    const manifest = shardManifestSchema.parse(JSON.parse(readFileSync(join(grid, 'manifest.json'), 'utf8')));
    expect(manifest.shards.map((s) => [s.file, s.runs])).toEqual([
      ['shard-001.runs.jsonl', 1],
      ['shard-002.runs.jsonl', 1],
    ]);
    const run = shardRunSchema.parse(JSON.parse(lines(shard(1))[0]));
    expect(run).toMatchObject({ plan: manifest.plan, run: 0, file: puzzles[0], kind: 'jugs', engine: 'jugs/bfs', timeoutMs: 60_000 });
    expect(run.text).toBe(readFileSync(puzzles[0], 'utf8'));
  });

  it('runs a shard once: run again, it runs only what is not recorded; a half-written last line is passed over', async () => {
    const first = await pb('run-shard', shard(1));
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('1 runs recorded in');
    const [line] = lines(records(1)).map((text) => shardRecordSchema.parse(JSON.parse(text)));
    expect(line.record).toMatchObject({ file: puzzles[0], engine: 'jugs/bfs', reason: 'sat', answer: 'optimum 6' });
    expect((await pb('run-shard', shard(1))).out).toContain('(0 run now, 1 recorded before)');
    // A node that died mid-write: the fragment is cut off and its run made again.
    writeFileSync(records(2), '{"schemaVersion":1,"plan":"');
    const second = await pb('run-shard', shard(2));
    expect(second.code, second.err).toBe(0);
    expect(second.out).toContain('(1 run now, 0 recorded before)');
    expect(lines(records(2)).map((text) => shardRecordSchema.parse(JSON.parse(text)).run)).toEqual([1]);
  }, 60_000);

  it('merges into the table and JSON of one compare, in its order', async () => {
    const merged = await pb('compare', '--merge', grid);
    expect(merged.code, merged.err).toBe(0);
    const rows = merged.out.split('\n').slice(2, 4);
    expect(rows[0]).toMatch(/^puzzles\/jugs\/classic-3-5\.txt\s+jugs\/bfs\s+native\s+sat\s+optimum 6/);
    expect(rows[1]).toMatch(/^puzzles\/jugs\/pour-4-4-3\.txt\s+jugs\/bfs\s+native\s+unsat\s+no plan/);
    expect(merged.out).toContain('2 runs, 2 answered; all engines that answered agree.');
    const json = await pb('compare', '--merge', grid, '--json');
    expect(expectComparison(json.out).records.map((r) => r.file)).toEqual(puzzles);
    // Line for line the JSON one compare of the grid prints, keys in its order, once the times (which differ run to run) are out.
    const alone = await pb('compare', ...puzzles, '--engine', 'jugs/bfs', '--json');
    expect(alone.code, alone.err).toBe(0);
    const timeless = (text: string) => JSON.stringify(JSON.parse(text), (key, value: unknown) => (/Ms$|^statistics$/.test(key) ? undefined : value), 1);
    expect(timeless(json.out)).toBe(timeless(alone.out));
  });

  it('names runs missing and runs recorded twice', async () => {
    const partial = join(work, 'partial');
    cpSync(grid, partial, { recursive: true });
    rmSync(join(partial, 'shard-002.records.jsonl'));
    const missing = await pb('compare', '--merge', partial);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(
      `puzzlebench: ${partial}/manifest.json: runs: 1 of 2 runs have no record: shard-002.runs.jsonl: 1 of 1 (run 1: puzzles/jugs/pour-4-4-3.txt, jugs/bfs, native); run those shards again (run-shard runs only what a shard lacks)\n`,
    );
    const twice = await pb('compare', '--merge', grid, partial);
    expect(twice.code).toBe(2);
    expect(twice.err).toBe(
      `puzzlebench: ${partial}/shard-001.records.jsonl: line 1: run 0 (puzzles/jugs/classic-3-5.txt, jugs/bfs, native) is recorded twice: also at ${grid}/shard-001.records.jsonl line 1 (the same shard run on two nodes? keep one records file)\n`,
    );
  });

  it('refuses bad input in one line naming the file and the position, exit 2', async () => {
    const copy = (name: string) => {
      const dir = join(work, name);
      cpSync(grid, dir, { recursive: true });
      return dir;
    };
    // One line on stderr, nothing on stdout, exit 2.
    const expectRefused = async (argv: string[], message: string | RegExp) => {
      const said = await pb(...argv);
      expect(said.code, said.out).toBe(2);
      expect(said.out).toBe('');
      if (typeof message === 'string') expect(said.err).toBe(`puzzlebench: ${message}\n`);
      else {
        expect(said.err).toMatch(/^puzzlebench: [^\n]*\n$/);
        expect(said.err.trim()).toMatch(message);
      }
    };
    const bare = copy('bare');
    rmSync(join(bare, 'manifest.json'));
    await expectRefused(
      ['compare', '--merge', bare],
      `${bare}/manifest.json: file: missing: not a plan folder, or its planning did not finish (compare --plan DIR writes it last)`,
    );
    const corrupt = copy('corrupt');
    writeFileSync(join(corrupt, 'manifest.json'), '{\n  "schemaVersion": 1,\n  "type": "shard-plan",,\n}\n');
    await expectRefused(['run-shard', join(corrupt, 'shard-001.runs.jsonl')], /manifest\.json: line 3, column 24: not JSON/);
    const other = copy('other');
    const foreign = lines(shard(1))[0].replace(/"plan":"[0-9a-f]{16}"/, '"plan":"0123456789abcdef"');
    writeFileSync(join(other, 'shard-001.runs.jsonl'), `${foreign}\n`);
    await expectRefused(
      ['run-shard', join(other, 'shard-001.runs.jsonl')],
      /shard-001\.runs\.jsonl: line 1: a run of plan 0123456789abcdef, but .*manifest\.json is plan [0-9a-f]{16}: a shard file from another plan$/,
    );
    const broken = copy('broken');
    const [good] = lines(records(1));
    writeFileSync(join(broken, 'shard-001.records.jsonl'), `${good.replace('"reason":"sat"', '"reason":"maybe"')}\n`);
    await expectRefused(
      ['compare', '--merge', broken],
      /broken\/shard-001\.records\.jsonl: line 1, field record\.reason: Invalid option: .* \(expected a record of a shard's run\)$/,
    );
    appendFileSync(join(broken, 'shard-002.records.jsonl'), 'not json\n{}\n');
    await expectRefused(['run-shard', join(broken, 'shard-002.runs.jsonl')], /shard-002\.records\.jsonl: line 2: not JSON \(.*\)/);
    await expectRefused(
      ['compare', puzzles[0], '--merge', grid],
      `--merge reads plan folders, not puzzles: drop ${puzzles[0]} (or merge it as a folder after --merge)`,
    );
    await expectRefused(['compare', puzzles[0], '--plan', grid], `${grid} is not empty: --plan writes a new folder (or an empty one)`);
  });

  it('keeps runs in the results store and sets a later comparison against an earlier one', async () => {
    const store = join(work, 'results.db');
    const first = await pb('compare', '--merge', grid, '--store', store, '--tag', 'v1');
    expect(first.err).toContain(`stored as comparison 1 in ${store} (tag v1)`);
    const unknown = await pb('compare', '--merge', grid, '--store', store, '--against', 'v9');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toBe('');
    expect(unknown.err).toBe(`puzzlebench: --against v9: no such comparison in ${store} (ids 1 to 1; tags: v1; or 'last')\n`);
    const second = await pb('compare', '--merge', grid, '--store', store, '--against', 'v1', '--format', 'md');
    expect(second.code, second.err).toBe(0);
    expect(second.out).toMatch(
      /Against comparison 1 \(v1\) of .*: 0 slower past noise, 0 faster, 2 within noise, 0 changed status or answer, 0 from another machine, 0 new\./,
    );
    expect(second.err).toContain('stored as comparison 2');
  });

  it('keeps the plugins a comparison loaded by content hash, in a store of version 1 as well', async () => {
    // A store as version 1 made it: no plugins column.
    const store = join(work, 'version-1.db');
    const SQL = await initSqlJs();
    const old = new SQL.Database();
    old.exec(`CREATE TABLE comparisons (id INTEGER PRIMARY KEY, tag TEXT, at TEXT NOT NULL, machine TEXT NOT NULL, plan TEXT, runs INTEGER NOT NULL);
      CREATE TABLE runs (comparison INTEGER NOT NULL, file TEXT NOT NULL, kind TEXT NOT NULL, engine TEXT NOT NULL, strategy TEXT NOT NULL,
        status TEXT NOT NULL, reason TEXT NOT NULL, answer TEXT NOT NULL, verdict TEXT NOT NULL, total_ms REAL NOT NULL, machine TEXT NOT NULL,
        at TEXT NOT NULL, puzzlebench TEXT NOT NULL, node TEXT NOT NULL, z3 TEXT NOT NULL, record TEXT NOT NULL);
      INSERT INTO comparisons (tag, at, machine, plan, runs) VALUES ('v0', '2026-11-26T00:00:00.000Z', 'elsewhere', NULL, 0);
      PRAGMA user_version = 1;`);
    writeFileSync(store, old.export());
    old.close();
    const plugin = 'examples/aquarium-column-depth.ts';
    const engines = ['--engine', 'aquarium/column-depth,aquarium/row-level', '--strategy', 'default'];
    // In a process of its own, as a plugin is loaded (this test's resolver does not know the package by its name).
    const ran = sourceCli(['compare', 'puzzles/aquarium/small-5x4.txt', '--plugin', plugin, ...engines, '--store', store, '--against', 'v0']);
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stdout).toContain('2 new.');
    const kept = new SQL.Database(readFileSync(store));
    const rows = kept.exec('SELECT engine, plugins FROM runs WHERE comparison = 2 ORDER BY engine')[0].values;
    const hash = createHash('sha256').update(readFileSync(plugin)).digest('hex');
    const loaded = JSON.stringify([{ name: 'aquarium-column-depth.ts', sha256: hash }]);
    expect(rows).toEqual([
      ['aquarium/column-depth', loaded],
      ['aquarium/row-level', loaded],
    ]);
    expect(kept.exec('PRAGMA user_version')[0].values).toEqual([[2]]);
    kept.close();
  }, 60_000);

  it('takes answers that differ across machines for a disagreement, naming where each run ran', async () => {
    // Records written as two nodes would: the same puzzle, the search on one, Z3 on the other, answers apart.
    const plan = join(work, 'two-machines');
    const { manifest } = writePlan(plan, [puzzles[0]], { engines: ['jugs/bfs', 'jugs/conserving'], strategies: ['qf-fd'], timeoutMs: 10_000, shards: 2 });
    const write = (machines: string[]) =>
      manifest.shards.forEach((shard, i) => {
        const [run] = lines(join(plan, shard.file)).map((text) => shardRunSchema.parse(JSON.parse(text)));
        const { file, kind, engine, strategy } = run;
        const record = runRecord({
          file,
          kind,
          engine,
          strategy,
          status: 'sat',
          answer: `optimum ${6 + i}`,
          verdict: 'accepted',
          encodeMs: 1,
          solveMs: 1,
          totalMs: 2,
        });
        const line = {
          schemaVersion: 1,
          plan: manifest.plan,
          run: run.run,
          machine: machines[i],
          at: '2026-11-27T00:00:00.000Z',
          versions: { puzzlebench: '0.1.0', node: 'v20', z3: '5.2.0' },
          record,
        };
        writeFileSync(join(plan, shard.file.replace('.runs.jsonl', '.records.jsonl')), `${JSON.stringify(line)}\n`);
      });
    write(['node-a', 'node-b']);
    const apart = await pb('compare', '--merge', plan);
    expect(apart.code).toBe(1);
    expect(apart.out).toContain(`${puzzles[0]}: engines disagree: optimum 6: jugs/bfs (native) on node-a | optimum 7: jugs/conserving (qf-fd) on node-b`);
    // On one machine, the words of a one-machine compare.
    write(['node-a', 'node-a']);
    const together = await pb('compare', '--merge', plan);
    expect(together.code).toBe(1);
    expect(together.out).toContain(`${puzzles[0]}: engines disagree: optimum 6: jugs/bfs (native) | optimum 7: jugs/conserving (qf-fd)`);
  });
});

describe('shards', () => {
  it('are cut to equal estimated work, each engine and strategy kept together', () => {
    const jugs = ['classic-3-5', 'eleven-five-eight', 'pour-4-4-3', 'seven-five-six', 'share-8-5-3', 'six-four-one'].map((name) => `puzzles/jugs/${name}.txt`);
    const options = { engines: ['jugs/bfs', 'jugs/conserving'], strategies: ['qf-fd'], timeoutMs: 10_000, shards: 3 };
    // Without estimates every run counts its budget: 12 runs, 4 a shard, the search's runs first.
    const even = writePlan(join(work, 'even'), jugs, options).manifest;
    expect(even.shards.map((shard) => shard.runs)).toEqual([4, 4, 4]);
    // The store's times: the search takes 1 ms, conserving 500 ms, and one conserving run 3 s.
    const estimate = (run: { file: string; engine: string }) => (run.engine === 'jugs/bfs' ? 1 : run.file.includes('pour') ? 3000 : 500);
    const weighed = writePlan(join(work, 'weighed'), jugs, { ...options, estimate }).manifest;
    expect(weighed.shards.map((shard) => shard.runs)).toEqual([8, 1, 3]);
    expect(weighed.shards.map((shard) => shard.estimatedMs)).toEqual([1006, 3000, 1500]);
  });
});

describe('against an earlier comparison', () => {
  const now = (totalMs: number, status: 'sat' | 'timeout' = 'sat') =>
    runRecord({ file: 'a.txt', kind: 'jugs', engine: 'e', strategy: 's', status, answer: status === 'sat' ? 'optimum 6' : '-', verdict: '-', totalMs });
  const stored = (totalMs: number, machine = 'here', comparison = 1): StoredRun => ({
    comparison,
    file: 'a.txt',
    engine: 'e',
    strategy: 's',
    reason: 'sat',
    answer: 'optimum 6',
    totalMs,
    machine,
    at: '2026-11-26T00:00:00.000Z',
  });

  it('judges noise by the run’s history where the store has one, else by half the earlier time', () => {
    expect(noiseBand(400, [])).toBe(200);
    expect(noiseBand(40, [])).toBe(100);
    // Three earlier times close together: the band narrows to a tenth of the time.
    expect(noiseBand(1000, [1000, 1005, 998])).toBe(100);
    expect(noiseBand(400, [300, 400, 600])).toBeCloseTo(3 * 1.4826 * 100);
  });

  it('flags slowdowns past noise, never across machines, and always a change of status', () => {
    const [slower] = changes([now(700)], ['here'], [stored(400)], [stored(400)]);
    expect(slower).toMatchObject({ change: 'slower', beforeMs: 400, nowMs: 700 });
    expect(changes([now(550)], ['here'], [stored(400)], [])[0].change).toBe('same');
    expect(changes([now(900)], ['here'], [stored(400, 'elsewhere')], [])[0].change).toBe('other machine');
    expect(changes([now(60_000, 'timeout')], ['here'], [stored(400)], [])[0]).toMatchObject({ change: 'status', note: 'sat -> timeout' });
    expect(changes([now(100)], ['here'], [], [])[0].change).toBe('new');
  });
});
