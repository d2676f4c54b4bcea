// `puzzlebench run-shard FILE`: one shard's runs, each isolated with its deadline by compare's own
// runner (runJobs: the same batches, children and grace), each record appended to the shard's
// records file as it arrives. Run again, it runs only what that file lacks: a node that died
// mid-shard loses the run it was on and no more.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../../errors.ts';
import type { CompareRecord } from '../../kind/contract.ts';
import type { ShardManifest, ShardRecord, ShardRun } from '../../kind/shard-contract.ts';
import type { Job } from '../isolate.ts';
import { type Comparison, disagreements, runJobs } from '../runner.ts';
import { recordsFileOf } from './plan.ts';
import { readRecords, readRuns } from './read.ts';
import { machine, versions } from './where.ts';

export interface ShardOptions {
  /** The records file (default: beside the shard, .records.jsonl for .runs.jsonl). */
  out?: string;
  jobs?: number;
  onProgress?: (done: number, total: number, run: ShardRun) => void;
}

export interface ShardRan {
  out: string;
  /** Runs recorded by an earlier attempt, and run now. */
  skipped: number;
  ran: number;
  /** Every record of the shard so far, in the plan's order. */
  comparison: Comparison;
}

/** The plugin copies the runs name, each checked against its hash: a node runs the code that was planned. */
function pluginPaths(manifest: ShardManifest, planDir: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const plugin of manifest.plugins) {
    const path = resolve(planDir, plugin.path);
    if (!existsSync(path)) throw new InputError(path, 'file', `missing: the plan's copy of the plugin ${plugin.from}`);
    const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
    if (hash !== plugin.sha256) throw new InputError(path, 'content', `changed since it was planned (sha256 ${hash}, planned ${plugin.sha256})`);
    paths.set(plugin.sha256, path);
  }
  return paths;
}

export async function runShard(shardFile: string, options: ShardOptions = {}): Promise<ShardRan> {
  const { manifest, runs } = readRuns(shardFile);
  const out = options.out ?? recordsFileOf(shardFile);
  const before = readRecords(out, manifest);
  const mine = new Set(runs.map((run) => run.run));
  for (const record of before.records) {
    if (!mine.has(record.run)) throw new InputError(out, `line ${record.line}`, `run ${record.run} is not in ${shardFile}: the records of another shard`);
  }
  // What a dead node left half-written is cut off, so that the next record starts a line of its own.
  if (before.fragment > 0) truncateSync(out, before.whole);
  const done = new Set(before.records.map((record) => record.run));
  const pending = runs.filter((run) => !done.has(run.run));
  const plugins = pending.length > 0 ? pluginPaths(manifest, dirname(shardFile)) : new Map<string, string>();
  const fresh: ShardRecord[] = [];
  // Each puzzle's text goes to a file of its own name (some kinds read the extension), for the child to read.
  const scratch = mkdtempSync(join(tmpdir(), 'puzzlebench-shard-'));
  try {
    const byJob = new Map<Job, ShardRun>();
    const jobs = pending.map((run) => {
      const path = join(scratch, String(run.run), basename(run.file));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, run.text);
      const job: Job = { file: path, kind: run.kind, engine: run.engine, strategy: run.strategy, timeoutMs: run.timeoutMs };
      if (run.plugins.length > 0) job.plugins = run.plugins.map((hash) => plugins.get(hash) ?? missingPlugin(shardFile, run, hash));
      byJob.set(job, run);
      return job;
    });
    // Every job the runner hands back is one of these.
    const runOf = (job: Job) => {
      const run = byJob.get(job);
      if (!run) throw new Error(`a record for a job not of this shard: ${job.file}`);
      return run;
    };
    if (out !== recordsFileOf(shardFile)) mkdirSync(dirname(resolve(out)), { recursive: true });
    await runJobs(jobs, {
      jobs: options.jobs,
      onProgress: (count, total, job) => options.onProgress?.(count, total, runOf(job)),
      onRecord: (raw, _done, _total, job) => {
        const run = runOf(job);
        const record = asPlanned(raw, job.file, run.file);
        const line: ShardRecord = {
          schemaVersion: 1,
          plan: manifest.plan,
          run: run.run,
          machine: machine(),
          at: new Date().toISOString(),
          versions: versions(),
          record,
        };
        // One write per record: a node killed mid-write leaves at most a fragment without a newline.
        appendFileSync(out, `${JSON.stringify(line)}\n`);
        fresh.push(line);
      },
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const records = [...before.records, ...fresh].sort((a, b) => a.run - b.run).map((line) => line.record);
  return { out, skipped: done.size, ran: fresh.length, comparison: { records, disagreements: disagreements(records) } };
}

function missingPlugin(shardFile: string, run: ShardRun, hash: string): never {
  throw new InputError(shardFile, `run ${run.run}`, `plugin ${hash} is not in the plan's manifest`);
}

/** The record under the file name the plan was given, not the scratch copy the child read. */
function asPlanned(record: CompareRecord, scratchPath: string, file: string): CompareRecord {
  return { ...record, file, ...(record.detail !== undefined && { detail: record.detail.replaceAll(scratchPath, file) }) };
}
