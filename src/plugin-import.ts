// How a plugin module is imported: with `puzzlebench` resolved to the running package, through
// tsx when it is TypeScript, and first on a throwaway thread under a deadline (the probe), so that
// a module that loops, exits or throws while it loads cannot hang or end the command that loads it.
import { register } from 'node:module';
import { Console } from 'node:console';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { InputError } from './format/errors.ts';

const fromSources = import.meta.url.endsWith('.ts');

/**
 * A plugin's `console.log` goes to stderr: stdout belongs to the answer alone (a stray line would
 * corrupt the JSON a program reads there). Nothing of ours prints through console.
 */
export function consoleToStderr(): void {
  globalThis.console = new Console({ stdout: process.stderr, stderr: process.stderr });
}

// Resolve hooks, registered once per thread (Node 20 gives a worker none of its parent's). Bare
// `puzzlebench` is this running package, never another copy (a plugin outside any project finds
// none; one inside a project with its own copy would register into a catalogue nobody reads).
// A TypeScript file outside a `"type": "module"` package is read as ESM: a plugin is a module
// (`export default`), and tsx's ESM loader would otherwise hand it to the CommonJS loader untranspiled.
const HOOKS = `let target;
export function initialize(data) { target = data.target; }
export async function resolve(specifier, context, next) {
  if (specifier === 'puzzlebench') return { url: target, shortCircuit: true };
  const resolved = await next(specifier, context);
  const path = resolved.url.startsWith('file:') ? new URL(resolved.url).pathname : '';
  if (/\\.tsx?$/.test(path) && !path.includes('/node_modules/') && resolved.format === 'commonjs') return { ...resolved, format: 'module' };
  return resolved;
}`;
let hooked = false;
let tsx = false;

function hook(again = false): void {
  if (hooked && !again) return;
  hooked = true;
  const target = new URL(fromSources ? './index.ts' : './index.js', import.meta.url).href;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: { target } });
}

/** Imports the module; a TypeScript one through tsx's loader when Node cannot read it as it is. */
export async function importModule(path: string, file: string): Promise<Record<string, unknown>> {
  const url = pathToFileURL(file).href;
  if (!tsx) {
    hook();
    try {
      return await import(url);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    }
    try {
      const api = (await import('tsx/esm/api' as string)) as { register(): void };
      api.register();
      // Hooks registered last run first: ours again, so that tsx's resolve does not have the last
      // word on a TypeScript file's format.
      hook(true);
      tsx = true;
    } catch {
      throw new InputError(path, 'plugin', 'a TypeScript plugin needs tsx (npm install tsx), or compile it to JavaScript');
    }
  }
  // Node keeps the failed import of this URL: a query makes it a new module, read through tsx.
  return import(`${url}?tsx`);
}

type FromProbe = { loaded: true } | { failed: string };

/**
 * Imports the module on a thread of its own first and ends that thread: a module that loops at
 * import is stopped at the deadline, one that calls process.exit ends only that thread, and either
 * is refused with one line instead of hanging the command or ending it silently. What it prints
 * goes to stderr.
 */
export function probe(path: string, file: string, timeoutMs: number): Promise<void> {
  const entry = new URL(fromSources ? './plugin-probe-tsx.mjs' : './plugin-import.js', import.meta.url);
  const worker = new Worker(entry, { workerData: { probePlugin: { path, file } }, stdout: true, stderr: true });
  worker.stdout.pipe(process.stderr);
  worker.stderr.pipe(process.stderr);
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (problem?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (problem === undefined) resolve();
      else reject(new InputError(path, 'plugin', problem));
    };
    const seconds = Math.round(timeoutMs / 100) / 10;
    const timer = setTimeout(() => settle(`the module did not finish loading within ${seconds} s (a loop at import?)`), timeoutMs);
    worker.on('message', (message: FromProbe) => settle('failed' in message ? message.failed : undefined));
    worker.on('error', (error) => settle(`the module failed to load: ${error.message}`));
    worker.on('exit', (code) => settle(`the module ended the process while loading (exit ${code}); a plugin may not exit`));
  });
}

// The probe's own thread: import, say how it went, and wait to be ended.
const asked = !isMainThread && (workerData as { probePlugin?: { path: string; file: string } } | null)?.probePlugin;
if (asked) {
  // Not the main thread: the port to the thread that asked is there.
  const port = parentPort;
  if (!port) throw new Error('internal error: a plugin probe without a port to its parent');
  consoleToStderr();
  importModule(asked.path, asked.file).then(
    () => port.postMessage({ loaded: true } satisfies FromProbe),
    (error: unknown) => port.postMessage({
      failed: error instanceof InputError ? error.expected : `the module failed to load: ${error instanceof Error ? error.message : String(error)}`,
    } satisfies FromProbe),
  );
}
