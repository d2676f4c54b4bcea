// The one place that initialises Z3. init() is slow (0.3-2 s) and its threads keep the process
// alive, so a process initialises once and ends through shutdown().
// z3-solver itself is imported here, and only here, on first use: loading its wasm glue costs
// ~0.1 s, which `--help`, `--version`, usage errors and search-only runs should not pay.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { Z3 } from '../dsl/model.ts';
import { gatedInit } from './finalizer-gate.ts';
import { readFast } from './read-model.ts';

type Library = typeof import('z3-solver');
type Api = Awaited<ReturnType<Library['init']>>;

export interface Session {
  api: Api;
  z3: Z3;
  /**
   * Settles when Z3's worker threads are up. The first check starts one for the check (~0.1-0.8 s)
   * and, when the check has a timeout, one more for Z3's timer (~0.2 s), so the session makes a
   * timed check at once, while the caller parses and encodes; code that times a check awaits this
   * first, so solve times measure solving.
   */
  warm: Promise<void>;
}

/**
 * For a process of our own (the command line, compare's children), not the library's host: V8
 * validates each of Z3's ~100k wasm functions when it is first called instead of all of them
 * before the first, as it already compiles them. Compiling z3-built.wasm (35 MB) then took 45-135
 * ms instead of 255-360 ms (a third of the CPU), most of init(); the module is valid, so nothing
 * else changes. Process-wide: called before any thread starts, so Z3's threads see it too.
 */
export function validateZ3Lazily(): void {
  setFlagsFromString('--wasm-lazy-validation');
}

/**
 * Z3's wasm module, compiled by another thread: the command line's main thread compiles it while
 * its worker loads the catalogue (~350 modules, the worker's first 0.3-1 s), so that this thread's
 * init() only instantiates it. Undefined: init() reads and compiles the file itself.
 */
let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/** Start Z3 from this module (compileZ3's, sent from another thread) when it comes. */
export function useCompiledZ3(module: Promise<WebAssembly.Module | undefined>): void {
  compiled = module;
}

/** Reads and compiles z3-built.wasm, the file init() would (it sits beside z3-solver's entry). */
export async function compileZ3(): Promise<WebAssembly.Module> {
  const file = join(dirname(createRequire(import.meta.url).resolve('z3-solver')), 'z3-built.wasm');
  return WebAssembly.compile(await readFile(file));
}

/**
 * init()'s options that instantiate `module` instead of compiling the file (Emscripten's
 * instantiateWasm: it calls back with the instance); `failed` rejects if that fails, since init()
 * would then wait for good.
 */
