// Runs engines in child processes with deadlines; whatever happens to a child becomes a status.
// Runs of one engine and strategy are batched into one child (Z3's init and tsx's start cost
// about a second a process); when a child crashes or passes a deadline, the run it was on gets
// that status and the rest of the batch goes on in a fresh child.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RunRecord } from './record.ts';

export const RECORD_MARKER = '@@record ';

export interface Job {
  file: string;
  kind: string;
  engine: string;
  strategy: string;
  /** The run's own budget; the child is killed a grace period after it. */
  timeoutMs: number;
}

// Z3's init and the encoding come before a run's own deadline starts counting.
const GRACE_MS = 15_000;
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
// fileURLToPath, not .pathname: that keeps %20 for a space in the checkout's path, and no such file exists.
const childEntry = fileURLToPath(new URL('./child.ts', import.meta.url));
// Node fires a longer timer at once (after 1 ms, with a warning): a long --timeout killed every child.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Runs jobs of one kind, engine and strategy; calls `done` with each record as it arrives. */
export async function runBatch(jobs: Job[], done: (job: Job, record: RunRecord) => void): Promise<void> {
  let rest = jobs;
  while (rest.length > 0) rest = await runChild(rest, done);
}

function runChild(jobs: Job[], done: (job: Job, record: RunRecord) => void): Promise<Job[]> {
  const [{ kind, engine, strategy, timeoutMs }] = jobs;
  const args = [kind, engine, strategy, String(timeoutMs), ...jobs.map((job) => job.file)];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, childEntry, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let finished = 0;
    let started = performance.now();
    let pending = '';
    let stderr = '';
    let killed = false;
    const arm = () => setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, Math.min(timeoutMs + GRACE_MS, LONGEST_TIMER_MS));
    let timer = arm();
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines.filter((text) => text.startsWith(RECORD_MARKER))) {
        done(jobs[finished++], JSON.parse(line.slice(RECORD_MARKER.length)) as RunRecord);
        clearTimeout(timer);
        timer = arm();
        started = performance.now();
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (finished >= jobs.length) return resolve([]);
      const job = jobs[finished];
      const base = { file: job.file, kind, engine, strategy, answer: '-', verdict: '-' as const, totalMs: performance.now() - started };
      const why = lastLine(stderr) || `exit ${code ?? signal}`;
      done(job, killed
        ? { ...base, status: 'timeout', detail: `killed at the deadline (${Math.round((timeoutMs + GRACE_MS) / 1000)} s)` }
        : { ...base, status: 'crashed', detail: why });
      resolve(jobs.slice(finished + 1));
    });
  });
}

/** The child's last words: the error line, not its stack or the Node.js version printed after it. */
function lastLine(text: string): string {
  const said = (line: string) => line.trim() !== '' && !/^\s+at /.test(line) && !/^Node\.js v\d/.test(line.trim());
  return text.trim().split('\n').filter(said).pop()?.trim().slice(0, 200) ?? '';
}
