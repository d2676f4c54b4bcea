// The command line as the main thread reads it, without commander or the catalogue (it keeps the
// deadline, deadline.ts, and loads neither): which commands run on the solving thread, their
// --timeout, and the puzzles a solve or check names, so that a deadline passing while the solving
// thread is still loading (before it has named any puzzle) still names each one in its results.
// test/argv.test.ts keeps VALUED equal to the program's options.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { maxInputBytes } from '../kind/input-limit.ts';
import type { NextPuzzle } from '../kind/kind.ts';
import { facts } from './help-facts.ts';
import { DEFAULT_TIMEOUT_S, MAX_TIMEOUT_S } from './clock.ts';

/**
 * The commands that solve, or read a puzzle that may never come (convert, from a FIFO), and so may
 * run long. Others (help, compare, whose runs are child processes) stay on this thread.
 */
const LONG = new Set(['solve', 'check', 'convert', 'export', 'generate', 'demo']);
export const runsLong = (argv: string[]) => LONG.has(argv[0]) && !argv.includes('--help') && !argv.includes('-h');

/** The commands that take --timeout, which bounds the whole run. */
const TIMED = new Set(['solve', 'check', 'convert', 'export', 'generate']);

/** The text given to `option` (`--name value` or `--name=value`), else undefined. */
function optionValue(argv: string[], option: string): string | undefined {
  const at = argv.findIndex((arg) => arg === option || arg.startsWith(`${option}=`));
  return at < 0 ? undefined : argv[at].includes('=') ? argv[at].slice(option.length + 1) : argv[at + 1];
}

/** --timeout's seconds when the command takes one (solve, check, generate), else undefined. */
export function timeoutOf(argv: string[]): number | undefined {
  if (!TIMED.has(argv[0])) return undefined;
  const text = optionValue(argv, '--timeout');
  const seconds = Number(text);
  // A value the command refuses keeps the default here: the refusal (exit 2) comes long before it.
  return text !== undefined && Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_TIMEOUT_S ? seconds : DEFAULT_TIMEOUT_S;
}

/** --total-timeout's seconds (several puzzles: the whole run's deadline), else undefined. */
export function totalTimeoutOf(argv: string[]): number | undefined {
  if (argv[0] !== 'solve' && argv[0] !== 'check') return undefined;
  const seconds = Number(optionValue(argv, '--total-timeout'));
  return Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_TIMEOUT_S ? seconds : undefined;
}

/** The options of solve and check that take a value: the argument after them is no puzzle. */
export const VALUED = new Set([
  '--kind',
  '--engine',
  '--encoding',
  '--strategy',
  '--schedule',
  '--timeout',
  '--total-timeout',
  '--plugin',
  '--count',
  '--max-horizon',
  '--svg',
  '--to',
  '--within',
  ...facts.settings.map((flag) => `--${flag.name}`),
]);

/** The puzzle arguments of `solve ...` or `check ...` (argv[0] is the command), as commander reads them. */
export function puzzleArguments(argv: string[]): string[] {
  const found: string[] = [];
  for (let at = 1; at < argv.length; at++) {
    const arg = argv[at];
    if (arg === '--') return [...found, ...argv.slice(at + 1)];
    if (arg === '-' || !arg.startsWith('-')) found.push(arg);
    else if (VALUED.has(arg)) at++;
  }
  return found;
}

/** The puzzles of one file under --lines: each line but blank ones and comments, named `file:line`. */
export const puzzleLines = (file: string, text: string) =>
  text.split(/\r?\n/).flatMap((line, i) => {
    const name = `${file}:${i + 1}`;
    return line.trim() === '' || line.trim().startsWith('#') ? [] : [{ name, text: line.trim() }];
  });

/**
 * The names a run of several puzzles gives them (batch.ts), or undefined for a run of one. A file
 * of lines that cannot be read is named itself: the run ends with that error anyway. So is one that
 * is not a regular file within the size limit: this thread keeps the deadline, and stdin, a FIFO
 * with no writer or /dev/zero would hold it for good (the solving thread reads those without
 * blocking, batch.ts).
 */
export function batchNames(argv: string[]): string[] | undefined {
  const args = puzzleArguments(argv);
  if (!argv.includes('--lines')) return args.length > 1 ? args : undefined;
  return args.flatMap((file) => {
    // Standard input is named as the solving thread names it (readInput).
    if (file === '-') return ['<stdin>'];
    try {
      const stat = statSync(file);
      if (!stat.isFile() || stat.size > maxInputBytes()) return [file];
      return puzzleLines(file, readFileSync(file, 'utf8')).map((line) => line.name);
    } catch {
      return [file];
    }
  });
}

/** The commands that take puzzles: one, or several one after another (batch.ts). */
const takesPuzzles = (argv: string[]) => argv[0] === 'solve' || argv[0] === 'check';

/**
 * A run of several puzzles whose deadline passed before its thread named any (it was still loading):
 * the first is the one under way, nothing answered yet. Undefined for a run of one.
 */
export function unnamedBatch(argv: string[]): { puzzle: NextPuzzle; sources: string[] } | undefined {
  const sources = takesPuzzles(argv) ? batchNames(argv) : undefined;
  if (!sources?.length) return undefined;
  const counts = { solved: 0, 'no-solution': 0, unknown: 0, invalid: 0, error: 0 };
  return { sources, puzzle: { index: 0, total: sources.length, source: sources[0], soFar: { counts, worst: 0, elapsedMs: 0 } } };
}

/** How a run of one names its puzzle before reading it, as readInput will: stdin and a task string (or URL) by what they are. */
export function singleInput(argv: string[]): string | undefined {
  // Under --lines the argument is a file of puzzles, none of which was named: no input to give.
  const [arg] = takesPuzzles(argv) && !argv.includes('--lines') ? puzzleArguments(argv) : [];
  return arg === undefined ? undefined : arg === '-' ? '<stdin>' : existsSync(arg) ? arg : '<argument>';
}