function instantiating(module: WebAssembly.Module): { overrides: object; failed: Promise<never> } {
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  const instantiateWasm = (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => {
    WebAssembly.instantiate(module, imports).then((instance) => done(instance, module), fail);
    return {};
  };
  return { overrides: { instantiateWasm }, failed };
}

let session: Promise<Session> | undefined;
/** Ends the session's threads and waits until they are gone; set once z3-solver is loaded. */
let stopThreads: (() => Promise<void>) | undefined;
/** Tells the threads to stop and returns at once: enough right before process.exit(). */
let stopThreadsNow: (() => void) | undefined;
/** Lets Z3's threads keep the process alive (true), or not (false). */
let holdThreads: ((hold: boolean) => void) | undefined;

// Past its fixed 2 GiB heap the wasm module aborts and the next call hangs; with a memory limit
// set before the context exists, Z3 fails cleanly with "out of memory" instead.
export const MEMORY_LIMIT_MB = 1536;

// A worker that Z3 had already asked to clean up may report after killThreads() stopped it, and
// the wasm glue prints that as a line of noise on stderr; Z3's other messages still get through.
const printErr = (...parts: unknown[]) => {
  const text = parts.join(' ');
  if (!/command from terminated worker/.test(text)) writeSync(2, `${text}\n`);
};

/**
 * The Emscripten module's thread pool, as killThreads uses it. Every use is optional, in case a
 * later z3-solver moves it: it only saves time.
 */
interface PoolThread {
  ref?(): void;
  unref?(): void;
}

interface ThreadPool {
  unusedWorkers?: PoolThread[];
  runningWorkers?: PoolThread[];
  allocateUnusedWorker?(): void;
  loadWasmModuleToWorker?(worker: unknown): unknown;
  terminateAllThreads?(): void;
}

async function start(): Promise<Session> {
  const { init, killThreads } = await import('z3-solver');
  const module = await compiled?.catch(() => undefined);
  const given = module && instantiating(module);
  const api = await gatedInit(() => (given ? Promise.race([init({ printErr, ...given.overrides }), given.failed]) : init({ printErr })));
  // z3-solver types the module as any.
  const pool: ThreadPool | undefined = api.em.PThread;
  // The first timed check needs two threads (the check's and Z3's timer), and Emscripten starts
  // each when it is first asked for, one after the other (~0.2 s each: a Node worker boots and
  // instantiates the module). Started here, the two boot side by side. Not three: Z3 parks its
  // timer thread for reuse after a check, and a second check that comes before it is parked (a
  // proof of uniqueness right after the solution) makes Emscripten boot a third inside that check
  // (400-500 ms of CPU in 2 of 14 in-process samples of Killer Sudoku's 9x9), but a third started
  // here cost every one-shot command its boot: `solve --unique` on the hard 15x15 Aquarium took
  // 1.42 s against 1.31 s with two (medians of 11, farm-bench, 2026-11-28, load 2-4).
  for (let i = 0; i < 2 && pool?.allocateUnusedWorker && pool.loadWasmModuleToWorker && pool.unusedWorkers; i++) {
    pool.allocateUnusedWorker();
    void pool.loadWasmModuleToWorker(pool.unusedWorkers.at(-1));
  }
  stopThreads = () => killThreads(api.em);
  // What killThreads does first (it then polls every 100 ms, a tenth of a one-shot run, to see
  // them gone); process.exit() ends the threads anyway.
  stopThreadsNow = () => pool?.terminateAllThreads?.();
  holdThreads = (hold) => {
    for (const thread of [...(pool?.runningWorkers ?? []), ...(pool?.unusedWorkers ?? [])]) {
      if (hold) thread.ref?.();
      else thread.unref?.();
    }
  };
  api.setParam('memory_max_size', String(MEMORY_LIMIT_MB));
  const z3 = contextOf(api);
  // Any timeout makes the check start Z3's timer thread too (see `warm`).
  const warmer = new z3.Solver();
  warmer.set('timeout', 60_000);
  const warm = warmer.check().then(
    () => undefined,
    () => undefined,
  );
  return { api, z3, warm };
}

/** What code run by ownContext() sees: its own session, made when it first asks for Z3. */
const owned = new AsyncLocalStorage<{ session?: Promise<Session> }>();

export function z3Session(): Promise<Session> {
  const own = owned.getStore();
  if (own) {
    own.session ??= shared().then((session) => ({ ...session, z3: contextOf(session.api) }));
    return own.session;
  }
  return shared();
}

/**
 * Whether Z3 has been asked for in this process (it may still be starting). A run before that is
 * first tried without it (./stand-in.ts).
 */
export function z3Started(): boolean {
  return session !== undefined;
}

function shared(): Promise<Session> {
  session ??= start();
  if (renewing) {
    renewing = false;
    session = session.then((started) => ({ ...started, z3: contextOf(started.api) }));
  }
  return session;
}

function contextOf(api: Api): Z3 {
  const z3: Z3 = api.Context('main');
  readFast(z3, api.Z3);
  return z3;
}

/** Whether the next z3Session() makes the shared session a new context (renewContext). */
let renewing = false;

/**
 * Makes what is built after this go to a new context of the running session, as in a process that
 * has just started Z3; made when next asked for, so that work without Z3 costs nothing. For a host
 * that runs unrelated work one after another in one process, npm test's shared processes
 * (test/helpers/shared-process.ts): Z3's search follows its terms' ids (see ownContext), and in one
 * context a file's answers (which plan of several Z3 finds first) changed with the files before it.
 * The old context is not freed (ownContext's cost).
 */
export function renewContext(): void {
  renewing = session !== undefined;
}

/**
 * Runs `work` in a Z3 context of its own: everything it asks z3Session() for is built there (made
 * on first use, ~15 ms: work that never needs Z3 does not load it). Z3's search follows the order
 * of its terms' ids, and in a shared context those ids depend on what ran before and what has been
 * freed since; a generator, which must give the same puzzle for the same seed however many ran
 * before it in the process, starts from a fresh context.
 * The cost: a context is never freed (~9 MB of Z3's memory each). z3-solver's finalizer for a
 * context holds the context itself, so it never runs, and freeing one by hand would leave its
 * terms' finalizers to free into a deleted context. So this is for generators, not for every run.
 */
export function ownContext<T>(work: () => Promise<T>): Promise<T> {
  return owned.run({}, work);
}

let holders = 0;
/** The library's calls and the runs, one after another: the last one queued settles this. */
let turn: Promise<unknown> = Promise.resolve();
const inside = new AsyncLocalStorage<true>();

/**
 * Runs `work` with Z3's threads holding the process open, and lets go of them once no work is left:
 * a program that calls the library ends by itself, without closeSession(). (Let go during a check,
 * the process would end while it waits for the answer; so every call of the library's runs here.)
 * Calls made side by side take turns (inTurn).
 */
export function holding<T>(work: () => Promise<T>): Promise<T> {
  return inTurn(() => held(work));
}

/**
 * Runs `work` when the work queued before it has ended: everything that builds and checks in the
 * session's context takes its turn here (library calls, a grid's run, a planning search, a hint).
 * While one's check runs on Z3's thread the other would build terms in the same context, which Z3
 * does not allow (seen: "memory access out of bounds" and a hang, a check failing with "unknown
 * parameter", a solution found twice, a search answering "unsat" where a plan exists). Z3's checks
 * take turns anyway; work started inside another's turn runs at once. Runs take turns for callers
 * of the low-level API, and for a test that timed out while its run went on: the next test's run
 * was built beside that run's checks (test/catalogue.test.ts with a 3 s test timeout).
 */
export function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (inside.getStore()) return work();
  const mine = turn.then(() => inside.run(true, work));
  turn = mine.catch(() => undefined);
  return mine;
}

async function held<T>(work: () => Promise<T>): Promise<T> {
  holders++;
  holdThreads?.(true);
  try {
    return await work();
  } finally {
    if (--holders === 0) holdThreads?.(false);
  }
}

/** Kills Z3's threads (if it was ever started); the process can exit after this. */
export async function closeSession(): Promise<void> {
  if (!session) return;
  // Threads killed during the warm-up check kept the process alive (seen: closing right after
  // z3Session()); that check is an empty one, so wait for it.
  await (await session).warm;
  session = undefined;
  await stopThreads?.();
  stopThreads = stopThreadsNow = holdThreads = undefined;
}

function flush(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => (stream.writableLength === 0 ? resolve() : stream.write('', () => resolve())));
}

/**
 * Flushes output, stops Z3's threads and exits with `code`. It does not wait for the threads to be
 * gone, nor for a session still starting: the exit ends them.
 */
export async function shutdown(code: number): Promise<never> {
  return flushAndExit(code);
}

/** Flushes output, tells Z3's threads to stop and exits with `code` (exiting ends the threads). */
export async function flushAndExit(code: number): Promise<never> {
  await flush(process.stdout);
  await flush(process.stderr);
  stopThreadsNow?.();
  process.exit(code);
}
