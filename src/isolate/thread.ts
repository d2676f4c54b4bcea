// Work on a worker thread of its own, with a Z3 of its own: the CLI's command under its deadline,
// serve's solving threads, a portfolio's entrants, a plugin's trial import. The thread is told its
// data when it starts and talks in messages; it ends on its own or is stopped (terminated), which
// is the one way to interrupt it, since building a formula keeps it busy for seconds at a time.
import { type TransferListItem, Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { type Entry, threadScript } from './entry.ts';

/** What the parent hears from a thread, until it stops it. */
export interface ThreadEvents<Out> {
  message(message: Out): void;
  /**
   * An error nothing in the thread caught; the thread is gone. A crash inside Z3's wasm build is a
   * WebAssembly.RuntimeError (see crashOf).
   */
  error(error: Error): void;
  /** The thread ended by itself: its code returned, or called process.exit. */
  exit(code: number): void;
}

export interface ThreadOptions {
  transferList?: TransferListItem[];
  /** The thread's stdout and stderr go to this process's stderr (stdout belongs to the answer). */
  outputToStderr?: boolean;
}

/** What a thread is started with: the entry (read by tsx.mjs from the sources) and its data. */
interface Start<Data> {
  entry: string;
  data: Data;
}

export class Thread<In = never, Out = unknown> {
  private readonly worker: Worker;
  private stopped = false;

  constructor(entry: Entry, data: unknown, events: ThreadEvents<Out>, options: ThreadOptions = {}) {
    const start: Start<unknown> = { entry: entry.url.href, data };
    const output = options.outputToStderr ?? false;
    this.worker = new Worker(threadScript(entry), { workerData: start, transferList: options.transferList, stdout: output, stderr: output });
    if (output) {
      this.worker.stdout.pipe(process.stderr);
      this.worker.stderr.pipe(process.stderr);
    }
    this.worker.on('message', (message: Out) => events.message(message));
    this.worker.on('error', (error) => events.error(error));
    this.worker.on('exit', (code) => events.exit(code));
  }

  post(message: In): void {
    this.worker.postMessage(message);
  }

  /**
   * Terminates the thread (and its Z3): nothing it does after this reaches the events, and an
   * error it raises while it ends is dropped. Resolves once the thread is gone.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.worker.removeAllListeners();
    this.worker.on('error', () => undefined);
    await this.worker.terminate();
  }
}

/** A thread's error as one line: a crash inside Z3's wasm build says so. */
export const crashOf = (error: Error): string =>
  error instanceof WebAssembly.RuntimeError ? `Z3 crashed: ${error.message}` : `internal error: ${error.message}`;

/**
 * Inside a thread started by Thread: its data and the port to the parent. `module` names the entry
 * in the error raised when it is run otherwise (imported on the main thread by mistake).
 */
export function threadSide<Data, Out, In = never>(module: string): { data: Data; post(message: Out): void; receive(handle: (message: In) => void): void } {
  // Started by Thread, the port to the parent is there.
  const port: MessagePort | null = parentPort;
  if (isMainThread || !port) throw new Error(`internal error: ${module} runs only as a worker thread`);
  return {
    // Thread starts every worker with a Start<Data>; Node types workerData as any.
    data: (workerData as Start<Data>).data,
    post: (message) => port.postMessage(message),
    receive: (handle) => port.on('message', handle),
  };
}
