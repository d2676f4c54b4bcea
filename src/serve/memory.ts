// A solving thread's memory (worker.ts). z3-solver frees a Z3 object only when the garbage
// collector finalizes its JavaScript wrapper. The wrappers are small and Z3's heap lives in the
// wasm module's fixed 2 GiB SharedArrayBuffer, which V8 does not count, so V8 feels no pressure
// and collects rarely: each served 5x4 Aquarium solve left ~0.5 MB of Z3 memory behind, and the
// process's RSS grew without bound until Z3 ran out of memory. So the thread collects itself when
// Z3's own count of what it holds has grown by collectMb since the last collection (with forced
// collections every so many solves the RSS stays flat; one after every solve would cost ~20 ms
// each). And since wasm memory is never given back, a thread whose Z3 once grew past recycleMb
// asks to be replaced, which returns those pages to the system.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Session } from '../solver/session.ts';

export interface MemoryLimits {
  /** Z3's memory in use may grow by this much (MB) before the thread runs a full collection. */
  collectMb: number;
  /** A thread whose Z3 peaked above this (MB) is replaced after its task. */
  recycleMb: number;
  /**
   * Tasks quicker than this (ms) are taken not to have grown Z3 past recycleMb, and its peak is not
   * read: that costs ~1.3 ms, a tenth of a small solve, and filling hundreds of MB takes seconds.
   */
  quickMs: number;
}

export const MEMORY_LIMITS: MemoryLimits = { collectMb: 48, recycleMb: 768, quickMs: 200 };

/**
 * V8's gc() for this thread. `--expose-gc` is not a flag a Worker takes; set for the moment it
 * takes to make one context, it hands out the function without putting `gc` on other globals.
 */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  try {
    const gc: unknown = runInNewContext('gc');
    if (typeof gc !== 'function') throw new Error('internal error: no gc() with --expose-gc');
    return () => gc();
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

const megabytes = (bytes: bigint | number) => Number(bytes) / (1024 * 1024);

/** Watches one thread's Z3: between tasks, its peak (to recycle the thread) and a collection when due. */
export function memoryKeeper(session: Session, limits: MemoryLimits) {
  const gc = collector();
  const used = () => megabytes(session.api.Z3.get_estimated_alloc_size());
  let floor = used();

  return {
    /** Z3's memory in use, in MB. */
    used,
    /** Z3's highest use since the thread started, in MB: Z3 adds "max memory" to every solver's statistics. */
    peak(): number {
      const solver = new session.z3.Solver();
      const statistics = solver.statistics();
      try {
        return statistics.keys().includes('max memory') ? statistics.get('max memory') : 0;
      } finally {
        statistics.release();
        solver.release();
      }
    },
    /** True when the thread should be replaced after a task of `ms`: its wasm pages stay as many as its peak. */
    spent(ms: number): boolean {
      return ms >= limits.quickMs && this.peak() > limits.recycleMb;
    },
    /** A full collection when Z3's use has grown by collectMb since the last; true when it ran. */
    async collect(): Promise<boolean> {
      if (used() <= floor + limits.collectMb) return false;
      gc();
      // The finalizers run as a task after the collection: one turn later Z3 has been told.
      await new Promise((resolve) => setImmediate(resolve));
      floor = used();
      return true;
    },
  };
}
