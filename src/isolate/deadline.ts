// The timer behind every isolated run's deadline: past it, the caller stops the thread or kills
// the child (building a formula keeps a thread busy where nothing inside it could notice the time).

/** Node fires a longer timer at once (after 1 ms, with a warning): a long --timeout killed every run. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface Deadline {
  /** Counts `ms` again from now (the same as before when not given). */
  restart(ms?: number): void;
  /** The deadline no longer applies: the run answered, or was ended otherwise. */
  clear(): void;
}

/** Calls `passed` once `ms` milliseconds have gone by, unless cleared or restarted first. */
export function startDeadline(ms: number, passed: () => void): Deadline {
  let timer: NodeJS.Timeout | undefined;
  let current = ms;
  const arm = () => {
    timer = setTimeout(passed, Math.min(Math.max(0, current), LONGEST_TIMER_MS));
  };
  arm();
  return {
    restart(next = current) {
      clearTimeout(timer);
      current = next;
      arm();
    },
    clear: () => clearTimeout(timer),
  };
}
