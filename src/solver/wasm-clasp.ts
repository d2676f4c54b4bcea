// clasp in-process: the same ground program as native-clasp (src/solver/clasp.ts), solved by
// clingo-wasm (clingo compiled to WebAssembly, run in a worker thread) instead of a `clingo`
// process, so the backend needs no program on the PATH. Loaded on the first check only: no other
// command pays for the module or its worker.
import { createRequire } from 'node:module';
import type { Solver } from 'z3-solver';
import type { Z3 } from '../dsl/model.ts';
import { type ClaspAnswer, ClaspSolver } from './clasp.ts';
import { UnavailableError } from './native.ts';

type Clingo = typeof import('clingo-wasm').default;
type Result = Awaited<ReturnType<Clingo['run']>>;

/** Why clingo-wasm cannot run here, or undefined when its module is installed. */
export function wasmClaspUnavailable(): string | undefined {
  try {
    createRequire(import.meta.url).resolve('clingo-wasm');
    return undefined;
  } catch {
    return "the 'clingo-wasm' package is not installed (npm install clingo-wasm)";
  }
}

let clingo: Promise<Clingo> | undefined;
/**
 * The runs of this process, one after another. clingo-wasm queues them too, but its restart()
 * aborts whichever run is going: a deadline may only start, and abort, once its own run is next.
 */
let turn: Promise<unknown> = Promise.resolve();

function loadClingo(): Promise<Clingo> {
  clingo ??= import('clingo-wasm').then(
    (module) => {
      // 0.6's worker, which restart() ends at a deadline; an older clingo-wasm runs on this thread
      // and could not be stopped.
      if (typeof module.default?.restart !== 'function') throw new Error('a clingo-wasm of 0.6 or later is needed');
      return module.default;
    },
    (error: unknown) => {
      clingo = undefined;
      throw new UnavailableError(`wasm-clasp is not available: clingo-wasm did not load (${error instanceof Error ? error.message : error})`);
    },
  );
  return clingo;
}

/** Ends clingo-wasm's worker, if it was ever started (a process exits without it: the worker is idle-unref'd). */
export async function stopWasmClasp(): Promise<void> {
  if (clingo) await (await clingo).restart();
}

/** Larger timers fire at once in Node (they overflow a signed 32-bit count of milliseconds). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

class WasmClasp extends ClaspSolver {
  /** When the budget set as 'timeout' ends: compiling the program and waiting for a turn count against it. */
  private endsAt = Infinity;

  override set(key: string, value: unknown) {
    super.set(key, value);
    if (key === 'timeout') this.endsAt = performance.now() + Number(value);
  }

  protected clasp(aspif: string): Promise<ClaspAnswer> {
    const mine = turn.then(() => this.runOnce(aspif));
    turn = mine.catch(() => undefined);
    return mine;
  }

  private async runOnce(aspif: string): Promise<ClaspAnswer> {
    const engine = await loadClingo();
    // The worker cannot be interrupted but can be ended: on the deadline restart() ends it (the
    // next run starts a new one), and this run resolves with an error result, read as a timeout.
    // clingo's own --time-limit counts whole seconds, too coarse for a budget of milliseconds.
    let expired = false;
    const remaining = Math.max(0, this.endsAt - performance.now());
    const timer =
      remaining <= LONGEST_TIMER_MS
        ? setTimeout(() => {
            expired = true;
            void engine.restart();
          }, remaining)
        : undefined;
    try {
      return answerFrom(await engine.run(aspif, 1, ['--mode=clasp', '--stats']), expired);
    } finally {
      clearTimeout(timer);
    }
  }
}

function answerFrom(result: Result, expired: boolean): ClaspAnswer {
  if (result.Result === 'ERROR') {
    return { verdict: 'unknown', why: expired ? 'timeout' : `clingo-wasm failed: ${result.Error.trim().split('\n')[0] || 'no verdict'}`, statistics: {} };
  }
  const verdict = result.Result === 'SATISFIABLE' ? 'sat' : result.Result === 'UNSATISFIABLE' ? 'unsat' : 'unknown';
  const witnesses = result.Call.at(-1)?.Witnesses ?? [];
  return {
    verdict,
    atoms: witnesses.at(-1)?.Value ?? [],
    why: verdict === 'unknown' ? (expired ? 'timeout' : `clingo-wasm answered ${result.Result}`) : '',
    statistics: statisticsOf(result),
  };
}

/** clasp's own counts, named as native-clasp names them (from `--stats`, which the JSON carries as Stats). */
function statisticsOf(result: Extract<Result, { Call: unknown }>): Record<string, number> {
  const core = (result as { Stats?: { Core?: Record<string, unknown> } }).Stats?.Core ?? {};
  const statistics: Record<string, number> = { time: result.Time.Total };
  for (const key of ['Choices', 'Conflicts', 'Restarts']) if (typeof core[key] === 'number') statistics[key.toLowerCase()] = core[key];
  return statistics;
}

export function wasmClaspSolver(z3: Z3): Solver<'main'> {
  const why = wasmClaspUnavailable();
  if (why) throw new UnavailableError(`wasm-clasp is not available: ${why}`);
  return new WasmClasp(z3) as unknown as Solver<'main'>;
}
