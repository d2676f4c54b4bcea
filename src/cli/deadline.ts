// One deadline for the whole run. Solving builds formulas synchronously, which keeps a thread busy
// for seconds where no timer can fire; so the command runs on a worker thread and this thread keeps
// the time. If the run's own deadline (Z3's timeout, the search's clock) has not ended it by
// DEADLINE_SLACK times --timeout, it is stopped here: 'unknown', exit 3, and nothing left running
// (process.exit ends the thread and Z3's threads with it). One puzzle of several is the exception:
// its thread is stopped and a new one goes on from the next puzzle (batch.ts, resumeBatch).
import { compileZ3, flushAndExit } from '../solver/session.ts';
import type { Output } from '../kind/kind.ts';
import { printResult } from './output.ts';
import { headerOf, wantsJson } from './json-errors.ts';
import { answer, lastDocument, lastWords } from './last-words.ts';
import { openBridge } from './stdin-bridge.ts';
import { longerTimeout } from './clock.ts';
import type { CommandData, FromWorker, ToWorker } from './worker.ts';
import type { BatchResume } from './batch.ts';
import { notTried, summaryOf } from './batch-summary.ts';
import { singleInput, timeoutOf, totalTimeoutOf, unnamedBatch } from './argv.ts';
import type { BatchSoFar, NextPuzzle } from '../kind/kind.ts';
import { type Deadline, startDeadline } from '../isolate/deadline.ts';
import { entryBeside } from '../isolate/entry.ts';
import { Thread, crashOf } from '../isolate/thread.ts';

/** The command's thread (worker.ts). */
const command = entryBeside(import.meta.url, './worker');

/**
 * Past --timeout, the share of it the run may overrun before it is stopped (the promise is 1.5,
 * counted from the process's start). The rest is for a late timer and the exit, which on a loaded
 * 2-core machine took up to 0.8 s at T = 2: at 1.35 wall/T reached 1.59-1.76 there.
 */
const DEADLINE_SLACK = 1.25;
// The default and the largest --timeout are the clock's (clock.ts), which main.ts reads too.
export { DEFAULT_TIMEOUT_S, MAX_TIMEOUT_S } from './clock.ts';

/** The commands that may start Z3 (not convert): the main thread compiles its module for them. */
const Z3 = new Set(['solve', 'check', 'export', 'generate', 'demo']);

