// serve's solving threads: a fixed number of worker threads, each with its own Z3, each running
// one task at a time, so that a slow solve holds up only its own thread. Every run has a deadline;
// a run past it, or one the user stops, ends by terminating its thread, and a fresh one takes its
// place (building a formula keeps a thread busy where nothing else can interrupt it). A thread
// whose Z3 grew too large is replaced after its task the same way (memory.ts).
import { Worker } from 'node:worker_threads';
import type { Result } from '../kind/contract.ts';
import { MEMORY_LIMITS, type MemoryLimits } from './memory.ts';
import type { FromWorker, Task } from './worker.ts';

/** How a run ended when it did not answer: stopped by the user, or at its deadline. */
export type Interrupted = { interrupted: 'stopped' | 'deadline'; ms: number };

interface Pending {
  task: Task;
  run?: string;
  deadlineMs: number;
  resolve(outcome: Result | Interrupted): void;
}

/** A task on a thread, since `started`. */
interface Running extends Pending {
  started: number;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  busy?: Running;
  timer?: NodeJS.Timeout;
  /** Z3's memory in use when the thread's last task ended, in MB. */
  z3Mb?: number;
}

export class Pool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Threads replaced because their Z3 grew past the memory limits' recycleMb. */
  private recycled = 0;

  constructor(readonly size: number, private readonly memory: MemoryLimits = MEMORY_LIMITS) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  /** Threads that have started Z3 and wait for work, and those running a task. */
  get state() {
    return {
      threads: this.slots.length, ready: this.slots.filter((slot) => slot.ready).length, busy: this.slots.filter((slot) => slot.busy).length, queued: this.queue.length,
      recycled: this.recycled, z3Mb: this.slots.map((slot) => slot.z3Mb ?? 0),
    };
  }

  /** Resolves once every thread has started Z3 (a run on a fresh thread then pays nothing for it). */
  async warm(): Promise<void> {
    while (!this.closed && this.slots.some((slot) => !slot.ready)) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /**
   * Runs a task on the next free thread; `run` names it for stop(), and `signal` stops it too (the
   * server aborts it when the request's connection closes, whether or not the run has a name).
   */
  run(task: Omit<Task, 'id'>, options: { run?: string; deadlineMs: number; signal?: AbortSignal }): Promise<Result | Interrupted> {
    return new Promise((resolve) => {
      const pending: Pending = { task: { ...task, id: this.nextId++ }, run: options.run, deadlineMs: options.deadlineMs, resolve };
      const { signal } = options;
      if (signal?.aborted) return resolve({ interrupted: 'stopped', ms: 0 });
      if (signal) {
        const abort = () => this.end(pending);
        signal.addEventListener('abort', abort, { once: true });
        pending.resolve = (outcome) => {
          signal.removeEventListener('abort', abort);
          resolve(outcome);
        };
      }
      this.queue.push(pending);
      this.dispatch();
    });
  }

  /** Stops a run by name (see end()). */
  stop(run: string): boolean {
    const pending = this.queue.find((candidate) => candidate.run === run) ?? this.slots.find((slot) => slot.busy?.run === run)?.busy;
    return pending ? this.end(pending) : false;
  }

  /** Stops a run: waiting, it leaves the queue; running, its thread is terminated and replaced. */
  private end(pending: Pending): boolean {
    const waiting = this.queue.indexOf(pending);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      pending.resolve({ interrupted: 'stopped', ms: 0 });
      return true;
    }
    const slot = this.slots.find((candidate) => candidate.busy === pending);
    if (!slot) return false;
    this.interrupt(slot, 'stopped');
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve({ interrupted: 'stopped', ms: 0 });
    await Promise.all(this.slots.map((slot) => {
      clearTimeout(slot.timer);
      slot.busy?.resolve({ interrupted: 'stopped', ms: performance.now() - slot.busy.started });
      return slot.worker.terminate();
    }));
  }

  private spawn(): Slot {
    const fromSources = import.meta.url.endsWith('.ts');
    const worker = new Worker(new URL(fromSources ? './worker-tsx.mjs' : './worker.js', import.meta.url), { workerData: { memory: this.memory } });
    const slot: Slot = { worker, ready: false };
    worker.on('message', (message: FromWorker) => {
      if ('ready' in message) {
        slot.ready = true;
        return this.dispatch();
      }
      const pending = slot.busy;
      if (!pending || pending.task.id !== message.id) return;
      slot.z3Mb = message.z3Mb;
      this.finish(slot);
      if (message.recycle) {
        this.recycled++;
        this.replace(slot);
      }
      pending.resolve(message.result);
    });
    // A crash inside Z3's wasm build (or an error nothing caught) ends the thread: its run gets an
    // error result, and a fresh thread takes the place.
    const lost = (why: string) => {
      const pending = slot.busy;
      if (!this.slots.includes(slot)) return;
      this.finish(slot);
      this.replace(slot);
      pending?.resolve(crashed(pending.task, why));
    };
    worker.on('error', (error) => lost(error instanceof WebAssembly.RuntimeError ? `Z3 crashed: ${error.message}` : `internal error: ${error.message}`));
    worker.on('exit', (code) => lost(`the solving thread stopped (${code}) without an answer`));
    return slot;
  }

  /** The next waiting task goes to a thread that is ready and free. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.busy) continue;
      const waiting = this.queue.shift();
      if (!waiting) return;
      const pending = Object.assign(waiting, { started: performance.now() });
      slot.busy = pending;
      slot.timer = setTimeout(() => this.interrupt(slot, 'deadline'), pending.deadlineMs);
      slot.worker.postMessage(pending.task);
    }
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.busy = undefined;
    if (!this.closed) setImmediate(() => this.dispatch());
  }

  private interrupt(slot: Slot, why: Interrupted['interrupted']): void {
    const pending = slot.busy;
    if (!pending) return;
    this.finish(slot);
    this.replace(slot);
    pending.resolve({ interrupted: why, ms: performance.now() - pending.started });
  }

  /** Terminates a thread (and its Z3) and puts a fresh one in its place. */
  private replace(slot: Slot): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    if (this.closed) this.slots.splice(at, 1);
    else this.slots[at] = this.spawn();
  }
}

function crashed(task: Task, why: string): Result {
  const message = why;
  return { schemaVersion: 1, command: task.op, kind: task.kind ?? null, input: task.input.source, status: 'error', reason: 'internal', message, error: { message } };
}
