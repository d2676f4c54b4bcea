// The one place that initialises Z3. init() is slow (0.3-2 s) and its threads keep the process
// alive, so a process initialises once and ends through shutdown().
// z3-solver itself is imported here, and only here, on first use: loading its wasm glue costs
// ~0.1 s, which `--help`, `--version`, usage errors and search-only runs should not pay.
import { writeSync } from 'node:fs';
import type { Z3 } from '../dsl/model.ts';
import { gatedInit } from './finalizer-gate.ts';

type Library = typeof import('z3-solver');
type Api = Awaited<ReturnType<Library['init']>>;

export interface Session {
  api: Api;
  z3: Z3;
  /**
   * Settles when Z3's worker thread is up. The first check starts it (~0.8 s: the thread compiles
   * the wasm module again), so the session starts it at once, while the caller parses and encodes;
   * code that times a check awaits this first, so solve times measure solving.
   */
  warm: Promise<void>;
}

let session: Promise<Session> | undefined;
/** Ends the session's threads and waits until they are gone; set once z3-solver is loaded. */
let stopThreads: (() => Promise<void>) | undefined;
/** Tells the threads to stop and returns at once: enough right before process.exit(). */
let stopThreadsNow: (() => void) | undefined;

// Past its fixed 2 GiB heap the wasm module aborts and the next call hangs; with a memory limit
// set before the context exists, Z3 fails cleanly with "out of memory" instead.
const MEMORY_LIMIT_MB = 1536;

// A worker that Z3 had already asked to clean up may report after killThreads() stopped it, and
// the wasm glue prints that as a line of noise on stderr; Z3's other messages still get through.
const printErr = (...parts: unknown[]) => {
  const text = parts.join(' ');
  if (!/command from terminated worker/.test(text)) writeSync(2, `${text}\n`);
};

async function start(): Promise<Session> {
  const { init, killThreads } = await import('z3-solver');
  const api = await gatedInit(() => init({ printErr }));
  stopThreads = () => killThreads(api.em);
  // What killThreads does first (it then polls every 100 ms, a tenth of a one-shot run, to see
  // them gone); through the Emscripten module, as killThreads itself, and optional in case a
  // later z3-solver moves it: process.exit() ends the threads anyway.
  stopThreadsNow = () => (api.em as { PThread?: { terminateAllThreads?(): void } }).PThread?.terminateAllThreads?.();
  api.setParam('memory_max_size', String(MEMORY_LIMIT_MB));
  const z3 = api.Context('main') as unknown as Z3;
  const warm = new z3.Solver().check().then(() => undefined, () => undefined);
  return { api, z3, warm };
}

export function z3Session(): Promise<Session> {
  session ??= start();
  return session;
}

/** Kills Z3's threads (if it was ever started); the process can exit after this. */
export async function closeSession(): Promise<void> {
  if (!session) return;
  // Threads killed during the warm-up check kept the process alive (seen: closing right after
  // z3Session()); that check is an empty one, so wait for it.
  await (await session).warm;
  session = undefined;
  await stopThreads?.();
  stopThreads = stopThreadsNow = undefined;
}

function flush(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => (stream.writableLength === 0 ? resolve() : stream.write('', () => resolve())));
}

/**
 * Flushes output, stops Z3's threads and exits with `code`. It does not wait for the threads to be
 * gone, nor for a session still starting: the exit ends them.
 */
export async function shutdown(code: number): Promise<never> {
  await flush(process.stdout);
  await flush(process.stderr);
  stopThreadsNow?.();
  process.exit(code);
}
