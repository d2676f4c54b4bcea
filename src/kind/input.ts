// Reads a puzzle from a file, from stdin, or from the command line itself; writes answers to files.
// Reading is bounded: a device (/dev/zero), a pipe that never ends or a huge file is refused at the
// size limit instead of filling memory, and so is binary data.
import { closeSync, constants, existsSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { InputError } from '../errors.ts';
import { pzprFormOf } from '../format/puzzlink.ts';
import { errorCode, isObject } from '../narrow.ts';
import { MAX_INPUT_VARIABLE, maxInputBytes } from './input-limit.ts';

export { DEFAULT_MAX_INPUT_MB, MAX_INPUT_VARIABLE, maxInputBytes } from './input-limit.ts';

/** An instance as the user gave it: where it came from (for error messages) and its text. */
export interface Input {
  source: string;
  text: string;
}

/**
 * A setting of an instance that its file may leave out and the command line can give, as
 * `--<name> <value>` (Star Battle's star count, say). A kind declares the ones it reads; the
 * command line offers every declared one and refuses it for a kind that does not read it.
 */
export interface SettingFlag {
  /** The flag's name without dashes, lower case: `stars`. */
  name: string;
  /** What the value is called in help: `k`. */
  value: string;
  description: string;
}

const tooLarge = (source: string, limit: number) =>
  new InputError(source, 'size', `more than ${limit / 1024 / 1024} MB, far larger than any puzzle (set ${MAX_INPUT_VARIABLE} to read more)`);

/** How stdin is read where fd 0 itself could block for good (the command line's solving thread: src/cli/stdin-bridge.ts). */
type StdinReader = (limit: number) => { text: string } | { tooLarge: true } | { error: string };
let stdinReader: StdinReader | undefined;
export const setStdinReader = (reader: StdinReader) => void (stdinReader = reader);

/**
 * Whether some kind of the catalogue reads an argument as its puzzle (the catalogue registers it:
 * this layer knows no kind). A missing file whose name some kind takes for its task string
 * (`a2h3321a1c2a3320`, a Slitherlink) is read as that task, not refused as a missing file. Each
 * registers its own (the kinds' detections, src/catalogue/find.ts; the whole catalogue with its
 * plugins' kinds, index.ts), and any of them may take the argument.
 */
const taskRecognisers = new Set<(text: string) => boolean>();
export const recogniseTasks = (recognise: (text: string) => boolean) => void taskRecognisers.add(recognise);
const isTask = (argument: string) => [...taskRecognisers].some((recognise) => recognise(argument));

export function readInput(argument: string): Input {
  const read = readFileInput(argument);
  if (read) return read;
  const limit = maxInputBytes();
  // A task string or a web address (a puzz.link URL) pasted on the command line is an instance
  // too: one with a ';' or a line break, one of whole numbers and separators alone (Star Battle's
  // `1,1,2,...`, Kakurasu's `5/3/4/7`), or one word of letters with capitals among them (a grid
  // written as letters and runs, such as a Masyu task: no file name looks like that and is missing).
  // Whatever `convert` writes reads back from here: a task with its size (`7x5:eWdB...`) and JSON.
  const taskString =
    /[;\n]/.test(argument) ||
    /^\s*\d+(?:\s*[,_/]\s*\d+)+\s*$/.test(argument) ||
    /^(?=.*[A-Z])(?=.*[a-z])[A-Za-z]+$/.test(argument) ||
    /^\s*\d+x\d+:/.test(argument) ||
    /^\s*[{[]/.test(argument) ||
    looksLikeMistypedTask(argument) ||
    isTask(argument);
  if (taskString || /^\s*https?:\/\//i.test(argument) || pzprFormOf(argument) !== undefined) {
    if (Buffer.byteLength(argument) > limit) throw tooLarge('<argument>', limit);
    return checked({ source: '<argument>', text: argument });
  }
  throw new InputError(argument, 'path', 'no such file (expected a puzzle file, a task string, a puzz.link or penpa-edit URL, or - for stdin)');
}

/**
 * A file, a device or a FIFO, or stdin for '-', read within the limits; undefined when there is no
 * such file (readInput then tries the argument as a task; a file of puzzles, --lines, refuses it).
 */
export function readFileInput(argument: string): Input | undefined {
  const limit = maxInputBytes();
  if (argument === '-' && stdinReader) {
    const read = stdinReader(limit);
    if ('tooLarge' in read) throw tooLarge('<stdin>', limit);
    if ('error' in read) throw new InputError('<stdin>', 'read', `cannot read the input (${read.error})`);
    return checked({ source: '<stdin>', text: read.text });
  }
  if (argument === '-') {
    const fd = stdinUnblocked();
    try {
      return checked({ source: '<stdin>', text: readBounded(fd, '<stdin>', limit) });
    } finally {
      if (fd !== 0) closeSync(fd);
    }
  }
  if (existsSync(argument)) {
    const stat = statSync(argument);
    if (stat.isDirectory()) throw new InputError(argument, 'path', 'expected a puzzle file, found a directory');
    let fd: number;
    try {
      // Never blocking: a FIFO with no writer blocks open() and read() in the thread, where no
      // deadline can stop it (the process could not even exit). Polling waits in Atomics.wait instead.
      fd = openSync(argument, stat.isFile() ? constants.O_RDONLY : constants.O_RDONLY | constants.O_NONBLOCK);
    } catch (error) {
      throw new InputError(argument, 'path', `cannot read the file (${errorCode(error) ?? (isObject(error) ? error.message : undefined)})`);
    }
    try {
      return checked({ source: argument, text: readBounded(fd, argument, limit, stat.isFIFO()) });
    } finally {
      closeSync(fd);
    }
  }
  return undefined;
}

/**
 * A missing argument that is no file name but a task with a slip in it (`1,1,2,x,3`, `eWdB?bW`):
 * separators between digits or pearls among runs, and no folder or extension. Read as text, so
 * that the kind it resembles says where it is wrong (src/catalogue/detect.ts) instead of "no such file".
 */
function looksLikeMistypedTask(argument: string): boolean {
  const text = argument.trim();
  if (/^(?:\.{0,2}\/|~)|\.[A-Za-z]\w{0,9}$|\s/.test(text)) return false;
  return /\d\s*[,_;]\s*\S|\S\s*[,_;]\s*\d/.test(text) || /^(?=.*[WB])[a-zWB]*[^A-Za-z0-9][a-zWB]*$/.test(text);
}

/**
 * Stdin as a pipe, opened anew without blocking (Linux's /proc/self/fd/0 opens the pipe itself): a
 * writer that never writes would block read() on fd 0 past the deadline and keep the process from
 * exiting. Anything else (a file, a terminal, a socket), or where that fails, is fd 0 itself.
 */
function stdinUnblocked(): number {
  try {
    if (fstatSync(0).isFIFO()) return openSync('/proc/self/fd/0', constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    // Not Linux, or no stdin: read fd 0 as it is.
  }
  return 0;
}

const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);

/**
 * Reads until the end or one byte past the limit, whichever comes first: never the whole of a
 * stream whose size is unknown. A non-blocking stdin (EAGAIN) is waited for, not mistaken for its
 * end. A named FIFO opened without blocking reads as ended until a writer opens it: its end counts
 * only once a writer has been seen (data, or EAGAIN: a writer with nothing written yet).
 */
function readBounded(fd: number, source: string, limit: number, fifo = false): string {
  const chunks: Buffer[] = [];
  let total = 0;
  let writerSeen = !fifo;
  const buffer = Buffer.alloc(64 * 1024);
  for (;;) {
    let count: number;
    try {
      count = readSync(fd, buffer, 0, Math.min(buffer.length, limit + 1 - total), null);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EAGAIN') {
        writerSeen = true;
        pause();
        continue;
      }
      if (code === 'EOF') break;
      throw new InputError(source, 'read', `cannot read the input (${code ?? (error as Error).message})`);
    }
    if (count === 0 && !writerSeen) {
      pause();
      continue;
    }
    writerSeen = true;
    if (count === 0) break;
    total += count;
    if (total > limit) throw tooLarge(source, limit);
    chunks.push(Buffer.from(buffer.subarray(0, count)));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A puzzle given as text (serve's API), held to the same size limit and text check as a file. */
export function textInput(source: string, text: string): Input {
  const limit = maxInputBytes();
  if (Buffer.byteLength(text) > limit) throw tooLarge(source, limit);
  return checked({ source, text });
}

/** Text files have no NUL bytes: binary data is named as such, not as a puzzle of no known kind. */
function checked(input: Input): Input {
  const nul = input.text.indexOf('\u0000');
  if (nul >= 0) throw new InputError(input.source, `character ${nul + 1}`, 'expected a text puzzle file, found binary data (a NUL byte)');
  return input;
}
