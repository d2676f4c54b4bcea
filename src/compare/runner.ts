// The comparison matrix: every engine under every strategy on every file, each run isolated,
// and every disagreement between engines flagged: a disagreement is a bug found.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { kindOf } from '../catalogue/detect.ts';
import { readInput } from '../kind/input.ts';
import { InputError, UsageError } from '../errors.ts';
import { strategies } from '../solver/strategy.ts';
import { type Job, runBatch } from './isolate.ts';
import type { CompareRecord } from '../kind/contract.ts';
import { trusted } from '../kind/trust.ts';

export interface CompareOptions {
  /** Engine ids (or their short names) to run; all of each kind's engines when absent. */
  engines?: string[];
  /** Strategy ids; all an engine supports when absent. */
  strategies?: string[];
  kind?: string;
  timeoutMs: number;
  /** Runs at once (each is its own process; the machines here have 2 cores). */
  jobs?: number;
  onProgress?: (done: number, total: number, job: Job) => void;
  /** Each record as it arrives (serve streams them), with the count done so far. */
  onRecord?: (record: CompareRecord, done: number, total: number, job: Job) => void;
  /** Aborting kills the running children and starts no more runs; the comparison has the runs that ended. */
  signal?: AbortSignal;
  /** Runs of one engine and strategy per child process (a crash costs one run; the rest go on). */
  batchSize?: number;
  /** Plugin modules that each child process loads before its runs (already loaded here). */
  plugins?: string[];
}

export interface Disagreement {
  file: string;
  message: string;
}

export interface Comparison {
  records: CompareRecord[];
  disagreements: Disagreement[];
}

/**
 * Each engine runs in a process of its own that reads the file again (child.ts): stdin, a FIFO or
 * a device would be read up here first, and the children would find nothing (every run 'crashed'
 * on `compare -`) or wait for a writer that never comes back.
 */
function refuseStreams(file: string): void {
  const stat = file === '-' || !existsSync(file) ? undefined : statSync(file);
  // /dev/stdin and /dev/fd/N name a process's own streams, whatever file they lead to here.
  const own = stat !== undefined && /^\/(dev|proc)\//.test(resolve(file));
  const kinds: [boolean | undefined, string][] = [
    [file === '-', 'stdin'],
    [stat?.isFIFO(), 'a FIFO'],
    [stat?.isSocket(), 'a socket'],
    [stat?.isCharacterDevice() || stat?.isBlockDevice(), 'a device'],
    [own, "a path under /dev or /proc (a process's own streams)"],
  ];
  const stream = kinds.find(([is]) => is)?.[1];
  if (stream)
    throw new InputError(file, 'path', `expected a regular file or a task string (compare reads each file again in every engine's process), found ${stream}`);
}

export function plan(files: string[], options: CompareOptions): Job[] {
  for (const id of options.strategies ?? []) if (id !== 'native') strategies.get(id);
  const jobs: Job[] = [];
  for (const file of files) {
    // Read here on the thread that would keep the time, so a regular file or a task string only.
    refuseStreams(file);
    const input = readInput(file);
    const kind = kindOf(input, { kind: options.kind });
    kind.validate(input);
    const engines = options.engines ? options.engines.filter((id) => kind.engines.has(id)).map((id) => kind.engines.get(id).id) : kind.engines.ids();
    if (options.engines && engines.length === 0) {
      throw new UsageError(`none of the engines ${options.engines.join(', ')} applies to ${file} (${kind.id}: ${kind.engines.ids().join(', ')})`);
    }
    for (const engine of engines) {
      const supported = kind.strategiesFor(engine);
      const { strategies } = options;
      const chosen = strategies ? supported.filter((id) => strategies.includes(id) || id === 'native') : supported;
      for (const strategy of chosen)
        jobs.push({ file, kind: kind.id, engine, strategy, timeoutMs: options.timeoutMs, plugins: options.plugins?.map((path) => resolve(path)) });
    }
  }
  return jobs;
}

const conclusive = new Set(['sat', 'unsat']);

// Map.groupBy arrives in Node 21; the project supports Node 20.
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Engines that reached an answer must reach the same one, and the checker must accept it. `where`
 * names the machine a run ran on, when the runs ran on several (a merge of shards): a reader of a
 * disagreement then knows which node to suspect as well as which engine.
 */
