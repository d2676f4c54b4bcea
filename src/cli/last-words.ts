// Whatever ends the process, its output keeps its promise: under --json (or compare's --format
// json) stdout ends with one document of the contract, status 'error' where nothing else is
// possible; and no exit is 0 unless the command answered. Plugin code runs in this process and can
// end it from anywhere: process.exit at import or in a timer, an exception thrown late, a thread
// out of memory. The command line's own exits go through answer() first.
import { killChildren } from '../isolate/process.ts';
import { Exit, type Output } from '../kind/kind.ts';
import { printResult } from './output.ts';
import { errorDocument, errorResult, wantsJson } from './json-errors.ts';
import { errorCode } from '../narrow.ts';

let answered = false;
let printed = false;

/** The command answered (or failed in words of its own): the exit that follows is meant. */
export const answer = () => {
  answered = true;
};

/** The output, noting whether anything reached stdout (then no second document is printed). */
export const watched = (io: Output): Output => ({
  ...io,
  out: (text) => {
    printed = true;
    io.out(text);
  },
});

/** A thread ended by Node's heap limit: the contract's 'memory', as Z3's limit is, in its own words. */
const heapFull = (error: unknown) => errorCode(error) === 'ERR_WORKER_OUT_OF_MEMORY';
const HEAP_MESSAGE = "out of memory: the run reached Node's heap limit; try a smaller instance or another --engine";

/**
 * The JSON document of an error that ended the run where nothing caught it, when JSON was asked
 * for and nothing is on stdout yet; children are ended too. Returns the result's message.
 */
export function lastDocument(argv: string[], io: Output, error: unknown): string {
  answered = true;
  killChildren();
  const result = heapFull(error)
    ? { ...errorDocument(argv, new Error('out of memory')), message: HEAP_MESSAGE, error: { message: HEAP_MESSAGE } }
    : errorResult(argv, error);
  // Only --help and --version have no document, and they end through commander, never here.
  if (!result) throw new Error(`internal error: no document for ${error instanceof Error ? error.message : String(error)}`);
  if (wantsJson(argv) && !printed) printResult(io, result);
  return result.message;
}

/** lastDocument, and its message as one line on stderr. */
export function lastWords(argv: string[], io: Output, error: unknown): void {
  io.err(`puzzlebench: ${lastDocument(argv, io, error)}\n`);
}

/** An exit nobody meant (a plugin's process.exit) becomes an internal error, never a silent 0. */
export function guardExit(argv: string[], io: Output): void {
  process.on('exit', (code) => {
    if (answered) return;
    lastWords(argv, io, new Error(`the process was ended (exit ${code}) before the command answered (a plugin calling process.exit?)`));
    // Read by process.exit after this listener: the status is the error's, not the caller's.
    process.exitCode = Exit.internal;
  });
}
