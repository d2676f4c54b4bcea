// The run's clock starts with the process, not with the command: `--timeout T` promises an end
// within 1.5 T of the exec, and loading Node and the CLI (and the solving thread's own copy of it)
// takes 0.3-0.9 s of that on a loaded machine. bin.ts (the main thread) and worker.ts (the solving
// thread, given the main thread's origin) start it; main() called from tests or the API has no
// process clock, and its budget is --timeout as given.

/** --timeout when none is given, in seconds. */
export const DEFAULT_TIMEOUT_S = 60;
/**
 * The largest --timeout taken (about 11.5 days). Node's timers hold at most 2^31 - 1 ms and fire at
 * once past it (a --timeout of 2^32 s said "unknown" after a millisecond), and the watchdog
 * (deadline.ts) waits 1.25 times --timeout: this keeps every timer made from it within range.
 */
export const MAX_TIMEOUT_S = 1_000_000;

let origin: number | undefined;

/** Counts the run's time from `epochMs` (the main thread's performance.timeOrigin) on; undefined: no process clock. */
export function countFrom(epochMs: number | undefined): void {
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

/**
 * The --timeout to suggest after a run ran out of `timeoutS`: four times it, whole seconds (0.5
 * gives 2), within the largest taken. The run's own clock and the watchdog both say it.
 */
export const longerTimeout = (timeoutS: number): number => Math.min(MAX_TIMEOUT_S, Math.ceil(timeoutS * 4));
