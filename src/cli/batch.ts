// Several puzzles in one run (`solve A B C`, `solve --lines month.txt`): Z3 starts once, each
// puzzle gets the whole --timeout from its own start, and a puzzle that is bad input or has no
// answer is one result among the others, not the end of the run (nor is one the watchdog stops:
// the run goes on in a new thread, resumeBatch). Text: each answer under a
// `== source (kind)` line; --json: JSON lines, one result per puzzle, then a summary
// (schemas/summary.v1.json). Progress goes to stderr: on a terminal a bar with the puzzle under
// way, cleared before each answer, else a line every few seconds. The exit status is the worst of the puzzles' (4, 3, 2, 1, 0). --total-timeout bounds
// the whole run as --timeout bounds each puzzle: a puzzle gets what is left of it when that is less,
// and the puzzles it leaves no time for are 'unknown', not tried, each one result line.
import { InputError, UsageError } from '../errors.ts';
import type { Result, Status } from '../kind/contract.ts';
import { statuses } from '../kind/commands.ts';
import { readFileInput, readInput } from '../kind/input.ts';
import { type BatchSoFar, Exit, type Flags, type Input, type Kind, type Outcome, type Output } from '../kind/kind.ts';
import { header } from '../kind/result.ts';
import { resultOfError } from './json-errors.ts';
import { render } from './render.ts';
import { recordOf } from '../narrow.ts';
import { notTried, summaryOf } from './batch-summary.ts';
import { puzzleLines } from './argv.ts';

/** How often a piped run says how far it is. */
const PROGRESS_EVERY_MS = 5000;
/** The terminal's progress bar: its width in characters, and what clears its line. */
const BAR_WIDTH = 20;
const CLEAR_LINE = '\r\x1b[K';

