// Runs engines in child processes with deadlines; whatever happens to a child becomes a status.
// Runs of one engine and strategy are batched into one child (Z3's init costs about a second a
// process); when a child crashes or passes a deadline, the run it was on gets that status and the
// rest of the batch goes on in a fresh child.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RunRecord } from '../kind/record.ts';

export const RECORD_MARKER = '@@record ';

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

/**
 * How to start a child: the built child.js as it is when this module runs from dist/, or child.ts
 * through tsx's loader when it runs from the sources (tests, `npm start`); tsx is a development
 * dependency and is looked up only then. Paths come from fileURLToPath: a URL's pathname keeps
 * `%20` for a space, and a checkout under a folder with a space could start no child at all.
 */
function childCommand(): string[] {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(fromSources ? './child.ts' : './child.js', import.meta.url));
  if (!fromSources) return [entry];
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, entry];
}

/** Children still running, so that a signal to the parent can end them too (killChildren). */
const running = new Set<ChildProcess>();

// Node fires a longer timer at once (after 1 ms, with a warning): a long --timeout killed every child.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Kills every running child with everything it started (a native z3 or CaDiCaL), at once: each
 * child leads a process group of its own, so one signal to the group reaches them all.
 */
export function killChildren(): void {
  for (const child of running) kill(child);
  running.clear();
  letSignalsBe();
}

function kill(child: ChildProcess): void {
  // Never started: there is no pid and nothing to kill.
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone (or never started: then there is no pid and nothing to kill).
  }
}

// Children in groups of their own get no Ctrl-C from the terminal, and a SIGTERM meant for this
// process would leave them running. So while any child runs, these signals kill the children
// first and then end this process by the same signal (its status in a shell: 128 + the signal's
// number, and a shell loop around it stops too), unless the program has handlers of its own.
// When no child runs, signals keep their default action, which is immediate: a handler here would
// wait for the main thread, and building a large formula keeps it busy for seconds.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function onSignal(signal: NodeJS.Signals): void {
  killChildren();
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function watchSignals(): void {
  for (const signal of SIGNALS) if (!process.listeners(signal).includes(onSignal)) process.on(signal, onSignal);
}

function letSignalsBe(): void {
  for (const signal of SIGNALS) process.removeListener(signal, onSignal);
}

/**
 * Runs jobs of one kind, engine and strategy; calls `done` with each record as it arrives. Aborting
 * the signal kills the child at once; the run it was on gets no record.
 */
export async function runBatch(jobs: Job[], done: (job: Job, record: RunRecord) => void, signal?: AbortSignal): Promise<void> {
  let rest = jobs;
  while (rest.length > 0 && !signal?.aborted) rest = await runChild(rest, done, signal);
}

function runChild(jobs: Job[], done: (job: Job, record: RunRecord) => void, signal?: AbortSignal): Promise<Job[]> {
  const [{ kind, engine, strategy, timeoutMs }] = jobs;
  const args = [kind, engine, strategy, String(timeoutMs), ...jobs.map((job) => job.file)];
  return new Promise((resolve) => {
    // detached: the child leads its own process group (see killChildren); it is no daemon, the
    // parent still waits for it and reads its output.
    const child = spawn(process.execPath, [...childCommand(), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      // Without plugins of its own, a job takes the process's (serve --plugin sets them there).
      env: { ...process.env, PUZZLEBENCH_PLUGINS: jobs[0].plugins ? JSON.stringify(jobs[0].plugins) : process.env.PUZZLEBENCH_PLUGINS ?? '[]' },
    });
    running.add(child);
    watchSignals();
    const abort = () => kill(child);
    signal?.addEventListener('abort', abort, { once: true });
    let finished = 0;
    let started = performance.now();
    let pending = '';
    let stderr = '';
    let killed = false;
    const arm = () => setTimeout(() => {
      killed = true;
      kill(child);
    }, Math.min(timeoutMs + GRACE_MS, LONGEST_TIMER_MS));
    let timer = arm();
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk;
      const lines = pending.split('\n');
      // split gives at least one piece: the last, a line not yet ended, waits for more.
      pending = lines.pop() ?? '';
      for (const line of lines.filter((text) => text.startsWith(RECORD_MARKER))) {
        done(jobs[finished++], JSON.parse(line.slice(RECORD_MARKER.length)) as RunRecord);
        clearTimeout(timer);
        timer = arm();
        started = performance.now();
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code, killedBy) => {
      running.delete(child);
      if (running.size === 0) letSignalsBe();
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (finished >= jobs.length || signal?.aborted) return resolve([]);
      const job = jobs[finished];
      const base = { file: job.file, kind, engine, strategy, answer: '-', verdict: '-' as const, totalMs: performance.now() - started };
      // A process that ends itself with 0 before its last record was ended by other code (a plugin's process.exit).
      const why = lastLine(stderr) || (code === 0 ? 'the run ended its process (exit 0) without a record (a plugin calling process.exit?)' : `exit ${code ?? killedBy}`);
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
