// Why this exists: z3-solver releases Z3 objects from a FinalizationRegistry, so a garbage
// collection on the main thread calls Z3_dec_ref while a check runs on one of the wasm build's
// pthreads. Z3's reference counts and its AST table are not thread-safe; the race corrupts the
// heap and the check dies with "memory access out of bounds" (seen in long test runs, reproduced
// in seconds by forcing a GC every few milliseconds during checks). Z3's own remedy,
// Z3_enable_concurrent_dec_ref, still crashed here and could deadlock.
//
// The gate holds back the library's finalizer callbacks while any asynchronous Z3 call is in
// flight and runs them when the last one settles, so every dec_ref happens while Z3 is idle. It
// also queues those calls: the library serialises solver checks itself but not `simplify` or
// tactics, and a second call while one runs throws ("you can't execute multiple async functions").

/** The low-level functions that run on a pthread (the `async_Z3_*` exports of the wasm build). */
const PTHREAD_CALLS = [
  'solver_check',
  'solver_check_assumptions',
  'solver_cube',
  'solver_get_consequences',
  'optimize_check',
  'tactic_apply',
  'tactic_apply_ex',
  'simplify',
  'simplify_ex',
  'eval_smtlib2_string',
  'fixedpoint_query',
  'fixedpoint_query_relations',
  'fixedpoint_query_from_lvl',
  'algebraic_roots',
  'algebraic_eval',
  'polynomial_subresultants',
] as const;

let inFlight = 0;
const heldBack: (() => void)[] = [];
let queue: Promise<unknown> = Promise.resolve();

function settle(): void {
  if (--inFlight > 0) return;
  for (const release of heldBack.splice(0)) release();
}

class GatedRegistry<T> extends FinalizationRegistry<T> {
  constructor(release: (held: T) => void) {
    super((held) => (inFlight > 0 ? heldBack.push(() => release(held)) : release(held)));
  }
}

/**
 * Releases Z3 objects (a solver, a model, statistics: a dec_ref each) now when no pthread call is
 * in flight, or when the last one settles: the rule the gate applies to the finalizers. Released
 * by hand, a solver's memory is back at once; left to the finalizers, only when a collection runs.
 */
export function releaseWhenIdle(...objects: { release(): void }[]): void {
  const release = () => {
    for (const object of objects) object.release();
  };
  if (inFlight > 0) heldBack.push(release);
  else release();
}

/**
 * Runs `start` (which must create z3-solver's API, i.e. call `init()`) with the gated registry in
 * place of the global one, then queues the API's pthread calls and counts them so finalizers wait.
 */
export async function gatedInit<Api extends { Z3: object }>(start: () => Promise<Api>): Promise<Api> {
  const native = globalThis.FinalizationRegistry;
  globalThis.FinalizationRegistry = GatedRegistry;
  let api: Api;
  try {
    api = await start();
  } finally {
    globalThis.FinalizationRegistry = native;
  }
  for (const name of PTHREAD_CALLS) {
    const call: unknown = Reflect.get(api.Z3, name);
    if (typeof call !== 'function') throw new Error(`z3-solver has no low-level ${name}; the finalizer gate needs updating`);
    const gated = (...args: unknown[]) => {
      inFlight++;
      const pending = queue.then(() => call(...args));
      queue = pending.catch(() => undefined);
      return pending.finally(settle);
    };
    if (!Reflect.set(api.Z3, name, gated)) throw new Error(`z3-solver's low-level ${name} cannot be replaced; the finalizer gate needs updating`);
  }
  return api;
}
