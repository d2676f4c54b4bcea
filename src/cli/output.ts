// What the command line writes: a result as the contract's JSON document, and output files
// (--svg, --html, --smt2) whole or not at all. Below cli and serve nothing writes; results are values.
import { chmodSync, existsSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputError } from '../errors.ts';
import type { Result } from '../kind/contract.ts';
import type { Output } from '../kind/kind.ts';
import { oneLine } from '../kind/result.ts';

/** The process's own stdout and stderr (the deadline's worker speaks through messages instead). */
export const terminal: Output = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  interactive: Boolean(process.stderr.isTTY),
  colour: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
};

/** Prints a result with what a reader looks for first at the top: what was asked, and the status. */
export function printResult(io: Output, result: Result): void {
  const { schemaVersion, command, kind, input, status, reason, message, ...rest } = result;
  const ordered = { schemaVersion, command, kind, input, status, reason, message: oneLine(message), ...rest };
  io.out(`${JSON.stringify(ordered, null, 2)}\n`);
}

/** Why an output file cannot be written there, checked before any solving; undefined when it can. */
export function unwritable(path: string): string | undefined {
  if (path === '-') return undefined;
  if (existsSync(path) && statSync(path).isDirectory()) return 'expected a file name, found a directory';
  const folder = dirname(path);
  if (!existsSync(folder)) return `no such folder: ${folder}`;
  if (!statSync(folder).isDirectory()) return `not a folder: ${folder}`;
  return undefined;
}

/**
 * Writes an output file ('-': stdout) whole or not at all: into a temporary file beside it, then
 * renamed over it, so that a failed write (a full disk, `ulimit -f`) leaves the old content, not a
 * truncated file. A failure is the user's to fix, not a crash. The target keeps its permissions,
 * and a symbolic link stays one (the file it points to is replaced).
 */
export function writeOutput(path: string, text: string, stdout: (text: string) => void): void {
  if (path === '-') {
    stdout(text);
    return;
  }
  let temporary: string | undefined;
  try {
    const existing = existsSync(path) ? statSync(path) : undefined;
    // A device or a FIFO (/dev/stdout, /dev/null) has no content to keep, and cannot be renamed over.
    if (existing && !existing.isFile()) {
      writeFileSync(path, text);
      return;
    }
    const target = existing ? realpathSync(path) : path;
    temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`);
    writeFileSync(temporary, text, { flag: 'wx' });
    if (existing) chmodSync(temporary, existing.mode & 0o7777);
    renameSync(temporary, target);
  } catch (error) {
    try {
      if (temporary) rmSync(temporary, { force: true });
    } catch {
      // Removing it failed too (the folder's permissions changed): the error below is the one to tell.
    }
    throw new InputError(path, 'output', `cannot write the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); it is left as it was`);
  }
}
