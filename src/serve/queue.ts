// One queue for the whole server's comparisons. Each comparison runs its child processes one at
// a time, but comparisons side by side would start as many processes as requests came (and skew
// each other's timings on a small machine): so at most `running` run at once, the rest wait in
// order, and past `waiting` a request is turned away rather than held.

export class QueueFull extends Error {}

interface Waiter {
  start(): void;
  told(ahead: number): void;
}

export class Queue {
  private active = 0;
  private readonly waiters: Waiter[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  get state() {
    return { running: this.active, waiting: this.waiters.length };
  }

  /**
   * Resolves with `leave` once the caller may run; `ahead(n)` says how many are ahead of it while
   * it waits. Resolves with undefined if `signal` aborts first (the caller has gone); throws
   * QueueFull at once when too many wait already.
   */
  enter(signal: AbortSignal, ahead: (count: number) => void): Promise<(() => void) | undefined> {
    if (signal.aborted) return Promise.resolve(undefined);
    if (this.active < this.running && this.waiters.length === 0) return Promise.resolve(this.admit());
    if (this.waiters.length >= this.waiting)
      return Promise.reject(new QueueFull(`the queue of comparisons is full (${this.waiters.length} waiting); try again when one has ended`));
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start: () => {
          signal.removeEventListener('abort', abort);
          resolve(this.admit());
        },
        told: ahead,
      };
      const abort = () => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        this.tell();
        resolve(undefined);
      };
      signal.addEventListener('abort', abort, { once: true });
      this.waiters.push(waiter);
      waiter.told(this.active + this.waiters.length - 1);
    });
  }

  private admit(): () => void {
    this.active++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active--;
      this.waiters.shift()?.start();
      this.tell();
    };
  }

  /** Every waiter hears its new place. */
  private tell(): void {
    this.waiters.forEach((waiter, index) => waiter.told(this.active + index));
  }
}
