// Runs engines in child processes with deadlines (src/isolate/process.ts); whatever happens to a
// child becomes a status. Runs of one engine and strategy are batched into one child (Z3's init
// costs about a second a process); when a child crashes or passes a deadline, the run it was on
// gets that status and the rest of the batch goes on in a fresh child.
import { entryBeside } from '../isolate/entry.ts';
import { runChild } from '../isolate/process.ts';
import type { CompareRecord } from '../kind/contract.ts';
import { runRecord } from '../kind/record.ts';

export interface Job {
  file: string;
  kind: string;
  engine: string;
  strategy: string;
  /** The run's own budget; the child is killed a grace period after it. */
  timeoutMs: number;
  /** Plugin modules (absolute paths) the child loads before running. */
  plugins?: string[];
}

// Z3's init and the encoding come before a run's own deadline starts counting.
const GRACE_MS = 15_000;

const child = entryBeside(import.meta.url, './child');

/**
 * Runs jobs of one kind, engine and strategy; calls `done` with each record as it arrives. Aborting
 * the signal kills the child at once; the run it was on gets no record.
 */
export async function runBatch(jobs: Job[], done: (job: Job, record: CompareRecord) => void, signal?: AbortSignal): Promise<void> {
  let rest = jobs;
  while (rest.length > 0 && !signal?.aborted) rest = await runInChild(rest, done, signal);
}

/** Runs the jobs in one child, until it ends; returns those it did not reach. */
async function runInChild(jobs: Job[], done: (job: Job, record: CompareRecord) => void, signal?: AbortSignal): Promise<Job[]> {
  const [{ kind, engine, strategy, timeoutMs }] = jobs;
  let finished = 0;
  let started = performance.now();
  const end = await runChild<CompareRecord>(child, {
    args: [kind, engine, strategy, String(timeoutMs), ...jobs.map((job) => job.file)],
    // Without plugins of its own, a job takes the process's (serve --plugin sets them there).
    env: { ...process.env, PUZZLEBENCH_PLUGINS: jobs[0].plugins ? JSON.stringify(jobs[0].plugins) : (process.env.PUZZLEBENCH_PLUGINS ?? '[]') },
    // Each run of the batch gets its budget and the grace, from the record before it.
    deadlineMs: timeoutMs + GRACE_MS,
    message(record) {
      done(jobs[finished++], record);
      started = performance.now();
    },
    signal,
  });
  if (finished >= jobs.length || signal?.aborted) return [];
  const job = jobs[finished];
  const base = { file: job.file, kind, engine, strategy, answer: '-', verdict: '-' as const, totalMs: performance.now() - started };
  // A process that ends itself with 0 before its last record was ended by other code (a plugin's process.exit).
  const why =
    lastLine(end.stderr) ||
    (end.code === 0 ? 'the run ended its process (exit 0) without a record (a plugin calling process.exit?)' : `exit ${end.code ?? end.killedBy}`);
  done(
    job,
    runRecord(
      end.atDeadline
        ? { ...base, status: 'timeout', detail: `killed at the deadline (${Math.round((timeoutMs + GRACE_MS) / 1000)} s)` }
        : { ...base, status: 'crashed', detail: why },
    ),
  );
  return jobs.slice(finished + 1);
}

/** The child's last words: the error line, not its stack or the Node.js version printed after it. */
function lastLine(text: string): string {
  const said = (line: string) => line.trim() !== '' && !/^\s+at /.test(line) && !/^Node\.js v\d/.test(line.trim());
  return text.trim().split('\n').filter(said).pop()?.trim().slice(0, 200) ?? '';
}
