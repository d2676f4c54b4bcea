// Work in a child process of its own: compare's batches, where a crash or a runaway native solver
// must cost one run and not the comparison. Each child leads a process group of its own, so that
// one signal ends it with everything it started (a native z3 or CaDiCaL); the child speaks in
// marked lines on stdout and has a deadline for each message, restarted whenever one comes.
import { type ChildProcess, spawn } from 'node:child_process';
import { type Entry, childArguments } from './entry.ts';
import { startDeadline } from './deadline.ts';

/** Starts the lines that carry messages; anything else on stdout (a stray print) is ignored. */
const MARKER = '@@record ';

/** Children still running, so that a signal to the parent can end them too (killChildren). */
const running = new Set<ChildProcess>();

/**
 * Kills every running child with everything it started, at once: each child leads a process
 * group of its own, so one signal to the group reaches them all.
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
    // Already gone.
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

export interface ChildOptions<Out> {
  /** The child's arguments, after its entry. */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** How long the child may go without a message before it is killed. */
  deadlineMs: number;
  message(message: Out): void;
  /** Kills the child at once. */
  signal?: AbortSignal;
}

/** How a child ended: its status, whether the deadline killed it, and what it said on stderr. */
export interface ChildEnd {
  code: number | null;
  killedBy: NodeJS.Signals | null;
  atDeadline: boolean;
  stderr: string;
}

/** Runs the entry in a child process; resolves when it has ended, whatever ended it. */
export function runChild<Out>(entry: Entry, options: ChildOptions<Out>): Promise<ChildEnd> {
  return new Promise((resolve) => {
    // detached: the child leads its own process group (see killChildren); it is no daemon, the
    // parent still waits for it and reads its output.
    const child = spawn(process.execPath, [...childArguments(entry), ...options.args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: options.env });
    running.add(child);
    watchSignals();
    const { signal } = options;
    const abort = () => kill(child);
    signal?.addEventListener('abort', abort, { once: true });
    let atDeadline = false;
    const deadline = startDeadline(options.deadlineMs, () => {
      atDeadline = true;
      kill(child);
    });
    let pending = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk;
      const lines = pending.split('\n');
      // split gives at least one piece: the last, a line not yet ended, waits for more.
      pending = lines.pop() ?? '';
      for (const line of lines.filter((text) => text.startsWith(MARKER))) {
        // A message our own child wrote after the marker, as the child's side of this module sends it.
        options.message(JSON.parse(line.slice(MARKER.length)) as Out);
        deadline.restart();
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code, killedBy) => {
      running.delete(child);
      if (running.size === 0) letSignalsBe();
      deadline.clear();
      signal?.removeEventListener('abort', abort);
      resolve({ code, killedBy, atDeadline, stderr });
    });
  });
}

/** In the child: a message to the parent, as one marked line on stdout. */
export function tellParent(message: unknown): void {
  process.stdout.write(`${MARKER}${JSON.stringify(message)}\n`);
}

/**
 * In the child: a parent that dies without killing it (SIGKILL) leaves nobody to read its
 * messages, and in a process group of its own no signal would reach it: it notices and stops.
 */
export function stopWithParent(): void {
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && process.exit(1), 1000).unref();
}