/** `[#####...............] 5/20`: the puzzles done of all. */
export function progressBar(done: number, total: number): string {
  const filled = Math.round((BAR_WIDTH * done) / total);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total}`;
}

/**
 * Where the puzzles are: each argument a puzzle, or with --lines each line of each file (comments
 * and blank lines left out). A file of puzzles is read as a puzzle file is (readFileInput), so
 * that '-' is stdin, a device or a FIFO is read within the size limit and without blocking (the
 * deadline can end the wait), and binary data is refused; but never taken for a task string.
 */
export function batchInputs(files: string[], lines: boolean): BatchInput[] {
  if (!lines) return files.map((file) => ({ name: file, read: () => readInput(file) }));
  return files.flatMap((file) => {
    const read = readFileInput(file);
    if (!read) throw new InputError(file, 'path', 'no such file (expected a file of puzzles, one a line, or - for stdin)');
    // Named as the watchdog names them when it fires before this thread has (argv.ts).
    return puzzleLines(read.source, read.text).map(({ name, text: line }) => ({ name, read: () => ({ source: name, text: line }) }));
  });
}

/** One puzzle of the run: its name (for a result even when it cannot be read), and how to read it. */
export interface BatchInput {
  name: string;
  read(): Input;
}

/** The exit status a result stands for, as the single-puzzle commands give it. */
const exitOf: Record<Status, number> = { solved: Exit.solved, 'no-solution': Exit.none, unknown: Exit.unknown, invalid: Exit.badInput, error: Exit.internal };

export interface BatchQuestion {
  command: 'solve' | 'check';
  /** The kind's answer to one puzzle (its --timeout already set for this puzzle). */
  ask(input: Input, kind: Kind, flags: Flags): Promise<Outcome>;
  /** The flags for one puzzle of this kind (settings checked against it). */
  flagsFor(kind: Kind): Flags;
}

/**
 * A run whose watchdog stopped a puzzle that overran its --timeout (a formula built for longer than
 * that, where nothing inside the thread could notice the time) goes on in a new thread
 * (cli/deadline.ts): from the next puzzle, with what the run had so far.
 */
export interface BatchResume extends BatchSoFar {
  from: number;
}

let resumed: BatchResume | undefined;
/** The next runBatch goes on from `state` (the solving thread is told so when it starts). */
export const resumeBatch = (state: BatchResume | undefined) => {
  resumed = state;
};

/**
 * `spentS`: what the process had spent before the run (the whole run's deadline, and the first
 * puzzle's --timeout, count from the process's start; 0 where there is no process clock).
 */
export async function runBatch(inputs: BatchInput[], flags: Flags, io: Output, question: BatchQuestion, spentS = 0): Promise<number> {
  if (flags.svg) throw new UsageError('--svg draws one puzzle; give one puzzle, or drop --svg');
  if (inputs.length === 0) throw new UsageError('no puzzles to solve: every line was blank or a comment');
  const resume = resumed;
  resumed = undefined;
  const began = performance.now();
  /** The run's start for its summary: a resumed run's began in the thread before. */
  const started = began - (resume?.elapsedMs ?? 0);
  // --to: stdout carries the puzzles written with their answers, one after another (a month of
  // tasks in, the month with its solutions out); the answers and the summary go to stderr.
  const shown: Output = flags.to === undefined ? io : { ...io, out: io.err };
  const counts = resume ? { ...resume.counts } : recordOf(statuses, () => 0);
  let worst = resume?.worst ?? 0;
  let lastSaid = began;
  let named = false;
  /** Seconds left of --total-timeout (Infinity without one). */
  const left = () => (flags.totalTimeout === undefined ? Number.POSITIVE_INFINITY : flags.totalTimeout - spentS - (performance.now() - began) / 1000);
  for (const [index, { name, read }] of inputs.entries()) {
    if (index < (resume?.from ?? 0)) continue;
    const source = name;
    let result: Result;
    let outcome: Outcome | undefined;
    let kind: Kind | undefined;
    // The bar names the puzzle under way: a long one shows which it is.
    if (io.interactive) io.err(`${CLEAR_LINE}${progressBar(index, inputs.length)} ${source}`);
    const within = left();
    // Nothing left of the whole run: the puzzle is not read, so the rest of the run takes no time.
    if (within <= 0) result = notTried(question.command, source, flags.totalTimeout ?? 0, flags.kind ?? null);
    else
      try {
        const soFar = { counts: { ...counts }, worst, elapsedMs: performance.now() - started };
        // The names once, for a watchdog that ends the run to say what it did not reach.
        io.nextPuzzle?.({ index, total: inputs.length, source, soFar, ...(!named && { sources: inputs.map((input) => input.name) }) });
        named = true;
        // The kinds load with the first puzzle, not with the command line (its help needs none):
        // every kind's detection, so that a task string is read as one, then each kind found.
        const found = await (await import('../catalogue/find.ts')).readKind(read, flags);
        const input = found.input;
        kind = found.kind;
        io.found?.({ source, kind: kind.id });
        const chosen = question.flagsFor(kind);
        // Each puzzle has the whole --timeout from its start; a new run's first counts from the process's start.
        const own = chosen.timeout === undefined ? Number.POSITIVE_INFINITY : index === 0 ? Math.max(0.001, chosen.timeout - spentS) : chosen.timeout;
        // Its messages name the --timeout asked when that is what ends it; cut short by --total-timeout, what it had.
        const timeout = own <= within ? { timeout: own, timeoutAsked: chosen.timeout } : { timeout: within, timeoutAsked: undefined };
        outcome = await question.ask(input, kind, { ...chosen, ...timeout });
        result = outcome.result;
        if (flags.to !== undefined && outcome.written && result.status === 'solved') io.out(outcome.written(flags.to));
      } catch (error) {
        outcome = undefined;
        // One puzzle's bad input (or a usage slip that concerns it alone) is its result, not the run's end.
        result = resultOfError(error, header(question.command, kind?.id ?? null, source));
      }
    // The answer goes where the bar is when stdout is the same terminal: the bar leaves first.
    if (io.interactive) io.err(CLEAR_LINE);
    counts[result.status]++;
    worst = Math.max(worst, outcome?.exit ?? exitOf[result.status]);
    if (flags.json) shown.out(`${JSON.stringify(result)}\n`);
    else {
      shown.out(`== ${source}${kind ? ` (${kind.id})` : ''}\n`);
      if (outcome) render(outcome, { ...flags, json: false, to: undefined }, shown);
      else shown.out(`${result.message}\n`);
    }
    const now = performance.now();
    if (!io.interactive && now - lastSaid >= PROGRESS_EVERY_MS && index + 1 < inputs.length) {
      io.err(`${index + 1} of ${inputs.length} puzzles done (${((now - started) / 1000).toFixed(0)} s)\n`);
      lastSaid = now;
    }
  }
  const summary = summaryOf(question.command, counts, inputs.length, performance.now() - started);
  if (flags.json) shown.out(`${JSON.stringify(summary)}\n`);
  else shown.out(`${summary.message}\n`);
  return worst;
}