export function runOnWorker(argv: string[], io: Output): Promise<never> {
  const stdin = openBridge();
  const timeout = timeoutOf(argv);
  const total = totalTimeoutOf(argv);
  let ended = false;
  /** The answer has reached stdout: the deadline then prints nothing more (one document, one answer). */
  let spoke = false;
  let deadline: Deadline | undefined;
  /** --total-timeout's, which no puzzle restarts. */
  let whole: Deadline | undefined;
  /** Several puzzles: the one under way; each gets the whole --timeout from its start. */
  let current: NextPuzzle | undefined;
  /** Several puzzles: every one's name (batch.ts sends them with the first). */
  let sources: string[] = [];
  /** When the puzzle under way was named: the run's time so far is its soFar.elapsedMs and what came since. */
  let nextAt = performance.now();
  /** The puzzle under way once its thread has read it: a result the deadline gives names its kind. */
  let found: { source: string; kind: string } | undefined;
  /** A thread stopped at a puzzle's deadline, its successor not yet started: a deadline now ends the run. */
  let restarting = false;
  const end = (code: number) => {
    if (ended) return;
    ended = true;
    deadline?.clear();
    whole?.clear();
    answer();
    void flushAndExit(code);
  };
  const compilesZ3 = Z3.has(argv[0]);
  const data: CommandData = { argv, interactive: io.interactive, colour: io.colour, startedAt: performance.timeOrigin, stdin, compilesZ3 };
  /** Z3's module, compiled once for every thread the run starts. */
  let compiled: Promise<WebAssembly.Module> | undefined;
  return new Promise(() => {
    let thread: Thread<ToWorker, FromWorker>;
    /** The command's thread; after a puzzle stopped at its deadline, a new one goes on from the next. */
    const launch = (resume?: BatchResume) => {
      const fresh = new Thread<ToWorker, FromWorker>(
        command,
        // Stdin's bridge goes to the first thread only (a run that reads stdin is not resumed).
        resume ? { ...data, stdin: undefined, resume } : data,
        {
          message(message) {
            if ('exit' in message) end(message.exit);
            else if ('found' in message) found = message.found;
            else if ('next' in message) {
              current = message.next;
              found = undefined;
              sources = message.next.sources ?? sources;
              nextAt = performance.now();
              // The first puzzle's time counts from the process's start, as a single puzzle's does.
              if (current.index > 0 && timeout !== undefined) deadline?.restart(timeout * 1000 * DEADLINE_SLACK);
            } else if (!ended) {
              if (message.stream === 'out') spoke = true;
              (message.stream === 'out' ? io.out : io.err)(message.text);
            }
          },
          // A crash inside Z3's wasm build (or any error the command did not catch) ends the thread.
          error(error) {
            // Under --json the document still comes (last-words.ts): nothing else is on stdout then.
            if (ended) return;
            if (error instanceof WebAssembly.RuntimeError) {
              io.err(`puzzlebench: ${crashOf(error)}\n`);
              lastDocument(argv, io, error);
            } else lastWords(argv, io, error);
            end(4);
          },
          // A thread that ends without its exit message was ended by other code (a plugin's process.exit).
          exit(code) {
            if (!ended) lastWords(argv, io, new Error(`the solving thread stopped (exit ${code}) without an answer (a plugin calling process.exit?)`));
            end(4);
          },
        },
        { transferList: !resume && stdin ? [stdin.port] : [] },
      );
      // Compiling Z3 (reading 35 MB of wasm, 0.1-0.3 s) while the thread loads the command's modules
      // takes it off the solve's path; a run that never starts Z3 (a search, a usage error) spent
      // ~40 ms of CPU on it, on a thread that had nothing else to do.
      if (compilesZ3) compiled ??= compileZ3();
      compiled?.then(
        (z3) => fresh.post({ z3 }),
        () => fresh.post({}),
      );
      thread = fresh;
    };
    launch();
    if (timeout === undefined) return;
    /** A stopped puzzle's header: its kind once its thread read it, else --kind's when given. */
    const headerFor = (source: string | undefined) => ({ ...headerOf(argv, source), ...(found && { kind: found.kind }) });
    const passed = (what: string, seconds: number) => () => {
      // Its status follows the answer at once; should it not come, the run ends as unknown, unsaid.
      if (spoke && !current) {
        deadline = startDeadline(1000, () => end(3));
        return;
      }
      // Several puzzles, none named yet (the thread was still loading): named here from the command
      // line, so that each is still a result and the summary still comes (argv.ts).
      if (!current) {
        const unnamed = unnamedBatch(argv);
        if (unnamed) ({ puzzle: current, sources } = unnamed);
      }
      // A puzzle of several over its own --timeout: it is unknown, and the run goes on without it.
      if (what === '' && !restarting && current?.soFar && current.index + 1 < current.total && !argv.includes('-')) {
        goOn(current, current.soFar, seconds);
        return;
      }
      // The whole run's end in a puzzle of several (or the last puzzle out of its own time): it, and
      // each one not reached, is a result; then the summary.
      if (current?.soFar && sources.length === current.total && (what !== '' || restarting || current.index + 1 === current.total)) {
        endRun(current, current.soFar, seconds, what === '' ? '--timeout' : '--total-timeout');
        return;
      }
      const on = current ? ` on ${current.source} (puzzle ${current.index + 1} of ${current.total}; the rest were not tried)` : '';
      const message = `unknown after ${seconds} s${what}${on} (the run was stopped at its deadline)`;
      // The input always (the command line names it), as a result the run's own clock gives would.
      const result = { ...headerFor(current?.source ?? found?.source ?? singleInput(argv)), status: 'unknown' as const, reason: 'deadline', message };
      // Several puzzles under --json are JSON lines: the stopped one's result is one line too.
      if (wantsJson(argv)) current ? io.out(`${JSON.stringify(result)}\n`) : printResult(io, result);
      else {
        io.out(`${message}\n`);
        const flag = what === '' ? '--timeout' : '--total-timeout';
        io.err(`out of time at ${flag} ${seconds}; if it was solving, it may need longer: try ${flag} ${longerTimeout(seconds)}\n`);
      }
      end(3);
    };
    /** Where a run of several puzzles says its results: with --to, stdout holds the written puzzles alone (batch.ts). */
    const say = argv.includes('--to') || argv.some((arg) => arg.startsWith('--to=')) ? io.err : io.out;
    /** The run's results from the stopped puzzle on (the whole run out of time, or the last puzzle out of its own): unknown, then not tried; the summary. */
    const endRun = (stopped: NextPuzzle, soFar: BatchSoFar, seconds: number, flag: '--timeout' | '--total-timeout') => {
      const command = argv[0] === 'check' ? 'check' : 'solve';
      const message = `unknown after ${seconds} s${flag === '--total-timeout' ? ' (the whole run)' : ''} (the run was stopped at its deadline)`;
      const results = [
        { ...headerFor(stopped.source), status: 'unknown' as const, reason: 'deadline', message },
        ...sources.slice(stopped.index + 1).map((source) => notTried(command, source, seconds, headerOf(argv).kind)),
      ];
      const counts = { ...soFar.counts, unknown: soFar.counts.unknown + results.length };
      const summary = summaryOf(command, counts, stopped.total, soFar.elapsedMs + performance.now() - nextAt);
      if (wantsJson(argv)) for (const line of [...results, summary]) say(`${JSON.stringify(line)}\n`);
      else say(`${results.map((result) => `== ${result.input}\n${result.message}\n`).join('')}${summary.message}\n`);
      io.err(`out of time at ${flag} ${seconds}; try ${flag} ${longerTimeout(seconds)}\n`);
      end(3);
    };
    /** Says the stopped puzzle's result, stops its thread, and starts one at the next puzzle. */
    const goOn = (stopped: NextPuzzle, soFar: BatchSoFar, seconds: number) => {
      const message = `unknown after ${seconds} s (the puzzle was stopped at its deadline; the run goes on)`;
      const result = { ...headerFor(stopped.source), status: 'unknown' as const, reason: 'deadline', message };
      say(wantsJson(argv) ? `${JSON.stringify(result)}\n` : `== ${stopped.source}\n${message}\n`);
      const counts = { ...soFar.counts, unknown: soFar.counts.unknown + 1 };
      const resume = { from: stopped.index + 1, counts, worst: Math.max(soFar.worst, 3), elapsedMs: soFar.elapsedMs + performance.now() - nextAt };
      // Until the new thread names its first puzzle, a deadline passing is that puzzle's: it is
      // stopped in turn, or (the old thread still stopping) the run ends there, its summary said.
      const index = stopped.index + 1;
      current = { index, total: stopped.total, source: sources[index] ?? `the puzzle after ${stopped.source}`, soFar: resume };
      found = undefined;
      nextAt = performance.now();
      // The new thread loads for a moment before its first puzzle restarts the clock: it is timed too.
      deadline?.restart(timeout * 1000 * DEADLINE_SLACK);
      restarting = true;
      void thread.stop().then(() => {
        restarting = false;
        if (!ended) launch(resume);
      });
    };
    // Counted from the process's start (this thread's performance.now()), as the thread's budget is.
    deadline = startDeadline(timeout * 1000 * DEADLINE_SLACK - performance.now(), passed('', timeout));
    if (total !== undefined) whole = startDeadline(total * 1000 * DEADLINE_SLACK - performance.now(), passed(' (the whole run)', total));
  });
}
