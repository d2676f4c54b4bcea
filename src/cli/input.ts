// Reads a puzzle from a file, from stdin, or from the command line itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { InputError } from '../domain/errors.ts';
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
