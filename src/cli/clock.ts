// The run's clock starts with the process, not with the command: `--timeout T` promises an end
// within 1.5 T of the exec, and loading Node and the CLI (and the solving thread's own copy of it)
// takes 0.3-0.9 s of that on a loaded machine. bin.ts (the main thread) and worker.ts (the solving
// thread, given the main thread's origin) start it; main() called from tests or the API has no
// process clock, and its budget is --timeout as given.

let origin: number | undefined;

/** Counts the run's time from `epochMs` (the main thread's performance.timeOrigin) on. */
export function countFrom(epochMs: number): void {
  origin = epochMs;
}

/**
 * Milliseconds since the process started, or 0 where no process clock was started. A worker's
 * performance.timeOrigin is the process's in Node 20 but its own start in other versions: the
 * origin is passed, never assumed.
 */
export const spentMs = (): number => (origin === undefined ? 0 : Math.max(0, performance.timeOrigin + performance.now() - origin));

/** What is left of `timeoutS` seconds counted from the process's start: at least a millisecond. */
export const leftOfS = (timeoutS: number): number => Math.max(0.001, timeoutS - spentMs() / 1000);
