// Errors under --json (or compare's --format json): a result in the contract on stdout, so that
// a program reading the output never has to parse an English line instead. The line on stderr
// and the exit status stay as they are without --json.
import { CommanderError } from 'commander';
import { InputError, UsageError } from '../errors.ts';
import { PluginError } from '../plugin-import.ts';
import { UnavailableError } from '../solver/native.ts';
import { MEMORY_LIMIT_MB } from '../solver/session.ts';
import type { Result } from '../kind/contract.ts';
import type { Output } from '../kind/kind.ts';
import { commands, header } from '../kind/result.ts';
import { printResult } from './output.ts';

/**
 * Z3 at its memory limit (session.ts sets it, so Z3 fails with 'out of memory' instead of
 * aborting), or Node's heap or an array at theirs: the run needed more than the machine gives.
 */
export const outOfMemory = (error: unknown) =>
  error instanceof Error && /^(out of memory|Array buffer allocation failed|Invalid array length)$/.test(error.message);

export const memoryMessage = `out of memory: Z3 may use ${MEMORY_LIMIT_MB} MB; try a smaller instance, a shorter horizon (--within, --max-horizon) or another --engine`;

/** The command line asks for JSON. Read from argv itself: the error may come before commander has parsed it. */
export const wantsJson = (argv: string[]) =>
  argv.some((arg, i) => arg === '--json' || arg === '--format=json' || (arg === '--format' && argv[i + 1] === 'json'));

/**
 * invalid: the user's to fix (a malformed file, a bad option); error: ours or the machine's (a
 * missing program, a plugin that threw, a bug); unknown: input that did not come by the deadline.
 * The exit status already says the same: 2, 4 or 3.
 */
function classify(error: unknown): { status: 'invalid' | 'error' | 'unknown'; reason: string; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof InputError) return { status: 'invalid', reason: 'input', message };
  if (error instanceof UsageError) return { status: 'invalid', reason: 'usage', message };
  if (error instanceof CommanderError) return { status: 'invalid', reason: 'usage', message: message.replace(/^error: /, '') };
  if (error instanceof UnavailableError) return { status: 'error', reason: 'unavailable', message };
  if (error instanceof PluginError) return { status: 'error', reason: 'plugin', message };
  if (outOfMemory(error)) return { status: 'error', reason: 'memory', message: memoryMessage };
  return { status: 'error', reason: 'internal', message: `internal error: ${message}` };
}

export function errorResult(argv: string[], error: unknown): Result | undefined {
  // --help and --version end through an error too, with nothing wrong.
  if (error instanceof CommanderError && error.exitCode === 0) return undefined;
  return errorDocument(argv, error);
}

/** errorResult for an error that is one (never --help or --version): always a document. */
export function errorDocument(argv: string[], error: unknown): Result {
  return resultOfError(error, headerOf(argv, error instanceof InputError ? error.source : undefined));
}

/** An error as a result after the header given (serve's API passes its command and kind). */
export function resultOfError(error: unknown, head: ReturnType<typeof header>): Result {
  const { status, reason, message } = classify(error);
  // Unknown is no error of the input's: its result, as at any deadline, has none.
  if (status === 'unknown') return { ...head, status, reason, message };
  const where = error instanceof InputError ? { source: error.source, position: error.position } : {};
  return { ...head, status, reason, message, error: { message, ...where } };
}

/** A result's header from the command line alone: the command and, when given, --kind. */
export function headerOf(argv: string[], input?: string) {
  const named = argv.find((arg) => !arg.startsWith('-'));
  const command = commands.find((id) => id === named) ?? null;
  const kindAt = argv.indexOf('--kind');
  const kind = kindAt >= 0 && argv[kindAt + 1] !== undefined ? argv[kindAt + 1] : null;
  return header(command, kind, input);
}

/** Prints the error as a result when the command line asked for JSON. */
export function printJsonError(argv: string[], error: unknown, io: Output): void {
  const result = wantsJson(argv) ? errorResult(argv, error) : undefined;
  if (result) printResult(io, result);
}
