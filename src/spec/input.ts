// Reads a puzzle from a file, from stdin, or from the command line itself; writes answers to files.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { InputError } from '../format/errors.ts';
import type { Input } from './kind.ts';

export function readInput(argument: string): Input {
  if (argument === '-') return { source: '<stdin>', text: readFileSync(0, 'utf8') };
  if (existsSync(argument)) {
    if (statSync(argument).isDirectory()) throw new InputError(argument, 'path', 'expected a puzzle file, found a directory');
    return { source: argument, text: readFileSync(argument, 'utf8') };
  }
  // A task string pasted on the command line is an instance too.
  if (/[;\n]/.test(argument)) return { source: '<argument>', text: argument };
  throw new InputError(argument, 'path', 'no such file (expected a puzzle file, a task string, or - for stdin)');
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

/** Writes an output file; a failure is the user's to fix (a full disk, no permission), not a crash. */
export function writeOutput(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new InputError(path, 'output', `cannot write the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}
