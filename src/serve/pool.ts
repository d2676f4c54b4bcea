// serve's solving threads: a fixed number of worker threads, each with its own Z3, each running
// one task at a time, so that a slow solve holds up only its own thread. Every run has a deadline;
// a run past it, or one the user stops, ends by terminating its thread, and a fresh one takes its
// place (building a formula keeps a thread busy where nothing else can interrupt it). A thread
// whose Z3 grew too large is replaced after its task the same way (memory.ts).
import type { Result } from '../kind/contract.ts';
import { type Deadline, startDeadline } from '../isolate/deadline.ts';
import { entryBeside } from '../isolate/entry.ts';
import { Thread, crashOf } from '../isolate/thread.ts';
import { MEMORY_LIMITS, type MemoryLimits } from './memory.ts';
import type { FromWorker, Task } from './worker.ts';

/** How a run ended when it did not answer: stopped by the user, or at its deadline. */
/** A run ended from outside; `queued`: it was stopped while it still waited for a thread. */
export type Interrupted = { interrupted: 'stopped' | 'deadline'; ms: number; queued?: boolean };

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

/** A solving thread (worker.ts). */
const solver = entryBeside(import.meta.url, './worker');

interface Slot {
  thread: Thread<Task, FromWorker>;
  ready: boolean;
  busy?: Running;
  deadline?: Deadline;
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

  constructor(
    readonly size: number,
    private readonly memory: MemoryLimits = MEMORY_LIMITS,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  /** Threads that have started Z3 and wait for work, and those running a task. */
  get state() {
    return {
      threads: this.slots.length,
      ready: this.slots.filter((slot) => slot.ready).length,
      busy: this.slots.filter((slot) => slot.busy).length,
      queued: this.queue.length,
      recycled: this.recycled,
      z3Mb: this.slots.map((slot) => slot.z3Mb ?? 0),
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

  /** Where a named run is: waiting for a thread (with how many ahead of it), or running (for how long). */
  where(run: string): { state: 'waiting'; ahead: number } | { state: 'running'; ms: number } | undefined {
    const waiting = this.queue.findIndex((candidate) => candidate.run === run);
    if (waiting >= 0) return { state: 'waiting', ahead: waiting };
    const busy = this.slots.find((slot) => slot.busy?.run === run)?.busy;
    return busy ? { state: 'running', ms: performance.now() - busy.started } : undefined;
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
      pending.resolve({ interrupted: 'stopped', ms: 0, queued: true });
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
    await Promise.all(
      this.slots.map((slot) => {
        slot.deadline?.clear();
        slot.busy?.resolve({ interrupted: 'stopped', ms: performance.now() - slot.busy.started });
        return slot.thread.stop();
      }),
    );
  }

  private spawn(): Slot {
    const slot: Slot = {
      ready: false,
      thread: new Thread<Task, FromWorker>(
        solver,
        { memory: this.memory },
        {
          message: (message) => this.heard(slot, message),
          error: (error) => this.lost(slot, crashOf(error)),
          exit: (code) => this.lost(slot, `the solving thread stopped (${code}) without an answer`),
        },
      ),
    };
    return slot;
  }

  private heard(slot: Slot, message: FromWorker): void {
    if ('ready' in message) {
      slot.ready = true;
      this.dispatch();
      return;
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
  }

  /**
   * A crash inside Z3's wasm build (or an error nothing caught) ends the thread: its run gets an
   * error result, and a fresh thread takes the place.
   */
  private lost(slot: Slot, why: string): void {
    const pending = slot.busy;
    if (!this.slots.includes(slot)) return;
    this.finish(slot);
    this.replace(slot);
    pending?.resolve(crashed(pending.task, why));
  }

  /** The next waiting task goes to a thread that is ready and free. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.busy) continue;
      const waiting = this.queue.shift();
      if (!waiting) return;
      const pending = Object.assign(waiting, { started: performance.now() });
      slot.busy = pending;
      slot.deadline = startDeadline(pending.deadlineMs, () => this.interrupt(slot, 'deadline'));
      slot.thread.post(pending.task);
    }
  }

  private finish(slot: Slot): void {
    slot.deadline?.clear();
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
    void slot.thread.stop();
    if (this.closed) this.slots.splice(at, 1);
    else this.slots[at] = this.spawn();
  }
}

function crashed(task: Task, why: string): Result {
  const message = why;
  return {
    schemaVersion: 1,
    command: task.op,
    kind: task.kind ?? null,
    input: task.input.source,
    status: 'error',
    reason: 'internal',
    message,
    error: { message },
  };
}
