// `compare --plan DIR`: the grid compare would run, written as shards for other machines to run
// (GNU parallel, SLURM job arrays, Kubernetes indexed jobs: docs/compare-at-scale.md). Nothing is
// scheduled here; each shard is a file a node runs with `puzzlebench run-shard`.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { UsageError } from '../../errors.ts';
import { readInput } from '../../kind/input.ts';
import type { ShardManifest, ShardRun } from '../../kind/shard-contract.ts';
import { packageVersion } from '../../package.ts';
import type { Job } from '../isolate.ts';
import { type CompareOptions, plan } from '../runner.ts';

export const MANIFEST = 'manifest.json';
export const runsSuffix = '.runs.jsonl';
export const recordsSuffix = '.records.jsonl';
/** Where run-shard appends the records of a shard: beside it, the same name with .records.jsonl. */
export const recordsFileOf = (shardFile: string) => shardFile.replace(/\.runs\.jsonl$/, '') + recordsSuffix;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export interface PlanOptions extends CompareOptions {
  shards: number;
  /** A run's expected milliseconds, where past runs tell (the results store); else its budget counts. */
  estimate?: (run: ShardRun) => number | undefined;
}

export interface Planned {
  manifest: ShardManifest;
  dir: string;
}

/** Runs of one kind, engine and strategy run in one child (Z3 starts once): shards keep them together. */
const batchKey = (run: ShardRun) => `${run.kind}\t${run.engine}\t${run.strategy}`;

export function writePlan(dir: string, files: string[], options: PlanOptions): Planned {
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new UsageError(`${dir} is a file: --plan writes a new folder (or an empty one)`);
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new UsageError(`${dir} is not empty: --plan writes a new folder (or an empty one)`);
  const jobs: Job[] = plan(files, options);
  mkdirSync(dir, { recursive: true });
  if (options.plugins?.length) mkdirSync(join(dir, 'plugins'));
  const plugins = (options.plugins ?? []).map((from) => {
    const code = readFileSync(from);
    const hash = sha256(code);
    const path = `plugins/${hash}-${basename(from)}`;
    copyFileSync(from, join(dir, path));
    return { sha256: hash, path, from: resolve(from) };
  });
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    const text = texts.get(file) ?? readInput(file).text;
    texts.set(file, text);
    return text;
  };
  const lines = jobs.map((job) => ({
    file: job.file,
    text: textOf(job.file),
    kind: job.kind,
    engine: job.engine,
    strategy: job.strategy,
    timeoutMs: job.timeoutMs,
    plugins: plugins.map((plugin) => plugin.sha256),
  }));
  // The plan's id is its content's: the same grid planned twice is the same plan; any change is another.
  const id = sha256(JSON.stringify(lines)).slice(0, 16);
  const runs: ShardRun[] = lines.map((line, run) => ({ schemaVersion: 1, plan: id, run, ...line }));
  // A run the store knows nothing of counts as the typical known run; with none known, each counts its budget.
  const known = runs.flatMap((run) => options.estimate?.(run) ?? []).sort((a, b) => a - b);
  const typical = known.length > 0 ? known[Math.floor(known.length / 2)] : undefined;
  const cost = (run: ShardRun) => options.estimate?.(run) ?? typical ?? run.timeoutMs;
  const groups = cut(runs, Math.min(options.shards, Math.max(1, runs.length)), cost);
  const width = String(groups.length).length;
  const shards = groups.map((group, i) => {
    const file = `shard-${String(i + 1).padStart(Math.max(3, width), '0')}${runsSuffix}`;
    writeFileSync(join(dir, file), group.map((run) => `${JSON.stringify(run)}\n`).join(''));
    return { file, runs: group.length, estimatedMs: Math.round(group.reduce((sum, run) => sum + cost(run), 0)) };
  });
  const manifest: ShardManifest = {
    schemaVersion: 1,
    type: 'shard-plan',
    plan: id,
    created: new Date().toISOString(),
    puzzlebench: packageVersion(),
    runs: runs.length,
    shards,
    plugins,
  };
  // The manifest last: a folder with one is a whole plan.
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, dir };
}

/**
 * At most `count` shards of about equal estimated work, each a stretch of the runs ordered by
 * engine and strategy, so that a shard starts as few children (and Z3s) as it can. A run goes to
 * the shard its midpoint falls in: a long run sits where most of it lies, rather than dragging a
 * whole shard's worth of work after it. (A run longer than a shard's share may leave a shard
 * empty; it is left out.)
 */
function cut(runs: ShardRun[], count: number, cost: (run: ShardRun) => number): ShardRun[][] {
  const order = new Map<string, number>();
  for (const run of runs) if (!order.has(batchKey(run))) order.set(batchKey(run), order.size);
  const place = (run: ShardRun) => order.get(batchKey(run)) ?? 0;
  const sorted = [...runs].sort((a, b) => place(a) - place(b) || a.run - b.run);
  const total = sorted.reduce((sum, run) => sum + cost(run), 0);
  const shards: ShardRun[][] = Array.from({ length: count }, () => []);
  let done = 0;
  for (const run of sorted) {
    const share = total > 0 ? ((done + cost(run) / 2) * count) / total : 0;
    shards[Math.min(count - 1, Math.floor(share))].push(run);
    done += cost(run);
  }
  return shards.filter((shard) => shard.length > 0);
}