export function disagreements(records: CompareRecord[], where?: (record: CompareRecord) => string): Disagreement[] {
  const found: Disagreement[] = [];
  const byFile = groupBy(records, (record) => record.file);
  const name = (r: CompareRecord) => `${r.engine} (${r.strategy})${where ? ` on ${where(r)}` : ''}`;
  for (const [file, runs] of byFile) {
    for (const run of runs.filter((r) => r.reason === 'rejected' || r.verdict === 'rejected')) {
      found.push({ file, message: `${name(run)} gave an answer the checker rejects: ${run.detail ?? ''}` });
    }
    const named = (rs: CompareRecord[]) => rs.map(name).join(', ');
    const answers = groupBy(
      runs.filter((r) => conclusive.has(r.reason) && !r.partial),
      (r) => r.answer,
    );
    if (answers.size > 1) {
      const sides = [...answers].map(([answer, rs]) => `${answer}: ${named(rs)}`);
      found.push({ file, message: `engines disagree: ${sides.join(' | ')}` });
    }
    // A settled answer claims what no checker can test (no solution, unique, forced cells, optimal,
    // no plan): from an engine a plugin added, it stands only beside a built-in engine's same answer.
    // (Where the answers already differ, that disagreement says it.)
    const settled = runs.filter((r) => conclusive.has(r.reason) && !r.partial);
    const builtIn = new Set(settled.filter((r) => trusted(r.engine)).map((r) => r.answer));
    const lone = answers.size > 1 ? [] : settled.filter((r) => !trusted(r.engine) && !builtIn.has(r.answer));
    for (const run of lone) {
      found.push({
        file,
        message: `${name(run)} claims '${run.answer}', which no built-in engine confirmed (compare it beside one that answers)`,
      });
    }
    const solved = runs.filter((r) => r.partial && r.verdict === 'accepted');
    const none = runs.filter((r) => r.reason === 'unsat' && !r.partial);
    if (solved.length > 0 && none.length > 0) {
      found.push({ file, message: `engines disagree: a solution: ${named(solved)} | ${none[0].answer}: ${named(none)}` });
    }
  }
  return found;
}

/**
 * Files on which no run answered: every run crashed, timed out or was unsupported, so nothing was
 * compared there. A crash is no answer: it never counts towards "the engines agree".
 */
export function unanswered(records: CompareRecord[]): Disagreement[] {
  const found: Disagreement[] = [];
  for (const [file, runs] of groupBy(records, (record) => record.file)) {
    if (runs.some((run) => conclusive.has(run.reason))) continue;
    const counts = [...groupBy(runs, (run) => run.reason)].map(([reason, rs]) => `${rs.length} ${reason}`).join(', ');
    const crash = runs.find((run) => run.reason === 'crashed');
    found.push({ file, message: `no engine answered (${counts})${crash ? `; ${crash.engine} (${crash.strategy}): ${crash.detail ?? 'crashed'}` : ''}` });
  }
  return found;
}

/** Jobs of the same kind, engine and strategy, in slices of at most `size`. */
function batches(jobs: Job[], size: number): Job[][] {
  const groups = groupBy(jobs, (job) => `${job.kind}\t${job.engine}\t${job.strategy}`);
  return [...groups.values()].flatMap((group) => Array.from({ length: Math.ceil(group.length / size) }, (_, i) => group.slice(i * size, (i + 1) * size)));
}

export async function compare(files: string[], options: CompareOptions): Promise<Comparison> {
  const jobs = plan(files, options);
  const ordered = await runJobs(jobs, options);
  return { records: ordered, disagreements: disagreements(ordered) };
}

/**
 * Runs jobs already planned, in batches on `options.jobs` children, and returns their records in
 * the jobs' order (compare's own grid, or one shard of a planned grid: src/compare/shards/).
 */
export async function runJobs(jobs: Job[], options: Omit<CompareOptions, 'timeoutMs'>): Promise<CompareRecord[]> {
  const records = new Map<Job, CompareRecord>();
  const queue = batches(jobs, options.batchSize ?? 20);
  const worker = async () => {
    for (let batch = queue.shift(); batch && !options.signal?.aborted; batch = queue.shift()) {
      options.onProgress?.(records.size, jobs.length, batch[0]);
      await runBatch(
        batch,
        (job, record) => {
          records.set(job, record);
          options.onRecord?.(record, records.size, jobs.length, job);
          const next = batch.find((other) => !records.has(other));
          if (next) options.onProgress?.(records.size, jobs.length, next);
        },
        options.signal,
      );
    }
  };
  // No more workers than batches: the rest would find the queue empty (and --jobs 2^53 - 1 asked
  // for an array of that many, which ran out of memory).
  await Promise.all(Array.from({ length: Math.min(queue.length, Math.max(1, options.jobs ?? 1)) }, worker));
  // Records come back in the order the plan listed them: by file, then engine, then strategy.
  return jobs.flatMap((job) => {
    const record = records.get(job);
    return record === undefined ? [] : [record];
  });
}
