// The worker thread that runs a command for bin.ts (started by deadline.ts): whatever it prints
// goes to the main thread as messages, and its exit status last. The main thread stays free to
// stop it at the deadline.
import { closeSession, useCompiledZ3 } from '../solver/session.ts';
import { threadSide } from '../isolate/thread.ts';
import { countFrom } from './clock.ts';
import { main } from './main.ts';
import { type BatchResume, resumeBatch } from './batch.ts';
import type { NextPuzzle } from '../kind/kind.ts';
import { type Bridge, useBridge } from './stdin-bridge.ts';
import { consoleToStderr } from '../plugin-import.ts';

/** What the command's thread is started with. */
export interface CommandData {
  argv: string[];
  interactive: boolean;
  colour: boolean;
  /** The main thread's performance.timeOrigin: the process's start. */
  startedAt: number;
  stdin?: Bridge;
  /** The main thread compiles Z3's module and sends it (ToWorker). */
  compilesZ3: boolean;
  /** Several puzzles, the thread before stopped at a puzzle's deadline: go on from here (batch.ts). */
  resume?: BatchResume;
}

/** The main thread's one message: Z3's compiled module (undefined if it could not compile it). */
export interface ToWorker {
  z3?: WebAssembly.Module;
}

export type FromWorker = { stream: 'out' | 'err'; text: string } | { exit: number } | { next: NextPuzzle } | { found: { source: string; kind: string } };

const { data, post, receive } = threadSide<CommandData, FromWorker, ToWorker>('src/cli/worker.ts');
const { argv, interactive, colour, startedAt, stdin, compilesZ3, resume } = data;
resumeBatch(resume);
// Z3's module comes compiled from the main thread, which compiled it while this one loaded ours.
if (compilesZ3) useCompiledZ3(new Promise((resolve) => receive((message) => resolve(message.z3))));
// Stdin that could block this thread for good is read by the main thread (stdin-bridge.ts).
useBridge(stdin);
// --timeout counts from the process's start (clock.ts), not from this thread's.
countFrom(startedAt);
// A plugin's console goes to stderr: stdout carries the answer alone.
consoleToStderr();
const code = await main(argv, {
  out: (text) => post({ stream: 'out', text }),
  err: (text) => post({ stream: 'err', text }),
  interactive,
  colour,
  nextPuzzle: (puzzle) => post({ next: puzzle }),
  found: (puzzle) => post({ found: puzzle }),
});
// The status first: the answer is out, and the main thread ends the process (Z3's threads with it).
// Stopping Z3 before saying so took up to a tenth of a second, in which the deadline could fire and
// print a second document after the answer (seen under load).
post({ exit: code });
await closeSession().catch(() => undefined);
