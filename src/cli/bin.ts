// The process entry of the command line (bin/puzzlebench.mjs loads the built copy; `npm start` and
// `npm run puzzlebench` run this file through tsx). Everything that concerns the process as a
// whole lives here, so that main.ts stays a module that tests can import: broken pipes, crashes
// on Z3's thread, and the exit itself.
import { killChildren } from '../isolate/process.ts';
import { shutdown, validateZ3Lazily } from '../solver/session.ts';
import { runOnWorker } from './deadline.ts';
import { runsLong } from './argv.ts';
import { Exit } from '../kind/kind.ts';
import { terminal } from './output.ts';
import { packageVersion } from '../package.ts';
import { answer, guardExit, lastDocument, watched } from './last-words.ts';
import { consoleToStderr } from '../plugin-import.ts';

validateZ3Lazily();
const argv = process.argv.slice(2);
// Stdout is the answer's alone: a plugin's console goes to stderr, and whatever ends the process
// (a plugin's process.exit or late exception) leaves the JSON document asked for (last-words.ts).
const io = watched(terminal);
consoleToStderr();
guardExit(argv, io);

// Signals (Ctrl-C, `kill`, a closed terminal) keep their default action and end the process at
// once, Z3's threads with it; a shell reports 130 / 143 / 129. No handler here: it could only run
// when the main thread is free, and building a large formula keeps it busy for seconds (a SIGTERM
// waited 8-16 s). Compare's children are the one thing to clean up: src/isolate/process.ts
// handles these signals while children run, kills them, and ends this process by the signal.

// A reader that stops early (`| head`) closes the pipe: the rest of the output has no reader,
// which is no error of the puzzle's; the exit status stays the answer's. A full disk or a failing
// device behind `> file` is the user's to fix, like a bad input: one line and status 2.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') return;
  if (!['ENOSPC', 'EIO', 'EDQUOT', 'EFBIG'].includes(error.code ?? '')) throw error;
  process.stderr.write(`puzzlebench: <stdout>: output: cannot write the answer (${error.code})\n`);
  killChildren();
  answer();
  process.exit(Exit.badInput);
});

// A crash inside Z3's wasm build arrives here from its thread; the pending check would never
// settle, so report it in one line and end the process instead of waiting.
process.on('uncaughtException', (error) => {
  const what = error instanceof WebAssembly.RuntimeError ? 'Z3 crashed' : 'internal error';
  process.stderr.write(`puzzlebench: ${what}: ${error.message}\n`);
  lastDocument(argv, io, error);
  process.exit(4);
});

// Commands that solve run on a worker thread under one deadline for the whole run (deadline.ts);
// the rest (help, version, compare, whose runs are child processes) run here. Only then does this
// thread load the command line itself (the catalogue and commander: ~340 modules, 0.2-0.4 s of
// CPU): for a solve the worker loads them, and loading them here too cost as much again.
// `--version` alone needs none of it: the line commander would print (main.ts gives it the same).
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  io.out(`${packageVersion()}\n`);
  answer();
  await shutdown(0);
} else if (runsLong(argv)) await runOnWorker(argv, io);
else {
  const { main } = await import('./main.ts');
  const code = await main(argv, io);
  answer();
  await shutdown(code);
}
