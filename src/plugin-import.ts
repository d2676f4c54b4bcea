// How a plugin module is imported: with `puzzlebench` resolved to the running package, through
// tsx when it is TypeScript, and first on a throwaway thread under a deadline (the probe, whose
// thread is plugin-probe.ts), so that a module that loops, exits or throws while it loads cannot
// hang or end the command that loads it.
import { register } from 'node:module';
import { Console } from 'node:console';
import { pathToFileURL } from 'node:url';
import { InputError } from './errors.ts';
import { startDeadline } from './isolate/deadline.ts';
import { entryBeside } from './isolate/entry.ts';
import { Thread } from './isolate/thread.ts';
import { errorCode } from './narrow.ts';

/** Code of a plugin threw: reported under the plugin's and encoding's names, never as our error. */
export class PluginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PluginError';
  }
}

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
  // Resolved by the rest of the chain from its full URL, so that tsx (when the sources run) reads it.
  if (specifier === 'puzzlebench') return next(target, context);
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
      if (errorCode(error) !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    }
    try {
      // A string, not a literal: TypeScript is not to look for tsx, which may not be installed.
      const specifier: string = 'tsx/esm/api';
      const api: { register(): void } = await import(specifier);
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

/** What the probe's thread (plugin-probe.ts) is given, and what it says. */
export interface ProbeData {
  path: string;
  file: string;
}
export type FromProbe = { loaded: true } | { failed: string };

const prober = entryBeside(import.meta.url, './plugin-probe');

/**
 * Imports the module on a thread of its own first and ends that thread: a module that loops at
 * import is stopped at the deadline, one that calls process.exit ends only that thread, and either
 * is refused with one line instead of hanging the command or ending it silently. What it prints
 * goes to stderr.
 */
export function probe(path: string, file: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (problem?: string) => {
      if (settled) return;
      settled = true;
      deadline.clear();
      void thread.stop();
      if (problem === undefined) resolve();
      else reject(new InputError(path, 'plugin', problem));
    };
    const data: ProbeData = { path, file };
    const thread = new Thread<never, FromProbe>(
      prober,
      data,
      {
        message: (message) => settle('failed' in message ? message.failed : undefined),
        error: (error) => settle(`the module failed to load: ${error.message}`),
        exit: (code) => settle(`the module ended the process while loading (exit ${code}); a plugin may not exit`),
      },
      { outputToStderr: true },
    );
    const seconds = Math.round(timeoutMs / 100) / 10;
    const deadline = startDeadline(timeoutMs, () => settle(`the module did not finish loading within ${seconds} s (a loop at import?)`));
  });
}
